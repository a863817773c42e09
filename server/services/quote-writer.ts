/**
 * Stores quotes behind the answer (group commit, issue 4 "quotation endpoint ≥ 40% of a bare
 * route"): a quote is queued in memory and the caller is answered at once; the quotes of the next
 * {@link FLUSH_DELAY_MS} go to the database together, as one row of `quote_segments` (see
 * `quotation-repository.ts`), at most {@link MAX_BATCH} quotes to a segment.
 *
 * A quote's id names its segment, so the writer gives the ids ({@link QuoteWriter.newId}): the
 * segment open at that moment, which takes quotes until it is full or its insert starts. The
 * quote is written ({@link QuoteWriter.write}) in the same turn of the event loop as its id is
 * taken, before any insert can start.
 *
 * The first quote of a segment starts the clock: {@link FLUSH_DELAY_MS} later the segment closes
 * and its insert starts, at once when it is full. One insert runs at a time; segments that close
 * meanwhile go next, together. Measured on the embedded PGlite (a data folder, its own thread): a
 * statement costs 1–2 ms of CPU whatever it holds and a segment's text about 30 ns a byte, so
 * the database thread spent 14.5 µs a quote stored every 250 quotes in segments of 200, 8 every
 * 1,000 in segments of 200 and 6 every 1,000 in segments of 1,000, where a row of its own cost
 * 130–170 µs. Hence segments of up to 1,000 quotes and a 100 ms wait for company: under load a
 * segment fills first; a quiet server writes at most ten statements a second.
 *
 * Nothing is lost on the way:
 * - a quote that is still queued or being inserted is known: {@link QuoteWriter.stored} waits
 *   for its segment, so a lookup (the checkout's) after it finds it in the database;
 * - a failed insert is retried after a pause; when several segments keep failing together they
 *   are retried one by one so one bad segment cannot take the others with it; a segment that
 *   still fails after every retry is reported to `onError` for each of its quotes (logged by
 *   the app) and dropped;
 * - {@link QuoteWriter.close} (the app's close hook) writes everything queued before the
 *   database closes.
 * @module
 */
import { randomUUID } from 'node:crypto';
import {
  newQuoteId,
  newSegmentId,
  segmentIdOf,
  type NewQuote,
  type QuotationRepository,
  type QuoteSegment,
} from '../db/repositories/quotation-repository';

/**
 * Most quotes in one segment (one stored row): the checkout's lookup reads and parses its
 * segment (about 100 bytes a quote, plus each distinct pricing and inputs once).
 */
export const MAX_BATCH = 1_000;

/** Most segments in one insert (a statement stays modest when inserts fall behind). */
export const MAX_SEGMENTS_PER_INSERT = 8;

/**
 * How long the first quote of a segment may wait for company before the insert starts, ms.
 * Nobody waits for it: the answer is already sent, and a lookup of a waiting quote starts the
 * insert at once.
 */
export const FLUSH_DELAY_MS = 100;

/** Pauses before each retry of a failed insert, ms; after the last one a segment is given up. */
export const RETRY_DELAYS_MS: readonly number[] = [20, 200, 1_000];

/** Writes quotes behind the answer. */
export interface QuoteWriter {
  /** A new quote id, in the segment open now; write its quote in the same turn. */
  newId(): string;
  /**
   * Queues a quote whose id {@link newId} gave in this turn of the event loop; it is stored
   * within a few milliseconds. Throws for an id it did not give or whose segment has gone.
   */
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
  /** How many quotes are waiting for their segment's row (queued, in an insert, or retrying). */
  readonly pending: number;
}

/** Options of {@link createQuoteWriter}. */
export interface QuoteWriterOptions {
  /** Most quotes per segment (default {@link MAX_BATCH}). */
  maxBatch?: number;
  /** Wait before inserting a segment after its first quote, ms (default {@link FLUSH_DELAY_MS}). */
  flushDelayMs?: number;
  /** Pauses before the retries, ms (default {@link RETRY_DELAYS_MS}). */
  retryDelaysMs?: readonly number[];
  /** Told about each quote of a segment given up after every retry (the app logs it). */
  onError?: (error: unknown, quote: NewQuote) => void;
  /** Random UUIDs the segment and quote ids are cut from (default `crypto.randomUUID`). */
  randomUuid?: () => string;
}

interface Segment extends QuoteSegment {
  readonly quotes: NewQuote[];
  /** Ids given in it. */
  given: number;
  /** When its first quote was written (`performance.now()`), for its delay; undefined: none yet. */
  firstAt: number | undefined;
  /** Its insert has started: it takes no more quotes. */
  sealed: boolean;
  /** Failed inserts so far. */
  failures: number;
  /** Settled once the segment is stored or given up; made on demand. */
  done?: Promise<void>;
  settle?: () => void;
}

/** Creates a writer over the repository's segment insert. */
export function createQuoteWriter(
  repository: Pick<QuotationRepository, 'insertSegments'>,
  options: QuoteWriterOptions = {},
): QuoteWriter {
  const maxBatch = options.maxBatch ?? MAX_BATCH;
  const flushDelayMs = options.flushDelayMs ?? FLUSH_DELAY_MS;
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const randomUuid = options.randomUuid ?? randomUUID;
  /** Every segment not yet stored or given up, by id (open, queued, inserting, retrying). */
  const waiting = new Map<string, Segment>();
  /** Segments waiting for their insert, oldest first; the open one last. */
  let queue: Segment[] = [];
  /** The segment new ids go to. */
  let open: Segment | undefined;
  let pendingQuotes = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let draining: Promise<void> | undefined;
  /** Someone waits for the queue (a lookup, a flush, a retry): no more waiting for company. */
  let urgent = false;
  /** Segments waiting for the pause before their retry, by timer. */
  const retries = new Map<ReturnType<typeof setTimeout>, Segment[]>();
  let closed = false;

  function openSegment(): Segment {
    let id = newSegmentId(randomUuid());
    while (waiting.has(id)) id = newSegmentId(randomUuid());
    const segment: Segment = {
      id,
      quotes: [],
      given: 0,
      firstAt: undefined,
      sealed: false,
      failures: 0,
    };
    waiting.set(id, segment);
    queue.push(segment);
    open = segment;
    return segment;
  }

  function finish(segment: Segment): void {
    waiting.delete(segment.id);
    pendingQuotes -= segment.quotes.length;
    segment.settle?.();
  }

  /** A failed insert: its segments wait for the next pause and go again, together; or are given up. */
  function fail(batch: Segment[], error: unknown): void {
    const again: Segment[] = [];
    let delay = 0;
    for (const segment of batch) {
      const pause = retryDelays[segment.failures];
      segment.failures += 1;
      if (pause === undefined) {
        for (const quote of segment.quotes) options.onError?.(error, quote);
        finish(segment);
      } else {
        again.push(segment);
        delay = Math.max(delay, pause);
      }
    }
    if (again.length === 0) return;
    // Closing: the database is about to go, so no pause.
    const handle = setTimeout(
      () => {
        retries.delete(handle);
        // Ahead of the open segment: they are older.
        queue = [...again, ...queue];
        schedule(true);
      },
      closed ? 0 : delay,
    );
    retries.set(handle, again);
  }

  async function insert(batch: Segment[]): Promise<void> {
    try {
      await repository.insertSegments(batch);
      for (const segment of batch) finish(segment);
      return;
    } catch (error) {
      // Segments that failed before go one by one, so one bad segment cannot hold the others.
      if (batch.length === 1 || batch.every((segment) => segment.failures === 0)) {
        fail(batch, error);
        return;
      }
    }
    for (const segment of batch) await insert([segment]);
  }

  /**
   * Whether a segment goes to the database now: any segment but the open one (full, out of
   * time, or back from a failure), and the open one too when someone waits or the app closes.
   */
  function due(segment: Segment): boolean {
    return segment !== open || urgent || closed;
  }

  /**
   * Inserts the due segments at the head of the queue, then the next ones while there are; the
   * open one waits for its delay. Segments that got no quote (ids given, quotes never written)
   * are dropped.
   */
  async function drain(): Promise<void> {
    for (;;) {
      const batch: Segment[] = [];
      for (const segment of queue) {
        if (batch.length === MAX_SEGMENTS_PER_INSERT || !due(segment)) break;
        batch.push(segment);
      }
      if (batch.length === 0) break;
      queue = queue.slice(batch.length);
      for (const segment of batch) {
        segment.sealed = true;
        if (segment === open) open = undefined;
      }
      const written = batch.filter((segment) => segment.quotes.length > 0);
      for (const segment of batch) if (segment.quotes.length === 0) finish(segment);
      if (written.length > 0) await insert(written);
    }
    if (queue.length === 0) urgent = false;
  }

  /**
   * Starts the insert loop now when `now` or a segment is due, else once the open segment's
   * first quote has waited {@link FLUSH_DELAY_MS} (then it closes and goes). Nothing happens
   * while an insert runs: its loop goes on, or schedules the rest, when it ends.
   */
  function schedule(now: boolean): void {
    if (now) urgent = true;
    if (draining || queue.length === 0) return;
    const head = queue[0];
    if (head !== undefined && due(head)) {
      start();
      return;
    }
    const timed = open;
    if (timed?.firstAt === undefined || timer !== undefined) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        if (open === timed) open = undefined;
        start();
      },
      Math.max(0, timed.firstAt + flushDelayMs - performance.now()),
    );
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

  function storedSegment(segment: Segment): Promise<void> {
    segment.done ??= new Promise<void>((resolve) => {
      segment.settle = resolve;
    });
    return segment.done;
  }

  async function flush(): Promise<void> {
    const segments = [...waiting.values()];
    if (segments.length === 0) return;
    schedule(true);
    await Promise.all(segments.map(storedSegment));
  }

  return {
    newId() {
      let segment = open;
      if (segment === undefined || segment.given >= maxBatch) segment = openSegment();
      segment.given += 1;
      return newQuoteId(segment.id, randomUuid());
    },
    write(quote) {
      const segment = waiting.get(segmentIdOf(quote.id));
      if (segment === undefined || segment.sealed) {
        throw new Error(`quote ${quote.id}: not an id this writer gave, or its segment has gone`);
      }
      segment.quotes.push(quote);
      pendingQuotes += 1;
      segment.firstAt ??= performance.now();
      // A full segment closes and goes at once.
      if (segment === open && segment.quotes.length >= maxBatch) open = undefined;
      schedule(false);
    },
    stored(id) {
      const lowered = id.toLowerCase();
      const segment = waiting.get(segmentIdOf(lowered));
      if (segment === undefined || !segment.quotes.some((quote) => quote.id === lowered)) {
        return Promise.resolve();
      }
      // Someone needs this quote now: no point waiting out the delay.
      schedule(true);
      return storedSegment(segment);
    },
    flush,
    async close() {
      closed = true;
      // Retries waiting for their pause go now: the database is about to close.
      for (const [handle, segments] of retries) {
        clearTimeout(handle);
        queue = [...segments, ...queue];
      }
      retries.clear();
      // Quotes written while closing are stored too; loop until nothing waits.
      while (pendingQuotes > 0) await flush();
    },
    get pending() {
      return pendingQuotes;
    },
  };
}
