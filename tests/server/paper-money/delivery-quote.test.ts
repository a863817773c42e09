import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { quoteSnapshot } from '../quotations/signed-quote';
import { buildTestApp, TEST_QUOTE_KEY, type TestApp } from '../test-app';
import { agentsOf, quotePaperMoney } from './paper-money-fixtures';

const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';

describe(`the paper-money quotation's delivery method (${target})`, () => {
  let t: TestApp;
  let merchant: number;
  const anonymous = { correspondent_id: '1', 'accept-language': 'en-US' };

  beforeAll(async () => {
    t = await buildTestApp();
    merchant = (await agentsOf(t.db)).delivering[0] ?? 0;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('home delivery (the default) prices the R$ 29,90 fee in; shop and ATM are free', async () => {
    const byDefault = await quotePaperMoney(t, anonymous, { merchantId: merchant });
    const shipment = await quotePaperMoney(t, anonymous, {
      merchantId: merchant,
      deliveryMethod: 'shipment',
    });
    const shop = await quotePaperMoney(t, anonymous, {
      merchantId: merchant,
      deliveryMethod: 'shop',
    });
    const atm = await quotePaperMoney(t, anonymous, {
      merchantId: merchant,
      deliveryMethod: 'withdrawal',
    });
    expect([byDefault, shipment, shop, atm].map((quote) => quote.deliveryFee)).toEqual([
      2990, 2990, 0, 0,
    ]);
    expect(shipment.total - shop.total).toBe(2990);
    expect(quoteSnapshot(byDefault.id)).toMatchObject({
      deliveryMethod: 'shipment',
      deliveryFee: 2990,
    });
    expect(quoteSnapshot(atm.id)).toMatchObject({ deliveryMethod: 'withdrawal', deliveryFee: 0 });
  });

  test('an unknown delivery method is a 422', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/exchanges/paper-money/quotations/${merchant}?currency=USD&value=100000&deliveryMethod=drone`,
      headers: anonymous,
    });
    expect(response.statusCode).toBe(422);
  });

  test('a token signed before quotes carried the method still reads (no method)', () => {
    const snapshot = quoteSnapshot(oldFormatToken('abcdefghijklmnop'));
    expect(snapshot).toMatchObject({ kind: 'PAPER_MONEY', deliveryFee: 2990 });
    expect(snapshot.deliveryMethod).toBeUndefined();
  });
});

/** A token of the test key over a paper-money payload of the format before `dm` existed. */
function oldFormatToken(id: string): string {
  const payload = {
    i: id,
    k: 'PAPER_MONEY',
    c: 1,
    u: null,
    m: '1',
    x: 'USD',
    r: false,
    a: 100_000,
    l: 5_000_000,
    o: 5_200_000,
    d: 100_000,
    s: 400,
    t: [530_000, 520_000, 530_000],
    f: [5_000, 110],
    b: 0,
    df: 2990,
    dc: 0,
    v: 53_000,
    ia: Date.now(),
    e: Date.now() + 60_000,
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signed = `${TEST_QUOTE_KEY.id}.${encoded}`;
  const mac = createHmac('sha256', TEST_QUOTE_KEY.secret).update(signed).digest('base64url');
  return `${signed}.${mac}`;
}
