import { describe, expect, test } from 'vitest';
import {
  INBOUND_PAYMENT_LINK_VALIDITY_MS,
  PIX_QR_VALIDITY_MS,
  QR_CODE_EXPIRED_MESSAGES,
  countdown,
  formatCountdown,
  hasExpired,
  inboundPaymentLinkExpiresAt,
  pixQrExpiresAt,
} from '../../../../src/domain/operations/expiries';
import { resources } from '../../../../src/i18n';

const issued = Date.parse('2026-03-02T12:00:00Z');

describe('the PIX QR code lasts 30 minutes (design §4)', () => {
  test('it expires 30 minutes after it is issued', () => {
    expect(PIX_QR_VALIDITY_MS).toBe(1_800_000);
    expect(new Date(pixQrExpiresAt(issued)).toISOString()).toBe('2026-03-02T12:30:00.000Z');
  });

  test('one millisecond before, it is valid; at the deadline, expired', () => {
    const expiresAt = pixQrExpiresAt(issued);
    expect(hasExpired(expiresAt, expiresAt - 1)).toBe(false);
    expect(hasExpired(expiresAt, expiresAt)).toBe(true);
  });

  test('the modal says so in both languages', () => {
    expect(resources['en-US'].common.expiry.qrCodeExpired).toBe('Your QR code has expired!');
    expect(resources['pt-BR'].common.expiry.qrCodeExpired).toBe('Seu QR code expirou!');
    expect(QR_CODE_EXPIRED_MESSAGES.title).toBe('expiry.qrCodeExpired');
  });
});

describe('the inbound payment link lasts 12 hours (spec operations §4.6)', () => {
  test('it expires 12 hours after creation', () => {
    expect(INBOUND_PAYMENT_LINK_VALIDITY_MS).toBe(43_200_000);
    expect(new Date(inboundPaymentLinkExpiresAt(issued)).toISOString()).toBe(
      '2026-03-03T00:00:00.000Z',
    );
  });
});

describe('the payment countdown', () => {
  const expiresAt = pixQrExpiresAt(issued);

  test.each([
    [0, '30:00', false],
    [1, '30:00', false],
    [1_000, '29:59', false],
    [29 * 60_000 + 59_001, '00:01', false],
    [30 * 60_000, '00:00', true],
    [31 * 60_000, '00:00', true],
  ])('%i ms after issue shows %s (expired: %s)', (elapsed, shown, expired) => {
    const value = countdown(expiresAt, issued + elapsed);
    expect(formatCountdown(value)).toBe(shown);
    expect(value.expired).toBe(expired);
    expect(value.remainingMs).toBeGreaterThanOrEqual(0);
  });
});

describe('the payment link countdown', () => {
  test.each([
    [12 * 60 * 60_000, '12:00:00'],
    [12 * 60 * 60_000 - 1_000, '11:59:59'],
    [60 * 60_000, '1:00:00'],
    [60 * 60_000 - 1_000, '59:59'],
  ])('%i ms left shows %s', (left, shown) => {
    expect(formatCountdown(countdown(issued + left, issued))).toBe(shown);
  });
});
