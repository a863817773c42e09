/**
 * A priced quotation in the wire shape of `src/contracts/quotations.ts`: the one place where
 * domain units (minor units, rates ×10^6, basis points) become the spec's money objects
 * (conventions "Wire types and domain types are distinct, converted in one place").
 * @module
 */
import type {
  PaperMoneyQuotation,
  RemittanceQuotation,
  WireMoneyObject,
} from '../../contracts/quotations';
import { basisPointsToPercentage } from '../tax/basis-points';
import type { AmountLimits } from './clamp';
import { minorUnits, type CurrencyCode } from './currencies';
import { RATE_DECIMALS } from './exchange-rate';
import type { PricedQuotation } from './quote';
import type { QuoteSnapshot } from './quote-snapshot';
import { VET_DECIMALS } from './vet';

function wire(value: number, precision: number, currency: string): WireMoneyObject {
  return { value, divisor: 10 ** precision, precision, currency };
}

const brl = (cents: number): WireMoneyObject => wire(cents, 2, 'BRL');
const rate = (scaled: number): WireMoneyObject => wire(scaled, RATE_DECIMALS, 'BRL');
const foreign = (minor: number, currency: CurrencyCode): WireMoneyObject =>
  wire(minor, minorUnits(currency), currency);

/** What the wire adds to a priced quotation: identity, expiry and the currency's settings. */
export interface WireQuotationMeta {
  /** The stored quotation's id. */
  id: string;
  /** When it expires. */
  expiresAt: Date;
  /** The currency's bounds (minor units) the clamp used. */
  limits: AmountLimits;
  /** Whether to include the admin fields (the `admin/` routes). */
  admin?: boolean;
}

/** What a priced quotation and a quote's snapshot both carry, in the same units. */
type Figures = Pick<PricedQuotation, 'total' | 'iof' | 'ir' | 'bankFee' | 'deliveryFee' | 'vet'>;

/** The totals, taxes, fees and VET of a quotation, on the wire. */
function totalsAndTaxes(q: Figures) {
  return {
    total: {
      withTax: brl(q.total.withTax),
      withoutTax: brl(q.total.withoutTax),
      withoutDiscount: brl(q.total.withoutDiscount),
    },
    tax: {
      iof: { total: brl(q.iof.total), percentage: basisPointsToPercentage(q.iof.basisPoints) },
      ...(q.ir
        ? { ir: { total: brl(q.ir.total), percentage: basisPointsToPercentage(q.ir.basisPoints) } }
        : {}),
      bankFee: { total: brl(q.bankFee) },
    },
    deliveryFee: { total: brl(q.deliveryFee) },
    vet: wire(q.vet, VET_DECIMALS, 'BRL'),
  };
}

function common(q: PricedQuotation, meta: WireQuotationMeta) {
  const coupon = q.coupon;
  return {
    id: meta.id,
    expiresAt: meta.expiresAt.toISOString(),
    reverse: q.reverse,
    ...totalsAndTaxes(q),
    miles: q.miles,
    discounts: {
      coupon: {
        code: coupon?.code ?? '',
        total: brl(q.discount),
        discount: coupon?.type === 'PERCENTAGE' ? basisPointsToPercentage(coupon.basisPoints) : 0,
      },
    },
    ...(meta.admin
      ? {
          admin: {
            profitability: brl(q.profitability),
            spreadPercentage: basisPointsToPercentage(q.spreadBasisPoints),
            spreadWithDiscountPercentage: basisPointsToPercentage(q.spreadWithDiscountBasisPoints),
          },
        }
      : {}),
  };
}

function currencyCommon(q: PricedQuotation) {
  return {
    code: q.currency,
    amount: foreign(q.foreignAmount, q.currency),
    offer: rate(q.offer),
    levelingRate: rate(q.levelingRate),
    spreadPercentage: basisPointsToPercentage(q.spreadBasisPoints),
    offerUSD: wire(q.offerUsd, 2, 'USD'),
  };
}

/** The remittance wire quotation of a priced remittance. */
export function toWireRemittanceQuotation(
  q: PricedQuotation,
  meta: WireQuotationMeta & { provider: string },
): RemittanceQuotation {
  if (q.kind === 'PAPER_MONEY' || !q.purposeCode) {
    throw new TypeError('toWireRemittanceQuotation needs a remittance with its purpose');
  }
  return {
    ...common(q, meta),
    type: q.kind === 'REMITTANCE_INBOUND' ? 'INBOUND' : 'OUTBOUND',
    provider: meta.provider,
    purposeCode: q.purposeCode,
    currency: {
      ...currencyCommon(q),
      price: { withTax: wire(q.vet, VET_DECIMALS, 'BRL') },
      minValue: foreign(meta.limits.min, q.currency),
      ...(meta.limits.max === undefined ? {} : { maxValue: foreign(meta.limits.max, q.currency) }),
    },
    clamp: q.clamp.type,
    ...(q.clamp.message ? { clampMessage: q.clamp.message } : {}),
  };
}

/** The paper-money wire quotation of a priced paper-money quotation. */
export function toWirePaperMoneyQuotation(
  q: PricedQuotation,
  meta: WireQuotationMeta & { merchantId: string; multiples: readonly number[] },
): PaperMoneyQuotation {
  if (q.kind !== 'PAPER_MONEY') throw new TypeError('toWirePaperMoneyQuotation needs paper money');
  return {
    ...common(q, meta),
    merchantId: meta.merchantId,
    price: { withTax: wire(q.vet, VET_DECIMALS, 'BRL') },
    currency: {
      ...currencyCommon(q),
      minToSell: foreign(meta.limits.min, q.currency),
      ...(meta.limits.max === undefined ? {} : { maxToSell: foreign(meta.limits.max, q.currency) }),
      multiples: [...meta.multiples],
    },
    rounding: q.rounding ?? { method: q.clamp.type, rounded: false },
    ...(q.clamp.message ? { clampMessage: q.clamp.message } : {}),
  };
}

/**
 * The wire shape of a {@link QuoteSnapshot}: what an operation stores of the quote it was created
 * from and what its detail shows (spec operations §3.22: amount, rate, IOF, VET, total).
 */
export interface WireQuoteSnapshot {
  /** The quote's own id (not the signed token). */
  id: string;
  kind: QuoteSnapshot['kind'];
  purposeCode?: string;
  reverse: boolean;
  issuedAt: string;
  expiresAt: string;
  currency: {
    code: string;
    amount: WireMoneyObject;
    offer: WireMoneyObject;
    levelingRate: WireMoneyObject;
    spreadPercentage: number;
    offerUSD: WireMoneyObject;
  };
  total: {
    withTax: WireMoneyObject;
    withoutTax: WireMoneyObject;
    withoutDiscount: WireMoneyObject;
  };
  tax: {
    iof: { total: WireMoneyObject; percentage: number };
    ir?: { total: WireMoneyObject; percentage: number };
    bankFee: { total: WireMoneyObject };
  };
  deliveryFee: { total: WireMoneyObject };
  discounts: { coupon: { code: string; total: WireMoneyObject } };
  vet: WireMoneyObject;
}

/** The wire shape of a quote's snapshot (see {@link WireQuoteSnapshot}). */
export function toWireQuoteSnapshot(s: QuoteSnapshot): WireQuoteSnapshot {
  return {
    id: s.id,
    kind: s.kind,
    ...(s.purposeCode === undefined ? {} : { purposeCode: s.purposeCode }),
    reverse: s.reverse,
    issuedAt: new Date(s.issuedAt).toISOString(),
    expiresAt: new Date(s.expiresAt).toISOString(),
    currency: {
      code: s.currency,
      amount: foreign(s.foreignAmount, s.currency),
      offer: rate(s.offer),
      levelingRate: rate(s.levelingRate),
      spreadPercentage: basisPointsToPercentage(s.spreadBasisPoints),
      offerUSD: wire(s.offerUsd, 2, 'USD'),
    },
    ...totalsAndTaxes(s),
    discounts: { coupon: { code: s.coupon ?? '', total: brl(s.discount) } },
  };
}
