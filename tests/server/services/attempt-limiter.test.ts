// The database-backed attempt limiter (issue 13 "Shared rate limits"): one limit however many
// processes count against it, kept across restarts, on the injected clock.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { AppError, isAppError } from '../../../server/errors/app-error';
import {
  createAttemptLimiter,
  guardedAttempt,
  type AttemptLimit,
} from '../../../server/services/attempt-limiter';
import { availableTargets, createTestDatabase, type TestDatabase } from '../test-app';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_DAY = 24 * 60 * 60 * 1000;

/** A clock the test moves. */
function movableClock(start = Date.parse('2026-11-26T12:00:00Z')) {
  let current = start;
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

let sequence = 0;
/** A key no other test uses (the tests of a target share one database). */
const freshKey = (label: string) => {
  sequence += 1;
  return `test:${label}:${sequence}`;
};

describe.each(availableTargets())('the attempt limiter on %s', (target) => {
  let database: TestDatabase;
  /**
   * A second connection to the same data, as another process would have: on PostgreSQL a pool
   * of its own on the same database; PGlite is embedded, one handle per database.
   */
  let other: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    await migrateToLatest(database.db);
    other =
      database.url === undefined
        ? database.db
        : createDatabase({ databaseUrl: database.url, maxConnections: 5 });
  }, 60_000);
  afterAll(async () => {
    if (other !== database.db) await other.destroy();
    await database.close();
  });

  const limiterOn = (db: DatabaseHandle, limit: AttemptLimit, clock: () => Date) =>
    createAttemptLimiter({ db, clock, limit });

  test('lets max attempts through, then refuses with the seconds left in the window', async () => {
    const clock = movableClock();
    const limiter = limiterOn(database.db, { max: 3, windowMs: FIFTEEN_MINUTES }, clock.now);
    const key = freshKey('max');
    const windowEndsAt = new Date(clock.now().getTime() + FIFTEEN_MINUTES);
    for (let i = 0; i < 3; i += 1) {
      expect(await limiter.hit(key)).toEqual({ allowed: true, retryAfterSeconds: 0, windowEndsAt });
    }
    clock.advance(60_000);
    expect(await limiter.hit(key)).toEqual({
      allowed: false,
      retryAfterSeconds: 14 * 60,
      windowEndsAt,
    });
    // Another key has a window of its own.
    expect((await limiter.hit(freshKey('other'))).allowed).toBe(true);
  });

  test('release takes one hit back, and only in the window it was counted in', async () => {
    const clock = movableClock();
    const limiter = limiterOn(database.db, { max: 2, windowMs: FIFTEEN_MINUTES }, clock.now);
    const key = freshKey('release');
    const first = await limiter.hit(key);
    await limiter.hit(key);
    await limiter.release(key, first.windowEndsAt);
    expect((await limiter.hit(key)).allowed).toBe(true);
    expect((await limiter.hit(key)).allowed).toBe(false);
    // The next window is left alone by a release naming the one that ended.
    clock.advance(FIFTEEN_MINUTES);
    await limiter.hit(key);
    await limiter.hit(key);
    await limiter.release(key, first.windowEndsAt);
    expect((await limiter.hit(key)).allowed).toBe(false);
  });

  test('a new window starts once the clock passes the end of the last one', async () => {
    const clock = movableClock();
    const limiter = limiterOn(database.db, { max: 2, windowMs: FIFTEEN_MINUTES }, clock.now);
    const key = freshKey('window');
    await limiter.hit(key);
    await limiter.hit(key);
    expect((await limiter.hit(key)).allowed).toBe(false);
    clock.advance(FIFTEEN_MINUTES - 1000);
    expect(await limiter.hit(key)).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    clock.advance(1000);
    expect((await limiter.hit(key)).allowed).toBe(true);
    expect((await limiter.hit(key)).allowed).toBe(true);
    expect((await limiter.hit(key)).allowed).toBe(false);
  });

  test('limiters on two connections to one database count against one limit', async () => {
    const clock = movableClock();
    const limit = { max: 4, windowMs: FIFTEEN_MINUTES };
    const first = limiterOn(database.db, limit, clock.now);
    const second = limiterOn(other, limit, clock.now);
    const key = freshKey('shared');
    expect((await first.hit(key)).allowed).toBe(true);
    expect((await second.hit(key)).allowed).toBe(true);
    expect((await first.hit(key)).allowed).toBe(true);
    expect((await second.hit(key)).allowed).toBe(true);
    expect((await first.hit(key)).allowed).toBe(false);
    expect((await second.hit(key)).allowed).toBe(false);
  });

  test('concurrent hits from two connections let exactly max through', async () => {
    const clock = movableClock();
    const limit = { max: 7, windowMs: FIFTEEN_MINUTES };
    const limiters = [limiterOn(database.db, limit, clock.now), limiterOn(other, limit, clock.now)];
    const key = freshKey('concurrent');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => limiters[i % 2]?.hit(key)),
    );
    expect(results.filter((result) => result?.allowed === true)).toHaveLength(7);
    expect(results.filter((result) => result?.allowed === false)).toHaveLength(23);
  });

  describe('a guarded attempt', () => {
    const WRONG = new AppError('INVALID_CREDENTIALS');
    const isWrong = (error: unknown) => error === WRONG;
    /** A slow check that fails, counting how many times it ran. */
    const slowCheck = (outcome: 'fail' | 'pass' | 'other') => {
      let runs = 0;
      return {
        runs: () => runs,
        async check() {
          runs += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
          if (outcome === 'fail') throw WRONG;
          if (outcome === 'other') throw new AppError('EMAIL_NOT_CONFIRMED');
          return 'passed';
        },
      };
    };

    test('50 guesses at once from two connections: at most max are checked, the rest RATE_LIMITED', async () => {
      const clock = movableClock();
      const limit = { max: 5, windowMs: FIFTEEN_MINUTES };
      const here = limiterOn(database.db, limit, clock.now);
      const there = limiterOn(other, limit, clock.now);
      const key = freshKey('guarded-burst');
      const guess = slowCheck('fail');
      const outcomes = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          guardedAttempt([[i % 2 === 0 ? here : there, key]], () => guess.check(), isWrong),
        ),
      );
      const codes = outcomes.map((outcome) =>
        outcome.status === 'rejected' && isAppError(outcome.reason) ? outcome.reason.code : 'none',
      );
      expect(guess.runs()).toBe(5);
      expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(5);
      expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(45);
    });

    test('a passing or otherwise failing check gives its slot back; a failure keeps it', async () => {
      const clock = movableClock();
      const limiter = limiterOn(database.db, { max: 2, windowMs: FIFTEEN_MINUTES }, clock.now);
      const key = freshKey('guarded-give-back');
      for (let i = 0; i < 5; i += 1) {
        await expect(
          guardedAttempt([[limiter, key]], slowCheck('pass').check, isWrong),
        ).resolves.toBe('passed');
        await expect(
          guardedAttempt([[limiter, key]], slowCheck('other').check, isWrong),
        ).rejects.toMatchObject({ code: 'EMAIL_NOT_CONFIRMED' });
      }
      await expect(guardedAttempt([[limiter, key]], slowCheck('fail').check, isWrong)).rejects.toBe(
        WRONG,
      );
      await expect(guardedAttempt([[limiter, key]], slowCheck('fail').check, isWrong)).rejects.toBe(
        WRONG,
      );
      const refused = slowCheck('pass');
      await expect(guardedAttempt([[limiter, key]], refused.check, isWrong)).rejects.toMatchObject({
        code: 'RATE_LIMITED',
        retryAfterSeconds: 15 * 60,
      });
      expect(refused.runs()).toBe(0);
    });

    test('refused by a later limiter, it gives back the slot an earlier one counted', async () => {
      const clock = movableClock();
      const roomy = limiterOn(database.db, { max: 3, windowMs: FIFTEEN_MINUTES }, clock.now);
      const full = limiterOn(database.db, { max: 1, windowMs: FIFTEEN_MINUTES }, clock.now);
      const account = freshKey('guarded-account');
      const address = freshKey('guarded-address');
      await expect(
        guardedAttempt([[full, address]], slowCheck('fail').check, isWrong),
      ).rejects.toBe(WRONG);
      for (let i = 0; i < 5; i += 1) {
        await expect(
          guardedAttempt(
            [
              [roomy, account],
              [full, address],
            ],
            slowCheck('fail').check,
            isWrong,
          ),
        ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
      }
      // The account's three slots are all still free.
      for (let i = 0; i < 3; i += 1) expect((await roomy.hit(account)).allowed).toBe(true);
      expect((await roomy.hit(account)).allowed).toBe(false);
    });
  });

  test('stores only a hash of the key, never the e-mail or address in it', async () => {
    const clock = movableClock();
    const limiter = limiterOn(database.db, { max: 5, windowMs: FIFTEEN_MINUTES }, clock.now);
    const email = `${freshKey('pii').replaceAll(':', '-')}@example.test`;
    await limiter.hit(`sign-in:account:${email}`);
    const rows = await database.db.selectFrom('attempt_counters').select('key_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.key_hash).not.toContain(email);
    }
  });

  test('opening a window deletes rows whose window ended more than a day ago, and keeps the rest', async () => {
    const clock = movableClock(Date.parse('2030-01-01T00:00:00Z'));
    const limiter = limiterOn(database.db, { max: 5, windowMs: FIFTEEN_MINUTES }, clock.now);
    const stored = async (key: string) =>
      (await database.db
        .selectFrom('attempt_counters')
        .select('key_hash')
        .where('key_hash', '=', createHash('sha256').update(key).digest('hex'))
        .executeTakeFirst()) !== undefined;
    const stale = freshKey('stale');
    const recent = freshKey('recent');
    await limiter.hit(stale);
    clock.advance(ONE_DAY);
    // `stale` ended 23 h 45 min ago: within the day of grace.
    await limiter.hit(recent);
    expect(await stored(stale)).toBe(true);
    clock.advance(FIFTEEN_MINUTES * 2);
    // Now it ended a day and a quarter of an hour ago; `recent` a quarter of an hour ago.
    await limiter.hit(freshKey('sweeper'));
    expect(await stored(stale)).toBe(false);
    expect(await stored(recent)).toBe(true);
  });
});
