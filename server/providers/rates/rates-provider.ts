/**
 * The port every source of reference exchange rates implements (conventions "The server":
 * providers are ports with a sandbox adapter and a real adapter side by side).
 * @module
 */
import type { CurrencyCode } from '../../../src/domain/pricing/currencies';
import type { ScaledRate } from '../../../src/domain/pricing/exchange-rate';

/** A set of mid-market rates valid at one moment. */
export interface RatesSnapshot {
  /**
   * BRL per one unit of each currency, scaled by 10^6 (`5.35` BRL per USD is `5_350_000`).
   * BRL itself is `1_000_000`. A source may not cover every currency (PTAX publishes ten):
   * a missing currency cannot be quoted.
   */
  rates: Partial<Record<CurrencyCode, ScaledRate>>;
  /** The day the rates refer to, `YYYY-MM-DD` (PTAX: the last published business day). */
  referenceDate: string;
  /** Where the rates come from, for the stored quote and the audit trail (`sandbox`, `PTAX …`). */
  source: string;
}

/** A source of mid-market rates. */
export interface RatesProvider {
  /** The rates in force at `at`. Rejects when the source cannot answer. */
  midRates(at: Date): Promise<RatesSnapshot>;
}
