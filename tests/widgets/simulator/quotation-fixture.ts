import type {
  PaperMoneyQuotation,
  RemittanceQuotation,
  WireMoneyObject,
} from '../../../src/contracts/quotations';
import type { QuotationsApi } from '../../../src/api/quotations';

const brl = (cents: number): WireMoneyObject => ({
  value: cents,
  divisor: 100,
  precision: 2,
  currency: 'BRL',
});

/** Inputs of {@link remittanceQuotation}. */
export interface QuotationInputs {
  id?: string;
  /** Foreign amount, cents. */
  foreign?: number;
  /** Rate, BRL per unit ×10^6. */
  rate?: number;
  reverse?: boolean;
  currency?: 'USD' | 'EUR' | 'GBP' | 'CAD';
  type?: 'OUTBOUND' | 'INBOUND';
  purposeCode?: RemittanceQuotation['purposeCode'];
  expiresAt?: string;
  couponCents?: number;
}

/** A remittance quotation in the contract's shape: IOF 1.1% (3.5% for SERVICES with IR 25%). */
export function remittanceQuotation(inputs: QuotationInputs = {}): RemittanceQuotation {
  const foreign = inputs.foreign ?? 100_000;
  const rate = inputs.rate ?? 5_500_000;
  const currency = inputs.currency ?? 'USD';
  const purposeCode = inputs.purposeCode ?? 'MAINTENANCE';
  const withoutTax = Math.round((foreign * rate) / 1_000_000);
  const services = purposeCode === 'SERVICES';
  const iofPercentage = services ? 3.5 : 1.1;
  const iof = Math.round((withoutTax * iofPercentage) / 100);
  const ir = services ? Math.round(((withoutTax + iof) * 25) / 100) : 0;
  const coupon = inputs.couponCents ?? 0;
  const bankFee = 2_500;
  const withTax = withoutTax + iof + ir + bankFee - coupon;
  return {
    id: inputs.id ?? 'q-1',
    expiresAt: inputs.expiresAt ?? '2030-01-01T12:05:00.000Z',
    reverse: inputs.reverse ?? false,
    total: {
      withTax: brl(withTax),
      withoutTax: brl(withoutTax),
      withoutDiscount: brl(withTax + coupon),
    },
    tax: {
      iof: { total: brl(iof), percentage: iofPercentage },
      ...(services ? { ir: { total: brl(ir), percentage: 25 } } : {}),
      bankFee: { total: brl(bankFee) },
    },
    deliveryFee: { total: brl(0) },
    vet: {
      value: Math.round((withTax * 10_000) / foreign) * 100,
      divisor: 10_000,
      precision: 4,
      currency: 'BRL',
    },
    miles: { regular: Math.floor(foreign / 100), bonus: Math.floor(foreign / 50) },
    discounts: { coupon: { code: coupon ? 'WELCOME10' : '', total: brl(coupon), discount: 0 } },
    type: inputs.type ?? 'OUTBOUND',
    provider: 'sandbox',
    purposeCode,
    currency: {
      code: currency,
      amount: { value: foreign, divisor: 100, precision: 2, currency },
      offer: { value: rate, divisor: 1_000_000, precision: 6, currency: 'BRL' },
      levelingRate: { value: rate - 100_000, divisor: 1_000_000, precision: 6, currency: 'BRL' },
      spreadPercentage: 2,
      offerUSD: { value: foreign, divisor: 100, precision: 2, currency: 'USD' },
      price: { withTax: { value: 57_000, divisor: 10_000, precision: 4, currency: 'BRL' } },
      minValue: { value: 10_000, divisor: 100, precision: 2, currency },
    },
    clamp: 'NORMAL',
  };
}

/** A paper-money quotation that rounded the amount onto whole notes. */
export function paperMoneyQuotation(foreign = 100_000): PaperMoneyQuotation {
  const base = remittanceQuotation({ foreign });
  return {
    id: 'p-1',
    expiresAt: base.expiresAt,
    reverse: false,
    total: base.total,
    tax: { iof: base.tax.iof, bankFee: base.tax.bankFee },
    deliveryFee: base.deliveryFee,
    vet: base.vet,
    miles: base.miles,
    discounts: base.discounts,
    merchantId: '1',
    price: base.currency.price,
    currency: {
      code: 'USD',
      amount: base.currency.amount,
      offer: base.currency.offer,
      levelingRate: base.currency.levelingRate,
      spreadPercentage: 2,
      offerUSD: base.currency.offerUSD,
      minToSell: { value: 10_000, divisor: 100, precision: 2, currency: 'USD' },
      multiples: [10, 20, 50, 100],
      maxToSell: { value: 300_000, divisor: 100, precision: 2, currency: 'USD' },
    },
    rounding: { method: 'NORMAL', rounded: true },
  };
}

type Call = { kind: string; args: unknown[] };

/**
 * A fake quotations API: the remittance quote answers from the query (foreign = value when direct,
 * value / 5.78 when reverse), records every call, and can be held to answer later.
 */
export function fakeQuotationsApi(overrides: Partial<QuotationsApi> = {}) {
  const calls: Call[] = [];
  let seq = 0;
  const api: QuotationsApi = {
    remittance: async (type, query, options) => {
      calls.push({ kind: 'remittance', args: [type, query, options] });
      seq += 1;
      const value = Number(query.value);
      const foreign = options?.reverse ? Math.floor((value * 1_000_000) / 5_800_000) : value;
      return remittanceQuotation({
        id: `q-${seq}`,
        foreign,
        reverse: options?.reverse ?? false,
        type: type === 'inbound' ? 'INBOUND' : 'OUTBOUND',
        purposeCode: query.purposeCode,
        currency: query.currency as 'USD',
        couponCents: query.coupon ? 5_000 : 0,
      });
    },
    paperMoney: async (merchantId, query, options) => {
      calls.push({ kind: 'paperMoney', args: [merchantId, query, options] });
      return paperMoneyQuotation(Number(query.value));
    },
    paperMoneyCurrencies: async () => [],
    remittanceCurrencies: async () => [],
    validateCoupon: async (code) => {
      calls.push({ kind: 'coupon', args: [code] });
      if (code !== 'WELCOME10')
        throw Object.assign(new Error('Invalid coupon!'), { code: 'INVALID_COUPON' });
      return {
        code,
        valid: true as const,
        kind: 'AMOUNT' as const,
        total: { value: 5_000, divisor: 100, precision: 2, currency: 'BRL' },
        discount: 0,
      };
    },
    tier: async () => ({ isClubDiamond: false }),
    validateManagerToken: async (token) => {
      calls.push({ kind: 'managerToken', args: [token] });
      if (token !== 'GERENTE-DEMO-2026') {
        throw Object.assign(new Error('The token entered is not valid!'), {
          code: 'INVALID_MANAGER_TOKEN',
          body: { message: 'The token entered is not valid!' },
        });
      }
      return { valid: true as const, minimumSpreadPercentage: 0.5 };
    },
    ...overrides,
  };
  return { api, calls };
}
