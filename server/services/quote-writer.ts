/**
 * Stores quotes behind the answer (group commit, issue 4 "quotation endpoint ≥ 40% of a bare
 * route"): a quote is queued in memory and the caller is answered at once; the queue goes to the
 * database in one multi-row insert {@link FLUSH_DELAY_MS} after the first quote waiting, or as
 * soon as {@link MAX_BATCH} rows wait. One insert runs at a time; quotes that arrive meanwhile
 * form the next batch, which waits for company in the same way: it goes {@link FLUSH_DELAY_MS}
 * after the first of its quotes arrived (at once when the insert before it ended later than
 * that), not as soon as the insert before it ended. Measured on the embedded PGlite: a statement
 * costs about 1 ms of CPU on its own, a quote row about 0.2 ms more, so a row alone costs five
 * times its share of a batch of 25. (Issue 4: going right after the previous insert made the
 * batches under load only as large as what arrived during one insert, 20 to 40 rows on the
 * benchmark; a row cost the PGlite thread about 110 µs of CPU in batches of 30, 90 in batches
 * of 120, 80 in batches of 200.)
 *
 * Nothing is lost on the way:
 * - a quote that is still queued or being inserted is known: {@link QuoteWriter.stored} waits
 *   for its row, so a lookup (the checkout's) after it finds it in the database;
 * - a failed insert is retried after a pause; when a batch keeps failing, its rows are retried
 *   one by one so one bad row cannot take the others with it; a row that still fails after
 *   every retry is reported to `onError` (logged by the app) and dropped;
 * - {@link QuoteWriter.close} (the app's close hook) writes everything queued before the
 *   database closes.
 * @module
 */
import type { NewQuote, QuotationRepository } from '../db/repositories/quotation-repository';

/**
 * Most rows in one insert: keeps statements modest, and so the wait of another statement queued
 * behind an insert on PGlite's one session (≈ 40 ms at 200 rows; PGlite runs in its own thread
 * for a data folder, see `db/pglite-thread.ts`, so the event loop itself no longer pauses).
 */
export const MAX_BATCH = 200;

/**
 * How long the first quote waiting may wait for company before the insert starts, ms. Nobody
 * waits for it: the answer is already sent, and a lookup of a waiting quote starts the insert
 * at once.
 */
export const FLUSH_DELAY_MS = 25;

/** Pauses before each retry of a failed insert, ms; after the last one a row is given up. */
export const RETRY_DELAYS_MS: readonly number[] = [20, 200, 1_000];

/** Writes quotes behind the answer. */
export interface QuoteWriter {
  /** Queues a quote; it is stored within a few milliseconds. */
  write(quote: NewQuote): void;
  /**
   * Resolves once the quote `id` is in the database, or at once when it is not waiting (already
   * stored, given up, or never written here); starts the insert at once rather than after the
   * delay. Never rejects.
   */
  stored(id: string): Promise<void>;
  /** Resolves once every quote queued before the call is stored (or given up). Never rejects. */
  flush(): Promise<void>;
  /** Writes everything queued and resolves when done; later writes are inserted at once. */
  close(): Promise<void>;
  /** How many quotes are waiting for their row (queued, in an insert, or between retries). */
  readonly pending: number;
}

/** Options of {@link createQuoteWriter}. */
export interface QuoteWriterOptions {
  /** Most rows per insert (default {@link MAX_BATCH}). */
  maxBatch?: number;
  /** Wait before inserting a lone quote, ms (default {@link FLUSH_DELAY_MS}). */
  flushDelayMs?: number;
  /** Pauses before the retries, ms (default {@link RETRY_DELAYS_MS}). */
  retryDelaysMs?: readonly number[];
  /** Told about a quote given up after every retry (the app logs it). */
  onError?: (error: unknown, quote: NewQuote) => void;
}

interface Entry {
  quote: NewQuote;
  /** When it was queued (`performance.now()`), for the delay of its batch. */
  queuedAt: number;
  /** Failed inserts so far. */
  failures: number;
  /** Settled once the row is stored or given up; made on demand. */
  done?: Promise<void>;
  settle?: () => void;
}

/** Creates a writer over the repository's multi-row insert. */
export function createQuoteWriter(
  repository: Pick<QuotationRepository, 'insertMany'>,
  options: QuoteWriterOptions = {},
): QuoteWriter {
  const maxBatch = options.maxBatch ?? MAX_BATCH;
  const flushDelayMs = options.flushDelayMs ?? FLUSH_DELAY_MS;
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  /** Every quote not yet stored or given up, by id (queued, inserting or waiting to retry). */
  const waiting = new Map<string, Entry>();
  let queue: Entry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let draining: Promise<void> | undefined;
  /** Someone waits for the queue (a lookup, a flush, a retry): no more waiting for company. */
  let urgent = false;
  /** Quotes waiting for the pause before their retry, by timer. */
  const retries = new Map<ReturnType<typeof setTimeout>, Entry[]>();
  let closed = false;

  function finish(entry: Entry): void {
    waiting.delete(entry.quote.id);
    entry.settle?.();
  }

  /** A failed insert: its rows wait for the next pause and go again, together; or are given up. */
  function fail(batch: Entry[], error: unknown): void {
    const again: Entry[] = [];
    let delay = 0;
    for (const entry of batch) {
      const pause = retryDelays[entry.failures];
      entry.failures += 1;
      if (pause === undefined) {
        options.onError?.(error, entry.quote);
        finish(entry);
      } else {
        again.push(entry);
        delay = Math.max(delay, pause);
      }
    }
    if (again.length === 0) return;
    // Closing: the database is about to go, so no pause.
    const handle = setTimeout(
      () => {
        retries.delete(handle);
        for (const entry of again) entry.queuedAt = performance.now();
        queue.push(...again);
        schedule(true);
      },
      closed ? 0 : delay,
    );
    retries.set(handle, again);
  }

  async function insert(batch: Entry[]): Promise<void> {
    try {
      await repository.insertMany(batch.map((entry) => entry.quote));
      for (const entry of batch) finish(entry);
      return;
    } catch (error) {
      // A batch that failed before is split, so one bad row cannot hold the others back.
      if (batch.length === 1 || batch.every((entry) => entry.failures === 0)) {
        fail(batch, error);
        return;
      }
    }
    for (const entry of batch) await insert([entry]);
  }

  /** Whether the queue goes to the database without waiting for more company. */
  function pressing(): boolean {
    return urgent || closed || queue.length >= maxBatch;
  }

  /**
   * Inserts the batch at the head of the queue, then the next ones while something presses
   * (a full batch, a waiting lookup or flush, closing); the rest waits for its delay.
   */
  async function drain(): Promise<void> {
    do {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      await insert(batch);
    } while (queue.length > 0 && pressing());
    if (queue.length === 0) urgent = false;
  }

  /**
   * Starts the insert loop now when `now` or something presses, else once the oldest quote
   * queued has waited {@link FLUSH_DELAY_MS}. Nothing happens while an insert runs: its loop
   * goes on, or schedules the rest, when it ends.
   */
  function schedule(now: boolean): void {
    if (now) urgent = true;
    if (draining || queue.length === 0) return;
    if (!pressing()) {
      const oldest = queue[0]?.queuedAt ?? performance.now();
      timer ??= setTimeout(
        () => {
          timer = undefined;
          start();
        },
        Math.max(0, oldest + flushDelayMs - performance.now()),
      );
      return;
    }
    start();
  }

  /** Runs the insert loop now. */
  function start(): void {
    if (draining || queue.length === 0) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    draining = drain().finally(() => {
      draining = undefined;
      schedule(false);
    });
  }

  function storedEntry(entry: Entry): Promise<void> {
    entry.done ??= new Promise<void>((resolve) => {
      entry.settle = resolve;
    });
    return entry.done;
  }

  async function flush(): Promise<void> {
    const entries = [...waiting.values()];
    if (entries.length === 0) return;
    schedule(true);
    await Promise.all(entries.map(storedEntry));
  }

  return {
    write(quote) {
      const entry: Entry = { quote, queuedAt: performance.now(), failures: 0 };
      waiting.set(quote.id, entry);
      queue.push(entry);
      schedule(false);
    },
    stored(id) {
      const entry = waiting.get(id);
      if (entry === undefined) return Promise.resolve();
      // Someone needs this row now: no point waiting out the delay.
      schedule(true);
      return storedEntry(entry);
    },
    flush,
    async close() {
      closed = true;
      // Retries waiting for their pause go now: the database is about to close.
      for (const [handle, entries] of retries) {
        clearTimeout(handle);
        queue.push(...entries);
      }
      retries.clear();
      // Quotes written while closing are stored too; loop until nothing waits.
      while (waiting.size > 0) await flush();
    },
    get pending() {
      return waiting.size;
    },
  };
}
