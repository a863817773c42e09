/**
 * Reading and re-signing the quotation tokens test apps answer (signed with
 * {@link TEST_QUOTE_KEY}): what a quote carries, and a copy of it that has expired.
 * @module
 */
import { createQuoteTokens } from '../../../server/services/quotations/quote-token';
import type { QuoteSnapshot } from '../../../src/domain/pricing/quote-snapshot';
import { TEST_QUOTE_KEY } from '../test-app';

const tokens = createQuoteTokens([TEST_QUOTE_KEY]);

/** The snapshot the quotation token `id` carries (fails for a token the test key did not sign). */
export function quoteSnapshot(id: string): QuoteSnapshot {
  const snapshot = tokens.read(id);
  if (snapshot === undefined) throw new Error(`not a quotation token of the test key: ${id}`);
  return snapshot;
}

/** The token of `id`'s snapshot with `change` applied, signed with the test key. */
export function resignedQuote(id: string, change: Partial<QuoteSnapshot>): string {
  return tokens.sign({ ...quoteSnapshot(id), ...change });
}
