/**
 * The checkout's check of a quotation token (issue 13): signed by one of the keys, unexpired, of
 * the request's correspondent, of the caller (or made before signing in) and of the kind the
 * operation is. Any failure is QUOTE_EXPIRED, as the customer sees it: 'Your quote has changed!'.
 * @module
 */
import type { QuotationKind } from '../../../src/domain/pricing/quote';
import type { QuoteSnapshot } from '../../../src/domain/pricing/quote-snapshot';
import { AppError } from '../../errors/app-error';
import type { QuoteTokens } from './quote-token';

/** What the quote must match. */
export interface QuoteExpectation {
  /** The request's correspondent: a quote of another one is refused. */
  correspondentId: number;
  /**
   * The signed-in caller. A quote made by a signed-in customer is theirs alone; one made before
   * signing in (the public simulator) is accepted for any customer of its correspondent, since
   * the customer signs in between the simulator and the checkout.
   */
  userId: number;
  /** The operation's kind. */
  kind: QuotationKind;
  /** The instant the quote must not have expired at. */
  now: Date;
}

/**
 * The snapshot of `token` when the caller may use it: signed, unexpired, of the correspondent and
 * of the caller (or made before signing in), whatever its kind.
 * @throws AppError QUOTE_EXPIRED otherwise
 */
export function readOwnQuote(
  tokens: QuoteTokens,
  token: string,
  expected: Omit<QuoteExpectation, 'kind'>,
): QuoteSnapshot {
  const snapshot = tokens.read(token);
  if (
    snapshot === undefined ||
    snapshot.expiresAt <= expected.now.getTime() ||
    snapshot.correspondentId !== expected.correspondentId ||
    (snapshot.userId !== null && snapshot.userId !== expected.userId)
  ) {
    throw new AppError('QUOTE_EXPIRED');
  }
  return snapshot;
}

/**
 * The snapshot of `token` when it meets `expected`, its kind included.
 * @throws AppError QUOTE_EXPIRED otherwise
 */
export function verifyQuote(
  tokens: QuoteTokens,
  token: string,
  expected: QuoteExpectation,
): QuoteSnapshot {
  const snapshot = readOwnQuote(tokens, token, expected);
  if (snapshot.kind !== expected.kind) throw new AppError('QUOTE_EXPIRED');
  return snapshot;
}
