/**
 * SQL of the stored quotes (issue 4): the segments the quote writer stores them in, and the lookup
 * the checkout uses (migration `2026-11-24T1000-quote-segments` says why segments).
 *
 * A segment's `quotes` text is JSON:
 *
 * ```json
 * {
 *   "v": 1,
 *   "pricings": [{ "correspondentId": 1, "kind": "REMITTANCE_OUTBOUND", "answer": {…}, "audit": {…} }],
 *   "inputs": [{ "currency": "USD", "value": 100000, … }],
 *   "quotes": [["0b6f…-8c1e-9a4d-…", 0, 0, null, 1795560000000, 1795560300000]]
 * }
 * ```
 *
 * Each quote is `[id, pricing, inputs, userId, createdAt, expiresAt]` (times in epoch
 * milliseconds), pointing at its pricing (its answer without `id` and `expiresAt`, and what
 * priced it) and at its inputs (as asked), each written once however many quotes share it.
 * A quote's `result` is `{id, expiresAt, …answer}` and its `request` `{…inputs, …audit}`: the very
 * answer the customer saw and everything that priced it.
 * @module
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database, QuoteRow } from '../schema';

/**
 * What quotes priced alike share: the answer without `id` and `expiresAt`, and what priced it
 * (rates, tax rule, spread, fee). One object per pricing: quotes that carry the same object
 * store it once per segment.
 */
export interface QuotePricing {
  /** The answer without `id` and `expiresAt`: a JSON object's text. */
  readonly answerJson: string;
  /** What priced it: a JSON object's text. */
  readonly auditJson: string;
}

/** A quote to store. */
export interface NewQuote {
  /** From {@link newQuoteId} (its first {@link SEGMENT_ID_LENGTH} characters name its segment). */
  id: string;
  correspondentId: number;
  userId: number | null;
  kind: QuoteRow['kind'];
  /** Its pricing, shared with the quotes priced alike. */
  pricing: QuotePricing;
  /** The inputs as asked: a JSON object's text. */
  inputsJson: string;
  expiresAt: Date;
  createdAt: Date;
}

/** Quotes written together, stored as one row. */
export interface QuoteSegment {
  /** The first {@link SEGMENT_ID_LENGTH} characters of every one of its quote ids. */
  readonly id: string;
  readonly quotes: readonly NewQuote[];
}

/** Stores and finds quotes. */
export interface QuotationRepository {
  /** Stores segments (none empty) in one statement. */
  insertSegments(segments: readonly QuoteSegment[]): Promise<void>;
  /**
   * The quote with this id if it belongs to this correspondent and has not expired at `now`;
   * `undefined` for an unknown, foreign or expired quote (the checkout refuses all three alike).
   */
  findActive(id: string, correspondentId: number, now: Date): Promise<QuoteRow | undefined>;
  /** The quote with this id whatever its state (tests, support). */
  findById(id: string): Promise<QuoteRow | undefined>;
}

/** Length of a segment id: the quote ids' `xxxxxxxx-xxxx-8xxx`. */
export const SEGMENT_ID_LENGTH = 18;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A new segment id: 60 random bits, with the version digit of a UUIDv8 (RFC 9562 §5.8, a layout
 * of one's own), since the quote ids that start with it are not wholly random.
 */
export function newSegmentId(random: string): string {
  return `${random.slice(0, 14)}8${random.slice(15, SEGMENT_ID_LENGTH)}`;
}

/** A quote id in `segmentId`: the segment's 60 bits, then 62 random bits of a fresh UUID. */
export function newQuoteId(segmentId: string, random: string): string {
  return segmentId + random.slice(SEGMENT_ID_LENGTH);
}

/** The segment id of a quote id (its first {@link SEGMENT_ID_LENGTH} characters). */
export function segmentIdOf(quoteId: string): string {
  return quoteId.slice(0, SEGMENT_ID_LENGTH);
}

/**
 * A segment as one row's values: its JSON text (format 2, see {@link SegmentJson}), first
 * creation and last expiry. Each quote is written as its id without the segment's prefix and its
 * times as milliseconds from the segment's `base`: half the bytes of whole ids and instants (the
 * database's cost grows with them), and small numbers, which are quicker to write (measured: the
 * text cost 1.2–1.5 µs a quote with whole 13-digit instants).
 */
export function segmentRow(segment: QuoteSegment): unknown[] {
  const pricings = new Map<QuotePricing, number>();
  const pricingTexts: string[] = [];
  const inputs = new Map<string, number>();
  const quoteTexts: string[] = [];
  let createdAt = Infinity;
  let expiresAt = -Infinity;
  const base = segment.quotes[0]?.createdAt.getTime() ?? 0;
  for (const quote of segment.quotes) {
    let pricing = pricings.get(quote.pricing);
    // One object per pricing, one correspondent and kind per pricing (the service's memo is
    // kept per correspondent and kind); a pricing shared across them would still be exact,
    // just written once per quote.
    if (pricing === undefined) {
      pricing = pricingTexts.length;
      pricings.set(quote.pricing, pricing);
      pricingTexts.push(
        `{"correspondentId":${quote.correspondentId},"kind":"${quote.kind}","answer":${quote.pricing.answerJson},"audit":${quote.pricing.auditJson}}`,
      );
    }
    let input = inputs.get(quote.inputsJson);
    if (input === undefined) {
      input = inputs.size;
      inputs.set(quote.inputsJson, input);
    }
    const created = quote.createdAt.getTime();
    const expires = quote.expiresAt.getTime();
    if (created < createdAt) createdAt = created;
    if (expires > expiresAt) expiresAt = expires;
    const own = quote.id.slice(SEGMENT_ID_LENGTH);
    quoteTexts.push(
      `["${own}",${pricing},${input},${quote.userId},${created - base},${expires - base}]`,
    );
  }
  const text = `{"v":2,"base":${base},"pricings":[${pricingTexts.join(',')}],"inputs":[${[...inputs.keys()].join(',')}],"quotes":[${quoteTexts.join(',')}]}`;
  return [segment.id, new Date(createdAt), new Date(expiresAt), segment.quotes.length, text];
}

/** The columns of a segment row, in the order of {@link segmentRow}'s values. */
const COLUMNS = ['id', 'created_at', 'expires_at', 'quote_count', 'quotes'] as const;

const statements = new Map<number, string>();

/** The insert of `rows` segments, `$1…$n` in {@link COLUMNS} order (remembered per count). */
function insertStatement(rows: number): string {
  let text = statements.get(rows);
  if (text !== undefined) return text;
  const width = COLUMNS.length;
  const tuples: string[] = [];
  for (let row = 0; row < rows; row++) {
    const marks = COLUMNS.map((_, column) => `$${row * width + column + 1}`);
    tuples.push(`(${marks.join(', ')})`);
  }
  text = `insert into "quote_segments" (${COLUMNS.map((name) => `"${name}"`).join(', ')}) values ${tuples.join(', ')}`;
  if (rows <= 64) statements.set(rows, text);
  return text;
}

/**
 * A stored segment's JSON. `quotes` are `[id, pricing, inputs, userId, createdAt, expiresAt]`,
 * `pricing` and `inputs` being indexes in the arrays of those names. Format 1 (the migration's):
 * whole ids, instants in epoch milliseconds. Format 2 (the writer's since): ids without the
 * segment's id before them, instants as milliseconds after `base` (epoch milliseconds).
 */
interface SegmentJson {
  v: 1 | 2;
  base?: number;
  pricings: {
    correspondentId: number;
    kind: QuoteRow['kind'];
    answer: Record<string, unknown>;
    audit: Record<string, unknown>;
  }[];
  inputs: Record<string, unknown>[];
  quotes: [string, number, number, number | null, number, number][];
}

/** Quote `id` of a segment's text, as the checkout reads it; undefined when not in it. */
export function quoteOfSegment(text: string, id: string): QuoteRow | undefined {
  const segment = JSON.parse(text) as SegmentJson;
  const quoteId = id.toLowerCase();
  const [own, base] =
    segment.v === 2 ? [quoteId.slice(SEGMENT_ID_LENGTH), segment.base ?? 0] : [quoteId, 0];
  const entry = segment.quotes.find(([stored]) => stored === own);
  if (entry === undefined) return undefined;
  const [, pricingIndex, inputsIndex, userId, createdAt, expiresAt] = entry;
  const pricing = segment.pricings[pricingIndex];
  const inputs = segment.inputs[inputsIndex];
  if (pricing === undefined || inputs === undefined) return undefined;
  const expires = new Date(base + expiresAt);
  return {
    id: quoteId,
    correspondent_id: pricing.correspondentId,
    user_id: userId,
    kind: pricing.kind,
    request: { ...inputs, ...pricing.audit },
    result: { id: quoteId, expiresAt: expires.toISOString(), ...pricing.answer },
    expires_at: expires,
    created_at: new Date(base + createdAt),
  };
}

/** Creates the repository over a database (or a transaction). */
export function createQuotationRepository(db: Kysely<Database>): QuotationRepository {
  async function findById(id: string): Promise<QuoteRow | undefined> {
    // Not a uuid → not a quote.
    if (!UUID.test(id)) return undefined;
    const row = await db
      .selectFrom('quote_segments')
      .select('quotes')
      .where('id', '=', segmentIdOf(id.toLowerCase()))
      .executeTakeFirst();
    return row === undefined ? undefined : quoteOfSegment(row.quotes, id);
  }
  return {
    async insertSegments(segments) {
      if (segments.length === 0) return;
      const values: unknown[] = [];
      for (const segment of segments) values.push(...segmentRow(segment));
      await db.executeQuery(CompiledQuery.raw(insertStatement(segments.length), values));
    },
    async findActive(id, correspondentId, now) {
      const quote = await findById(id);
      if (quote === undefined) return undefined;
      if (quote.correspondent_id !== correspondentId) return undefined;
      return quote.expires_at.getTime() > now.getTime() ? quote : undefined;
    },
    findById,
  };
}
