/**
 * SQL of the stored quotes (issue 4): the multi-row insert the quote writer batches them in, and
 * the lookup the checkout uses.
 * @module
 */
import { CompiledQuery, type Kysely } from 'kysely';
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

/** The columns of a stored quote, in the order of {@link insertStatement}'s parameters. */
const COLUMNS = [
  'id',
  'correspondent_id',
  'user_id',
  'kind',
  'request',
  'result',
  'expires_at',
  'created_at',
] as const;

/** Most rows whose statement text is remembered (a batch never exceeds the writer's bound). */
const STATEMENTS_REMEMBERED = 256;

const statements = new Map<number, string>();

/**
 * The multi-row insert of `rows` quotes, `$1…$n` in {@link COLUMNS} order. Written by hand and
 * remembered per row count: Kysely's builder made a node per value and compiled them again for
 * every batch (issue 4: about 2 µs of the event loop per quote, and its garbage).
 */
function insertStatement(rows: number): string {
  let text = statements.get(rows);
  if (text !== undefined) return text;
  const width = COLUMNS.length;
  const tuples: string[] = [];
  for (let row = 0; row < rows; row++) {
    const marks = COLUMNS.map((_, column) => `$${row * width + column + 1}`);
    tuples.push(`(${marks.join(', ')})`);
  }
  text = `insert into "quotes" (${COLUMNS.map((name) => `"${name}"`).join(', ')}) values ${tuples.join(', ')}`;
  if (rows <= STATEMENTS_REMEMBERED) statements.set(rows, text);
  return text;
}

/** The parameters of the quotes' insert, row after row in {@link COLUMNS} order. */
function insertParameters(quotes: readonly NewQuote[]): unknown[] {
  const values: unknown[] = [];
  for (const quote of quotes) {
    values.push(
      quote.id,
      quote.correspondentId,
      quote.userId,
      quote.kind,
      // Text for json: pg would send a JS array as a PostgreSQL array.
      quote.requestJson ?? JSON.stringify(quote.request),
      quote.resultJson ?? JSON.stringify(quote.result),
      quote.expiresAt,
      quote.createdAt,
    );
  }
  return values;
}

/** Creates the repository over a database (or a transaction). */
export function createQuotationRepository(db: Kysely<Database>): QuotationRepository {
  const insertMany = async (quotes: readonly NewQuote[]): Promise<void> => {
    if (quotes.length === 0) return;
    await db.executeQuery(
      CompiledQuery.raw(insertStatement(quotes.length), insertParameters(quotes)),
    );
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
