/**
 * Paper-money purchases (spec operations §3.19, §3.22, §3.23, §7.5; issue 17), under `/api`:
 * `POST /v1/transactions/users` buys banknotes from the §3.19 payload (the `Idempotency-Key`
 * header required, as for remittances: same key and body → the same operation with
 * `idempotent-replayed: true`; same key, other body → 422 IDEMPOTENCY_KEY_REUSED);
 * `GET /v1/transactions/users/{document}` the caller's purchases (page, paginate and the report
 * filters); `GET /v1/transactions/users/{document}/operations/{id}` one purchase with its
 * timeline. A signed-in user linked to the request's correspondent; a document or operation not
 * the caller's, or of another correspondent, answers 404 NOT_FOUND.
 * @module
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PaperMoneyCreateBodySchema,
  PaperMoneyDetailParamsSchema,
  PaperMoneyDetailSchema,
  PaperMoneyListQuerySchema,
  PaperMoneyListSchema,
  PaperMoneyOperationSchema,
  PaperMoneyUserParamsSchema,
} from '../../src/contracts/paper-money';
import {
  IDEMPOTENCY_KEY_HEADER,
  RemittanceCreateHeadersSchema,
} from '../../src/contracts/remittances';
import { AppError } from '../errors/app-error';
import { errorBody } from '../http/error-body';
import { RECORD_ROUTE_ERRORS } from '../http/error-responses';
import { localeFromAcceptLanguage } from '../http/request-locale';
import { userOf } from '../plugins/auth';
import { classifyError } from '../plugins/errors';
import type { PaperMoneyService } from '../services/paper-money/paper-money-service';
import type { CardPaymentService } from '../services/payments/card-payment-service';

/** Options of the paper-money routes. */
export interface PaperMoneyRoutesOptions {
  paperMoney: PaperMoneyService;
  /**
   * Charges a card purchase once it is created and awaiting payment (spec §3.19; issue 18),
   * through its `defaultProvider`; without it (or without a provider) a card purchase is
   * refused, CARD_PAYMENT_NOT_AVAILABLE.
   */
  cardPayments?: CardPaymentService | undefined;
}

const errors = RECORD_ROUTE_ERRORS;
const tags = ['paper-money'];

/** The request's correspondent id (set by `requireLinkedUser`). */
function correspondentOf(request: FastifyRequest): number {
  if (request.correspondent == null) throw new AppError('CORRESPONDENT_NOT_FOUND');
  return request.correspondent.id;
}

/** Registers the paper-money routes. */
export const paperMoneyRoutes: FastifyPluginAsync<PaperMoneyRoutesOptions> = async (
  app,
  { paperMoney, cardPayments },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/v1/transactions/users',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags,
        summary: 'Buy foreign banknotes (idempotent with the Idempotency-Key header)',
        description:
          'Creates a paper-money purchase from a paper-money quotation (`quotationId`). ' +
          "`delivery.type` must be the quotation's `deliveryMethod` and `delivery.cost` its " +
          'delivery fee (BRL cents): the fee is never taken from the client ' +
          '(DELIVERY_METHOD_MISMATCH, DELIVERY_FEE_MISMATCH). Home delivery goes to one of the ' +
          "caller's saved addresses in a served city (DELIVERY_UNAVAILABLE); pickup to one of " +
          "the correspondent's agents that deliver notes. Someone other than the purchaser may " +
          'receive the notes only up to R$ 10,000.00 (RECEIVER_MUST_BE_PURCHASER). Individuals ' +
          'only. A card purchase (cardHash, deviceId, installments) is charged through the ' +
          "deployment's card provider once created, when it awaits payment; held for review " +
          '(registration, manual analysis, currency availability) it is created unpaid and ' +
          'paid later from its page. Where no card provider runs, 422 CARD_PAYMENT_NOT_AVAILABLE ' +
          'before anything is created.',
        headers: RemittanceCreateHeadersSchema,
        body: PaperMoneyCreateBodySchema,
        response: { 200: PaperMoneyOperationSchema, 201: PaperMoneyOperationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const correspondentId = correspondentOf(request);
      const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER];
      const { cardHash, deviceId, installments } = request.body;
      const byCard =
        request.body.payment.method === 'CREDIT_CARD' &&
        cardHash !== undefined &&
        deviceId !== undefined &&
        installments !== undefined;
      // Refused before anything is created: a card purchase where no card provider runs.
      const provider = cardPayments?.defaultProvider;
      if (byCard && (cardPayments === undefined || provider === undefined)) {
        throw new AppError('CARD_PAYMENT_NOT_AVAILABLE');
      }
      const { operation, replayed } = await paperMoney.create({
        user,
        correspondentId,
        idempotencyKey,
        body: request.body,
      });
      if (replayed) void reply.header('idempotent-replayed', 'true');
      if (!byCard || cardPayments === undefined || provider === undefined) {
        return reply.status(201).send(operation);
      }
      // Held (registration, manual analysis, currency availability): nothing is charged now;
      // the customer pays from the operation's page once it awaits payment (spec §4.4). A replay
      // answers the payment the first call made, whatever the operation's status since.
      if (operation.status.key !== 'AWAITING_PAYMENT') {
        const made = replayed
          ? await cardPayments.madeWith(user, correspondentId, operation.id, idempotencyKey)
          : undefined;
        return reply
          .status(201)
          .send(made === undefined ? operation : { ...operation, cardPayment: made });
      }
      // After the creation committed, through the card payment service; the same key replays
      // the same payment (issue 18). The purchase exists whatever the charge answers: a charge
      // refused before the provider (a stale card hash, a plan that no longer matches) or a
      // provider that did not answer is told beside it (`cardPaymentError`, 201), and the
      // customer pays the same purchase again from its page, never a second one.
      try {
        const { payment } = await cardPayments.pay({
          user,
          correspondentId,
          provider,
          idempotencyKey,
          body: { resourceId: operation.id, cardHash, deviceId, installments },
        });
        return await reply.status(201).send({
          ...operation,
          status: { key: payment.operationStatus as typeof operation.status.key },
          cardPayment: payment,
        });
      } catch (error) {
        const locale = localeFromAcceptLanguage(request.headers['accept-language']);
        const classified = classifyError(error, locale);
        if (classified === undefined) throw error;
        const { code, message } = errorBody(classified.code, locale, undefined, classified.params);
        if (code === 'INTERNAL_ERROR' || code === 'SERVICE_UNAVAILABLE') {
          request.log.error({ err: error }, 'card charge of a new paper-money purchase');
        }
        return reply.status(201).send({ ...operation, cardPaymentError: { code, message } });
      }
    },
  );

  api.get(
    '/v1/transactions/users/:document',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags,
        summary: "The caller's paper-money purchases, newest first (history)",
        description:
          '`paginate` is the page size (default 10). `withdrawalCode` is given only for an ATM ' +
          'withdrawal whose notes are ready (DELIVERED).',
        params: PaperMoneyUserParamsSchema,
        querystring: PaperMoneyListQuerySchema,
        response: { 200: PaperMoneyListSchema, ...errors },
      },
    },
    async (request) =>
      paperMoney.list(
        userOf(request),
        correspondentOf(request),
        request.params.document,
        request.query,
      ),
  );

  api.get(
    '/v1/transactions/users/:document/operations/:id',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags,
        summary: "One of the caller's paper-money purchases, with its timeline",
        description:
          "The receiver's CPF is masked (`***.456.789-**`). `expectedDeliveryDate` is set at " +
          'payment for shipment and shop; `withdrawal` once an ATM withdrawal is ready.',
        params: PaperMoneyDetailParamsSchema,
        response: { 200: PaperMoneyDetailSchema, ...errors },
      },
    },
    async (request) => paperMoney.detail(userOf(request), correspondentOf(request), request.params),
  );
};
