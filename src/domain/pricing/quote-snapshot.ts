/**
 * What a quotation commits to, in domain units: the figures the customer was shown and an
 * operation is created from (design §4 "quotations": the snapshot a signed quotation token
 * carries and the operation stores). Pure data, no identity beyond its own random `id`.
 * @module
 */
import type { TaxAmount } from '../tax/iof';
import type { DeliveryMethod } from '../paper-money/delivery';
import type { CurrencyCode } from './currencies';
import type { PurposeCode } from './purpose-codes';
import type { PricedQuotation, QuotationKind, QuotationTotals } from './quote';

/** How an inbound payer pays (spec operations §3.24), when the quote was asked for one. */
export type InboundPaymentMethod = 'DEBIT_CARD' | 'DEBIT_CARD_LINK' | 'BANK_PATH';

/** A priced quotation's commitments, as the checkout needs them. */
export interface QuoteSnapshot {
  /** The quote's own id: random, unique (an operation records it; one operation per quote). */
  id: string;
  kind: QuotationKind;
  /** The correspondent that quoted: the quote is valid with it alone. */
  correspondentId: number;
  /** The signed-in customer who asked, or null for a quote of the public simulator. */
  userId: number | null;
  /** Remittances only. */
  purposeCode?: PurposeCode;
  /** Paper money only: the agent selling the notes. */
  merchantId?: string;
  /** Paper money only: the delivery kind the fee was priced for (issue 17). */
  deliveryMethod?: DeliveryMethod;
  /** Inbound only, when the quote was priced for one payment method. */
  inboundPaymentMethod?: InboundPaymentMethod;
  currency: CurrencyCode;
  /** Whether the BRL amount was the input. */
  reverse: boolean;
  /** The foreign amount, minor units. */
  foreignAmount: number;
  /** Mid-market rate the spread is levelled on, ×10^6. */
  levelingRate: number;
  /** The customer's rate, ×10^6. */
  offer: number;
  /** The foreign amount in USD cents (operational limits, card limits). */
  offerUsd: number;
  /** The spread applied, basis points. */
  spreadBasisPoints: number;
  /** BRL cents. */
  total: QuotationTotals;
  iof: TaxAmount;
  ir?: TaxAmount;
  /** BRL cents. */
  bankFee: number;
  /** BRL cents. */
  deliveryFee: number;
  /** BRL cents; 0 without a coupon. */
  discount: number;
  /** The coupon code applied, if any. */
  coupon?: string;
  /** BRL per unit with everything, ×10^4 (BCB Res. 277/2022). */
  vet: number;
  /** Milliseconds since the epoch. */
  issuedAt: number;
  /** Milliseconds since the epoch: the quote is not accepted from this instant on. */
  expiresAt: number;
}

/** What a snapshot adds to a priced quotation. */
export interface SnapshotMeta {
  id: string;
  correspondentId: number;
  userId: number | null;
  merchantId?: string;
  deliveryMethod?: DeliveryMethod;
  inboundPaymentMethod?: InboundPaymentMethod;
  issuedAt: Date;
  expiresAt: Date;
}

/** The snapshot of a priced quotation. */
export function quoteSnapshotOf(priced: PricedQuotation, meta: SnapshotMeta): QuoteSnapshot {
  return {
    id: meta.id,
    kind: priced.kind,
    correspondentId: meta.correspondentId,
    userId: meta.userId,
    ...(priced.purposeCode === undefined ? {} : { purposeCode: priced.purposeCode }),
    ...(meta.merchantId === undefined ? {} : { merchantId: meta.merchantId }),
    ...(meta.deliveryMethod === undefined ? {} : { deliveryMethod: meta.deliveryMethod }),
    ...(meta.inboundPaymentMethod === undefined
      ? {}
      : { inboundPaymentMethod: meta.inboundPaymentMethod }),
    currency: priced.currency,
    reverse: priced.reverse,
    foreignAmount: priced.foreignAmount,
    levelingRate: priced.levelingRate,
    offer: priced.offer,
    offerUsd: priced.offerUsd,
    spreadBasisPoints: priced.spreadBasisPoints,
    total: { ...priced.total },
    iof: { ...priced.iof },
    ...(priced.ir === undefined ? {} : { ir: { ...priced.ir } }),
    bankFee: priced.bankFee,
    deliveryFee: priced.deliveryFee,
    discount: priced.discount,
    ...(priced.coupon === undefined ? {} : { coupon: priced.coupon.code }),
    vet: priced.vet,
    issuedAt: meta.issuedAt.getTime(),
    expiresAt: meta.expiresAt.getTime(),
  };
}
