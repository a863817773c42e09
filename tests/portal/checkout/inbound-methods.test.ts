import { describe, expect, test } from 'vitest';
import {
  DEBIT_CARD_LIMIT_USD_CENTS,
  PAYMENT_LINK_MAX_USD_CENTS,
} from '../../../src/domain/operations/inbound-payment';
import { inboundMethodOffer } from '../../../portal/pages/checkout/inbound-methods';

describe('the inbound payment methods offered in the checkout', () => {
  test.each([
    ['USD 100 from someone else', 'USD', '100.00', 'MAINTENANCE', ['DEBIT_CARD_LINK', 'BANK_PATH']],
    [
      'USD 5,000.00 exactly: the link',
      'USD',
      '5000.00',
      'MAINTENANCE',
      ['DEBIT_CARD_LINK', 'BANK_PATH'],
    ],
    ['USD 5,000.01: the bank path only', 'USD', '5000.01', 'MAINTENANCE', ['BANK_PATH']],
    [
      'USD 6,300 of my own: the card',
      'USD',
      '6300.00',
      'AVAILABILITY',
      ['DEBIT_CARD', 'BANK_PATH'],
    ],
    ['USD 6,300.01 of my own: the bank path', 'USD', '6300.01', 'AVAILABILITY', ['BANK_PATH']],
    ['EUR: the bank path', 'EUR', '100.00', 'MAINTENANCE', ['BANK_PATH']],
    ['AdSense: the bank path', 'USD', '100.00', 'ADSENSE', ['BANK_PATH']],
  ] as const)('%s', (_name, currency, amount, purpose, methods) => {
    expect(inboundMethodOffer({ currency, amount }, purpose).methods).toEqual(methods);
  });

  test.each([
    ['USD', '5010.00', 'MAINTENANCE', 'above', PAYMENT_LINK_MAX_USD_CENTS],
    ['USD', '7000.00', 'AVAILABILITY', 'above', DEBIT_CARD_LIMIT_USD_CENTS],
    ['GBP', '100.00', 'MAINTENANCE', 'currency', undefined],
    ['USD', '100.00', 'ADSENSE', 'purpose', undefined],
  ] as const)(
    '%s %s %s: only the bank path, because %s',
    (currency, amount, purpose, reason, ceiling) => {
      const offer = inboundMethodOffer({ currency, amount }, purpose);
      expect(offer.reason).toBe(reason);
      expect(offer.ceilingUsdCents).toBe(ceiling);
    },
  );

  test('says nothing when the card method is offered', () => {
    expect(inboundMethodOffer({ currency: 'USD', amount: '10.00' }, 'MAINTENANCE').reason).toBe(
      undefined,
    );
  });
});
