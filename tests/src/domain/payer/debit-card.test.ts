import { describe, expect, test } from 'vitest';
import {
  cardNumberViolation,
  cvvViolation,
  debitCardViolations,
  expiryViolation,
  formatCardNumber,
  formatExpiry,
  zipFirstFive,
  zipViolation,
} from '../../../../src/domain/payer/debit-card';

const today = { year: 2026, month: 11 };

describe('the debit-card form (spec operations §5.4, §8.4, §9.10)', () => {
  test.each([
    ['94105', '94105'],
    ['94105-1234', '94105'],
    ['941051234', '94105'],
    [' 9 4 1 ', '941'],
  ])('keeps the first 5 digits of the zip %s', (typed, kept) => {
    expect(zipFirstFive(typed)).toBe(kept);
  });

  test.each([
    ['', 'required'],
    ['941', 'zip'],
    ['94105-1234', undefined],
    ['ABCDE', 'zip'],
  ])('judges the zip %j as %s', (typed, violation) => {
    expect(zipViolation(typed)).toBe(violation);
  });

  test.each([
    ['', 'required'],
    ['4111 1111 1111 1111', undefined],
    ['4000-0500-0000-7051', undefined],
    ['5555 5555 5555 4444', undefined],
    // One digit mistyped: the Luhn check digit no longer matches.
    ['4111 1111 1111 1112', 'number'],
    ['4000-0000-0000-7051', 'number'],
    ['41111', 'number'],
    ['41111111111111111111', 'number'],
  ])('judges the card number %j as %s', (typed, violation) => {
    expect(cardNumberViolation(typed)).toBe(violation);
  });

  test.each([
    ['', 'required'],
    ['123', undefined],
    ['1234', undefined],
    ['12', 'cvv'],
    ['12a', 'cvv'],
  ])('judges the CVV %j as %s', (typed, violation) => {
    expect(cvvViolation(typed)).toBe(violation);
  });

  test.each([
    ['', 'required'],
    ['11/26', undefined],
    ['12/30', undefined],
    ['10/26', 'expired'],
    ['13/27', 'expiry'],
    ['00/27', 'expiry'],
    ['1/27', 'expiry'],
  ])('judges the expiry %j in November 2026 as %s', (typed, violation) => {
    expect(expiryViolation(typed, today)).toBe(violation);
  });

  test('formats what the payer types', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });

  test('collects every problem by field', () => {
    expect(
      debitCardViolations({ cardNumber: '', cvv: '1', expiry: '12/30', zip: '94105' }, today),
    ).toEqual({ cardNumber: 'required', cvv: 'cvv' });
  });
});
