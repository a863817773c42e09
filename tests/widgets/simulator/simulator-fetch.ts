import { searchServedCities } from '../../../server/services/paper-money/served-cities';
import type { Agent } from '../../../src/contracts/correspondent';
import type { PurposeCode } from '../../../src/domain/pricing/purpose-codes';
import { fakeQuotationsApi } from './quotation-fixture';

/** Options of {@link simulatorFetch}. */
export interface SimulatorFetchOptions {
  /** Milliseconds until each quotation expires (far in the future by default). */
  validityMs?: number;
  /** The agents of the correspondent. */
  agents?: Agent[];
  /** A clamp message every remittance quotation carries (the amount was below the minimum…). */
  clampMessage?: { code: string; params: string[] };
}

/**
 * A fake `fetch` serving the quotation endpoints from the fake quotations API, recording every
 * URL it was asked for.
 */
export function simulatorFetch(options: SimulatorFetchOptions = {}) {
  const fake = fakeQuotationsApi();
  const urls: URL[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    urls.push(url);
    const query = Object.fromEntries(url.searchParams);
    const remittance = /\/v2\/exchanges\/remittance\/(outbound|inbound)(\/reverse)?$/.exec(
      url.pathname,
    );
    if (remittance) {
      const quotation = await fake.api.remittance(
        remittance[1] === 'inbound' ? 'inbound' : 'outbound',
        {
          currency: query.currency as 'USD',
          value: query.value ?? '0',
          purposeCode: query.purposeCode as PurposeCode,
          coupon: query.coupon,
        },
        { reverse: Boolean(remittance[2]) },
      );
      const expiresAt = new Date(Date.now() + (options.validityMs ?? 3_600_000)).toISOString();
      const clamp = options.clampMessage ? { clampMessage: options.clampMessage } : {};
      return json(200, { ...quotation, ...clamp, expiresAt });
    }
    if (url.pathname.includes('/paper-money/quotations/')) {
      return json(
        200,
        await fake.api.paperMoney('1', { currency: 'USD', value: query.value ?? '0' }),
      );
    }
    if (url.pathname.endsWith('/remittance/currencies')) {
      const codes = (query.currencyCodes ?? '').split(',').filter((code) => code !== 'BRL');
      return json(
        200,
        codes.map((code) => ({
          currencyName: code,
          currencyCode: code,
          // The API writes its configured public origin, not necessarily the one called.
          countryFlagUrl: `http://public.example/api/v2/exchanges/flags/${code.slice(0, 2).toLowerCase()}.svg`,
        })),
      );
    }
    if (url.pathname.includes('/paper-money/currencies/')) {
      return json(200, [
        { currencyName: 'US Dollar', currencyCode: 'USD', countryFlagUrl: '' },
        { currencyName: 'Euro', currencyCode: 'EUR', countryFlagUrl: '' },
      ]);
    }
    if (url.pathname.includes('/coupons/validate/')) {
      const code = decodeURIComponent(url.pathname.split('/').pop() ?? '');
      return code === 'WELCOME10'
        ? json(200, await fake.api.validateCoupon(code))
        : json(422, { statusCode: 422, code: 'INVALID_COUPON', message: 'Invalid coupon!' });
    }
    if (url.pathname.endsWith('/agents')) return json(200, options.agents ?? []);
    if (url.pathname.endsWith('/paper-money/served-cities')) {
      // The served set shipped with the server, searched as the route does.
      const found = searchServedCities(query.q ?? '', 10);
      return json(
        200,
        found.map(({ ibge, name, state }) => ({ ibge, name, state })),
      );
    }
    return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  }) as typeof globalThis.fetch;
  return { fetch, urls, calls: fake.calls };
}
