/**
 * Operation statuses (spec operations §4.1), their labels, what follows the creation of an
 * operation (§4.3), the pending page's message by status (§4.4) and the card provider's status
 * word (§4.2).
 *
 * The spec lists the statuses but "the order in which statuses change is not shown"; the
 * remittance transitions below are the decision built (issue 5: paid → PAYMENT_APPROVED →
 * PROCESSING → COMPLETED, expired unpaid → CANCELED), for the server's schedule to obey.
 * @module
 */
import type { CommonMessageKey } from '../identity/message-key';
import type { OperationKind } from './operation-kind';
import type { PaymentMethod } from './payment-methods';

/** Remittance statuses (spec operations §4.1), with AWAITING_CURRENCY_AVAILABILITY (§4.3). */
export const REMITTANCE_STATUSES = [
  'CREATED',
  'PROCESSING',
  'WAITING_REGISTRATION_APPROVAL',
  'WAITING_DOCUMENT_APPROVAL',
  'AWAITING_PAYMENT',
  'PAYMENT_APPROVED',
  'COMPLETED',
  'CANCELED',
  'FAILED',
  'SETTLEMENT_FAILED',
  'RETURNED',
  'RECEIVED_INBOUND',
  'CLOSED_QUOTATION_INBOUND',
  'MANUAL_ANALYSIS',
  'INBOUND_PAYMENT_LINK_EXPIRED',
  'AWAITING_CURRENCY_AVAILABILITY',
] as const;

/** Paper-money statuses (spec operations §4.1). */
export const PAPER_MONEY_STATUSES = [
  'AWAITING_CURRENCY_AVAILABILITY',
  'AWAITING_PAYMENT',
  'CANCELLED',
  'DELIVERED',
  'MANUAL_ANALYSIS',
  'PAYMENT_APPROVED',
  'PROCESSING',
  'WAITING_REGISTRATION_APPROVAL',
] as const;

/** Money-transfer-network statuses (spec operations §4.1). */
export const MONEYGRAM_STATUSES = [
  'AVAILABLE',
  'AVAILABLE_TO_REFUND',
  'AWAITING_MANUAL_APPROVAL',
  'AWAITING_PAYMENT',
  'AWAITING_REFUND',
  'BLOCKED_FOR_IRREGULARITY',
  'CANCELED',
  'OPERATION_CANCELED',
  'COMMITTED',
  'OPERATION_COMPLETED',
  'OPERATION_CREATED',
  'OPERATION_SENT',
  'PAID',
  'PAYMENT_APPROVED',
  'PAYMENT_RECEIVED',
  'PAYMENT_RETURNED',
  'PROCESSING',
  'PROCESSING_FAILED',
  'PROCESSING_REFUND',
  'PROCESSING_ANALYSIS',
  'RECEIVED',
  'REFUNDED',
  'REFUND_FAILED',
  'REFUND_REQUESTED',
  'REFUND_ANALYSIS',
  'AWAITING_NEW_SESSION',
  'AWAITING_COMMIT_LOOKUP',
] as const;

/** A remittance status. */
export type RemittanceStatus = (typeof REMITTANCE_STATUSES)[number];
/** A paper-money status. */
export type PaperMoneyStatus = (typeof PAPER_MONEY_STATUSES)[number];
/** A money-transfer-network status. */
export type MoneygramStatus = (typeof MONEYGRAM_STATUSES)[number];
/** Any operation status. */
export type OperationStatus = RemittanceStatus | PaperMoneyStatus | MoneygramStatus;

/** Every status of every kind, once each. */
export const OPERATION_STATUSES: readonly OperationStatus[] = [
  ...new Set<OperationStatus>([
    ...REMITTANCE_STATUSES,
    ...PAPER_MONEY_STATUSES,
    ...MONEYGRAM_STATUSES,
  ]),
];

/** The statuses an operation kind can have. */
export function statusesOf(kind: OperationKind): readonly OperationStatus[] {
  if (kind === 'paper-money') return PAPER_MONEY_STATUSES;
  if (kind === 'moneygram') return MONEYGRAM_STATUSES;
  return REMITTANCE_STATUSES;
}

/** Whether a value is a status of any kind. */
export function isOperationStatus(value: unknown): value is OperationStatus {
  return typeof value === 'string' && (OPERATION_STATUSES as readonly string[]).includes(value);
}

/** Whether a value is a remittance status. */
export function isRemittanceStatus(value: unknown): value is RemittanceStatus {
  return typeof value === 'string' && (REMITTANCE_STATUSES as readonly string[]).includes(value);
}

/**
 * The catalogue key of a status's label (`operationStatus.COMPLETED`); SETTLEMENT_FAILED reads
 * 'payment returned', RETURNED 'Blocked by regulatory institution', AWAITING_NEW_SESSION and
 * AWAITING_COMMIT_LOOKUP 'Processing' (spec operations §4.1).
 */
export function operationStatusLabelKey(status: OperationStatus): CommonMessageKey {
  return `operationStatus.${status}`;
}

/** Statuses after which a remittance waits for someone else than the customer (spec §4.3). */
const HELD_STATUSES: readonly OperationStatus[] = [
  'MANUAL_ANALYSIS',
  'AWAITING_CURRENCY_AVAILABILITY',
  'WAITING_REGISTRATION_APPROVAL',
  'WAITING_DOCUMENT_APPROVAL',
];

/**
 * Whether the checkout fetches payment data after creating an operation (spec operations §4.3):
 * a remittance when it is outbound and not held (manual analysis, currency availability,
 * registration or document approval); paper money unless in manual analysis, awaiting currency
 * availability or registration approval; never for the network.
 */
export function shouldFetchPaymentData(kind: OperationKind, status: OperationStatus): boolean {
  if (kind === 'remittance-outbound') return !HELD_STATUSES.includes(status);
  if (kind === 'paper-money') {
    return !(
      [
        'MANUAL_ANALYSIS',
        'AWAITING_CURRENCY_AVAILABILITY',
        'WAITING_REGISTRATION_APPROVAL',
      ] as const
    ).some((held) => held === status);
  }
  return false;
}

/** The page the checkout ends on (spec operations §4.3). */
export type CheckoutOutcome = 'SUCCESS' | 'PENDING' | 'ERROR';

const FAILED_STATUSES: readonly OperationStatus[] = [
  'CANCELED',
  'CANCELLED',
  'FAILED',
  'SETTLEMENT_FAILED',
  'RETURNED',
  'OPERATION_CANCELED',
  'PROCESSING_FAILED',
  'BLOCKED_FOR_IRREGULARITY',
  'INBOUND_PAYMENT_LINK_EXPIRED',
];

/**
 * SUCCESS, PENDING or ERROR for the status a creation answered: held statuses (§4.4) are
 * PENDING, failed or canceled ones ERROR, the rest SUCCESS. The network has no pending page.
 */
export function checkoutOutcome(kind: OperationKind, status: OperationStatus): CheckoutOutcome {
  if (FAILED_STATUSES.includes(status)) return 'ERROR';
  if (kind !== 'moneygram' && HELD_STATUSES.includes(status)) return 'PENDING';
  return 'SUCCESS';
}

/**
 * The pending page's text for a status (spec operations §4.4), or `undefined` for a status
 * that has no pending page. A card payment gets the variant with the history link to pay.
 */
export function pendingMessageKey(
  status: OperationStatus,
  paymentMethod?: PaymentMethod,
): CommonMessageKey | undefined {
  const card = paymentMethod === 'CREDIT_CARD';
  switch (status) {
    case 'AWAITING_CURRENCY_AVAILABILITY':
      return 'pending.AWAITING_CURRENCY_AVAILABILITY';
    case 'MANUAL_ANALYSIS':
      return card ? 'pending.MANUAL_ANALYSIS_CREDIT_CARD' : 'pending.MANUAL_ANALYSIS';
    case 'WAITING_DOCUMENT_APPROVAL':
    case 'WAITING_REGISTRATION_APPROVAL':
      return card ? 'pending.WAITING_APPROVAL_CREDIT_CARD' : 'pending.WAITING_APPROVAL';
    default:
      return undefined;
  }
}

/** The title of the pending page, 'Reservation completed'. */
export const PENDING_TITLE_MESSAGE = 'pending.title' as const satisfies CommonMessageKey;

/**
 * The card provider's status word as an operation status, case-insensitively (spec operations
 * §4.2): 'approved' → COMPLETED, 'error' or 'declined' → FAILED, anything else PROCESSING.
 */
export function cardTransactionStatus(word: string): 'COMPLETED' | 'FAILED' | 'PROCESSING' {
  const normalised = word.trim().toLowerCase();
  if (normalised === 'approved') return 'COMPLETED';
  if (normalised === 'error' || normalised === 'declined') return 'FAILED';
  return 'PROCESSING';
}

/** The statuses a remittance can move to from each status (decision; see the module note). */
export const REMITTANCE_TRANSITIONS: Readonly<
  Record<RemittanceStatus, readonly RemittanceStatus[]>
> = {
  CREATED: [
    'AWAITING_PAYMENT',
    'WAITING_REGISTRATION_APPROVAL',
    'WAITING_DOCUMENT_APPROVAL',
    'MANUAL_ANALYSIS',
    'AWAITING_CURRENCY_AVAILABILITY',
    'CANCELED',
    'FAILED',
  ],
  WAITING_REGISTRATION_APPROVAL: [
    'WAITING_DOCUMENT_APPROVAL',
    'MANUAL_ANALYSIS',
    'AWAITING_PAYMENT',
    'CANCELED',
  ],
  WAITING_DOCUMENT_APPROVAL: ['MANUAL_ANALYSIS', 'AWAITING_PAYMENT', 'CANCELED'],
  // PAYMENT_APPROVED: a card payment under review that the provider approves (issue 18). The
  // WAITING_* statuses: an operator approved the analysis while the registration or the
  // documents still wait (issue 20).
  MANUAL_ANALYSIS: [
    'AWAITING_PAYMENT',
    'PAYMENT_APPROVED',
    'CANCELED',
    'RETURNED',
    'WAITING_REGISTRATION_APPROVAL',
    'WAITING_DOCUMENT_APPROVAL',
  ],
  AWAITING_CURRENCY_AVAILABILITY: ['AWAITING_PAYMENT', 'CANCELED'],
  AWAITING_PAYMENT: [
    'PAYMENT_APPROVED',
    // A card payment under review (issue 18, spec operations §4.5 "under review (manual analysis)").
    'MANUAL_ANALYSIS',
    'RECEIVED_INBOUND',
    'INBOUND_PAYMENT_LINK_EXPIRED',
    'CANCELED',
    'FAILED',
  ],
  RECEIVED_INBOUND: ['CLOSED_QUOTATION_INBOUND', 'FAILED'],
  CLOSED_QUOTATION_INBOUND: ['PROCESSING', 'FAILED'],
  PAYMENT_APPROVED: ['PROCESSING', 'SETTLEMENT_FAILED', 'RETURNED'],
  PROCESSING: ['COMPLETED', 'SETTLEMENT_FAILED', 'RETURNED', 'FAILED'],
  COMPLETED: [],
  CANCELED: [],
  FAILED: [],
  SETTLEMENT_FAILED: [],
  RETURNED: [],
  INBOUND_PAYMENT_LINK_EXPIRED: [],
};

/** Whether a remittance may move from one status to another. */
export function canTransition(from: RemittanceStatus, to: RemittanceStatus): boolean {
  return REMITTANCE_TRANSITIONS[from].includes(to);
}

/** Whether a remittance status is final: nothing follows it. */
export function isFinalRemittanceStatus(status: RemittanceStatus): boolean {
  return REMITTANCE_TRANSITIONS[status].length === 0;
}

/**
 * The statuses a paper-money purchase can move to from each status (decision, issue 17: paid →
 * PAYMENT_APPROVED → PROCESSING → DELIVERED; unpaid past the deadline → CANCELLED, the
 * paper-money spelling of spec §4.1). An operation held for analysis, for the registration or
 * for the currency goes on to payment or is cancelled.
 */
export const PAPER_MONEY_TRANSITIONS: Readonly<
  Record<PaperMoneyStatus, readonly PaperMoneyStatus[]>
> = {
  WAITING_REGISTRATION_APPROVAL: ['MANUAL_ANALYSIS', 'AWAITING_PAYMENT', 'CANCELLED'],
  // Card payments (issue 18): under review the operation waits in MANUAL_ANALYSIS, and the
  // provider's approval releases it.
  MANUAL_ANALYSIS: [
    'AWAITING_PAYMENT',
    'PAYMENT_APPROVED',
    'CANCELLED',
    // An operator approved the analysis while the registration still waits (issue 20).
    'WAITING_REGISTRATION_APPROVAL',
  ],
  AWAITING_CURRENCY_AVAILABILITY: ['AWAITING_PAYMENT', 'CANCELLED'],
  AWAITING_PAYMENT: ['PAYMENT_APPROVED', 'MANUAL_ANALYSIS', 'CANCELLED'],
  PAYMENT_APPROVED: ['PROCESSING', 'CANCELLED'],
  PROCESSING: ['DELIVERED', 'CANCELLED'],
  DELIVERED: [],
  CANCELLED: [],
};

/** Whether a value is a paper-money status. */
export function isPaperMoneyStatus(value: unknown): value is PaperMoneyStatus {
  return typeof value === 'string' && (PAPER_MONEY_STATUSES as readonly string[]).includes(value);
}

/** Whether a paper-money purchase may move from one status to another. */
export function canPaperMoneyTransition(from: PaperMoneyStatus, to: PaperMoneyStatus): boolean {
  return PAPER_MONEY_TRANSITIONS[from].includes(to);
}

/**
 * Whether an operation of a stored kind (`remittances.kind`: OUTBOUND, INBOUND or PAPER_MONEY)
 * may move from one status to another: paper money by its own table, the rest by the
 * remittance table. A status foreign to the kind never moves.
 */
export function canOperationTransition(
  storedKind: 'OUTBOUND' | 'INBOUND' | 'PAPER_MONEY',
  from: string,
  to: string,
): boolean {
  if (storedKind === 'PAPER_MONEY') {
    return isPaperMoneyStatus(from) && isPaperMoneyStatus(to) && canPaperMoneyTransition(from, to);
  }
  return isRemittanceStatus(from) && isRemittanceStatus(to) && canTransition(from, to);
}
