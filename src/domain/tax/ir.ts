/**
 * IR, the income tax withheld on payments for SERVICES abroad (spec operations §9.3; design §6).
 * @module
 */
import { applyBasisPoints } from './basis-points';
import type { TaxAmount } from './iof';

/**
 * IR = (withoutTax + IOF) × ir% (spec operations §9.3), in BRL cents, rounded half-up to the
 * cent. The base includes the IOF already rounded to the cent, so the receipt's lines add up.
 * A rate of 0 gives a total of 0.
 */
export function computeIr(withoutTax: number, iof: number, irBasisPoints: number): TaxAmount {
  return {
    total: applyBasisPoints(withoutTax + iof, irBasisPoints, 'half-up'),
    basisPoints: irBasisPoints,
  };
}
