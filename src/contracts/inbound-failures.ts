/**
 * Contract of marking an inbound operation failed (spec operations §4.3, §7.3; issue 16):
 * `PUT /v1/remittances/users/{id}/fail` with {@link InboundFailBodySchema}, answered with
 * {@link InboundFailureSchema}. `{id}` is the caller's own inbound operation (its serial id, as
 * in the history). Only an operation still awaiting payment, with no card charge in flight, can
 * fail; failing a failed one answers the same record again (the first reason stays).
 * @module
 */
import * as z from 'zod/mini';
import { requiredText } from './auth';
import { PathIdSchema } from './registration';
import { RemittanceStatusSchema } from './remittances';

/** The longest failure reason kept. */
export const FAILED_REASON_MAX = 500;

/** `PUT /v1/remittances/users/{id}/fail`: the path. */
export const InboundFailParamsSchema = z.object({ id: PathIdSchema });

/** The body of `PUT /v1/remittances/users/{id}/fail` (spec operations §7.3 `{failedReason}`). */
export const InboundFailBodySchema = z.object({
  /** Why, e.g. '[sandbox] Falha ao criar cobrança para o cartão fornecido.' (spec §4.3). */
  failedReason: requiredText(FAILED_REASON_MAX),
});
/** The body of the fail call. */
export type InboundFailBody = z.infer<typeof InboundFailBodySchema>;

/** A failed inbound operation, as the fail call answers it. */
export const InboundFailureSchema = z.object({
  id: z.int(),
  status: z.object({ key: RemittanceStatusSchema }),
  /** The reason recorded when it failed. */
  failedReason: z.nullable(z.string()),
  /** When it failed (ISO 8601). */
  failedAt: z.iso.datetime({ offset: true }),
});
/** A failed inbound operation. */
export type InboundFailure = z.infer<typeof InboundFailureSchema>;
