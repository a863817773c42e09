import { describe, expect, test } from 'vitest';
import {
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_TTL_MS,
  canResendCode,
  checkCode,
  constantTimeEqual,
  generateCode,
  isCodeFormat,
  issueCode,
  resendAvailableIn,
  type CodeCheckOutcome,
  type VerificationCodeState,
} from '../../../../src/domain/identity/verification-code';

const T0 = Date.UTC(2026, 5, 15, 12, 0, 0);
const MINUTE = 60_000;

describe('checkCode', () => {
  const fresh = issueCode('042917', T0);

  test.each<[string, number, CodeCheckOutcome, string]>([
    ['042917', T0, { status: 'ok' }, 'the right code at once'],
    [' 042917 ', T0 + 14 * MINUTE, { status: 'ok' }, 'the right code with spaces, at 14 min'],
    [
      '042917',
      T0 + VERIFICATION_CODE_TTL_MS - 1,
      { status: 'ok' },
      'one millisecond before expiry',
    ],
    ['042917', T0 + VERIFICATION_CODE_TTL_MS, { status: 'expired' }, 'at 15 minutes exactly'],
    ['000000', T0 + 16 * MINUTE, { status: 'expired' }, 'a wrong code after expiry'],
    ['042918', T0, { status: 'wrong', triesLeft: 4 }, 'a wrong code'],
    ['42917', T0, { status: 'wrong', triesLeft: 4 }, 'five digits count as a wrong try'],
    ['abcdef', T0, { status: 'wrong', triesLeft: 4 }, 'letters count as a wrong try'],
  ])('%j at %i → %j (%s)', (input, now, outcome) => {
    expect(checkCode(fresh, input, now).outcome).toEqual(outcome);
  });

  test('locks after five wrong tries, even for the right code', () => {
    let state: VerificationCodeState = fresh;
    const tries: number[] = [];
    for (let i = 0; i < VERIFICATION_CODE_MAX_TRIES; i += 1) {
      const check = checkCode(state, '111111', T0 + i * 1000);
      if (check.outcome.status !== 'wrong') throw new Error('expected a wrong try');
      tries.push(check.outcome.triesLeft);
      state = check.state;
    }
    expect(tries).toEqual([4, 3, 2, 1, 0]);
    expect(checkCode(state, '042917', T0 + 10_000).outcome).toEqual({ status: 'locked' });
    expect(checkCode(state, '042917', T0 + 10_000).state).toBe(state);
  });

  test('accepts the right code on the fifth try', () => {
    let state: VerificationCodeState = fresh;
    for (let i = 0; i < VERIFICATION_CODE_MAX_TRIES - 1; i += 1) {
      state = checkCode(state, '111111', T0).state;
    }
    expect(checkCode(state, '042917', T0).outcome).toEqual({ status: 'ok' });
  });

  test('confirms once: the same code again answers used', () => {
    const first = checkCode(fresh, '042917', T0 + 1000);
    expect(first.state.usedAt).toBe(T0 + 1000);
    expect(checkCode(first.state, '042917', T0 + 2000).outcome).toEqual({ status: 'used' });
  });

  test('never changes the state it is given', () => {
    const state = issueCode('123456', T0);
    checkCode(state, '000000', T0);
    expect(state).toEqual({ code: '123456', issuedAt: T0, failedAttempts: 0 });
  });

  test('compares through a matcher when the server stores a hash', () => {
    const hashed = issueCode('hash:042917', T0);
    const matches = (input: string, stored: string) => stored === `hash:${input}`;
    expect(checkCode(hashed, '042917', T0, matches).outcome).toEqual({ status: 'ok' });
    expect(checkCode(hashed, 'hash:042917', T0, matches).outcome.status).toBe('wrong');
  });
});

describe('resendAvailableIn', () => {
  const state = issueCode('123456', T0);
  test.each([
    [0, 60],
    [1, 60],
    [999, 60],
    [1000, 59],
    [59_001, 1],
    [60_000, 0],
    [120_000, 0],
  ])('%i ms after sending → %i s to wait', (elapsed, seconds) => {
    expect(resendAvailableIn(state, T0 + elapsed)).toBe(seconds);
    expect(canResendCode(state, T0 + elapsed)).toBe(seconds === 0);
  });
});

describe('code helpers', () => {
  test.each([
    ['123456', true],
    [' 000001 ', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
  ])('isCodeFormat(%j) → %s', (input, expected) => {
    expect(isCodeFormat(input)).toBe(expected);
  });

  test('pads small random numbers to six digits and asks for a value below a million', () => {
    let asked = 0;
    expect(
      generateCode((max) => {
        asked = max;
        return 42;
      }),
    ).toBe('000042');
    expect(asked).toBe(1_000_000);
    expect(generateCode(() => 999_999)).toBe('999999');
  });

  test.each([
    ['123456', '123456', true],
    ['123456', '123457', false],
    ['123456', '12345', false],
    ['', '', true],
  ])('constantTimeEqual(%j, %j) → %s', (a, b, expected) => {
    expect(constantTimeEqual(a, b)).toBe(expected);
  });
});
