/**
 * Sandbox rates: realistic mid-market BRL rates for every currency of spec operations §3.24 that
 * move a little during the day, so quotes really change and expire (issue 4). The base figures
 * are sandbox figures (round numbers near the market of late 2026), not market data.
 * @module
 */
import type { CurrencyCode } from '../../../src/domain/pricing/currencies';
import { RATE_SCALE, type ScaledRate } from '../../../src/domain/pricing/exchange-rate';
import { brasiliaDay } from '../../../src/domain/tax/tax-table';
import type { RatesProvider, RatesSnapshot } from './rates-provider';

/** Sandbox base figures, BRL per unit (not market data). */
export const SANDBOX_BASE_RATES: Readonly<Record<CurrencyCode, number>> = {
  AED: 1.4568,
  ARS: 0.00369,
  AUD: 3.48,
  BRL: 1,
  CAD: 3.82,
  CHF: 6.65,
  CLP: 0.00565,
  CNY: 0.745,
  COP: 0.00134,
  DKK: 0.831,
  EUR: 6.2,
  GBP: 7.05,
  ILS: 1.43,
  JPY: 0.0348,
  MXN: 0.292,
  NOK: 0.53,
  NZD: 3.15,
  PEN: 1.42,
  RUB: 0.066,
  SEK: 0.565,
  USD: 5.35,
  UYU: 0.133,
  ZAR: 0.296,
};

/** Largest intraday move either way, as a fraction of the base rate (±0.3%). */
export const SANDBOX_AMPLITUDE = 0.003;

/** Full swings of the movement per day: three, so a few minutes already move the sixth decimal. */
const CYCLES_PER_DAY = 3;
const MINUTES_PER_DAY = 24 * 60;
const MS_PER_MINUTE = 60_000;

/**
 * A per-currency phase in [0, 2π) from its code, so the currencies do not move in lockstep and the
 * same code always moves the same way.
 */
function phaseOf(code: string): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 1009;
  return (hash / 1009) * 2 * Math.PI;
}

/**
 * The sandbox mid rate of a currency at a minute of the (UTC) day: the base rate times
 * `1 + 0.3% × sin(2π × 3 × minute / 1440 + phase)`, rounded half-up to the sixth decimal. A
 * smooth, deterministic function of the minute: equal within a minute, different across them.
 * BRL is always exactly 1.
 */
export function sandboxRate(code: CurrencyCode, minuteOfDay: number): ScaledRate {
  const scale = Number(RATE_SCALE);
  if (code === 'BRL') return scale;
  const angle = (2 * Math.PI * CYCLES_PER_DAY * minuteOfDay) / MINUTES_PER_DAY + phaseOf(code);
  const factor = 1 + SANDBOX_AMPLITUDE * Math.sin(angle);
  // Floats stop here: the rate becomes a scaled integer and every later step is integer arithmetic.
  return Math.round(SANDBOX_BASE_RATES[code] * factor * scale);
}

/** The minute of the UTC day of an instant (0–1439). */
export function minuteOfDay(at: Date): number {
  return Math.floor(at.getTime() / MS_PER_MINUTE) % MINUTES_PER_DAY;
}

/**
 * The sandbox rates provider. The snapshot of the current minute is kept in memory: it is the
 * same for every request of that minute, so the hot path allocates nothing.
 */
export function createSandboxRates(): RatesProvider {
  let cached: { minute: number; snapshot: RatesSnapshot } | undefined;
  function snapshotAt(at: Date): RatesSnapshot {
    const minute = Math.floor(at.getTime() / MS_PER_MINUTE);
    if (cached?.minute !== minute) {
      const inDay = minuteOfDay(at);
      const rates: Partial<Record<CurrencyCode, ScaledRate>> = {};
      for (const code of Object.keys(SANDBOX_BASE_RATES) as CurrencyCode[]) {
        rates[code] = sandboxRate(code, inDay);
      }
      cached = { minute, snapshot: { rates, referenceDate: brasiliaDay(at), source: 'sandbox' } };
    }
    return cached.snapshot;
  }
  return {
    midRates: (at) => Promise.resolve(snapshotAt(at)),
  };
}
