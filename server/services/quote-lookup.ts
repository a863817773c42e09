/**
 * Finds the quote a checkout continues with (issue 4: "the checkout will accept only an
 * unexpired quote of its own"). Quotes are stored behind the answer (`quote-writer.ts`), so the
 * lookup first waits for the quote's row when it is still on its way: a quote the customer just
 * saw is always found, and it is found in the database (an operation may reference it).
 * @module
 */
import type { Kysely } from 'kysely';
import { createQuotationRepository } from '../db/repositories/quotation-repository';
import type { Database, QuoteRow } from '../db/schema';
import type { QuoteWriter } from './quote-writer';

/** What a lookup asks for. */
export interface ActiveQuoteQuery {
  /** The quote id the simulator carried. */
  id: string;
  /** The correspondent of the request: a quote of another one is not found. */
  correspondentId: number;
  /**
   * The signed-in caller, if any. A quote made by a signed-in user is that user's alone; a quote
   * made before signing in (the public simulator, user unknown) is accepted for any caller of
   * its correspondent, since the customer signs in between the simulator and the checkout.
   */
  userId: number | null;
  /** The instant the quote must not have expired at. */
  now: Date;
}

/** Finds active quotes. */
export interface QuoteLookup {
  /** The stored, unexpired quote of this correspondent and caller; undefined otherwise. */
  findActive(query: ActiveQuoteQuery): Promise<QuoteRow | undefined>;
}

/** Creates the lookup over the database and the writer quotes go through. */
export function createQuoteLookup(deps: {
  db: Kysely<Database>;
  writer: Pick<QuoteWriter, 'stored'>;
}): QuoteLookup {
  const quotes = createQuotationRepository(deps.db);
  return {
    async findActive({ id, correspondentId, userId, now }) {
      await deps.writer.stored(id);
      const row = await quotes.findActive(id, correspondentId, now);
      if (row === undefined) return undefined;
      if (row.user_id !== null && row.user_id !== userId) return undefined;
      return row;
    },
  };
}
