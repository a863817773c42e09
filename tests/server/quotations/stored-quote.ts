/**
 * Quotes are stored a few milliseconds after their answer (the quote writer's group commit):
 * tests that read a quote wait for its segment. Tests that need a stored quote to have expired
 * rewrite its expiry in its segment.
 * @module
 */
import type { Kysely } from 'kysely';
import { vi } from 'vitest';
import {
  createQuotationRepository,
  SEGMENT_ID_LENGTH,
  segmentIdOf,
} from '../../../server/db/repositories/quotation-repository';
import type { Database, QuoteRow } from '../../../server/db/schema';

/** The stored quote `id`, once its segment is written (fails after 2 s without it). */
export async function storedQuote(db: Kysely<Database>, id: string): Promise<QuoteRow> {
  const quotes = createQuotationRepository(db);
  return vi.waitFor(
    async () => {
      const row = await quotes.findById(id);
      if (row === undefined) throw new Error(`quote ${id} not stored yet`);
      return row;
    },
    { timeout: 2_000, interval: 5 },
  );
}

/** Moves the stored quote `id`'s expiry to `expiresAt` (in its segment's text). */
export async function setStoredQuoteExpiry(
  db: Kysely<Database>,
  id: string,
  expiresAt: Date,
): Promise<void> {
  await storedQuote(db, id);
  const segmentId = segmentIdOf(id);
  const { quotes } = await db
    .selectFrom('quote_segments')
    .select('quotes')
    .where('id', '=', segmentId)
    .executeTakeFirstOrThrow();
  // Format 2 (the writer's): ids without the segment's prefix, instants after `base`.
  const segment = JSON.parse(quotes) as { base: number; quotes: [string, ...unknown[]][] };
  const own = id.slice(SEGMENT_ID_LENGTH);
  const entry = segment.quotes.find(([quoteId]) => quoteId === own);
  if (entry === undefined) throw new Error(`quote ${id} not in segment ${segmentId}`);
  entry[5] = expiresAt.getTime() - segment.base;
  await db
    .updateTable('quote_segments')
    .set({ quotes: JSON.stringify(segment) })
    .where('id', '=', segmentId)
    .execute();
}
