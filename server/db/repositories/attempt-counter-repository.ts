/**
 * SQL of the attempt counters (issue 13 "Shared rate limits"): one fixed window per hashed key,
 * counted with one atomic upsert so that hits from several processes never both take the last
 * slot of a window.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The window of a key after a hit, or as it stands. */
export interface AttemptWindow {
  /** Hits in the window, this one included. */
  count: number;
  endsAt: Date;
}

/** Reads and counts attempt windows. */
export interface AttemptCounterRepository {
  /**
   * Counts one hit for `keyHash` at `now`: a new window of `windowMs` when there is none or the
   * last one ended, else one more in the current window. One statement: concurrent hits on the
   * same key queue on its row and each sees the count the one before left.
   */
  hit(keyHash: string, now: Date, windowMs: number): Promise<AttemptWindow>;
  /**
   * Takes back one hit of the window ending at `endsAt` (an attempt that turned out not to
   * count). A window that ended and restarted since is left alone: the hit belonged to the old one.
   */
  release(keyHash: string, endsAt: Date): Promise<void>;
  /**
   * Deletes at most `batch` rows whose window ended before `before`; answers how many went.
   * Rows another statement holds are skipped (`skip locked`), so two processes sweeping at once
   * neither wait for each other nor for a hit.
   */
  deleteEnded(before: Date, batch: number): Promise<number>;
}

/** Creates the repository over a database (or a transaction). */
export function createAttemptCounterRepository(db: Kysely<Database>): AttemptCounterRepository {
  return {
    async hit(keyHash, now, windowMs) {
      const endsAt = new Date(now.getTime() + windowMs);
      const row = await db
        .insertInto('attempt_counters')
        .values({ key_hash: keyHash, window_started_at: now, window_ends_at: endsAt, count: 1 })
        .onConflict((oc) =>
          oc.column('key_hash').doUpdateSet((eb) => {
            // `excluded.window_started_at` is this hit's `now`.
            const ended = eb(
              'attempt_counters.window_ends_at',
              '<=',
              eb.ref('excluded.window_started_at'),
            );
            return {
              count: eb
                .case()
                .when(ended)
                .then(1)
                .else(eb('attempt_counters.count', '+', 1))
                .end(),
              window_started_at: eb
                .case()
                .when(ended)
                .then(eb.ref('excluded.window_started_at'))
                .else(eb.ref('attempt_counters.window_started_at'))
                .end(),
              window_ends_at: eb
                .case()
                .when(ended)
                .then(eb.ref('excluded.window_ends_at'))
                .else(eb.ref('attempt_counters.window_ends_at'))
                .end(),
            };
          }),
        )
        .returning(['count', 'window_ends_at'])
        .executeTakeFirstOrThrow();
      return { count: row.count, endsAt: row.window_ends_at };
    },

    async release(keyHash, endsAt) {
      await db
        .updateTable('attempt_counters')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('key_hash', '=', keyHash)
        .where('window_ends_at', '=', endsAt)
        .where('count', '>', 0)
        .execute();
    },

    async deleteEnded(before, batch) {
      const deleted = await db
        .deleteFrom('attempt_counters')
        .where('key_hash', 'in', (eb) =>
          eb
            .selectFrom('attempt_counters')
            .select('key_hash')
            .where('window_ends_at', '<', before)
            .limit(batch)
            .forUpdate()
            .skipLocked(),
        )
        .executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },
  };
}
