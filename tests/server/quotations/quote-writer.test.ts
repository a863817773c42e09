import { describe, expect, test } from 'vitest';
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
    finish(error?: Error) {
      finishers.shift()?.(error);
    },
    insertMany(quotes: readonly NewQuote[]) {
      batches.push(quotes.map((q) => q.id));
      return new Promise<void>((resolve, reject) => {
        finishers.push((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the quote writer', () => {
  test('writes a lone quote at once, and the quotes that arrive meanwhile in one insert', async () => {
    const repository = manualRepository();
    const writer = createQuoteWriter(repository);
    const first = writer.write(quote('a'));
    const rest = [writer.write(quote('b')), writer.write(quote('c'))];
    expect(repository.batches).toEqual([['a']]);
    repository.finish();
    await first;
    await tick();
    expect(repository.batches).toEqual([['a'], ['b', 'c']]);
    repository.finish();
    await Promise.all(rest);
  });

  test('a failed insert rejects its own quotes only', async () => {
    const repository = manualRepository();
    const writer = createQuoteWriter(repository);
    const first = writer.write(quote('a'));
    const second = writer.write(quote('b'));
    repository.finish(new Error('disk full'));
    await expect(first).rejects.toThrow('disk full');
    await tick();
    repository.finish();
    await expect(second).resolves.toBeUndefined();
  });
});
