import { describe, expect, test } from 'vitest';
import {
  createPasswordHasher,
  parseScryptHash,
} from '../../../server/services/auth/password-hasher';

describe('password hasher', () => {
  // A cheap cost keeps the suite fast; the format and the checks are the same.
  const hasher = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

  test('stores scrypt$N$r$p$salt$hash with a random salt per hash', async () => {
    const first = await hasher.hash('Demo@2026!');
    const second = await hasher.hash('Demo@2026!');
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Demo@2026!');
  });

  test('the default cost is N=2^15, r=8, p=1', async () => {
    const hash = await createPasswordHasher().hash('Demo@2026!');
    expect(parseScryptHash(hash)?.params).toEqual({ N: 32768, r: 8, p: 1 });
  });

  test('verifies the right password and refuses a wrong one', async () => {
    const hash = await hasher.hash('Demo@2026!');
    expect(await hasher.verify('Demo@2026!', hash)).toBe(true);
    expect(await hasher.verify('demo@2026!', hash)).toBe(false);
  });

  test('answers false for no hash or a malformed one, without throwing', async () => {
    expect(await hasher.verify('Demo@2026!', undefined)).toBe(false);
    expect(await hasher.verify('Demo@2026!', null)).toBe(false);
    expect(await hasher.verify('Demo@2026!', 'scrypt$3$8$1$abc$def')).toBe(false);
    expect(await hasher.verify('Demo@2026!', 'bcrypt$whatever')).toBe(false);
  });

  test('refuses stored parameters that would cost unbounded memory', () => {
    expect(parseScryptHash('scrypt$4194304$8$1$c2FsdA$a2V5')).toBeUndefined();
  });
});
