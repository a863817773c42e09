/**
 * What the payer page says when a payment or a link fails (spec operations §2.5 'Failed to
 * Process Your Operation', §8.5; issue 16): each code's message key in the `payer` catalogue,
 * and the link code an opened link's public record stands for.
 * @module
 */
import type { RemittanceStatus } from '../operations/operation-status';

/** The §8.5 codes the payer page explains. */
export const PAYMENT_FAILURE_CODES = [
  '7051',
  '00092',
  '00034',
  '00070',
  'fc0001',
  'fc0002',
  'fc0003',
  'fc0404',
] as const;

/** A §8.5 code. */
export type PaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number];

/** Whether `code` is one of the §8.5 codes (anything else reads as the default message). */
export function isPaymentFailureCode(code: unknown): code is PaymentFailureCode {
  return typeof code === 'string' && (PAYMENT_FAILURE_CODES as readonly string[]).includes(code);
}

/**
 * The `payer` catalogue key of a failure code's message: `failure.codes.<code>`, or
 * `failure.codes.default` ('an error occurred… contact support at {phone}') for any other.
 */
export function failureMessageKey(code: string | null | undefined): string {
  return `failure.codes.${isPaymentFailureCode(code) ? code : 'default'}`;
}

/**
 * Whether the link is over unpaid after `code`, so the payer's way on is a new link from the
 * person who sent it: a credit card (00092, the operation is canceled), an expired link (fc0001),
 * a link whose last attempt failed (fc0002).
 */
export function asksForNewLink(code: string | null | undefined): boolean {
  return code === '00092' || code === 'fc0001' || code === 'fc0002';
}

/** Statuses of an operation whose money has arrived: the link is paid (fc0003). */
const PAID: readonly RemittanceStatus[] = [
  'RECEIVED_INBOUND',
  'CLOSED_QUOTATION_INBOUND',
  'PROCESSING',
  'COMPLETED',
];

/**
 * What an opened link's status means for the payer: `payable` (the form), `not-ready` (held for
 * the customer's review: no deadline yet), or the §8.5 code that ends it — fc0001 expired,
 * fc0002 its last attempt failed (the operation failed or was canceled), fc0003 already paid.
 */
export function linkStateOf(
  status: RemittanceStatus,
  expiresAt: string | null,
): 'payable' | 'not-ready' | 'fc0001' | 'fc0002' | 'fc0003' {
  if (PAID.includes(status)) return 'fc0003';
  if (status === 'INBOUND_PAYMENT_LINK_EXPIRED') return 'fc0001';
  if (status === 'FAILED' || status === 'CANCELED') return 'fc0002';
  if (status === 'AWAITING_PAYMENT' && expiresAt !== null) return 'payable';
  return 'not-ready';
}
