/**
 * SQL of the stored quotes (issue 4): the multi-row insert the quote writer batches them in, and
 * the lookup the checkout uses.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database, QuoteRow } from '../schema';

/** A quote to store. */
export interface NewQuote {
  id: string;
  correspondentId: number;
  userId: number | null;
  kind: QuoteRow['kind'];
  /** The inputs and what priced them (rates, settings, tax rule). */
  request: unknown;
  /** `request` already serialised, when the caller has it (saves a second `JSON.stringify`). */
  requestJson?: string;
  /** The wire answer. */
  result: unknown;
  /** `result` already serialised, when the caller has it (saves a second `JSON.stringify`). */
  resultJson?: string;
  expiresAt: Date;
  createdAt: Date;
}

/** Stores and finds quotes. */
export interface QuotationRepository {
  /** Stores a quote: one statement, one round trip. */
  insert(quote: NewQuote): Promise<void>;
  /** Stores several quotes in one statement. */
  insertMany(quotes: readonly NewQuote[]): Promise<void>;
  /**
   * The quote with this id if it belongs to this correspondent and has not expired at `now`;
   * `undefined` for an unknown, foreign or expired quote (the checkout refuses all three alike).
   */
  findActive(id: string, correspondentId: number, now: Date): Promise<QuoteRow | undefined>;
  /** The quote with this id whatever its state (tests, support). */
  findById(id: string): Promise<QuoteRow | undefined>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toRow(quote: NewQuote) {
  return {
    id: quote.id,
    correspondent_id: quote.correspondentId,
    user_id: quote.userId,
    kind: quote.kind,
    // Text for jsonb: pg would send a JS array as a PostgreSQL array.
    request: quote.requestJson ?? JSON.stringify(quote.request),
    result: quote.resultJson ?? JSON.stringify(quote.result),
    expires_at: quote.expiresAt,
    created_at: quote.createdAt,
  };
}

/** Creates the repository over a database (or a transaction). */
export function createQuotationRepository(db: Kysely<Database>): QuotationRepository {
  const insertMany = async (quotes: readonly NewQuote[]): Promise<void> => {
    if (quotes.length === 0) return;
    await db.insertInto('quotes').values(quotes.map(toRow)).execute();
  };
  return {
    insert: (quote) => insertMany([quote]),
    insertMany,
    async findActive(id, correspondentId, now) {
      // Not a uuid → not a quote (and no cast error from the database).
      if (!UUID.test(id)) return undefined;
      return db
        .selectFrom('quotes')
        .selectAll()
        .where('id', '=', id)
        .where('correspondent_id', '=', correspondentId)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },
    async findById(id) {
      if (!UUID.test(id)) return undefined;
      return db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
