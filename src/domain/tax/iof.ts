/**
 * IOF, the Brazilian tax on foreign-exchange operations (spec operations §9.3; rates in design §6).
 * @module
 */
import { applyBasisPoints } from './basis-points';

/** An IOF or IR amount together with the rate that produced it. */
export interface TaxAmount {
  /** Tax in BRL cents. */
  total: number;
  /** The rate in basis points (350 = 3.5%). */
  basisPoints: number;
}

/**
 * IOF = withoutTax × iof% (spec operations §9.3), in BRL cents, rounded half-up to the cent
 * (commercial rounding: the cent a customer sees on the receipt, as the bank computes it).
 * `withoutTax` is the exchange value in BRL cents, before any fee or discount.
 */
export function computeIof(withoutTax: number, iofBasisPoints: number): TaxAmount {
  return {
    total: applyBasisPoints(withoutTax, iofBasisPoints, 'half-up'),
    basisPoints: iofBasisPoints,
  };
}
