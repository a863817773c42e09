/**
 * Paying by credit card (spec operations §2.4, §3.14, §4.2, §4.5, §7.4, §8.3; issue 18), under
 * `/api`:
 *
 * - sandbox mode only: `POST /sandbox/card-tokenizer/card-hashes`, the sandbox provider's credit
 *   tokenizer standing in for the provider's script: a card in (checked by the domain: Luhn,
 *   brand, holder, expiry, CVV), a card hash, brand, last four digits and expiry out. A brand the
 *   provider does not take answers 422 CARD_BRAND_NOT_ACCEPTED. The route logs nothing
 *   (`logLevel: 'silent'`) and nothing of the card but its brand and last four is stored.
 * - `POST /v1/payments/{provider}/installments`: the provider's plans (§3.14); a brand not
 *   taken 422 CARD_BRAND_NOT_ACCEPTED; a provider the server does not run 404 NOT_FOUND (client
 *   input never makes the API answer 5xx).
 * - `POST /v1/payments/{provider}` with the Idempotency-Key header: pays one of the caller's
 *   operations (`CardPaymentService.pay`); a replay answers the same payment.
 * - `GET /v1/payments/{provider}/resource/{id}`: the operation's latest card payment.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CardHashSchema,
  CardPaymentBodySchema,
  CardPaymentParamsSchema,
  CardPaymentSchema,
  CardProviderParamsSchema,
  CreditCardTokenizeBodySchema,
  InstallmentsBodySchema,
  InstallmentsSchema,
} from '../../src/contracts/card-payments';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import {
  IDEMPOTENCY_KEY_HEADER,
  RemittanceCreateHeadersSchema,
} from '../../src/contracts/remittances';
import { AppError } from '../errors/app-error';
import { RECORD_ROUTE_ERRORS } from '../http/error-responses';
import { userOf } from '../plugins/auth';
import type { SandboxCreditCard } from '../providers/card/sandbox-credit-card';
import type { CardPaymentService } from '../services/payments/card-payment-service';

/** Options of the card payment routes. */
export interface CardPaymentRoutesOptions {
  cardPayments: CardPaymentService;
  /** The sandbox credit provider, whose tokenizer is served in sandbox mode only. */
  sandboxCreditCard?: SandboxCreditCard | undefined;
}

const tags = ['payments'];

/** Registers the card payment routes. */
export const cardPaymentRoutes: FastifyPluginAsync<CardPaymentRoutesOptions> = async (
  app,
  { cardPayments, sandboxCreditCard },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  if (sandboxCreditCard !== undefined) {
    api.post(
      '/sandbox/card-tokenizer/card-hashes',
      {
        // Card data: never a log line, whatever happens (issue 18).
        logLevel: 'silent',
        schema: {
          tags: ['sandbox'],
          summary:
            "The sandbox credit-card provider's tokenizer: a card in, a card hash out (never logged)",
          body: CreditCardTokenizeBodySchema,
          response: { 201: CardHashSchema, 422: ApiErrorBodySchema },
        },
      },
      async (request, reply) => {
        const result = await sandboxCreditCard.tokenizeCredit(request.body);
        if (result.kind === 'invalid') {
          const { violations } = result;
          if (violations.cardNumber === 'brand') throw new AppError('CARD_BRAND_NOT_ACCEPTED');
          throw new AppError('VALIDATION_FAILED', {
            fields: Object.entries(violations).map(([field, violation]) => ({
              field,
              message: `validation.creditCard.${violation}`,
            })),
          });
        }
        const { kind: _kind, ...hash } = result;
        return reply.status(201).send(hash);
      },
    );
  }

  api.post(
    '/v1/payments/:provider/installments',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags,
        summary: "The card provider's installment plans of an amount (1 to 12, BRL cents)",
        params: CardProviderParamsSchema,
        body: InstallmentsBodySchema,
        response: { 200: InstallmentsSchema, ...RECORD_ROUTE_ERRORS, 503: ApiErrorBodySchema },
      },
    },
    async (request) => cardPayments.installments(request.params.provider, request.body),
  );

  api.post(
    '/v1/payments/:provider',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags,
        summary:
          "Pays one of the caller's operations by credit card (idempotent with the Idempotency-Key header)",
        params: CardProviderParamsSchema,
        headers: RemittanceCreateHeadersSchema,
        body: CardPaymentBodySchema,
        response: {
          200: CardPaymentSchema,
          ...RECORD_ROUTE_ERRORS,
          409: ApiErrorBodySchema,
          410: ApiErrorBodySchema,
          503: ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const correspondent = request.correspondent;
      if (correspondent == null) throw new AppError('CORRESPONDENT_NOT_FOUND');
      const { payment, replayed } = await cardPayments.pay({
        user: userOf(request),
        correspondentId: correspondent.id,
        provider: request.params.provider,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        body: request.body,
      });
      if (replayed) void reply.header('idempotent-replayed', 'true');
      return payment;
    },
  );

  api.get(
    '/v1/payments/:provider/resource/:id',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags,
        summary: "The latest card payment of one of the caller's operations",
        params: CardPaymentParamsSchema,
        response: { 200: CardPaymentSchema, ...RECORD_ROUTE_ERRORS },
      },
    },
    async (request) => {
      const correspondent = request.correspondent;
      if (correspondent == null) throw new AppError('CORRESPONDENT_NOT_FOUND');
      return cardPayments.latest(userOf(request), correspondent.id, request.params.id);
    },
  );
};
