import { afterEach, describe, expect, test, vi } from 'vitest';
import type { NewQuote, QuoteSegment } from '../../../server/db/repositories/quotation-repository';
import { createQuoteWriter, type QuoteWriter } from '../../../server/services/quote-writer';

/** The label of each quote id a test wrote (segments are told by the labels of their quotes). */
const labels = new Map<string, string>();

/** A quote with this id (its other fields do not matter to the writer). */
function quoteWith(id: string): NewQuote {
  return {
    id,
    correspondentId: 1,
    userId: null,
    kind: 'PAPER_MONEY',
    pricing: { answerJson: '{}', auditJson: '{}' },
    inputsJson: '{}',
    expiresAt: new Date(0),
    createdAt: new Date(0),
  };
}

/** Writes a quote labelled `label` with an id of the writer's; returns its id. */
function put(writer: QuoteWriter, label: string): string {
  const id = writer.newId();
  labels.set(id, label);
  writer.write(quoteWith(id));
  return id;
}

/** A segment as the labels of its quotes. */
const labelled = (segment: QuoteSegment) => segment.quotes.map((q) => labels.get(q.id) ?? q.id);

/** A repository whose inserts finish when the test says so; `batches` per insert, per segment. */
function manualRepository() {
  const batches: string[][][] = [];
  const finishers: ((error?: Error) => void)[] = [];
  return {
    batches,
    /** Finishes the oldest insert still running. */
    finish(error?: Error) {
      finishers.shift()?.(error);
    },
    get running() {
      return finishers.length;
    },
    insertSegments(segments: readonly QuoteSegment[]) {
      batches.push(segments.map(labelled));
      return new Promise<void>((resolve, reject) => {
        finishers.push((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}

/** A repository that stores at once, failing the segments holding a quote `bad` says. */
function storingRepository(bad: (label: string) => boolean = () => false) {
  const stored: string[] = [];
  const batches: string[][][] = [];
  return {
    stored,
    batches,
    async insertSegments(segments: readonly QuoteSegment[]) {
      batches.push(segments.map(labelled));
      await Promise.resolve();
      if (segments.some((segment) => labelled(segment).some(bad))) {
        throw new Error('check constraint');
      }
      stored.push(...segments.flatMap(labelled));
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('quote ids', () => {
  test('quotes written together share their segment id (18 characters, UUIDv8 layout); the rest is random', () => {
    const writer = createQuoteWriter(storingRepository(), { flushDelayMs: 60_000 });
    const ids = Array.from({ length: 5 }, () => put(writer, 'q'));
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(ids.map((id) => id.slice(0, 18))).size).toBe(1);
    expect(new Set(ids).size).toBe(5);
  });

  test('a full segment closes: the next id opens another', async () => {
    const repository = storingRepository();
    const writer = createQuoteWriter(repository, { maxBatch: 2, flushDelayMs: 60_000 });
    const ids = ['a', 'b', 'c'].map((label) => put(writer, label));
    expect(ids[0]?.slice(0, 18)).toBe(ids[1]?.slice(0, 18));
    expect(ids[2]?.slice(0, 18)).not.toBe(ids[1]?.slice(0, 18));
    await writer.close();
  });

  test('refuses a quote whose id it did not give, or whose segment has gone to the database', async () => {
    const writer = createQuoteWriter(storingRepository(), { flushDelayMs: 60_000 });
    expect(() => writer.write(quoteWith(crypto.randomUUID()))).toThrow(
      /not an id this writer gave/,
    );
    const late = writer.newId();
    put(writer, 'first');
    await writer.flush();
    expect(() => writer.write(quoteWith(late))).toThrow(/its segment has gone/);
    await writer.close();
  });
});

describe('the quote writer', () => {
  test('answers at once and stores the quotes of the next few milliseconds in one insert, in order', async () => {
    vi.useFakeTimers();
    const repository = manualRepository();
    const writer = createQuoteWriter(repository, { flushDelayMs: 5 });
    put(writer, 'a');
    put(writer, 'b');
    put(writer, 'c');
    expect(repository.batches).toEqual([]);
    expect(writer.pending).toBe(3);
    await vi.advanceTimersByTimeAsync(5);
    expect(repository.batches).toEqual([[['a', 'b', 'c']]]);
    repository.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(writer.pending).toBe(0);
  });

  test('quotes that arrive during a quick insert wait for company too: their insert goes the delay after the first of them', async () => {
    vi.useFakeTimers();
    const repository = manualRepository();
    const writer = createQuoteWriter(repository, { flushDelayMs: 5 });
    put(writer, 'a');
    await vi.advanceTimersByTimeAsync(5);
    put(writer, 'b');
    await vi.advanceTimersByTimeAsync(2);
    put(writer, 'c');
    expect(repository.batches).toEqual([[['a']]]);
    repository.finish();
    await vi.advanceTimersByTimeAsync(0);
    // The insert of 'a' ended 2 ms after 'b' arrived: 'b' waits 3 ms more, and 'd' joins it.
    expect(repository.batches).toEqual([[['a']]]);
    put(writer, 'd');
    await vi.advanceTimersByTimeAsync(2);
    expect(repository.batches).toEqual([[['a']]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(repository.batches).toEqual([[['a']], [['b', 'c', 'd']]]);
    repository.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(writer.pending).toBe(0);
  });

  test('quotes that waited out their delay during a slow insert go right after it', async () => {
    vi.useFakeTimers();
    const repository = manualRepository();
    const writer = createQuoteWriter(repository, { flushDelayMs: 5 });
    put(writer, 'a');
    await vi.advanceTimersByTimeAsync(5);
    put(writer, 'b');
    await vi.advanceTimersByTimeAsync(20);
    expect(repository.batches).toEqual([[['a']]]);
    repository.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(repository.batches).toEqual([[['a']], [['b']]]);
    repository.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(writer.pending).toBe(0);
  });

  test('a full batch goes at once, without waiting for the delay; the rest waits for its own', async () => {
    vi.useFakeTimers();
    const repository = manualRepository();
    const writer = createQuoteWriter(repository, { maxBatch: 3, flushDelayMs: 60_000 });
    for (const id of ['a', 'b', 'c', 'd']) put(writer, id);
    expect(repository.batches).toEqual([[['a', 'b', 'c']]]);
    repository.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(repository.batches).toEqual([[['a', 'b', 'c']]]);
    // Two more make a full batch again: it goes at once, without waiting out the minute.
    put(writer, 'e');
    put(writer, 'f');
    await vi.advanceTimersByTimeAsync(0);
    expect(repository.batches).toEqual([[['a', 'b', 'c']], [['d', 'e', 'f']]]);
    repository.finish();
    put(writer, 'g');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(repository.batches).toHaveLength(3);
    expect(repository.batches[2]).toEqual([['g']]);
    repository.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(writer.pending).toBe(0);
  });

  test('a flush sends every segment at once, those that wait together in one insert', async () => {
    const repository = storingRepository();
    const writer = createQuoteWriter(repository, { maxBatch: 2, flushDelayMs: 60_000 });
    for (const id of ['a', 'b', 'c', 'd', 'e']) put(writer, id);
    await writer.flush();
    // [a, b] filled and went while c, d and e were written; then the rest, together.
    expect(repository.batches).toEqual([[['a', 'b']], [['c', 'd'], ['e']]]);
    expect(writer.pending).toBe(0);
  });

  test('a quote looked up before its batch is written is waited for, then found stored', async () => {
    const repository = manualRepository();
    const writer = createQuoteWriter(repository, { flushDelayMs: 60_000 });
    const a = put(writer, 'a');
    let found = false;
    const lookup = writer.stored(a).then(() => {
      found = true;
    });
    // The lookup starts the insert at once (the delay is a minute) and waits for it.
    await vi.waitFor(() => expect(repository.running).toBe(1));
    expect(repository.batches).toEqual([[['a']]]);
    expect(found).toBe(false);
    repository.finish();
    await lookup;
    expect(found).toBe(true);
    // Unknown or already stored ids answer at once.
    await writer.stored(a);
    await writer.stored('never-written');
    await writer.stored(writer.newId());
  });

  test('close writes everything queued, and quotes written while closing too', async () => {
    const repository = storingRepository();
    const writer = createQuoteWriter(repository, { flushDelayMs: 60_000 });
    put(writer, 'a');
    put(writer, 'b');
    const closing = writer.close();
    put(writer, 'c');
    await closing;
    expect(repository.stored).toEqual(['a', 'b', 'c']);
    expect(writer.pending).toBe(0);
  });

  test('a failed insert is retried after a pause, and nothing is lost', async () => {
    vi.useFakeTimers();
    const repository = manualRepository();
    const writer = createQuoteWriter(repository, { flushDelayMs: 5, retryDelaysMs: [20, 200] });
    put(writer, 'a');
    put(writer, 'b');
    await vi.advanceTimersByTimeAsync(5);
    repository.finish(new Error('database busy'));
    await vi.advanceTimersByTimeAsync(0);
    expect(writer.pending).toBe(2);
    await vi.advanceTimersByTimeAsync(20);
    expect(repository.batches).toEqual([[['a', 'b']], [['a', 'b']]]);
    repository.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(writer.pending).toBe(0);
  });

  test('one bad segment cannot hold the others back: segments failing twice together are split, the bad one reported', async () => {
    const repository = storingRepository((label) => label === 'bad');
    const onError = vi.fn();
    const writer = createQuoteWriter(repository, {
      maxBatch: 1,
      flushDelayMs: 1,
      retryDelaysMs: [1, 1],
      onError,
    });
    const ids = ['a', 'bad', 'c'].map((label) => put(writer, label));
    await writer.flush();
    expect(repository.stored).toEqual(['a', 'c']);
    // 'bad' and 'c' failed together, then went apart.
    expect(repository.batches).toContainEqual([['bad'], ['c']]);
    expect(repository.batches).toContainEqual([['c']]);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[1]).toMatchObject({ id: ids[1] });
    expect(writer.pending).toBe(0);
  });

  test('close does not wait out the retry pauses', async () => {
    let failures = 1;
    const stored: string[] = [];
    const writer = createQuoteWriter(
      {
        async insertSegments(segments) {
          if (failures-- > 0) throw new Error('database busy');
          stored.push(...segments.flatMap(labelled));
        },
      },
      { flushDelayMs: 1, retryDelaysMs: [60_000] },
    );
    put(writer, 'a');
    await vi.waitFor(() => expect(failures).toBe(0));
    await writer.close();
    expect(stored).toEqual(['a']);
  });
});
