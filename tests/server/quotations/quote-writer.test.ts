import { afterEach, describe, expect, test, vi } from 'vitest';
import type { NewQuote } from '../../../server/db/repositories/quotation-repository';
import { createQuoteWriter } from '../../../server/services/quote-writer';

const quote = (id: string): NewQuote => ({
  id,
  correspondentId: 1,
  userId: null,
  kind: 'PAPER_MONEY',
  request: {},
  result: {},
  expiresAt: new Date(0),
  createdAt: new Date(0),
});

/** A repository whose inserts finish when the test says so. */
function manualRepository() {
  const batches: string[][] = [];
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
    insertMany(quotes: readonly NewQuote[]) {
      batches.push(quotes.map((q) => q.id));
      return new Promise<void>((resolve, reject) => {
        finishers.push((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}

/** A repository that stores at once, failing the rows `bad` says. */
function storingRepository(bad: (id: string) => boolean = () => false) {
  const stored: string[] = [];
  const batches: string[][] = [];
  return {
    stored,
    batches,
    async insertMany(quotes: readonly NewQuote[]) {
      batches.push(quotes.map((q) => q.id));
      await Promise.resolve();
      if (quotes.some((q) => bad(q.id))) throw new Error('check constraint');
      stored.push(...quotes.map((q) => q.id));
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the quote writer', () => {
  test('answers at once and stores the quotes of the next few milliseconds in one insert, in order', async () => {
    vi.useFakeTimers();
    const repository = manualRepository();
    const writer = createQuoteWriter(repository, { flushDelayMs: 5 });
    writer.write(quote('a'));
    writer.write(quote('b'));
    writer.write(quote('c'));
    expect(repository.batches).toEqual([]);
    expect(writer.pending).toBe(3);
    await vi.advanceTimersByTimeAsync(5);
    expect(repository.batches).toEqual([['a', 'b', 'c']]);
    repository.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(writer.pending).toBe(0);
  });

  test('quotes that arrive during a quick insert wait for company too: their insert goes the delay after the first of them', async () => {
    vi.useFakeTimers();
    const repository = manualRepository();
    const writer = createQuoteWriter(repository, { flushDelayMs: 5 });
    writer.write(quote('a'));
    await vi.advanceTimersByTimeAsync(5);
    writer.write(quote('b'));
    await vi.advanceTimersByTimeAsync(2);
    writer.write(quote('c'));
    expect(repository.batches).toEqual([['a']]);
    repository.finish();
    await vi.advanceTimersByTimeAsync(0);
    // The insert of 'a' ended 2 ms after 'b' arrived: 'b' waits 3 ms more, and 'd' joins it.
    expect(repository.batches).toEqual([['a']]);
    writer.write(quote('d'));
    await vi.advanceTimersByTimeAsync(2);
    expect(repository.batches).toEqual([['a']]);
    await vi.advanceTimersByTimeAsync(1);
    expect(repository.batches).toEqual([['a'], ['b', 'c', 'd']]);
    repository.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(writer.pending).toBe(0);
  });

  test('quotes that waited out their delay during a slow insert go right after it', async () => {
    vi.useFakeTimers();
    const repository = manualRepository();
    const writer = createQuoteWriter(repository, { flushDelayMs: 5 });
    writer.write(quote('a'));
    await vi.advanceTimersByTimeAsync(5);
    writer.write(quote('b'));
    await vi.advanceTimersByTimeAsync(20);
    expect(repository.batches).toEqual([['a']]);
    repository.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(repository.batches).toEqual([['a'], ['b']]);
    repository.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(writer.pending).toBe(0);
  });

  test('a full batch goes at once, without waiting for the delay; the rest waits for its own', async () => {
    vi.useFakeTimers();
    const repository = manualRepository();
    const writer = createQuoteWriter(repository, { maxBatch: 3, flushDelayMs: 60_000 });
    for (const id of ['a', 'b', 'c', 'd']) writer.write(quote(id));
    expect(repository.batches).toEqual([['a', 'b', 'c']]);
    repository.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(repository.batches).toEqual([['a', 'b', 'c']]);
    // Two more make a full batch again: it goes at once, without waiting out the minute.
    writer.write(quote('e'));
    writer.write(quote('f'));
    await vi.advanceTimersByTimeAsync(0);
    expect(repository.batches).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
    ]);
    repository.finish();
    writer.write(quote('g'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(repository.batches).toHaveLength(3);
    expect(repository.batches[2]).toEqual(['g']);
    repository.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(writer.pending).toBe(0);
  });

  test('a flush sends every batch at once, one after the other', async () => {
    const repository = storingRepository();
    const writer = createQuoteWriter(repository, { maxBatch: 2, flushDelayMs: 60_000 });
    for (const id of ['a', 'b', 'c', 'd', 'e']) writer.write(quote(id));
    await writer.flush();
    expect(repository.batches).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(writer.pending).toBe(0);
  });

  test('a quote looked up before its batch is written is waited for, then found stored', async () => {
    const repository = manualRepository();
    const writer = createQuoteWriter(repository, { flushDelayMs: 60_000 });
    writer.write(quote('a'));
    let found = false;
    const lookup = writer.stored('a').then(() => {
      found = true;
    });
    // The lookup starts the insert at once (the delay is a minute) and waits for it.
    await vi.waitFor(() => expect(repository.running).toBe(1));
    expect(repository.batches).toEqual([['a']]);
    expect(found).toBe(false);
    repository.finish();
    await lookup;
    expect(found).toBe(true);
    // Unknown or already stored ids answer at once.
    await writer.stored('a');
    await writer.stored('never-written');
  });

  test('close writes everything queued, and quotes written while closing too', async () => {
    const repository = storingRepository();
    const writer = createQuoteWriter(repository, { flushDelayMs: 60_000 });
    writer.write(quote('a'));
    writer.write(quote('b'));
    const closing = writer.close();
    writer.write(quote('c'));
    await closing;
    expect(repository.stored).toEqual(['a', 'b', 'c']);
    expect(writer.pending).toBe(0);
  });

  test('a failed insert is retried after a pause, and nothing is lost', async () => {
    vi.useFakeTimers();
    const repository = manualRepository();
    const writer = createQuoteWriter(repository, { flushDelayMs: 5, retryDelaysMs: [20, 200] });
    writer.write(quote('a'));
    writer.write(quote('b'));
    await vi.advanceTimersByTimeAsync(5);
    repository.finish(new Error('database busy'));
    await vi.advanceTimersByTimeAsync(0);
    expect(writer.pending).toBe(2);
    await vi.advanceTimersByTimeAsync(20);
    expect(repository.batches).toEqual([
      ['a', 'b'],
      ['a', 'b'],
    ]);
    repository.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(writer.pending).toBe(0);
  });

  test('one bad row cannot hold the others back: a batch failing twice is split, the bad row reported', async () => {
    const repository = storingRepository((id) => id === 'bad');
    const onError = vi.fn();
    const writer = createQuoteWriter(repository, {
      flushDelayMs: 1,
      retryDelaysMs: [1, 1],
      onError,
    });
    for (const id of ['a', 'bad', 'c']) writer.write(quote(id));
    await writer.flush();
    expect(repository.stored).toEqual(['a', 'c']);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[1]).toMatchObject({ id: 'bad' });
    expect(writer.pending).toBe(0);
  });

  test('close does not wait out the retry pauses', async () => {
    let failures = 1;
    const stored: string[] = [];
    const writer = createQuoteWriter(
      {
        async insertMany(quotes) {
          if (failures-- > 0) throw new Error('database busy');
          stored.push(...quotes.map((q) => q.id));
        },
      },
      { flushDelayMs: 1, retryDelaysMs: [60_000] },
    );
    writer.write(quote('a'));
    await vi.waitFor(() => expect(failures).toBe(0));
    await writer.close();
    expect(stored).toEqual(['a']);
  });
});
