import { describe, expect, test } from 'vitest';
import {
  asksForNewLink,
  failureMessageKey,
  linkStateOf,
} from '../../../../src/domain/payer/payment-failure';
import type { RemittanceStatus } from '../../../../src/domain/operations/operation-status';

describe('the failure screen message (spec operations §8.5)', () => {
  test.each([
    ['7051', 'failure.codes.7051'],
    ['00092', 'failure.codes.00092'],
    ['00034', 'failure.codes.00034'],
    ['00070', 'failure.codes.00070'],
    ['fc0001', 'failure.codes.fc0001'],
    ['fc0404', 'failure.codes.fc0404'],
    ['9999', 'failure.codes.default'],
    [null, 'failure.codes.default'],
  ])('shows code %s as %s', (code, key) => {
    expect(failureMessageKey(code)).toBe(key);
  });
});

describe('when the payer needs a new link', () => {
  test('after a credit card, an expired link or a failed last attempt', () => {
    expect(['00092', 'fc0001', 'fc0002'].every((code) => asksForNewLink(code))).toBe(true);
  });

  test('not after a failure the payer can retry, nor once the link is paid or unknown', () => {
    for (const code of ['7051', '00034', '00070', 'fc0003', 'fc0404', null, 'other']) {
      expect(asksForNewLink(code)).toBe(false);
    }
  });
});

describe('what an opened link means to the payer', () => {
  const soon = '2026-11-27T22:00:00Z';
  test.each<[RemittanceStatus, string | null, string]>([
    ['AWAITING_PAYMENT', soon, 'payable'],
    ['AWAITING_PAYMENT', null, 'not-ready'],
    ['WAITING_REGISTRATION_APPROVAL', null, 'not-ready'],
    ['INBOUND_PAYMENT_LINK_EXPIRED', soon, 'fc0001'],
    ['FAILED', soon, 'fc0002'],
    ['CANCELED', soon, 'fc0002'],
    ['RECEIVED_INBOUND', soon, 'fc0003'],
    ['COMPLETED', soon, 'fc0003'],
  ])('reads %s (deadline %s) as %s', (status, expiresAt, state) => {
    expect(linkStateOf(status, expiresAt)).toBe(state);
  });
});
