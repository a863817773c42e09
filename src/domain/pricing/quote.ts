/**
 * Prices a quotation: remittance (outbound and inbound) and paper money, direct (the customer
 * types the foreign amount) and reverse (the customer types the BRL amount), with the formulas of
 * spec operations §9.3, the clamps of §5.1 and the availability table of §9.2. Pure integer
 * arithmetic: amounts in minor units, rates scaled by 10^6, percentages in basis points, and
 * every division names its rounding (conventions "Money and rules").
 *
 * Formulas (cents unless said otherwise; e = the foreign currency's ISO 4217 decimals):
 * - offer (customer rate) = mid × (1 + spread) when the customer BUYS foreign currency (outbound,
 *   paper money), mid × (1 − spread) when they SELL it (inbound); half-up to 10^-6.
 * - withoutTax = foreign × offer, half-up to the cent.
 * - IOF = withoutTax × iof%, IR = (withoutTax + IOF) × ir%, both half-up (src/domain/tax).
 * - discount: a coupon of a fixed amount (cents) or a percentage of withoutTax (rounded down),
 *   never more than withoutTax.
 * - BUY:  total.withTax = withoutTax + IOF + IR + bankFee + deliveryFee − discount.
 * - SELL: total.withTax = withoutTax − IOF − IR − bankFee − deliveryFee + discount (what the
 *   customer receives in BRL).
 * - total.withoutTax = total.withTax without IOF and IR; total.withoutDiscount = total.withTax
 *   had there been no coupon.
 * - VET = total.withTax ÷ foreign (BRL per unit, 4 decimals, half-up).
 * - profitability = spread% × withoutTax (§9.3: spreadPercentage / 100 × withoutTax / 100 in
 *   BRL), half-up to the cent.
 * - offerUSD = foreign at the mid-market cross rate, in USD cents, half-up.
 * @module
 */
import { computeIof, type TaxAmount } from '../tax/iof';
import { computeIr } from '../tax/ir';
import {
  BASIS_POINTS_PER_UNIT,
  applyBasisPoints,
  assertNonNegativeInteger,
} from '../tax/basis-points';
import type { TaxRule } from '../tax/tax-table';
import { milesForOffer, type Miles, type MilesRates } from '../loyalty/miles';
import { divideRounded } from '../money/rounding';
import {
  banknoteStep,
  roundToBanknotes,
  type BanknoteRounding,
  type BanknoteRoundingDirection,
} from './banknote';
import { clampAmount, type AmountLimits, type ClampOutcome } from './clamp';
import { minorUnits, checkCurrencyAvailable, type CurrencyCode } from './currencies';
import {
  RATE_SCALE,
  applySpread,
  assertRate,
  foreignToBrlCents,
  foreignToUsdCents,
  type CustomerSide,
  type ScaledRate,
} from './exchange-rate';
import type { PricingResult } from './pricing-error';
import { isPurposeAllowed, type PurposeCode } from './purpose-codes';
import { computeVet } from './vet';

/** The quotation kinds priced here (the money-transfer network is quoted by its partner). */
export type QuotationKind = 'REMITTANCE_OUTBOUND' | 'REMITTANCE_INBOUND' | 'PAPER_MONEY';

/**
 * A coupon's discount. AMOUNT: a fixed number of BRL cents; PERCENTAGE: basis points of the
 * exchange value (withoutTax), rounded down so the discount never exceeds the stated rate.
 */
export type CouponDiscount =
  | { type: 'AMOUNT'; code: string; cents: number }
  | { type: 'PERCENTAGE'; code: string; basisPoints: number };

/** Everything a quotation is priced from. */
export interface QuotationInput {
  /** What is quoted. */
  kind: QuotationKind;
  /** The foreign currency. */
  currency: CurrencyCode;
  /** The purpose; required for remittances, ignored for paper money. */
  purposeCode?: PurposeCode;
  /** false: `amount` is the foreign amount; true: `amount` is the BRL amount (reverse quotation). */
  reverse: boolean;
  /**
   * Direct: minor units of the foreign currency. Reverse: BRL cents the customer wants to pay
   * (outbound, paper money) or to receive (inbound).
   */
  amount: number;
  /** Mid-market rate of the foreign currency, BRL per unit × 10^6. */
  midRate: ScaledRate;
  /** Mid-market rate of the USD, BRL per unit × 10^6, for offerUSD; ignored for USD itself. */
  usdMidRate: ScaledRate;
  /** The spread in basis points: the correspondent's, or the admin's `spreadMaster` override. */
  spreadBasisPoints: number;
  /** The bank fee, BRL cents. */
  bankFee: number;
  /** The delivery fee, BRL cents; 0 or absent when delivery is free (spec operations §9.3). */
  deliveryFee?: number;
  /** The validated coupon, if any. */
  coupon?: CouponDiscount;
  /** The IOF and IR rates in force (see `taxRuleFor`). */
  taxRule: Pick<TaxRule, 'iofBasisPoints' | 'irBasisPoints'>;
  /** The currency's bounds in its minor units; absent means no clamp. */
  limits?: AmountLimits;
  /** Paper money: the available banknote values in major units (the currency's `multiples`). */
  multiples?: readonly number[];
  /** Paper money, direct: how the typed amount moves onto whole notes (default NEAREST). */
  banknoteRounding?: BanknoteRoundingDirection;
  /** Miles per USD 100; absent gives no miles. */
  milesRates?: MilesRates;
}

/** The BRL totals of a quotation, in cents. */
export interface QuotationTotals {
  /** Everything included: what the customer pays (BUY) or receives (SELL). */
  withTax: number;
  /** withTax without IOF and IR. */
  withoutTax: number;
  /** withTax had no coupon been applied. */
  withoutDiscount: number;
}

/** A priced quotation in domain units; the contract's wire shape is built from it. */
export interface PricedQuotation {
  /** What was quoted. */
  kind: QuotationKind;
  /** BUY for outbound and paper money, SELL for inbound. */
  side: CustomerSide;
  /** The foreign currency. */
  currency: CurrencyCode;
  /** The purpose (remittances only). */
  purposeCode?: PurposeCode;
  /** Whether the BRL amount was the input. */
  reverse: boolean;
  /** The foreign amount, minor units, after reverse search, banknote rounding and clamp. */
  foreignAmount: number;
  /** The mid-market rate the spread is levelled on (×10^6). */
  levelingRate: ScaledRate;
  /** The customer's rate (×10^6). */
  offer: ScaledRate;
  /** The spread applied, basis points. */
  spreadBasisPoints: number;
  /** The spread after the coupon, basis points of withoutTax (admins see it). */
  spreadWithDiscountBasisPoints: number;
  /** foreign × offer, BRL cents. */
  withoutTax: number;
  /** IOF. */
  iof: TaxAmount;
  /** IR, when the purpose carries it. */
  ir?: TaxAmount;
  /** BRL cents. */
  bankFee: number;
  /** BRL cents, 0 when free. */
  deliveryFee: number;
  /** The coupon's discount, BRL cents (0 without a coupon). */
  discount: number;
  /** The coupon applied. */
  coupon?: CouponDiscount;
  /** The totals. */
  total: QuotationTotals;
  /** BRL per unit with everything, ×10^4. */
  vet: number;
  /** The correspondent's gross margin, BRL cents (admins see it). */
  profitability: number;
  /** The foreign amount in USD cents at mid-market (limit checks, loyalty). */
  offerUsd: number;
  /** Miles the operation earns. */
  miles: Miles;
  /** Which bound the amount hit. */
  clamp: ClampOutcome;
  /** Paper money only: the `rounding {method, rounded}` field. */
  rounding?: BanknoteRounding;
}

interface PricingContext {
  side: CustomerSide;
  decimals: number;
  offer: ScaledRate;
  iofBasisPoints: number;
  irBasisPoints: number;
  fees: number;
  coupon?: CouponDiscount;
}

interface Amounts {
  withoutTax: number;
  iof: TaxAmount;
  ir?: TaxAmount;
  discount: number;
  total: QuotationTotals;
}

function couponDiscount(coupon: CouponDiscount | undefined, withoutTax: number): number {
  if (!coupon) return 0;
  const raw =
    coupon.type === 'AMOUNT'
      ? coupon.cents
      : applyBasisPoints(withoutTax, coupon.basisPoints, 'down');
  return Math.min(raw, withoutTax);
}

function amountsFor(foreign: number, ctx: PricingContext): Amounts {
  const withoutTax = foreignToBrlCents(foreign, ctx.decimals, ctx.offer, 'half-up');
  const iof = computeIof(withoutTax, ctx.iofBasisPoints);
  const ir =
    ctx.irBasisPoints > 0 ? computeIr(withoutTax, iof.total, ctx.irBasisPoints) : undefined;
  const taxes = iof.total + (ir?.total ?? 0);
  const discount = couponDiscount(ctx.coupon, withoutTax);
  const sign = ctx.side === 'BUY' ? 1 : -1;
  const withTax = withoutTax + sign * (taxes + ctx.fees) - sign * discount;
  return {
    withoutTax,
    iof,
    ...(ir ? { ir } : {}),
    discount,
    total: {
      withTax,
      withoutTax: withTax - sign * taxes,
      withoutDiscount: withTax + sign * discount,
    },
  };
}

/**
 * The largest k ≥ 0 with `fits(k)`, for a `fits` that holds from 0 up to some k and fails after
 * (totals never decrease as the foreign amount grows). Gallops from `guess` to bracket the answer,
 * then bisects: exact, and a handful of steps when the guess is close.
 */
function largestFitting(fits: (k: number) => boolean, guess: number): number {
  if (!fits(0)) return 0;
  let lo: number;
  let hi: number;
  if (fits(guess)) {
    lo = guess;
    let delta = 1;
    while (fits(lo + delta)) {
      lo += delta;
      delta *= 2;
    }
    hi = lo + delta;
  } else {
    hi = guess;
    let delta = 1;
    while (hi - delta > 0 && !fits(hi - delta)) {
      hi -= delta;
      delta *= 2;
    }
    lo = Math.max(0, hi - delta);
  }
  // Invariant: fits(lo) and not fits(hi).
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * A closed-form first guess of the number of steps whose total is `target`: undo the fees, the
 * taxes and the rate, ignoring rounding and the coupon. Only a starting point for the exact search.
 */
function reverseGuess(target: number, step: number, ctx: PricingContext): number {
  const unit = BigInt(BASIS_POINTS_PER_UNIT);
  const sign = ctx.side === 'BUY' ? 1n : -1n;
  const net = BigInt(target) - sign * BigInt(ctx.fees);
  if (net <= 0n) return 0;
  const taxFactor =
    (unit + sign * BigInt(ctx.iofBasisPoints)) * (unit + sign * BigInt(ctx.irBasisPoints));
  if (taxFactor <= 0n) return 0;
  const withoutTax = (net * unit * unit) / taxFactor;
  const foreign =
    (withoutTax * 10n ** BigInt(ctx.decimals) * RATE_SCALE) / (100n * BigInt(ctx.offer));
  return Number(divideRounded(foreign, BigInt(step), 'down'));
}

function assertInputs(input: QuotationInput): void {
  assertNonNegativeInteger(input.amount, 'amount');
  assertNonNegativeInteger(input.bankFee, 'bankFee');
  assertNonNegativeInteger(input.deliveryFee ?? 0, 'deliveryFee');
  assertNonNegativeInteger(input.taxRule.iofBasisPoints, 'iofBasisPoints');
  assertNonNegativeInteger(input.taxRule.irBasisPoints, 'irBasisPoints');
  assertRate(input.midRate, 'midRate');
  if (input.currency !== 'USD') assertRate(input.usdMidRate, 'usdMidRate');
  if (input.coupon?.type === 'AMOUNT') assertNonNegativeInteger(input.coupon.cents, 'coupon.cents');
  if (input.coupon?.type === 'PERCENTAGE') {
    assertNonNegativeInteger(input.coupon.basisPoints, 'coupon.basisPoints');
  }
}

/**
 * Prices a quotation. Business refusals come back as a typed error: CURRENCY_NOT_AVAILABLE
 * ('Currency {0} invalid for this type of operation', spec §9.2) and PURPOSE_NOT_AVAILABLE for a
 * remittance. Malformed inputs (a negative amount, a zero rate) are programming errors and throw a
 * RangeError.
 *
 * Direct: the foreign amount is, for paper money, moved onto whole banknotes (NEAREST unless told),
 * then clamped to the limits. Reverse: the largest foreign amount (a multiple of the banknote step
 * for paper money) whose total.withTax does not exceed `amount` — so a customer never pays more
 * (outbound, paper money) nor is promised more (inbound) than they typed — then clamped; a clamp
 * is reported by the clamp type and message, and the total then differs from the typed amount.
 */
export function priceQuotation(input: QuotationInput): PricingResult<PricedQuotation> {
  assertInputs(input);
  const isPaperMoney = input.kind === 'PAPER_MONEY';
  const side: CustomerSide = input.kind === 'REMITTANCE_INBOUND' ? 'SELL' : 'BUY';
  const purposeCode = isPaperMoney ? undefined : input.purposeCode;
  if (!isPaperMoney) {
    const direction = side === 'SELL' ? 'INBOUND' : 'OUTBOUND';
    if (!purposeCode || !isPurposeAllowed(purposeCode, direction)) {
      return { ok: false, error: { code: 'PURPOSE_NOT_AVAILABLE', params: ['purposeCode'] } };
    }
    const unavailable = checkCurrencyAvailable(input.currency, purposeCode, direction);
    if (unavailable) return { ok: false, error: unavailable };
  }

  const decimals = minorUnits(input.currency);
  const offer = applySpread(input.midRate, input.spreadBasisPoints, side);
  const ctx: PricingContext = {
    side,
    decimals,
    offer,
    iofBasisPoints: input.taxRule.iofBasisPoints,
    irBasisPoints: input.taxRule.irBasisPoints,
    fees: input.bankFee + (input.deliveryFee ?? 0),
    ...(input.coupon ? { coupon: input.coupon } : {}),
  };
  const step = isPaperMoney && input.multiples ? banknoteStep(input.multiples, decimals) : 1;

  let foreign: number;
  let rounded = false;
  if (input.reverse) {
    const fits = (k: number): boolean => amountsFor(k * step, ctx).total.withTax <= input.amount;
    const k = largestFitting(fits, reverseGuess(input.amount, step, ctx));
    foreign = k * step;
    // Notes cost something: had a smaller unit than the note step fitted, the amount was rounded.
    rounded = step > 1 && amountsFor(foreign + 1, ctx).total.withTax <= input.amount;
  } else {
    const notes = roundToBanknotes(input.amount, step, input.banknoteRounding ?? 'NEAREST');
    foreign = notes.amount;
    rounded = notes.rounded;
  }
  const clamp = input.limits
    ? clampAmount(foreign, input.limits, input.currency, decimals, step)
    : ({ amount: foreign, type: 'NORMAL' } satisfies ClampOutcome);
  foreign = clamp.amount;

  const amounts = amountsFor(foreign, ctx);
  const offerUsd =
    input.currency === 'USD'
      ? foreign
      : foreignToUsdCents(foreign, decimals, input.midRate, input.usdMidRate);
  const profitability = applyBasisPoints(amounts.withoutTax, input.spreadBasisPoints, 'half-up');
  const discountBasisPoints =
    amounts.withoutTax === 0
      ? 0
      : Number(
          divideRounded(
            BigInt(amounts.discount) * BigInt(BASIS_POINTS_PER_UNIT),
            BigInt(amounts.withoutTax),
            'half-up',
          ),
        );

  return {
    ok: true,
    value: {
      kind: input.kind,
      side,
      currency: input.currency,
      ...(purposeCode ? { purposeCode } : {}),
      reverse: input.reverse,
      foreignAmount: foreign,
      levelingRate: input.midRate,
      offer,
      spreadBasisPoints: input.spreadBasisPoints,
      spreadWithDiscountBasisPoints: input.spreadBasisPoints - discountBasisPoints,
      withoutTax: amounts.withoutTax,
      iof: amounts.iof,
      ...(amounts.ir ? { ir: amounts.ir } : {}),
      bankFee: input.bankFee,
      deliveryFee: input.deliveryFee ?? 0,
      discount: amounts.discount,
      ...(input.coupon ? { coupon: input.coupon } : {}),
      total: amounts.total,
      vet: computeVet(amounts.total.withTax, foreign, decimals),
      profitability,
      offerUsd,
      miles: input.milesRates
        ? milesForOffer(offerUsd, input.milesRates)
        : { regular: 0, bonus: 0 },
      clamp,
      ...(isPaperMoney ? { rounding: { method: clamp.type, rounded } } : {}),
    },
  };
}
