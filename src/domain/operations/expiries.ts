/**
 * Expiries of an operation (spec operations §4.6, §9.7; design §4): the PIX QR code is valid
 * for 30 minutes, and the operation detail's payment countdown follows it; the inbound payment
 * link for 12 hours. Times are epoch milliseconds, so the caller's clock decides "now".
 * @module
 */
import type { CommonMessageKey } from '../identity/message-key';

/** How long a PIX QR code (and the payment countdown) lasts: 30 minutes (design §4). */
export const PIX_QR_VALIDITY_MS = 30 * 60 * 1000;

/** How long an inbound payment link lasts: 12 hours (spec operations §4.6, §9.7). */
export const INBOUND_PAYMENT_LINK_VALIDITY_MS = 12 * 60 * 60 * 1000;

/** The 'Your QR code has expired!' modal's title and hint. */
export const QR_CODE_EXPIRED_MESSAGES = {
  title: 'expiry.qrCodeExpired',
  hint: 'expiry.qrCodeExpiredHint',
} as const satisfies Record<string, CommonMessageKey>;

/** When a QR code issued at `issuedAt` expires. */
export function pixQrExpiresAt(issuedAt: number): number {
  return issuedAt + PIX_QR_VALIDITY_MS;
}

/**
 * When an inbound payment link created at `createdAt` expires: 12 hours later, or after
 * `validityMs` where the sandbox shortens it so tests and demos need not wait (issue 16).
 */
export function inboundPaymentLinkExpiresAt(
  createdAt: number,
  validityMs: number = INBOUND_PAYMENT_LINK_VALIDITY_MS,
): number {
  return createdAt + validityMs;
}

/** Whether a deadline has passed at `now` (the deadline itself counts as passed). */
export function hasExpired(expiresAt: number, now: number): boolean {
  return now >= expiresAt;
}

/** What a countdown shows: whole minutes and seconds left, never negative. */
export interface Countdown {
  /** Milliseconds left, 0 once expired. */
  remainingMs: number;
  minutes: number;
  seconds: number;
  expired: boolean;
}

/** The countdown to `expiresAt` at `now`, rounded up to the second (00:00 only when expired). */
export function countdown(expiresAt: number, now: number): Countdown {
  const remainingMs = Math.max(0, expiresAt - now);
  const totalSeconds = Math.ceil(remainingMs / 1000);
  return {
    remainingMs,
    minutes: Math.floor(totalSeconds / 60),
    seconds: totalSeconds % 60,
    expired: remainingMs === 0,
  };
}

/**
 * A countdown as `mm:ss` (`29:59`), or `h:mm:ss` from an hour up (`11:59:59`: the inbound
 * payment link's 12 hours).
 */
export function formatCountdown(value: Countdown): string {
  const seconds = String(value.seconds).padStart(2, '0');
  if (value.minutes < 60) return `${String(value.minutes).padStart(2, '0')}:${seconds}`;
  const minutes = String(value.minutes % 60).padStart(2, '0');
  return `${Math.floor(value.minutes / 60)}:${minutes}:${seconds}`;
}
