/**
 * Fixtures of the paper-money reports' tests (issue 17): history rows and a purchase's detail,
 * as `GET /v1/transactions/users/{document}[/operations/{id}]` answer them.
 * @module
 */
import type {
  PaperMoneyDetail,
  PaperMoneyList,
  PaperMoneyListItem,
} from '../../../src/contracts/paper-money';
import { fromNow, rateFiguresFixture } from './operations-fixtures';

const brl = (value: number) => ({ value, divisor: 100, precision: 2, currency: 'BRL' });
const usd = (value: number) => ({ value, divisor: 100, precision: 2, currency: 'USD' });
const rate = (value: number) => ({ value, divisor: 1_000_000, precision: 6, currency: 'BRL' });

/** A history row: USD 1,000.00 by home delivery, awaiting payment. */
export function paperMoneyItemFixture(
  overrides: Partial<PaperMoneyListItem> = {},
): PaperMoneyListItem {
  return {
    id: 42,
    status: 'AWAITING_PAYMENT',
    currency: 'USD',
    deliveryMethod: 'shipment',
    createdAt: '2026-11-22T17:05:00.000Z',
    amount: usd(100000),
    total: brl(560000),
    withdrawalCode: null,
    ...overrides,
  };
}

/** A history page. */
export function paperMoneyListFixture(
  items: PaperMoneyListItem[],
  total = items.length,
  page = 1,
): PaperMoneyList {
  return { items, page, limit: 10, total };
}

/** A purchase's detail: USD 1,000.00 by home delivery, awaiting payment by dynamic PIX. */
export function paperMoneyDetailFixture(
  overrides: Partial<PaperMoneyDetail> = {},
): PaperMoneyDetail {
  return {
    id: 42,
    type: 'PAPERMONEY',
    status: 'AWAITING_PAYMENT',
    createdAt: '2026-11-22T17:05:00.000Z',
    serverTime: new Date().toISOString(),
    paymentMethod: 'DYNAMIC_PIX',
    amount: usd(100000),
    quotationTax: rate(5_512_300),
    quotationIOF: brl(6063),
    quotationVET: rate(5_602_900),
    rateFigures: rateFiguresFixture({
      offer: 5_512_300,
      mid: 5_430_800,
      spread: 1.5,
      iof: 6063,
      iofPercentage: 1.1,
      bankFee: 0,
      deliveryFee: 2990,
      vet: 56_029,
      total: 563280,
    }),
    deliveryFee: brl(2990),
    totalValue: brl(563280),
    credtCardTax: null,
    creditCardTaxTotal: null,
    cardPayment: null,
    deliveryType: 'shipment',
    deliveryAddress: 'Rua das Flores, 100 – Centro, São Paulo – SP',
    agent: null,
    receiverName: 'Bruno Receptor',
    receiverDocument: '***.456.789-**',
    requesterName: 'Ana Cliente Demo',
    expectedDeliveryDate: '2026-11-25',
    withdrawal: null,
    events: [{ status: 'AWAITING_PAYMENT', at: '2026-11-22T17:05:00.000Z' }],
    paymentExpiresAt: fromNow(30 * 60 * 1000),
    ...overrides,
  };
}

/** A withdrawal ready at the ATM: code 4821-7730, available until 30/11/2026. */
export function readyWithdrawalFixture(): PaperMoneyDetail {
  return paperMoneyDetailFixture({
    status: 'DELIVERED',
    deliveryType: 'withdrawal',
    deliveryFee: brl(0),
    totalValue: brl(560290),
    deliveryAddress: null,
    receiverName: null,
    receiverDocument: null,
    expectedDeliveryDate: null,
    paymentExpiresAt: null,
    withdrawal: { code: '4821-7730', availableUntil: '2026-11-30T20:00:00.000Z' },
    events: [
      { status: 'AWAITING_PAYMENT', at: '2026-11-22T17:05:00.000Z' },
      { status: 'PAYMENT_APPROVED', at: '2026-11-22T17:10:00.000Z' },
      { status: 'PROCESSING', at: '2026-11-22T17:10:05.000Z' },
      { status: 'DELIVERED', at: '2026-11-23T12:00:00.000Z' },
    ],
  });
}
