/**
 * Credit-card installment plans (spec operations §2.4 "credit-card installment options", §3.14,
 * §7.4, §9.6; issue 18), in integer cents.
 *
 * A plan of `n` installments charges the amount plus its interest: the provider's rate for `n`
 * (basis points of the amount, a flat rate over the plan, as Brazilian acquirers quote it to
 * the buyer) applied once, rounded HALF_EVEN to the cent (spec §9.6: the default rounding). The
 * total is split into `n` installments of the total divided by `n` rounded down, the last one
 * absorbing the remainder, so the installments add up to the total to the cent.
 *
 * Worked example: R$ 1.000,00 in 6 installments at 8.49%: interest 100000 × 849 / 10000 =
 * 8490 cents, total 108490; 108490 / 6 = 18081.67 → 18081 for the first five, the last 18085;
 * 5 × 18081 + 18085 = 108490.
 * @module
 */
import { divideRounded } from '../money/rounding';

/** Plans run from 1 to 12 installments. */
export const MAX_INSTALLMENTS = 12;

/** A provider's interest table: the rate in basis points for 1, 2, … installments. */
export type InstallmentRates = readonly number[];

/** One installment plan of an amount. */
export interface InstallmentPlan {
  /** The number of installments, 1 to 12. */
  installments: number;
  /** The amount asked for, in cents (the operation's total). */
  amountRequestedCents: number;
  /** The plan's interest rate in basis points of the amount (849 = 8.49%). */
  interestRateBps: number;
  /** The interest in cents (the installment fee, `credtCardTax` of spec §3.22). */
  interestCents: number;
  /** The amount plus interest (`creditCardTaxTotal`). */
  totalCents: number;
  /** Each installment but the last, in cents. */
  installmentCents: number;
  /** The last installment, which absorbs the remainder (equal to the others or a few cents more). */
  lastInstallmentCents: number;
}

/** The plan of `installments` installments of `amountCents` at `rateBps`. */
export function installmentPlan(
  amountCents: number,
  installments: number,
  rateBps: number,
): InstallmentPlan {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError('amountCents must be a positive integer');
  }
  if (!Number.isInteger(installments) || installments < 1 || installments > MAX_INSTALLMENTS) {
    throw new RangeError(`installments must be 1 to ${MAX_INSTALLMENTS}`);
  }
  if (!Number.isInteger(rateBps) || rateBps < 0) throw new RangeError('rateBps must be ≥ 0');
  const interestCents = Number(
    divideRounded(BigInt(amountCents) * BigInt(rateBps), 10_000n, 'half-even'),
  );
  const totalCents = amountCents + interestCents;
  const installmentCents = Number(divideRounded(BigInt(totalCents), BigInt(installments), 'down'));
  return {
    installments,
    amountRequestedCents: amountCents,
    interestRateBps: rateBps,
    interestCents,
    totalCents,
    installmentCents,
    lastInstallmentCents: totalCents - installmentCents * (installments - 1),
  };
}

/**
 * Every plan of `amountCents` under `rates` (1 to `rates.length` installments, at most 12),
 * leaving out a plan whose installment would be under `minimumInstallmentCents` (1x is always
 * offered).
 */
export function installmentPlans(
  amountCents: number,
  rates: InstallmentRates,
  minimumInstallmentCents = 0,
): InstallmentPlan[] {
  const plans: InstallmentPlan[] = [];
  for (let n = 1; n <= Math.min(rates.length, MAX_INSTALLMENTS); n++) {
    const plan = installmentPlan(amountCents, n, rates[n - 1] ?? 0);
    if (n === 1 || plan.installmentCents >= minimumInstallmentCents) plans.push(plan);
  }
  return plans;
}

/** Whether two plans agree on every figure (the server checks the customer's plan so). */
export function samePlan(a: InstallmentPlan, b: InstallmentPlan): boolean {
  return (
    a.installments === b.installments &&
    a.amountRequestedCents === b.amountRequestedCents &&
    a.interestRateBps === b.interestRateBps &&
    a.interestCents === b.interestCents &&
    a.installmentCents === b.installmentCents
  );
}
