/**
 * An operation's status as a badge (ui-guide "status badge"; spec operations §4.1): the
 * translated label always carries the meaning (no information by colour alone); the tone only
 * underlines it — done, failed or returned, waiting for the customer or someone else, moving.
 * @module
 */
import type { OperationStatus } from '../../../src/domain/operations/operation-status';
import { operationStatusLabelKey } from '../../../src/domain/operations/operation-status';
import { useLocale } from '../../app/locale';
import '../../styles/operations.css';
import '../../styles/status-badge.css';

/** A badge's tone. */
export type StatusTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

const SUCCESS: readonly OperationStatus[] = [
  'COMPLETED',
  'DELIVERED',
  'OPERATION_COMPLETED',
  'PAID',
  'AVAILABLE',
  'RECEIVED',
  'RECEIVED_INBOUND',
  'PAYMENT_RECEIVED',
  'REFUNDED',
];
const DANGER: readonly OperationStatus[] = [
  'CANCELED',
  'CANCELLED',
  'FAILED',
  'SETTLEMENT_FAILED',
  'RETURNED',
  'OPERATION_CANCELED',
  'PROCESSING_FAILED',
  'BLOCKED_FOR_IRREGULARITY',
  'INBOUND_PAYMENT_LINK_EXPIRED',
  'REFUND_FAILED',
  'PAYMENT_RETURNED',
];
const WARNING: readonly OperationStatus[] = [
  'AWAITING_PAYMENT',
  'WAITING_REGISTRATION_APPROVAL',
  'WAITING_DOCUMENT_APPROVAL',
  'MANUAL_ANALYSIS',
  'AWAITING_CURRENCY_AVAILABILITY',
  'AWAITING_MANUAL_APPROVAL',
  'AWAITING_REFUND',
  'PROCESSING_ANALYSIS',
  'REFUND_ANALYSIS',
];

/** The tone of a status. */
export function statusTone(status: OperationStatus): StatusTone {
  if (SUCCESS.includes(status)) return 'success';
  if (DANGER.includes(status)) return 'danger';
  if (WARNING.includes(status)) return 'warning';
  if (status === 'CREATED' || status === 'OPERATION_CREATED') return 'neutral';
  return 'info';
}

/**
 * A status badge with the status's label in the user's language, or `label` when the kind words
 * the status otherwise (a paper-money withdrawal's DELIVERED reads 'Ready for withdrawal').
 */
export function StatusBadge({ status, label }: { status: OperationStatus; label?: string }) {
  const { t } = useLocale();
  return (
    <span className={`status-badge status-badge--${statusTone(status)}`} data-status={status}>
      {label ?? t(`common:${operationStatusLabelKey(status)}`)}
    </span>
  );
}
