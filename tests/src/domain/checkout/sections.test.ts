import { describe, expect, test } from 'vitest';
import {
  CHECKOUT_SECTIONS,
  DEFAULT_SECTION_FLAGS,
  requiredSectionsFor,
  type CheckoutContext,
  type CheckoutSectionName,
} from '../../../../src/domain/checkout/sections';

describe('the section defaults of spec operations §4.7', () => {
  test('the sections come in the table order', () => {
    expect(CHECKOUT_SECTIONS).toEqual([
      'simulator',
      'address',
      'deliveryMethod',
      'accounts',
      'beneficiary',
      'investments',
      'identifierCode',
      'purposeCode',
      'documents',
      'paymentMethods',
      'inboundPaymentMethodsSelect',
      'inboundPaymentMethods',
      'inboundPaymentLink',
      'creditCard',
      'moneygramOperationData',
      'moneygramFraudWarning',
      'moneygramAdditionalData',
    ]);
  });

  test('simulator, beneficiary and paymentMethods are required by default', () => {
    const required = CHECKOUT_SECTIONS.filter((name) => DEFAULT_SECTION_FLAGS[name].required);
    expect(required).toEqual(['simulator', 'beneficiary', 'paymentMethods']);
  });

  test('only the simulator starts shown and expanded', () => {
    const open = CHECKOUT_SECTIONS.filter(
      (name) => DEFAULT_SECTION_FLAGS[name].shown || DEFAULT_SECTION_FLAGS[name].expanded,
    );
    expect(open).toEqual(['simulator']);
  });

  test('only the simulator and the fraud warning start valid', () => {
    const valid = CHECKOUT_SECTIONS.filter((name) => !DEFAULT_SECTION_FLAGS[name].invalid);
    expect(valid).toEqual(['simulator', 'moneygramFraudWarning']);
  });
});

describe('the required sections of each operation', () => {
  test.each<[string, CheckoutContext, CheckoutSectionName[]]>([
    [
      'outbound for maintenance',
      { kind: 'remittance-outbound', purposeCode: 'MAINTENANCE' },
      ['simulator', 'beneficiary', 'purposeCode', 'documents', 'paymentMethods'],
    ],
    [
      'outbound for services',
      { kind: 'remittance-outbound', purposeCode: 'SERVICES' },
      ['simulator', 'beneficiary', 'purposeCode', 'documents', 'paymentMethods'],
    ],
    [
      'outbound for studies',
      { kind: 'remittance-outbound', purposeCode: 'STUDIES' },
      ['simulator', 'beneficiary', 'purposeCode', 'documents', 'paymentMethods'],
    ],
    [
      'outbound with no purpose chosen yet (individuals default to maintenance)',
      { kind: 'remittance-outbound' },
      ['simulator', 'beneficiary', 'purposeCode', 'documents', 'paymentMethods'],
    ],
    [
      'outbound to my own account abroad',
      { kind: 'remittance-outbound', purposeCode: 'AVAILABILITY' },
      ['simulator', 'accounts', 'purposeCode', 'documents', 'paymentMethods'],
    ],
    [
      'outbound to an investment broker',
      { kind: 'remittance-outbound', purposeCode: 'INVESTMENTS' },
      ['simulator', 'investments', 'identifierCode', 'purposeCode', 'documents', 'paymentMethods'],
    ],
    [
      'outbound paid by credit card',
      { kind: 'remittance-outbound', purposeCode: 'MAINTENANCE', paymentMethod: 'CREDIT_CARD' },
      ['simulator', 'beneficiary', 'purposeCode', 'documents', 'paymentMethods', 'creditCard'],
    ],
    [
      'outbound paid by dynamic PIX',
      { kind: 'remittance-outbound', purposeCode: 'MAINTENANCE', paymentMethod: 'DYNAMIC_PIX' },
      ['simulator', 'beneficiary', 'purposeCode', 'documents', 'paymentMethods'],
    ],
    [
      'inbound before the payer method is chosen',
      { kind: 'remittance-inbound', purposeCode: 'AVAILABILITY' },
      ['simulator', 'accounts', 'purposeCode', 'documents', 'inboundPaymentMethodsSelect'],
    ],
    [
      'inbound paid by debit card',
      { kind: 'remittance-inbound', inboundPaymentMethod: 'DEBIT_CARD' },
      [
        'simulator',
        'accounts',
        'purposeCode',
        'documents',
        'inboundPaymentMethodsSelect',
        'inboundPaymentMethods',
      ],
    ],
    [
      'inbound through a payment link',
      { kind: 'remittance-inbound', inboundPaymentMethod: 'DEBIT_CARD_LINK' },
      [
        'simulator',
        'accounts',
        'purposeCode',
        'documents',
        'inboundPaymentMethodsSelect',
        'inboundPaymentLink',
      ],
    ],
    [
      'inbound through the bank path',
      { kind: 'remittance-inbound', inboundPaymentMethod: 'BANK_PATH' },
      ['simulator', 'accounts', 'purposeCode', 'documents', 'inboundPaymentMethodsSelect'],
    ],
    [
      'inbound never asks for a credit card',
      { kind: 'remittance-inbound', paymentMethod: 'CREDIT_CARD' },
      ['simulator', 'accounts', 'purposeCode', 'documents', 'inboundPaymentMethodsSelect'],
    ],
    [
      'paper money',
      { kind: 'paper-money' },
      ['simulator', 'address', 'deliveryMethod', 'paymentMethods'],
    ],
    [
      'paper money paid by credit card',
      { kind: 'paper-money', paymentMethod: 'CREDIT_CARD' },
      ['simulator', 'address', 'deliveryMethod', 'paymentMethods', 'creditCard'],
    ],
    [
      'the money-transfer network',
      { kind: 'moneygram' },
      ['simulator', 'moneygramOperationData', 'moneygramFraudWarning', 'moneygramAdditionalData'],
    ],
  ])('%s', (_name, context, expected) => {
    expect(requiredSectionsFor(context)).toEqual(expected);
  });
});
