/**
 * Stores quotes with as few round trips as the load allows: a quote arriving while an insert is
 * in flight waits for it, and everything that queued meanwhile goes in the next multi-row insert.
 * One quote alone is written at once (no timer, no added latency); under load N quotes cost one
 * statement. Every caller is answered only after its own row is stored.
 * @module
 */
import type { NewQuote, QuotationRepository } from '../db/repositories/quotation-repository';

/** Largest number of rows in one insert (keeps statements and parameter counts modest). */
export const MAX_BATCH = 200;

/** Writes quotes. */
export interface QuoteWriter {
  /** Resolves once the quote is stored; rejects with the insert's error. */
  write(quote: NewQuote): Promise<void>;
}

interface Pending {
  quote: NewQuote;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Creates a writer over the repository's multi-row insert. */
export function createQuoteWriter(
  repository: Pick<QuotationRepository, 'insertMany'>,
): QuoteWriter {
  let queue: Pending[] = [];
  let flushing = false;

  async function flush(): Promise<void> {
    flushing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(batch.length);
      try {
        await repository.insertMany(batch.map((pending) => pending.quote));
        for (const pending of batch) pending.resolve();
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
    flushing = false;
  }

  return {
    write(quote) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ quote, resolve, reject });
        if (!flushing) void flush();
      });
    },
  };
}
