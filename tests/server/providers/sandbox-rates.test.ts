import { describe, expect, test } from 'vitest';
import { CURRENCY_CODES } from '../../../src/domain/pricing/currencies';
import {
  SANDBOX_AMPLITUDE,
  SANDBOX_BASE_RATES,
  createSandboxRates,
  sandboxRate,
} from '../../../server/providers/rates/sandbox-rates';

describe('the sandbox rates provider', () => {
  test('quotes every currency of the platform, BRL at exactly one', async () => {
    const snapshot = await createSandboxRates().midRates(new Date('2026-11-23T15:00:00Z'));
    expect(Object.keys(snapshot.rates).sort()).toEqual([...CURRENCY_CODES].sort());
    expect(snapshot.rates.BRL).toBe(1_000_000);
    expect(snapshot.source).toBe('sandbox');
    expect(snapshot.referenceDate).toBe('2026-11-23');
  });

  test.each(CURRENCY_CODES.filter((code) => code !== 'BRL'))(
    '%s stays within 0.3 per cent of its base figure all day',
    (code) => {
      const base = SANDBOX_BASE_RATES[code] * 1_000_000;
      for (let minute = 0; minute < 1440; minute += 7) {
        const rate = sandboxRate(code, minute);
        // Half a unit of the sixth decimal of rounding on top of the amplitude.
        expect(Math.abs(rate - base)).toBeLessThanOrEqual(base * SANDBOX_AMPLITUDE + 0.5);
      }
    },
  );

  test('is the same within a minute and moves from one minute to the next', async () => {
    const rates = createSandboxRates();
    const a = await rates.midRates(new Date('2026-11-23T15:00:05Z'));
    const b = await rates.midRates(new Date('2026-11-23T15:00:55Z'));
    const c = await rates.midRates(new Date('2026-11-23T15:05:00Z'));
    expect(b).toBe(a);
    expect(c.rates.USD).not.toBe(a.rates.USD);
    expect(c.rates.EUR).not.toBe(a.rates.EUR);
  });

  test('is deterministic: the same instant gives the same rates in any process', async () => {
    const at = new Date('2026-11-23T12:34:00Z');
    const first = await createSandboxRates().midRates(at);
    const second = await createSandboxRates().midRates(at);
    expect(second.rates).toEqual(first.rates);
  });

  test('currencies move out of step (each has its own phase)', () => {
    const deviation = (code: 'USD' | 'EUR' | 'GBP') =>
      Math.round((sandboxRate(code, 600) / (SANDBOX_BASE_RATES[code] * 1_000_000) - 1) * 1e5);
    const deviations = new Set([deviation('USD'), deviation('EUR'), deviation('GBP')]);
    expect(deviations.size).toBe(3);
  });
});
