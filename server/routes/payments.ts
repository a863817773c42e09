/**
 * Payment data of an operation (spec operations §2.5, §7.4; issue 5), under `/api`:
 * `GET /v1/payments/users/{document}/resource/{id}` answers how the caller pays their operation
 * `id` awaiting payment, by its payment method (see `PaymentService.paymentData`). A signed-in
 * user linked to the correspondent; a document or operation not the caller's (or of another
 * correspondent) answers 404 NOT_FOUND; past the payment deadline 410 QR_CODE_EXPIRED
 * ('Your QR code has expired!'); an operation not awaiting payment 409.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import { PaymentDataSchema, PaymentParamsSchema } from '../../src/contracts/payments';
import { AppError } from '../errors/app-error';
import { RECORD_ROUTE_ERRORS } from '../http/error-responses';
import { userOf } from '../plugins/auth';
import type { PaymentService } from '../services/payments/payment-service';

/** Options of the payment routes. */
export interface PaymentRoutesOptions {
  payments: PaymentService;
}

/** Registers the payment routes. */
export const paymentRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (
  app,
  { payments },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/v1/payments/users/:document/resource/:id',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags: ['payments'],
        summary: "How to pay one of the caller's operations awaiting payment (PIX, TED, wallet)",
        params: PaymentParamsSchema,
        response: {
          200: PaymentDataSchema,
          ...RECORD_ROUTE_ERRORS,
          409: ApiErrorBodySchema,
          410: ApiErrorBodySchema,
          503: ApiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const correspondent = request.correspondent;
      if (correspondent == null) throw new AppError('CORRESPONDENT_NOT_FOUND');
      return payments.paymentData(userOf(request), correspondent.id, request.params);
    },
  );
};
