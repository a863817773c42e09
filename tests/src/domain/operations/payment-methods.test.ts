import { describe, expect, test } from 'vitest';
import {
  DEFAULT_PAYMENT_METHOD,
  availablePaymentMethods,
  defaultPaymentMethodOf,
  isPaymentMethod,
} from '../../../../src/domain/operations/payment-methods';
import { isOperationKind } from '../../../../src/domain/operations/operation-kind';

const all = {
  creditCardLinkAvailable: true,
  dynamicPixAvailable: true,
  picpayAvailable: true,
  tedAvailable: true,
};
const none = {
  creditCardLinkAvailable: false,
  dynamicPixAvailable: false,
  picpayAvailable: false,
  tedAvailable: false,
};

describe('availablePaymentMethods', () => {
  test('offers every method when every switch is on', () => {
    expect(availablePaymentMethods(all, 'remittance-outbound')).toEqual([
      'TED',
      'PIX',
      'DYNAMIC_PIX',
      'PICPAY',
      'CREDIT_CARD',
    ]);
  });

  test('offers PIX to the product key even with every switch off', () => {
    expect(availablePaymentMethods(none, 'remittance-outbound')).toEqual(['PIX']);
  });

  test.each([
    ['tedAvailable', 'TED'],
    ['dynamicPixAvailable', 'DYNAMIC_PIX'],
    ['picpayAvailable', 'PICPAY'],
    ['creditCardLinkAvailable', 'CREDIT_CARD'],
  ] as const)('%s switches %s on', (flag, method) => {
    expect(availablePaymentMethods({ ...none, [flag]: true }, 'paper-money')).toEqual(
      ['TED', 'PIX', 'DYNAMIC_PIX', 'PICPAY', 'CREDIT_CARD'].filter(
        (m) => m === 'PIX' || m === method,
      ),
    );
  });

  test('never offers a card to a company', () => {
    expect(availablePaymentMethods(all, 'remittance-outbound', true)).not.toContain('CREDIT_CARD');
  });

  test('offers nothing for an inbound remittance, which the foreign payer pays', () => {
    expect(availablePaymentMethods(all, 'remittance-inbound')).toEqual([]);
  });
});

describe('defaultPaymentMethodOf', () => {
  test('preselects DYNAMIC_PIX (spec operations §9.5) when offered', () => {
    expect(DEFAULT_PAYMENT_METHOD).toBe('DYNAMIC_PIX');
    expect(defaultPaymentMethodOf(['TED', 'PIX', 'DYNAMIC_PIX'])).toBe('DYNAMIC_PIX');
  });

  test('else the first offered, else none', () => {
    expect(defaultPaymentMethodOf(['TED', 'PIX'])).toBe('TED');
    expect(defaultPaymentMethodOf([])).toBeUndefined();
  });
});

test('the guards know the enumerations', () => {
  expect(isPaymentMethod('DYNAMIC_PIX')).toBe(true);
  expect(isPaymentMethod('BOLETO')).toBe(false);
  expect(isOperationKind('remittance-outbound')).toBe(true);
  expect(isOperationKind('REMITTANCE_OUTBOUND')).toBe(false);
});
