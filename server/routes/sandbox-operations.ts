/**
 * Sandbox test helper "payment received" (design §4 sandbox helpers; issue 5), under `/api`,
 * registered in sandbox mode only: `POST /sandbox/operations/{id}/pay` marks the caller's own
 * operation paid, as a PIX, bank or wallet notification would (the same
 * `PaymentService.paymentReceived`): AWAITING_PAYMENT and before its deadline → PAYMENT_APPROVED
 * with its event; paying again answers the same receipt (`changed: false`, no new event); an
 * operation past its deadline or not awaiting payment answers 409; not the caller's, 404.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import { PaymentReceiptSchema, SandboxPayParamsSchema } from '../../src/contracts/payments';
import { AppError } from '../errors/app-error';
import { RECORD_ROUTE_ERRORS } from '../http/error-responses';
import { userOf } from '../plugins/auth';
import type { PaymentService } from '../services/payments/payment-service';

/** Options of {@link sandboxOperationRoutes}. */
export interface SandboxOperationRoutesOptions {
  payments: PaymentService;
}

/** Registers the sandbox operation helpers. */
export const sandboxOperationRoutes: FastifyPluginAsync<SandboxOperationRoutesOptions> = async (
  app,
  { payments },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/sandbox/operations/:id/pay',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags: ['sandbox'],
        summary: "Marks the caller's operation paid, as a payment notification would (sandbox)",
        params: SandboxPayParamsSchema,
        response: { 200: PaymentReceiptSchema, ...RECORD_ROUTE_ERRORS, 409: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const correspondent = request.correspondent;
      if (correspondent == null) throw new AppError('CORRESPONDENT_NOT_FOUND');
      return payments.payAsOwner(userOf(request), correspondent.id, request.params.id);
    },
  );
};
