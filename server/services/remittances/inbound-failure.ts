/**
 * Failing an inbound operation (spec operations §4.3, §7.3; issue 16): the one way an inbound
 * operation becomes FAILED before its money arrives, used by `PUT /v1/remittances/users/{id}/fail`
 * and by the charge path when a link's last allowed charge fails.
 *
 * In the caller's transaction, the operation's row locked: an operation awaiting payment with no
 * card charge in flight moves to FAILED with its reason and its event, and gives what it held of
 * the operational limit back (as cancelling does); a FAILED one is answered as it is (the first
 * reason stays, no second event); anything else is refused.
 * @module
 */
import type { InboundFailure } from '../../../src/contracts/inbound-failures';
import type { RemittanceStatus } from '../../../src/domain/operations/operation-status';
import type { RemittancePaymentRepository } from '../../db/repositories/remittance-payment-repository';
import type { createInboundChargeRepository } from '../../db/repositories/inbound-charge-repository';
import type { RemittanceRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { moveTo } from './remittance-lifecycle';

type InboundChargeRepository = Pick<ReturnType<typeof createInboundChargeRepository>, 'chargesOf'>;

/**
 * The reason a refused card charge fails the operation with (spec operations §4.3), naming the
 * provider.
 */
export function chargeFailedReason(provider: string): string {
  return `[${provider}] Falha ao criar cobrança para o cartão fornecido.`;
}

/** The fail call's answer for a FAILED row. */
export function failureOf(row: RemittanceRow): InboundFailure {
  return {
    id: row.id,
    status: { key: row.status as RemittanceStatus },
    failedReason: row.failed_reason,
    failedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * Fails the locked inbound operation `row` at `at` with `reason`; answers its record.
 * @throws AppError OPERATION_NOT_FAILABLE (not awaiting payment), PAYMENT_IN_PROGRESS (a card
 * charge is in flight or processing: its money may still arrive)
 */
export async function failInbound(
  repositories: { payments: RemittancePaymentRepository; charges: InboundChargeRepository },
  row: RemittanceRow,
  change: { reason: string; at: Date },
): Promise<InboundFailure> {
  if (row.status === 'FAILED') return failureOf(row);
  if (row.kind !== 'INBOUND' || row.status !== 'AWAITING_PAYMENT' || row.paid_at !== null) {
    throw new AppError('OPERATION_NOT_FAILABLE');
  }
  const { live } = await repositories.charges.chargesOf(row.id);
  if (live === 'APPROVED') throw new AppError('OPERATION_NOT_FAILABLE');
  if (live !== undefined) throw new AppError('PAYMENT_IN_PROGRESS');
  await repositories.payments.releaseReservation(row, change.at);
  await moveTo(repositories.payments, row, 'FAILED', {
    at: change.at,
    next: null,
    failedReason: change.reason,
  });
  return {
    id: row.id,
    status: { key: 'FAILED' },
    failedReason: change.reason,
    failedAt: change.at.toISOString(),
  };
}
