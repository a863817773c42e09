/**
 * The production rates adapter: the Central Bank of Brazil's PTAX reference rates, read from its
 * public OData service (design §6 "Reference rate"). PTAX is published on business days only:
 * for a weekend or a holiday the adapter falls back day by day to the last published day (at most
 * seven days) and reports the date it used. It prefers the closing bulletin ('Fechamento').
 * @module
 */
import * as z from 'zod/mini';
import type { CurrencyCode } from '../../../src/domain/pricing/currencies';
import { RATE_SCALE, type ScaledRate } from '../../../src/domain/pricing/exchange-rate';
import { divideRounded } from '../../../src/domain/money/rounding';
import { brasiliaDay } from '../../../src/domain/tax/tax-table';
import type { RatesProvider, RatesSnapshot } from './rates-provider';

/** The OData root of the PTAX service. */
export const PTAX_BASE_URL = 'https://olinda.bcb.gov.br/olinda/service/PTAX/versao/v1/odata';

/** The currencies PTAX publishes (its `Moedas` list) that the platform trades. */
export const PTAX_CURRENCIES: readonly CurrencyCode[] = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'CHF',
  'JPY',
  'DKK',
  'NOK',
  'SEK',
];

/** How long a snapshot is reused: PTAX changes at most a few times a day. */
export const PTAX_TTL_MS = 60 * 60 * 1000;

/** How many days back the adapter looks for a published bulletin. */
export const PTAX_MAX_FALLBACK_DAYS = 7;

/** The PTAX service could not be read and no earlier snapshot is kept. */
export class PtaxUnavailableError extends Error {
  override readonly name = 'PtaxUnavailableError';
}

const BulletinSchema = z.object({
  cotacaoCompra: z.number().check(z.positive()),
  cotacaoVenda: z.number().check(z.positive()),
  dataHoraCotacao: z.string(),
  // CotacaoDolarDia answers the closing rate alone, without a bulletin type.
  tipoBoletim: z.optional(z.string()),
});
type Bulletin = z.infer<typeof BulletinSchema>;

const AnswerSchema = z.object({ value: z.array(BulletinSchema) });

/** Options of the PTAX adapter; tests inject `fetch` and never reach the network. */
export interface PtaxRatesOptions {
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
  /** The OData root (default {@link PTAX_BASE_URL}). */
  baseUrl?: string;
  /** Snapshot lifetime (default one hour). */
  ttlMs?: number;
  /** Per-request time limit (default 10 s). */
  timeoutMs?: number;
}

/** `YYYY-MM-DD` minus `days` calendar days. */
function daysBefore(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date - days)).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` as PTAX wants it: `MM-DD-YYYY`. */
function ptaxDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}-${date}-${year}`;
}

/** The bulletin to use of one day: the latest closing one, else the latest of any type. */
export function pickBulletin(bulletins: readonly Bulletin[]): Bulletin | undefined {
  const latest = (list: readonly Bulletin[]) =>
    list.reduce<Bulletin | undefined>(
      // Same fixed format on every entry, so the strings order like the instants.
      (best, b) => (best === undefined || b.dataHoraCotacao > best.dataHoraCotacao ? b : best),
      undefined,
    );
  const closing = bulletins.filter((b) => b.tipoBoletim?.startsWith('Fechamento') ?? true);
  return latest(closing) ?? latest(bulletins);
}

/** The mid rate of a bulletin: the mean of the buying and selling rates, ×10^6, half-up. */
export function midOf(bulletin: Bulletin): ScaledRate {
  const scale = Number(RATE_SCALE);
  const buy = Math.round(bulletin.cotacaoCompra * scale);
  const sell = Math.round(bulletin.cotacaoVenda * scale);
  return Number(divideRounded(BigInt(buy + sell), 2n, 'half-up'));
}

interface Found {
  day: string;
  bulletin: Bulletin;
}

/** Creates the PTAX adapter; snapshots are kept in memory for `ttlMs`. */
export function createPtaxRates(options: PtaxRatesOptions = {}): RatesProvider {
  const doFetch = options.fetch ?? fetch;
  const baseUrl = options.baseUrl ?? PTAX_BASE_URL;
  const ttlMs = options.ttlMs ?? PTAX_TTL_MS;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let cached: { at: number; snapshot: RatesSnapshot } | undefined;
  let inFlight: Promise<RatesSnapshot> | undefined;

  function urlFor(currency: CurrencyCode, day: string): string {
    const date = `@dataCotacao='${ptaxDate(day)}'`;
    return currency === 'USD'
      ? `${baseUrl}/CotacaoDolarDia(dataCotacao=@dataCotacao)?${date}&$format=json`
      : `${baseUrl}/CotacaoMoedaDia(moeda=@moeda,dataCotacao=@dataCotacao)?@moeda='${currency}'&${date}&$format=json`;
  }

  async function bulletinsOf(currency: CurrencyCode, day: string): Promise<Bulletin[]> {
    const response = await doFetch(urlFor(currency, day), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new PtaxUnavailableError(`PTAX answered ${response.status}`);
    const parsed = AnswerSchema.safeParse(await response.json());
    if (!parsed.success) throw new PtaxUnavailableError('PTAX answered an unexpected shape');
    return parsed.data.value;
  }

  /** The last published bulletin on or before `day`, looking back at most seven days. */
  async function lastPublished(currency: CurrencyCode, day: string): Promise<Found | undefined> {
    for (let back = 0; back < PTAX_MAX_FALLBACK_DAYS; back += 1) {
      const candidate = daysBefore(day, back);
      const bulletin = pickBulletin(await bulletinsOf(currency, candidate));
      if (bulletin) return { day: candidate, bulletin };
    }
    return undefined;
  }

  async function load(at: Date): Promise<RatesSnapshot> {
    // The dollar finds the reference day; the others are read for that same day, so one snapshot
    // never mixes days unless a currency itself was not published on it.
    const usd = await lastPublished('USD', brasiliaDay(at));
    if (!usd) throw new PtaxUnavailableError('no PTAX bulletin in the last seven days');
    const others = await Promise.all(
      PTAX_CURRENCIES.filter((code) => code !== 'USD').map(
        async (code) => [code, await lastPublished(code, usd.day)] as const,
      ),
    );
    const rates: Partial<Record<CurrencyCode, ScaledRate>> = {
      BRL: Number(RATE_SCALE),
      USD: midOf(usd.bulletin),
    };
    for (const [code, found] of others) if (found) rates[code] = midOf(found.bulletin);
    return {
      rates,
      referenceDate: usd.day,
      source: `PTAX ${usd.bulletin.tipoBoletim ?? 'Fechamento'} ${usd.day}`,
    };
  }

  return {
    midRates(at) {
      if (cached && at.getTime() - cached.at < ttlMs) return Promise.resolve(cached.snapshot);
      inFlight ??= load(at)
        .then((snapshot) => {
          cached = { at: at.getTime(), snapshot };
          return snapshot;
        })
        .catch((error: unknown) => {
          // A stale snapshot beats no quote: PTAX changes once a day.
          if (cached) return cached.snapshot;
          throw error instanceof PtaxUnavailableError
            ? error
            : new PtaxUnavailableError('PTAX could not be read', { cause: error });
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
  };
}
