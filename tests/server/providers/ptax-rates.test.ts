import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  PTAX_CURRENCIES,
  PtaxUnavailableError,
  createPtaxRates,
  midOf,
  pickBulletin,
} from '../../../server/providers/rates/ptax-rates';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

function fixture(name: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8'));
}

/** A fetch answering from the recorded bodies: the file for the currency and day, else empty. */
function recordedFetch(options: { failWith?: number } = {}) {
  const urls: string[] = [];
  const fake = (input: string | URL | Request): Promise<Response> => {
    const url = typeof input === 'string' ? input : input.toString();
    urls.push(url);
    if (options.failWith !== undefined) {
      return Promise.resolve(new Response('busy', { status: options.failWith }));
    }
    const day = /@dataCotacao='(\d{2}-\d{2}-\d{4})'/.exec(url)?.[1] ?? '';
    const currency = /@moeda='([A-Z]{3})'/.exec(url)?.[1];
    const name = currency ? `ptax-moeda-${currency}-${day}.json` : `ptax-dolar-${day}.json`;
    const body = fs.existsSync(path.join(FIXTURES, name))
      ? fixture(name)
      : fixture(currency ? 'ptax-moeda-empty.json' : 'ptax-dolar-empty.json');
    return Promise.resolve(Response.json(body));
  };
  return { fetch: fake as typeof fetch, urls };
}

// 15:00 in Brasília (UTC−3).
const at = (day: string) => new Date(`${day}T18:00:00Z`);

describe('the PTAX rates adapter', () => {
  test('reads the closing bulletin of a business day as the mean of buying and selling rates', async () => {
    const { fetch } = recordedFetch();
    const snapshot = await createPtaxRates({ fetch }).midRates(at('2026-11-19'));
    expect(snapshot.referenceDate).toBe('2026-11-19');
    expect(snapshot.source).toBe('PTAX Fechamento 2026-11-19');
    expect(snapshot.rates.USD).toBe(5_341_500);
    // EUR: the 'Fechamento' bulletin (6.1986 / 6.2004), not the later-listed intermediates.
    expect(snapshot.rates.EUR).toBe(6_199_500);
    expect(snapshot.rates.JPY).toBe(34_735);
    expect(snapshot.rates.BRL).toBe(1_000_000);
    expect(Object.keys(snapshot.rates).sort()).toEqual([...PTAX_CURRENCIES, 'BRL'].sort());
  });

  test('on a Sunday after a holiday Friday falls back day by day to Thursday and says so', async () => {
    const { fetch, urls } = recordedFetch();
    const snapshot = await createPtaxRates({ fetch }).midRates(at('2026-11-22'));
    expect(snapshot.referenceDate).toBe('2026-11-19');
    expect(snapshot.rates.USD).toBe(5_341_500);
    const dollarDays = urls
      .filter((url) => url.includes('CotacaoDolarDia'))
      .map((url) => /'(\d{2}-\d{2}-\d{4})'/.exec(url)?.[1]);
    expect(dollarDays).toEqual(['11-22-2026', '11-21-2026', '11-20-2026', '11-19-2026']);
    // The other currencies are read for the day the dollar found, once each.
    expect(urls.filter((url) => url.includes("@moeda='EUR'"))).toHaveLength(1);
  });

  test('asks the service with the documented OData addresses', async () => {
    const { fetch, urls } = recordedFetch();
    await createPtaxRates({ fetch }).midRates(at('2026-11-19'));
    expect(urls).toContain(
      "https://olinda.bcb.gov.br/olinda/service/PTAX/versao/v1/odata/CotacaoDolarDia(dataCotacao=@dataCotacao)?@dataCotacao='11-19-2026'&$format=json",
    );
    expect(urls).toContain(
      "https://olinda.bcb.gov.br/olinda/service/PTAX/versao/v1/odata/CotacaoMoedaDia(moeda=@moeda,dataCotacao=@dataCotacao)?@moeda='EUR'&@dataCotacao='11-19-2026'&$format=json",
    );
  });

  test('keeps a snapshot for an hour, then reads the service again', async () => {
    const { fetch, urls } = recordedFetch();
    const rates = createPtaxRates({ fetch });
    await rates.midRates(new Date('2026-11-19T18:00:00Z'));
    const afterFirst = urls.length;
    await rates.midRates(new Date('2026-11-19T18:59:59Z'));
    expect(urls).toHaveLength(afterFirst);
    await rates.midRates(new Date('2026-11-19T19:00:00Z'));
    expect(urls.length).toBeGreaterThan(afterFirst);
  });

  test('keeps a snapshot for an hour: no second fetch within it, a new one after', async () => {
    const { fetch, urls } = recordedFetch();
    const rates = createPtaxRates({ fetch });
    const read = await rates.midRates(new Date('2026-11-19T18:00:00Z'));
    const fetched = urls.length;
    expect(await rates.midRates(new Date('2026-11-19T18:59:59Z'))).toBe(read);
    expect(urls.length).toBe(fetched);
    await rates.midRates(new Date('2026-11-19T19:00:00Z'));
    expect(urls.length).toBeGreaterThan(fetched);
  });

  test('gives up after seven days without a bulletin', async () => {
    const { fetch, urls } = recordedFetch();
    await expect(createPtaxRates({ fetch }).midRates(at('2026-12-30'))).rejects.toBeInstanceOf(
      PtaxUnavailableError,
    );
    expect(urls).toHaveLength(7);
  });

  test('refuses when the service fails and nothing was read before', async () => {
    const { fetch } = recordedFetch({ failWith: 503 });
    await expect(createPtaxRates({ fetch }).midRates(at('2026-11-19'))).rejects.toThrow(
      'PTAX answered 503',
    );
  });

  test('serves the last snapshot when a refresh fails', async () => {
    const working = recordedFetch();
    const failing = recordedFetch({ failWith: 500 });
    let current = working.fetch;
    const rates = createPtaxRates({ fetch: ((...args) => current(...args)) as typeof fetch });
    const first = await rates.midRates(new Date('2026-11-19T18:00:00Z'));
    current = failing.fetch;
    await expect(rates.midRates(new Date('2026-11-19T20:00:00Z'))).resolves.toBe(first);
  });
});

describe('picking a PTAX bulletin', () => {
  test('before the closing bulletin, takes the latest bulletin of the day', () => {
    const { value } = fixture('ptax-moeda-EUR-11-23-2026.json') as {
      value: Parameters<typeof pickBulletin>[0];
    };
    const bulletin = pickBulletin(value);
    expect(bulletin?.tipoBoletim).toBe('Intermediário');
    expect(bulletin && midOf(bulletin)).toBe(6_213_700);
  });

  test('accepts the closing bulletin under either of its names', () => {
    const base = { cotacaoCompra: 5, cotacaoVenda: 5.0001 };
    const picked = pickBulletin([
      { ...base, dataHoraCotacao: '2026-11-19 10:00:00.000', tipoBoletim: 'Abertura' },
      { ...base, dataHoraCotacao: '2026-11-19 13:00:00.000', tipoBoletim: 'Fechamento PTAX' },
      { ...base, dataHoraCotacao: '2026-11-19 13:30:00.000', tipoBoletim: 'Intermediário' },
    ]);
    expect(picked?.tipoBoletim).toBe('Fechamento PTAX');
    expect(pickBulletin([])).toBeUndefined();
  });
});
