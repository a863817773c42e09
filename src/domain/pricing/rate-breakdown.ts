/**
 * The rate the customer pays and what it is made of (issue 19, items 2 and 3; spec operations
 * §2.3 "More Details", §3.22, §9.3; BCB Res. 277/2022 on disclosing the VET): one ordered list
 * of figures that the simulator, the checkout summary, the success page and the operation detail
 * all show, with the same names, from the quotation's own figures (never recomputed).
 *
 * Order: the customer's rate (mid × (1 ± spread), the headline's), the commercial reference rate
 * it is levelled on, the spread in %, IOF and IR each with its percentage, the bank fee, the
 * delivery fee and the discount when there is one, the VET, the total.
 * @module
 */
import type { WireMoneyObject } from '../../contracts/quotations';

/** The figures a breakdown is read from: a quotation, or the snapshot an operation stored. */
export interface RateFigures {
  currency: {
    /** The customer's rate, BRL per unit (precision 6). */
    offer: WireMoneyObject;
    /** The commercial reference (mid-market) rate the spread is levelled on. */
    levelingRate: WireMoneyObject;
    /** The spread, percent. */
    spreadPercentage: number;
  };
  tax: {
    iof: { total: WireMoneyObject; percentage: number };
    ir?: { total: WireMoneyObject; percentage: number } | undefined;
    bankFee: { total: WireMoneyObject };
  };
  deliveryFee: { total: WireMoneyObject };
  discounts: { coupon: { total: WireMoneyObject } };
  /** BRL per unit with everything included (precision 4). */
  vet: WireMoneyObject;
  total: { withTax: WireMoneyObject };
}

/** Which figure a row is; also the last part of its label key (`simulator.breakdown.<key>`). */
export type BreakdownKey =
  | 'rate'
  | 'commercialRate'
  | 'spread'
  | 'iof'
  | 'ir'
  | 'bankFee'
  | 'deliveryFee'
  | 'discount'
  | 'vet'
  | 'total';

/** One row: a rate (4 decimals), an amount (2 decimals) or a bare percentage (the spread). */
export interface BreakdownRow {
  key: BreakdownKey;
  /** The amount or rate shown; absent for the spread. */
  money?: WireMoneyObject;
  /** Decimals to show `money` with: 4 for rates and the VET, 2 for amounts (ui-guide). */
  decimals: 2 | 4;
  /** The percentage: the spread's value, or the tax's rate shown in its label. */
  percentage?: number;
}

/**
 * The rows of a quotation's breakdown, in the order every screen shows them. With
 * `deliveryFee` (paper money, where the delivery kind decides it) the delivery fee row is there
 * even when the fee is zero, so the customer reads that delivery is free.
 */
export function rateBreakdown(
  figures: RateFigures,
  options: { deliveryFee?: boolean } = {},
): BreakdownRow[] {
  const { currency, tax } = figures;
  const rows: BreakdownRow[] = [
    { key: 'rate', money: currency.offer, decimals: 4 },
    { key: 'commercialRate', money: currency.levelingRate, decimals: 4 },
    { key: 'spread', decimals: 2, percentage: currency.spreadPercentage },
    { key: 'iof', money: tax.iof.total, decimals: 2, percentage: tax.iof.percentage },
  ];
  if (tax.ir)
    rows.push({ key: 'ir', money: tax.ir.total, decimals: 2, percentage: tax.ir.percentage });
  rows.push({ key: 'bankFee', money: tax.bankFee.total, decimals: 2 });
  if (options.deliveryFee || figures.deliveryFee.total.value > 0) {
    rows.push({ key: 'deliveryFee', money: figures.deliveryFee.total, decimals: 2 });
  }
  if (figures.discounts.coupon.total.value > 0) {
    rows.push({ key: 'discount', money: figures.discounts.coupon.total, decimals: 2 });
  }
  rows.push({ key: 'vet', money: figures.vet, decimals: 4 });
  rows.push({ key: 'total', money: figures.total.withTax, decimals: 2 });
  return rows;
}

/**
 * Only the breakdown's figures of a quotation or stored snapshot (what an operation's answers
 * carry as `rateFigures`), so nothing else of the stored quote leaks into an answer.
 */
export function rateFiguresOf(figures: RateFigures): RateFigures {
  const { currency, tax } = figures;
  return {
    currency: {
      offer: currency.offer,
      levelingRate: currency.levelingRate,
      spreadPercentage: currency.spreadPercentage,
    },
    tax: {
      iof: { total: tax.iof.total, percentage: tax.iof.percentage },
      ...(tax.ir ? { ir: { total: tax.ir.total, percentage: tax.ir.percentage } } : {}),
      bankFee: { total: tax.bankFee.total },
    },
    deliveryFee: { total: figures.deliveryFee.total },
    discounts: { coupon: { total: figures.discounts.coupon.total } },
    vet: figures.vet,
    total: { withTax: figures.total.withTax },
  };
}
