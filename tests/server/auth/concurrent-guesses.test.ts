// Issue 14 item 1: guesses sent at once cannot get past the limits. Each guess takes its slot
// before the slow check (the password hash, the manager-token lookup), so of 50 wrong sign-ins
// sent together at most the limit are checked and the rest answer 429 at once.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_FAILURES } from '../../../server/services/quotations/manager-token-service';
import { SANDBOX_PASSWORD } from '../../../server/db/seeds/sandbox-users';
import { buildTestApp, type TestApp } from '../test-app';
import { signIn, type TokenHeaders } from './sign-in-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const DEMO = { correspondent_id: '1', 'accept-language': 'en-US' };

/** How many answers had each status code. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('guesses sent at once', () => {
  test('50 wrong sign-ins for one account at once: 5 checked (401), 45 refused (429)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/user/sign_in',
          // Each from its own address: only the account's limit of 5 applies.
          remoteAddress: `10.14.1.${i + 1}`,
          payload: { email: 'cliente@demo.test', password: `Wrong@2026-${i}` },
        }),
      ),
    );
    expect(tally(answers.map((answer) => answer.statusCode))).toEqual({ 401: 5, 429: 45 });
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // The right password waits for the window too: the limit holds.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/user/sign_in',
      payload: { email: 'cliente@demo.test', password: SANDBOX_PASSWORD },
    });
    expect(right.statusCode).toBe(429);
  }, 120_000);

  test('30 wrong current passwords at once: 5 checked (422), 25 refused (429)', async () => {
    const session: TokenHeaders = await signIn(t.app, 'empresa@demo.test');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/v1/auth/user',
          headers: { ...DEMO, ...session },
          payload: {
            currentPassword: `Wrong@2026-${i}`,
            password: 'Nova@Senha2026',
            passwordConfirmation: 'Nova@Senha2026',
          },
        }),
      ),
    );
    expect(tally(answers.map((answer) => answer.statusCode))).toEqual({ 422: 5, 429: 25 });
    expect(
      answers.filter((answer) => answer.json().code === 'CURRENT_PASSWORD_INVALID'),
    ).toHaveLength(5);
  }, 120_000);

  test('30 wrong manager tokens at once: the limit of failures checked, the rest refused (429)', async () => {
    const admin = await signIn(t.app, 'admin@demo.test');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v2/exchanges/admin/manager-tokens/validate',
          headers: { ...DEMO, ...admin },
          payload: { token: `NOT-A-CODE-${i}` },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.json<{ code?: string }>().code);
    expect(codes.filter((code) => code === 'INVALID_MANAGER_TOKEN')).toHaveLength(MAX_FAILURES);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(30 - MAX_FAILURES);
  }, 120_000);
});
