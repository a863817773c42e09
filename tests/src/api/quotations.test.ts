import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { ResponseContractError, UnprocessableEntityError } from '../../../src/api/errors';
import { EmptyQueryError } from '../../../src/api/quotations';
import type { RemittanceQuotationQuery } from '../../../src/contracts/quotations';
import {
  paperMoneyQuotation,
  remittanceQuotation,
} from '../../widgets/simulator/quotation-fixture';
import { createFakeFetch } from './fake-fetch';

const BASE = 'https://fx.example.com/api';

function client() {
  const fake = createFakeFetch();
  const api = createApiClient({ baseURL: BASE, fetch: fake.fetch });
  return { fake, api };
}

const query: RemittanceQuotationQuery = {
  currency: 'USD',
  value: '100000',
  purposeCode: 'MAINTENANCE',
  personType: 'PHYSICAL',
};

describe('quotation calls', () => {
  test('asks the direct remittance quotation with the query and parses it', async () => {
    const { fake, api } = client();
    fake.respond(200, remittanceQuotation());
    const quotation = await api.quotations.remittance('outbound', { ...query, coupon: '' });
    expect(quotation.id).toBe('q-1');
    const url = new URL(fake.requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/v2/exchanges/remittance/outbound');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      currency: 'USD',
      value: '100000',
      purposeCode: 'MAINTENANCE',
      personType: 'PHYSICAL',
    });
  });

  test('uses the /reverse and admin/ path variants', async () => {
    const { fake, api } = client();
    fake.respond(200, remittanceQuotation({ reverse: true, type: 'INBOUND' }));
    await api.quotations.remittance('inbound', query, { reverse: true, admin: true });
    expect(new URL(fake.requests[0]?.url ?? '').pathname).toBe(
      '/api/v2/exchanges/remittance/admin/inbound/reverse',
    );
  });

  test('sends paper money reverse as a flag and the merchant in the path', async () => {
    const { fake, api } = client();
    fake.respond(200, paperMoneyQuotation());
    const quotation = await api.quotations.paperMoney(
      '1',
      { currency: 'USD', value: '58000' },
      { reverse: true },
    );
    expect(quotation.rounding.rounded).toBe(true);
    const url = new URL(fake.requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/v2/exchanges/paper-money/quotations/1');
    expect(url.searchParams.get('reverse')).toBe('true');
  });

  test('sends the delivery method the fee is priced for (issue 17)', async () => {
    const { fake, api } = client();
    fake.respond(200, paperMoneyQuotation());
    await api.quotations.paperMoney('1', {
      currency: 'USD',
      value: '58000',
      deliveryMethod: 'withdrawal',
    });
    const url = new URL(fake.requests[0]?.url ?? '');
    expect(url.searchParams.get('deliveryMethod')).toBe('withdrawal');
  });

  test('refuses an empty query before any request', async () => {
    const { fake, api } = client();
    const empty = {
      currency: '',
      value: '',
      purposeCode: '',
    } as unknown as RemittanceQuotationQuery;
    await expect(api.quotations.remittance('outbound', empty)).rejects.toThrow(
      'Requested query is missing or empty',
    );
    await expect(api.quotations.remittanceCurrencies([])).rejects.toBeInstanceOf(EmptyQueryError);
    await expect(
      api.quotations.paperMoney('1', { currency: 'USD', value: '' }),
    ).rejects.toMatchObject({ code: 'EMPTY_QUERY' });
    await expect(api.quotations.validateCoupon(' ')).rejects.toBeInstanceOf(EmptyQueryError);
    expect(fake.requests).toHaveLength(0);
  });

  test('lists currencies, validates a coupon and reads the tier', async () => {
    const { fake, api } = client();
    fake
      .respond(200, [{ currencyName: 'US Dollar', currencyCode: 'USD', countryFlagUrl: '/us.svg' }])
      .respond(200, {
        code: 'WELCOME10',
        valid: true,
        kind: 'AMOUNT',
        total: { value: 1000, divisor: 100, precision: 2, currency: 'BRL' },
        discount: 0,
      })
      .respond(200, { isClubDiamond: true });
    expect(await api.quotations.remittanceCurrencies(['USD', 'EUR'])).toHaveLength(1);
    expect((await api.quotations.validateCoupon('WELCOME10')).kind).toBe('AMOUNT');
    expect(await api.quotations.tier('123.456.789-09')).toEqual({ isClubDiamond: true });
    const urls = fake.requests.map((request) => new URL(request.url));
    expect(urls[0]?.searchParams.get('currencyCodes')).toBe('USD,EUR');
    expect(urls[1]?.pathname).toBe('/api/v2/exchanges/coupons/validate/WELCOME10');
    expect(urls[2]?.pathname).toBe('/api/v2/exchanges/miles/client/12345678909/tier');
  });

  test('validates a manager token by POST, trimmed; an empty one fails before any request', async () => {
    const { fake, api } = client();
    fake.respond(200, { valid: true, minimumSpreadPercentage: 0.5 });
    expect(await api.quotations.validateManagerToken(' GERENTE-1 ')).toEqual({
      valid: true,
      minimumSpreadPercentage: 0.5,
    });
    const [sent] = fake.requests;
    expect(sent?.method).toBe('POST');
    expect(new URL(sent?.url ?? '').pathname).toBe(
      '/api/v2/exchanges/admin/manager-tokens/validate',
    );
    expect(JSON.parse(String(sent?.body))).toEqual({ token: 'GERENTE-1' });
    await expect(api.quotations.validateManagerToken('  ')).rejects.toBeInstanceOf(EmptyQueryError);
    expect(fake.requests).toHaveLength(1);
  });

  test("a manager token not in force: 'The token entered is not valid!'", async () => {
    const { fake, api } = client();
    fake.respond(422, {
      statusCode: 422,
      code: 'INVALID_MANAGER_TOKEN',
      message: 'The token entered is not valid!',
    });
    await expect(api.quotations.validateManagerToken('NOPE')).rejects.toThrow(
      'The token entered is not valid!',
    );
  });

  test('turns an invalid coupon into a typed error with the API message', async () => {
    const { fake, api } = client();
    fake.respond(422, { statusCode: 422, code: 'INVALID_COUPON', message: 'Invalid coupon!' });
    const failure = api.quotations.validateCoupon('NOPE');
    await expect(failure).rejects.toBeInstanceOf(UnprocessableEntityError);
    await expect(failure).rejects.toThrow('Invalid coupon!');
  });

  test('fails loudly when the answer does not match the contract', async () => {
    const { fake, api } = client();
    fake.respond(200, { id: 'q-1' });
    await expect(api.quotations.remittance('outbound', query)).rejects.toBeInstanceOf(
      ResponseContractError,
    );
  });
});
