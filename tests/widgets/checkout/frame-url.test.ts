import { describe, expect, test } from 'vitest';
import {
  checkoutStartUrl,
  embeddedUrl,
  handedOverUrl,
  outboundCheckoutPath,
} from '../../../widgets/checkout/frame-url';

const platform = 'https://fx.example';

describe('outboundCheckoutPath', () => {
  test('is the outbound checkout under the correspondent', () => {
    expect(outboundCheckoutPath('demo')).toBe('/demo/app/checkout/remittance/outbound');
  });

  test('encodes an identifier that would break out of its path segment', () => {
    expect(outboundCheckoutPath('a/b?c')).toBe('/a%2Fb%3Fc/app/checkout/remittance/outbound');
  });
});

describe('checkoutStartUrl', () => {
  function query(url: string): Record<string, string> {
    return Object.fromEntries(new URL(url).searchParams);
  }

  test('opens the outbound checkout with its simulator preselected', () => {
    const url = checkoutStartUrl({ platform, identifier: 'demo' });
    expect(url.startsWith(`${platform}/demo/app/checkout/remittance/outbound?`)).toBe(true);
    expect(query(url)).toEqual({ simulator: 'remittance', remittanceType: 'outbound' });
  });

  test('seeds the simulator with a valid currency (upper-cased) and amount', () => {
    const url = checkoutStartUrl({
      platform,
      identifier: 'demo',
      currency: 'eur',
      amount: '200.5',
    });
    expect(query(url)).toEqual({
      simulator: 'remittance',
      remittanceType: 'outbound',
      currency: 'EUR',
      amount: '200.5',
    });
  });

  test.each(['200', '0.99', '1234567890123', '10.00'])('keeps the amount %s', (amount) => {
    expect(query(checkoutStartUrl({ platform, identifier: 'demo', amount })).amount).toBe(amount);
  });

  test.each(['EURO', 'E1R', 'EU', '', 'US D'])('leaves out the invalid currency %j', (currency) => {
    expect(query(checkoutStartUrl({ platform, identifier: 'demo', currency }))).not.toHaveProperty(
      'currency',
    );
  });

  test.each(['-5', '1,50', '1.234', '1e3', 'abc', '', '12345678901234', '.5'])(
    'leaves out the invalid amount %j',
    (amount) => {
      expect(query(checkoutStartUrl({ platform, identifier: 'demo', amount }))).not.toHaveProperty(
        'amount',
      );
    },
  );

  test('keeps a valid currency when the amount is invalid, and the other way round', () => {
    expect(
      query(checkoutStartUrl({ platform, identifier: 'demo', currency: 'USD', amount: 'x' })),
    ).toMatchObject({ currency: 'USD' });
    expect(
      query(checkoutStartUrl({ platform, identifier: 'demo', currency: 'dollars', amount: '50' })),
    ).toMatchObject({ amount: '50' });
  });
});

describe('handedOverUrl', () => {
  const outbound = `${platform}/demo/app/checkout/remittance/outbound?quotationId=42&currency=USD`;

  test("takes the simulator's outbound checkout of the same platform and correspondent", () => {
    expect(handedOverUrl(outbound, platform, 'demo')).toBe(outbound);
  });

  test('resolves a relative URL against the platform', () => {
    expect(
      handedOverUrl('/demo/app/checkout/remittance/outbound?quotationId=7', platform, 'demo'),
    ).toBe(`${platform}/demo/app/checkout/remittance/outbound?quotationId=7`);
  });

  test.each([
    ['an inbound checkout', `${platform}/demo/app/checkout/remittance/inbound?quotationId=1`],
    ['a paper-money checkout', `${platform}/demo/app/checkout/paper-money/operation?quotationId=1`],
    ['a longer path', `${platform}/demo/app/checkout/remittance/outbound/extra`],
    ['the portal home', `${platform}/demo`],
    ['another identifier', `${platform}/aurora/app/checkout/remittance/outbound?quotationId=1`],
    ['another origin', 'https://evil.example/demo/app/checkout/remittance/outbound'],
    ['another port', 'https://fx.example:8443/demo/app/checkout/remittance/outbound'],
    ['another scheme', 'http://fx.example/demo/app/checkout/remittance/outbound'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('leaves %s to the simulator', (_, url) => {
    expect(handedOverUrl(url, platform, 'demo')).toBeUndefined();
  });

  test('refuses anything when the platform is not a valid base', () => {
    expect(handedOverUrl('/demo/app/checkout/remittance/outbound', '', 'demo')).toBeUndefined();
  });
});

describe('embeddedUrl', () => {
  test('adds the host origin and the language, keeping the quotation query', () => {
    const url = new URL(
      embeddedUrl(
        `${platform}/demo/app/checkout/remittance/outbound?quotationId=42&currency=USD`,
        'https://shop.example',
        'en-US',
      ),
    );
    expect(url.origin + url.pathname).toBe(`${platform}/demo/app/checkout/remittance/outbound`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      quotationId: '42',
      currency: 'USD',
      'fx-embed': 'https://shop.example',
      lang: 'en-US',
    });
  });

  test('replaces an fx-embed or lang the URL already carried instead of repeating them', () => {
    const url = new URL(
      embeddedUrl(
        `${platform}/demo/app/checkout/remittance/outbound?fx-embed=https%3A%2F%2Fevil.example&lang=en-US`,
        'https://shop.example',
        'pt-BR',
      ),
    );
    expect(url.searchParams.getAll('fx-embed')).toEqual(['https://shop.example']);
    expect(url.searchParams.getAll('lang')).toEqual(['pt-BR']);
  });
});
