import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLifecycleWorker } from '../../../server/jobs/remittance-lifecycle';
import { PIX_QR_VALIDITY_MS } from '../../../src/domain/operations/expiries';
import { quoteSnapshot } from '../quotations/signed-quote';
import { buildTestApp, type TestApp } from '../test-app';
import { movableClock } from '../payments/payment-fixtures';
import { insertUpload } from '../uploads/upload-records';
import { EMPRESA, cnpjOf, insertCustomer, signedIn, userId } from '../customers/customer-fixtures';

const NO_LIMIT = { email: 'empresa-sem-limite@demo.test', cnpj: cnpjOf('334455660001') };
const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';

const broker = {
  name: 'Interactive Brokers LLC',
  country: 'US',
  bankCountry: 'US',
  currency: 'USD',
  achCode: '021000021',
  swiftCode: 'chas us 33',
  accountNumber: '000987654321',
  bankName: 'JPMorgan Chase',
  zipCode: '06830',
  address: 'One Pickwick Plaza, Greenwich, CT',
};

describe(`a company's capital limit at checkout (${target})`, () => {
  let t: TestApp;
  const clock = movableClock();
  const headers: Record<string, Record<string, string>> = {};
  const brokerOf: Record<string, number> = {};
  const companies = { empresa: EMPRESA, semLimite: NO_LIMIT } as const;
  type Who = keyof typeof companies;

  beforeAll(async () => {
    t = await buildTestApp({ clock, lifecycle: false, outbox: false });
    await insertCustomer(t.db, {
      email: NO_LIMIT.email,
      name: 'Empresa Sem Limite Comercial Ltda',
      cnpj: NO_LIMIT.cnpj,
      correspondents: [1],
    });
    for (const who of ['empresa', 'semLimite'] as const) {
      headers[who] = await signedIn(t.app, companies[who].email);
      const saved = await t.app.inject({
        method: 'POST',
        url: `/api/customers/v1/legals/${companies[who].cnpj}/investmentBroker`,
        headers: headers[who],
        payload: broker,
      });
      expect(saved.statusCode).toBe(201);
      brokerOf[who] = saved.json<{ id: number }>().id;
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  /** A fresh USD 1,000.00 quote (INVESTMENTS) of `who` and its USD cents. */
  async function quote(who: Who): Promise<{ id: string; usd: number }> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/exchanges/remittance/outbound?currency=USD&value=100000&purposeCode=INVESTMENTS&personType=LEGAL',
      headers: headers[who],
    });
    expect(response.statusCode).toBe(200);
    const id = response.json<{ id: string }>().id;
    return { id, usd: quoteSnapshot(id).offerUsd };
  }

  /** Creates an operation of `who` from a fresh quote: its id and status. */
  async function create(who: Who): Promise<{ id: number; status: string }> {
    const { id: quotationId } = await quote(who);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/remittances/',
      headers: { ...headers[who], 'idempotency-key': randomUUID() },
      payload: {
        accountId: null,
        clientCpf: null,
        clientCnpj: companies[who].cnpj,
        quotationId,
        investmentBrokerId: brokerOf[who],
        payment: { method: 'PIX' },
        serviceInfo: { id: 'INVESTMENTS' },
        reason: 'Investimento no exterior',
        documents: [await insertUpload(t.db, companies[who].email)],
        termsAccepted: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: number; status: { key: string } }>();
    return { id: body.id, status: body.status.key };
  }

  async function limitOf(who: Who) {
    const row = await t.db
      .selectFrom('operational_limits')
      .select(['limit_usd_cents', 'used_usd_cents'])
      .where('user_id', '=', await userId(t.db, companies[who].email))
      .executeTakeFirstOrThrow();
    return { limit: Number(row.limit_usd_cents), used: Number(row.used_usd_cents) };
  }

  async function setLimit(limit: number, used: number) {
    await t.db
      .updateTable('operational_limits')
      .set({ limit_usd_cents: limit, used_usd_cents: used })
      .where('user_id', '=', await userId(t.db, EMPRESA.email))
      .execute();
  }

  /** The company limit e-mails queued for `email` so far (subjects), oldest first. */
  async function limitMails(email: string): Promise<string[]> {
    const rows = await t.db
      .selectFrom('mail_messages')
      .select(['subject', 'id'])
      .where('to_address', '=', email)
      .where('kind', '=', 'company-limit-used')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.subject);
  }

  test('within the limit the operation reserves it and awaits payment', async () => {
    const before = await limitOf('empresa');
    const { usd } = await quote('empresa');
    const created = await create('empresa');
    expect(created.status).toBe('AWAITING_PAYMENT');
    expect((await limitOf('empresa')).used).toBe(before.used + usd);
    const row = await t.db
      .selectFrom('remittances')
      .select(['reserved_usd_cents', 'limit_period'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.reserved_usd_cents)).toBe(usd);
    expect(row.limit_period).toBe('CAPITAL_FINANCIAL');
  });

  test('over the limit: MANUAL_ANALYSIS and nothing reserved', async () => {
    const { usd } = await quote('empresa');
    await setLimit(10_000_000, 10_000_000 - usd + 1);
    const created = await create('empresa');
    expect(created.status).toBe('MANUAL_ANALYSIS');
    expect((await limitOf('empresa')).used).toBe(10_000_000 - usd + 1);
  });

  test('a company without a capital limit goes to MANUAL_ANALYSIS, as an individual without one', async () => {
    const created = await create('semLimite');
    expect(created.status).toBe('MANUAL_ANALYSIS');
    const limits = await t.db
      .selectFrom('operational_limits')
      .selectAll()
      .where('user_id', '=', await userId(t.db, NO_LIMIT.email))
      .execute();
    expect(limits).toEqual([]);
    // Its limit card keeps the spec's defaults.
    const limit = await t.app.inject({
      url: `/api/customers/v1/legals/${NO_LIMIT.cnpj}/limit`,
      headers: headers.semLimite,
    });
    expect(limit.json()).toMatchObject({ utilizado: 0, requestChangeFail: true });
  });

  test('the limit e-mails: once per crossing of 50%, 85% and 100%, again after a release', async () => {
    const { usd } = await quote('empresa');
    // Each operation is 20% of the limit.
    const max = usd * 5;
    const pct = (percent: number) => Math.round((max * percent) / 100);
    await setLimit(max, pct(35));
    // Every unpaid operation so far expires first, so only this test's operations are live.
    clock.advance(PIX_QR_VALIDITY_MS + 1);
    await createLifecycleWorker({ db: t.db, clock, stepMs: undefined }).runDue();
    await setLimit(max, pct(35));
    const mails = await limitMails(EMPRESA.email);
    expect(mails).toEqual([]);

    expect((await create('empresa')).status).toBe('AWAITING_PAYMENT'); // 35% → 55%
    expect(await limitMails(EMPRESA.email)).toEqual([
      'Demo Câmbio: 50% do limite operacional da empresa utilizado',
    ]);
    await create('empresa'); // 55% → 75%: nothing crossed
    expect(await limitMails(EMPRESA.email)).toHaveLength(1);
    await create('empresa'); // 75% → 95%: 85%
    expect((await limitMails(EMPRESA.email)).at(-1)).toContain('85% do limite operacional');
    expect((await create('empresa')).status).toBe('MANUAL_ANALYSIS'); // would be 115%
    expect(await limitMails(EMPRESA.email)).toHaveLength(2);
    expect((await limitOf('empresa')).used).toBe(pct(95));

    // Unpaid past the deadline: the three reservations go back to the limit.
    clock.advance(PIX_QR_VALIDITY_MS + 1);
    await createLifecycleWorker({ db: t.db, clock, stepMs: undefined }).runDue();
    expect((await limitOf('empresa')).used).toBe(pct(35));

    // Below 50% again: a new crossing sends the 50% e-mail again.
    await create('empresa'); // 35% → 55%
    const again = await limitMails(EMPRESA.email);
    expect(again).toHaveLength(3);
    expect(again.at(-1)).toContain('50% do limite operacional');

    // 80% → 100% crosses 85% and 100%: one e-mail, the 100% one.
    await setLimit(max, pct(80));
    await create('empresa');
    const full = await limitMails(EMPRESA.email);
    expect(full).toHaveLength(4);
    expect(full.at(-1)).toContain('100% do limite operacional');
  });

  test('a switched-off notice is not sent; the e-mail follows the company language', async () => {
    const { usd } = await quote('empresa');
    const max = usd * 5;
    const pct = (percent: number) => Math.round((max * percent) / 100);
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/v1/legals/${EMPRESA.cnpj}`,
      headers: headers.empresa,
      payload: {
        notificationStatus: { operationalLimit: { email: { operationalLimitAt50: false } } },
      },
    });
    expect(off.statusCode).toBe(200);
    const sent = (await limitMails(EMPRESA.email)).length;
    await setLimit(max, pct(40));
    await create('empresa'); // 40% → 60%, switched off
    expect(await limitMails(EMPRESA.email)).toHaveLength(sent);

    await t.db
      .updateTable('users')
      .set({ locale: 'en-US' })
      .where('email', '=', EMPRESA.email)
      .execute();
    await setLimit(max, pct(70));
    await create('empresa'); // 70% → 90%: 85%, in English
    const mails = await limitMails(EMPRESA.email);
    expect(mails).toHaveLength(sent + 1);
    expect(mails.at(-1)).toBe("Demo Câmbio: 85% of the company's operational limit used");
    const last = await t.db
      .selectFrom('mail_messages')
      .select(['text_body', 'locale'])
      .where('to_address', '=', EMPRESA.email)
      .where('kind', '=', 'company-limit-used')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.locale).toBe('en-US');
    expect(last.text_body).toContain('The company has used 85% of its operational limit: $');
  });
});
