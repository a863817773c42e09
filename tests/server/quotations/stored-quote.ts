/**
 * Quotes are stored a few milliseconds after their answer (the quote writer's group commit):
 * tests that read a quote's row wait for it.
 * @module
 */
import type { Kysely } from 'kysely';
import { vi } from 'vitest';
import type { Database, QuoteRow } from '../../../server/db/schema';

/** The stored row of quote `id`, once its batch is written (fails after 2 s without it). */
export async function storedQuote(db: Kysely<Database>, id: string): Promise<QuoteRow> {
  return vi.waitFor(
    async () => {
      const row = await db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst();
      if (row === undefined) throw new Error(`quote ${id} not stored yet`);
      return row;
    },
    { timeout: 2_000, interval: 5 },
  );
}
