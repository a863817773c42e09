/**
 * Paper-money amounts in whole banknotes (spec operations §1, §5.1): an amount is rounded to a
 * multiple of the available notes, and the quotation's `rounding {method, rounded}` tells the
 * customer it changed.
 * @module
 */
import type { ClampType } from './clamp';

/** How to move an amount onto the banknote step. */
export type BanknoteRoundingDirection = 'UP' | 'DOWN' | 'NEAREST';

/**
 * The paper-money quotation's `rounding` field (spec operations §3.1, §5.1). `method` is the clamp
 * type — §5.1 reads "the clamp type is the remittance clamp, or the paper-money rounding.method" —
 * so it says whether a bound was hit; `rounded` says whether banknote rounding changed the amount.
 */
export interface BanknoteRounding {
  /** MAXIMUM / NORMAL / MINIMUM, as the remittance clamp. */
  method: ClampType;
  /** Whether the amount the customer asked for was changed to fit the notes. */
  rounded: boolean;
}

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/**
 * The step, in minor units, that every amount payable in these notes is a multiple of: the
 * greatest common divisor of the note values (major units) times 10^decimals. Notes of 10, 20,
 * 50 and 100 USD give 1000 cents; 50 and 100 EUR give 5000. No notes → step 1 (no rounding).
 */
export function banknoteStep(multiples: readonly number[], decimals: number): number {
  let step = 0;
  for (const note of multiples) {
    if (!Number.isSafeInteger(note) || note <= 0) {
      throw new RangeError(`banknote values must be positive integers, got ${note}`);
    }
    step = gcd(step, note);
  }
  return step === 0 ? 1 : step * 10 ** decimals;
}

/**
 * An amount (minor units) moved onto a multiple of `step`: UP to the next multiple, DOWN to the
 * previous one, NEAREST to the closer one with a tie going UP (the customer gets the note they
 * were halfway to). `rounded` is true when the amount changed.
 */
export function roundToBanknotes(
  amount: number,
  step: number,
  direction: BanknoteRoundingDirection = 'NEAREST',
): { amount: number; rounded: boolean } {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError('amount must be a non-negative safe integer');
  }
  if (!Number.isSafeInteger(step) || step <= 0) throw new RangeError('step must be positive');
  const remainder = amount % step;
  if (remainder === 0) return { amount, rounded: false };
  const down = amount - remainder;
  const up = down + step;
  const result =
    direction === 'DOWN' ? down : direction === 'UP' ? up : remainder * 2 >= step ? up : down;
  return { amount: result, rounded: true };
}
