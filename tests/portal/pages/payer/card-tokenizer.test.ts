import { afterEach, describe, expect, test, vi } from 'vitest';
import { CardTokenizeError, tokenizeCard } from '../../../../portal/pages/payer/card-tokenizer';
import { initialPayerLocale } from '../../../../portal/pages/payer/payer-context';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the card goes to the tokenizer only (issue 16)', () => {
  test('posts the digits, the CVV, the expiry and the zip first five to the sandbox tokenizer', async () => {
    const fetchFn = vi.fn(async () => Response.json({ token: 'tok_abc' }, { status: 201 }));
    vi.stubGlobal('fetch', fetchFn);
    const token = await tokenizeCard({
      cardNumber: '4111 1111 1111 1111',
      cvv: ' 737 ',
      expiry: '12/30',
      zip: '94105-1234',
    });
    expect(token).toBe('tok_abc');
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/sandbox/card-tokenizer/tokens');
    expect(init.credentials).toBe('omit');
    expect(JSON.parse(String(init.body))).toEqual({
      cardNumber: '4111111111111111',
      cvv: '737',
      expiry: '12/30',
      zip: '94105',
    });
  });

  test('a refusal or an answer without a token is an error, never a token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({}, { status: 422 })),
    );
    await expect(
      tokenizeCard({ cardNumber: '1', cvv: '1', expiry: '1', zip: '1' }),
    ).rejects.toBeInstanceOf(CardTokenizeError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ token: '' }, { status: 201 })),
    );
    await expect(
      tokenizeCard({ cardNumber: '1', cvv: '1', expiry: '1', zip: '1' }),
    ).rejects.toBeInstanceOf(CardTokenizeError);
  });
});

describe('the payer page language on opening', () => {
  const storage = (value: string | null) => ({ getItem: () => value });
  test.each([
    ['?lang=es', null, ['en-US'], 'es'],
    ['?lang=fr', null, ['pt-BR'], 'pt-BR'],
    ['', 'en-US', ['es-MX'], 'en-US'],
    ['', null, ['es-AR', 'en'], 'es'],
    ['', null, ['de-DE'], 'en-US'],
  ])('search %j, stored %j, browser %j → %s', (search, stored, languages, locale) => {
    expect(initialPayerLocale(search, storage(stored), languages)).toBe(locale);
  });
});
