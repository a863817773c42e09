import { describe, expect, test } from 'vitest';
import { resources } from '../../../../src/i18n';
import {
  MONEYGRAM_STATUSES,
  OPERATION_STATUSES,
  PAPER_MONEY_STATUSES,
  PAPER_MONEY_TRANSITIONS,
  REMITTANCE_STATUSES,
  REMITTANCE_TRANSITIONS,
  canOperationTransition,
  canPaperMoneyTransition,
  canTransition,
  cardTransactionStatus,
  checkoutOutcome,
  isFinalRemittanceStatus,
  isOperationStatus,
  isRemittanceStatus,
  operationStatusLabelKey,
  pendingMessageKey,
  shouldFetchPaymentData,
  statusesOf,
  type OperationStatus,
  type PaperMoneyStatus,
  type RemittanceStatus,
} from '../../../../src/domain/operations/operation-status';

/** The text of a dotted key in a locale's common catalogue. */
function text(locale: 'pt-BR' | 'en-US', key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      resources[locale].common,
    );
}

describe('the statuses of spec operations §4.1', () => {
  test('remittance: the fifteen listed plus AWAITING_CURRENCY_AVAILABILITY', () => {
    expect(REMITTANCE_STATUSES).toHaveLength(16);
    expect(statusesOf('remittance-outbound')).toBe(REMITTANCE_STATUSES);
    expect(statusesOf('remittance-inbound')).toBe(REMITTANCE_STATUSES);
  });

  test('paper money and the network have their own lists', () => {
    expect(PAPER_MONEY_STATUSES).toContain('DELIVERED');
    expect(statusesOf('paper-money')).toBe(PAPER_MONEY_STATUSES);
    expect(MONEYGRAM_STATUSES).toHaveLength(27);
    expect(statusesOf('moneygram')).toBe(MONEYGRAM_STATUSES);
  });

  test('every status appears once in the union', () => {
    expect(new Set(OPERATION_STATUSES).size).toBe(OPERATION_STATUSES.length);
    expect(isOperationStatus('REFUND_ANALYSIS')).toBe(true);
    expect(isOperationStatus('SHIPPED')).toBe(false);
    expect(isRemittanceStatus('DELIVERED')).toBe(false);
  });

  test.each(OPERATION_STATUSES)('%s has a label in pt-BR and en-US', (status) => {
    const key = operationStatusLabelKey(status);
    expect(typeof text('pt-BR', key)).toBe('string');
    expect(typeof text('en-US', key)).toBe('string');
  });

  test.each<[OperationStatus, string, string]>([
    ['SETTLEMENT_FAILED', 'Payment returned', 'Pagamento devolvido'],
    ['RETURNED', 'Blocked by regulatory institution', 'Bloqueada pela instituição reguladora'],
    ['AWAITING_NEW_SESSION', 'Processing', 'Em processamento'],
    ['AWAITING_COMMIT_LOOKUP', 'Processing', 'Em processamento'],
    ['COMPLETED', 'Completed', 'Concluída'],
  ])('%s reads %j / %j as the spec displays it', (status, en, pt) => {
    expect(text('en-US', operationStatusLabelKey(status))).toBe(en);
    expect(text('pt-BR', operationStatusLabelKey(status))).toBe(pt);
  });
});

describe('after creating an operation (spec operations §4.3)', () => {
  test.each<[OperationStatus, boolean]>([
    ['AWAITING_PAYMENT', true],
    ['CREATED', true],
    ['MANUAL_ANALYSIS', false],
    ['AWAITING_CURRENCY_AVAILABILITY', false],
    ['WAITING_REGISTRATION_APPROVAL', false],
    ['WAITING_DOCUMENT_APPROVAL', false],
  ])('an outbound remittance in %s fetches payment data: %s', (status, fetches) => {
    expect(shouldFetchPaymentData('remittance-outbound', status)).toBe(fetches);
  });

  test('an inbound remittance never fetches payment data', () => {
    expect(shouldFetchPaymentData('remittance-inbound', 'AWAITING_PAYMENT')).toBe(false);
  });

  test.each<[OperationStatus, boolean]>([
    ['AWAITING_PAYMENT', true],
    ['WAITING_DOCUMENT_APPROVAL', true],
    ['MANUAL_ANALYSIS', false],
    ['AWAITING_CURRENCY_AVAILABILITY', false],
    ['WAITING_REGISTRATION_APPROVAL', false],
  ])('paper money in %s fetches payment data: %s', (status, fetches) => {
    expect(shouldFetchPaymentData('paper-money', status)).toBe(fetches);
  });

  test('the network fetches none', () => {
    expect(shouldFetchPaymentData('moneygram', 'AWAITING_PAYMENT')).toBe(false);
  });

  test.each<[OperationStatus, string]>([
    ['AWAITING_PAYMENT', 'SUCCESS'],
    ['WAITING_DOCUMENT_APPROVAL', 'PENDING'],
    ['WAITING_REGISTRATION_APPROVAL', 'PENDING'],
    ['MANUAL_ANALYSIS', 'PENDING'],
    ['AWAITING_CURRENCY_AVAILABILITY', 'PENDING'],
    ['FAILED', 'ERROR'],
    ['CANCELED', 'ERROR'],
  ])('a remittance created in %s ends on %s', (status, outcome) => {
    expect(checkoutOutcome('remittance-outbound', status)).toBe(outcome);
  });

  test('the network has success and error pages only', () => {
    expect(checkoutOutcome('moneygram', 'AWAITING_MANUAL_APPROVAL')).toBe('SUCCESS');
    expect(checkoutOutcome('moneygram', 'MANUAL_ANALYSIS' as OperationStatus)).toBe('SUCCESS');
    expect(checkoutOutcome('moneygram', 'PROCESSING_FAILED')).toBe('ERROR');
  });
});

describe('the pending page by status (spec operations §4.4)', () => {
  test.each<[OperationStatus, 'PIX' | 'CREDIT_CARD' | undefined, string | undefined]>([
    ['AWAITING_CURRENCY_AVAILABILITY', undefined, 'pending.AWAITING_CURRENCY_AVAILABILITY'],
    ['MANUAL_ANALYSIS', 'PIX', 'pending.MANUAL_ANALYSIS'],
    ['MANUAL_ANALYSIS', 'CREDIT_CARD', 'pending.MANUAL_ANALYSIS_CREDIT_CARD'],
    ['WAITING_DOCUMENT_APPROVAL', 'PIX', 'pending.WAITING_APPROVAL'],
    ['WAITING_REGISTRATION_APPROVAL', undefined, 'pending.WAITING_APPROVAL'],
    ['WAITING_REGISTRATION_APPROVAL', 'CREDIT_CARD', 'pending.WAITING_APPROVAL_CREDIT_CARD'],
    ['AWAITING_PAYMENT', 'PIX', undefined],
  ])('%s paid by %s → %s', (status, method, key) => {
    const found = pendingMessageKey(status, method);
    expect(found).toBe(key);
    if (found) {
      expect(typeof text('pt-BR', found)).toBe('string');
      expect(typeof text('en-US', found)).toBe('string');
    }
  });

  test('the manual-analysis text promises the bank transfer data by e-mail', () => {
    expect(text('en-US', 'pending.MANUAL_ANALYSIS')).toBe(
      'You will receive an e-mail with the bank transfer data.',
    );
    expect(text('en-US', 'pending.title')).toBe('Reservation completed');
  });
});

describe('the card provider’s word (spec operations §4.2)', () => {
  test.each([
    ['approved', 'COMPLETED'],
    ['APPROVED', 'COMPLETED'],
    ['error', 'FAILED'],
    ['Declined', 'FAILED'],
    ['pending', 'PROCESSING'],
    ['', 'PROCESSING'],
  ])('%j → %s', (word, status) => {
    expect(cardTransactionStatus(word)).toBe(status);
  });
});

describe('remittance transitions (the decision of issue 5)', () => {
  test.each<[RemittanceStatus, RemittanceStatus]>([
    ['AWAITING_PAYMENT', 'PAYMENT_APPROVED'],
    ['PAYMENT_APPROVED', 'PROCESSING'],
    ['PROCESSING', 'COMPLETED'],
    ['AWAITING_PAYMENT', 'CANCELED'],
    ['WAITING_DOCUMENT_APPROVAL', 'AWAITING_PAYMENT'],
    ['CREATED', 'MANUAL_ANALYSIS'],
  ])('%s → %s is allowed', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  test.each<[RemittanceStatus, RemittanceStatus]>([
    ['AWAITING_PAYMENT', 'COMPLETED'],
    ['COMPLETED', 'CANCELED'],
    ['CANCELED', 'AWAITING_PAYMENT'],
    ['PROCESSING', 'AWAITING_PAYMENT'],
  ])('%s → %s is refused', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  test('final statuses lead nowhere; every target is a remittance status', () => {
    expect(REMITTANCE_STATUSES.filter(isFinalRemittanceStatus)).toEqual([
      'COMPLETED',
      'CANCELED',
      'FAILED',
      'SETTLEMENT_FAILED',
      'RETURNED',
      'INBOUND_PAYMENT_LINK_EXPIRED',
    ]);
    for (const targets of Object.values(REMITTANCE_TRANSITIONS)) {
      for (const target of targets) expect(isRemittanceStatus(target)).toBe(true);
    }
  });
});

describe('paper-money transitions (the decision of issue 17)', () => {
  test.each<[PaperMoneyStatus, PaperMoneyStatus]>([
    ['AWAITING_PAYMENT', 'PAYMENT_APPROVED'],
    ['PAYMENT_APPROVED', 'PROCESSING'],
    ['PROCESSING', 'DELIVERED'],
    ['AWAITING_PAYMENT', 'CANCELLED'],
    ['WAITING_REGISTRATION_APPROVAL', 'AWAITING_PAYMENT'],
    ['MANUAL_ANALYSIS', 'AWAITING_PAYMENT'],
  ])('%s → %s is allowed', (from, to) => {
    expect(canPaperMoneyTransition(from, to)).toBe(true);
    expect(canOperationTransition('PAPER_MONEY', from, to)).toBe(true);
  });

  test.each<[PaperMoneyStatus, PaperMoneyStatus]>([
    ['AWAITING_PAYMENT', 'DELIVERED'],
    ['DELIVERED', 'CANCELLED'],
    ['CANCELLED', 'AWAITING_PAYMENT'],
    ['PROCESSING', 'AWAITING_PAYMENT'],
  ])('%s → %s is refused', (from, to) => {
    expect(canPaperMoneyTransition(from, to)).toBe(false);
  });

  test('every target is a paper-money status; DELIVERED and CANCELLED are final', () => {
    for (const targets of Object.values(PAPER_MONEY_TRANSITIONS)) {
      for (const target of targets) expect(PAPER_MONEY_STATUSES).toContain(target);
    }
    expect(PAPER_MONEY_STATUSES.filter((s) => PAPER_MONEY_TRANSITIONS[s].length === 0)).toEqual([
      'CANCELLED',
      'DELIVERED',
    ]);
  });

  test.each([
    ['OUTBOUND', 'AWAITING_PAYMENT', 'CANCELED', true],
    ['OUTBOUND', 'AWAITING_PAYMENT', 'CANCELLED', false],
    ['PAPER_MONEY', 'AWAITING_PAYMENT', 'CANCELED', false],
    ['PAPER_MONEY', 'PROCESSING', 'COMPLETED', false],
    ['INBOUND', 'PROCESSING', 'DELIVERED', false],
  ] as const)('a %s operation: %s → %s is %s', (kind, from, to, allowed) => {
    expect(canOperationTransition(kind, from, to)).toBe(allowed);
  });
});
