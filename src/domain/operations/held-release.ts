/**
 * Where a held operation goes when what held it is decided (issue 20, the operator console;
 * spec operations §4.1, §4.3): the same order as at creation (`reserveLimit`), so an operation
 * released by an operator ends where it would have been created had the decision been known —
 * a registration still pending → WAITING_REGISTRATION_APPROVAL; a document still under review →
 * WAITING_DOCUMENT_APPROVAL (remittances only: paper money carries no documents); else
 * AWAITING_PAYMENT. Rejected, it is cancelled in its kind's spelling.
 * @module
 */

/** An operation's stored kind (`remittances.kind`). */
export type StoredOperationKind = 'OUTBOUND' | 'INBOUND' | 'PAPER_MONEY';

/** What may still hold an operation. */
export interface PendingHolds {
  registrationPending: boolean;
  documentsPending: boolean;
}

/** A status a released operation moves to. */
export type ReleasedStatus =
  'WAITING_REGISTRATION_APPROVAL' | 'WAITING_DOCUMENT_APPROVAL' | 'AWAITING_PAYMENT';

/** The status an operation released from a hold moves to. */
export function releasedStatus(kind: StoredOperationKind, holds: PendingHolds): ReleasedStatus {
  if (holds.registrationPending) return 'WAITING_REGISTRATION_APPROVAL';
  if (holds.documentsPending && kind !== 'PAPER_MONEY') return 'WAITING_DOCUMENT_APPROVAL';
  return 'AWAITING_PAYMENT';
}

/** The cancelled status of a kind: paper money spells it CANCELLED (spec operations §4.1). */
export function cancelledStatus(kind: StoredOperationKind): 'CANCELED' | 'CANCELLED' {
  return kind === 'PAPER_MONEY' ? 'CANCELLED' : 'CANCELED';
}

/** The statuses an operator decides an operation in (the console's operations queue). */
export const OPERATOR_HELD_STATUSES = [
  'MANUAL_ANALYSIS',
  'WAITING_REGISTRATION_APPROVAL',
  'WAITING_DOCUMENT_APPROVAL',
] as const;

/** A status an operator decides an operation in. */
export type OperatorHeldStatus = (typeof OPERATOR_HELD_STATUSES)[number];

/** Whether an operation's status is one an operator decides. */
export function isOperatorHeld(status: string): status is OperatorHeldStatus {
  return (OPERATOR_HELD_STATUSES as readonly string[]).includes(status);
}
