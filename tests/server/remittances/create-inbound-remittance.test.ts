import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INBOUND_PAYMENT_LINK_VALIDITY_MS } from '../../../src/domain/operations/expiries';
import { quoteSnapshot } from '../quotations/signed-quote';
import { buildTestApp, type TestApp } from '../test-app';
import { EMPRESA, cpfOf, signedIn } from '../customers/customer-fixtures';
import { movableClock } from '../payments/payment-fixtures';
import {
  createInbound,
  inboundBody,
  inboundCustomer,
  inboundQuote,
  limitOf,
  type InboundCustomer,
} from './inbound-fixtures';

const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';

describe(`POST /api/v1/remittances/inbound (${target})`, () => {
  let t: TestApp;
  const clock = movableClock();
  let ana: InboundCustomer;
  let bruno: InboundCustomer;
  let pending: InboundCustomer;
  let rejected: InboundCustomer;

  beforeAll(async () => {
    t = await buildTestApp({ clock, lifecycle: false });
    ana = await inboundCustomer(t, {
      email: 'entrada-ana@demo.test',
      cpf: cpfOf('741852963'),
      name: 'Ana Entrada',
    });
    bruno = await inboundCustomer(t, {
      email: 'entrada-bruno@demo.test',
      cpf: cpfOf('963741852'),
      name: 'Bruno Entrada',
    });
    pending = await inboundCustomer(
      t,
      { email: 'entrada-pendente@demo.test', cpf: cpfOf('852963741'), name: 'Pendente' },
      { registrationStatus: 'PENDING' },
    );
    rejected = await inboundCustomer(
      t,
      { email: 'entrada-recusada@demo.test', cpf: cpfOf('159357486'), name: 'Recusada' },
      { registrationStatus: 'REJECTED' },
    );
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('creates a payment-link operation awaiting payment, its link random and 12 hours long', async () => {
    const before = await limitOf(t, ana.email);
    const payload = await inboundBody(t, ana);
    const response = await createInbound(t, ana.headers, payload);
    expect(response.statusCode, response.body).toBe(201);
    const operation = response.json();
    expect(operation).toMatchObject({
      id: expect.any(Number),
      type: 'INBOUND',
      status: { key: 'AWAITING_PAYMENT' },
      client: { cpf: ana.cpf, cnpj: null, name: 'Ana Entrada' },
      inboundPaymentMethod: 'DEBIT_CARD_LINK',
      amount: { value: 100_000, currency: 'USD' },
      total: { currency: 'BRL' },
    });
    expect(operation.paymentLink.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Date.parse(operation.paymentLink.expiresAt)).toBe(
      clock().getTime() + INBOUND_PAYMENT_LINK_VALIDITY_MS,
    );
    const row = await t.db
      .selectFrom('remittances')
      .selectAll()
      .where('id', '=', operation.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'INBOUND',
      status: 'AWAITING_PAYMENT',
      quote_id: quoteSnapshot(payload.quotationId).id,
      account_id: ana.accountId,
      beneficiary_id: null,
      inbound_payment_method: 'DEBIT_CARD_LINK',
      link_token: operation.paymentLink.id,
    });
    // The lifecycle job looks at it again when the link expires.
    expect(new Date(row.next_transition_at ?? 0).toISOString()).toBe(
      operation.paymentLink.expiresAt,
    );
    // Limits are reserved as outbound's are.
    expect(Number(row.reserved_usd_cents)).toBe(100_000);
    expect((await limitOf(t, ana.email)).used).toBe(before.used + 100_000);
    expect(Number(row.total_brl_cents)).toBe(operation.total.value);
    // The rate and what it is made of, from the stored quote: the success page shows it, the
    // same figures as the detail (issue 19, item 2).
    expect(operation.rateFigures).toMatchObject({
      currency: { offer: { precision: 6 }, spreadPercentage: expect.any(Number) },
      total: { withTax: { value: operation.total.value } },
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/remittances/users/${ana.cpf}/inbound/${operation.id}`,
      headers: ana.headers,
    });
    expect(detail.json().rateFigures).toEqual(operation.rateFigures);
  });

  test('the same key and body answer the same operation; another body under it is refused', async () => {
    const key = randomUUID();
    const payload = await inboundBody(t, ana);
    const first = await createInbound(t, ana.headers, payload, key);
    const again = await createInbound(t, ana.headers, payload, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(again.json().paymentLink).toEqual(first.json().paymentLink);
    const other = await createInbound(t, ana.headers, { ...payload, reason: 'Other' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  test('the bank path has no link and no deadline', async () => {
    const response = await createInbound(
      t,
      ana.headers,
      await inboundBody(t, ana, { inboundPaymentMethod: 'BANK_PATH' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      status: { key: 'AWAITING_PAYMENT' },
      inboundPaymentMethod: 'BANK_PATH',
      paymentLink: null,
    });
    const row = await t.db
      .selectFrom('remittances')
      .select(['link_token', 'payment_expires_at', 'next_transition_at'])
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ link_token: null, payment_expires_at: null, next_transition_at: null });
  });

  test('the customer’s own debit card (AVAILABILITY) gets a link too', async () => {
    const response = await createInbound(
      t,
      ana.headers,
      await inboundBody(
        t,
        ana,
        { inboundPaymentMethod: 'DEBIT_CARD' },
        { purpose: 'AVAILABILITY' },
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().paymentLink.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  test.each([
    ['a link above USD 5,000.00', 'DEBIT_CARD_LINK', 'MAINTENANCE', 500_100],
    ['a debit card above USD 6,300.00', 'DEBIT_CARD', 'AVAILABILITY', 630_100],
    ['a debit card for MAINTENANCE', 'DEBIT_CARD', 'MAINTENANCE', 100_000],
    ['a link for AVAILABILITY', 'DEBIT_CARD_LINK', 'AVAILABILITY', 100_000],
    ['a link for ADSENSE', 'DEBIT_CARD_LINK', 'ADSENSE', 100_000],
  ])('refuses %s (spec operations §3.24, §9.1)', async (_name, method, purpose, value) => {
    const response = await createInbound(
      t,
      ana.headers,
      await inboundBody(t, ana, { inboundPaymentMethod: method }, { purpose, value }),
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'INBOUND_PAYMENT_METHOD_NOT_AVAILABLE',
      message: expect.stringContaining('USD 5,000.00'),
    });
  });

  test('above USD 5,000.00 the bank path is accepted', async () => {
    const response = await createInbound(
      t,
      ana.headers,
      await inboundBody(t, ana, { inboundPaymentMethod: 'BANK_PATH' }, { value: 600_000 }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  test('the refusal reads in pt-BR too', async () => {
    const response = await createInbound(
      t,
      { ...ana.headers, 'accept-language': 'pt-BR' },
      await inboundBody(t, ana, {}, { value: 500_100 }),
    );
    expect(response.json().message).toContain('USD 5.000,00');
  });

  test('a company gets ‘Unavailable operations’ (spec operations §6.3)', async () => {
    const headers = await signedIn(t.app, EMPRESA.email);
    const body = await inboundBody(t, ana, { clientCpf: null, clientCnpj: EMPRESA.cnpj });
    const response = await createInbound(t, headers, body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'OPERATIONS_UNAVAILABLE',
      message: expect.stringContaining('Unavailable operations'),
    });
    const pt = await createInbound(t, { ...headers, 'accept-language': 'pt-BR' }, body);
    expect(pt.json().message).toContain('Operações indisponíveis');
  });

  test('refuses another customer’s quote, an outbound quote and a quote used already', async () => {
    const others = await createInbound(
      t,
      ana.headers,
      await inboundBody(t, ana, { quotationId: await inboundQuote(t, bruno.headers) }),
    );
    expect(others.json()).toMatchObject({ code: 'QUOTE_EXPIRED' });
    const outbound = await t.app.inject({
      method: 'GET',
      url: '/api/v2/exchanges/remittance/outbound?currency=USD&value=100000&purposeCode=MAINTENANCE',
      headers: ana.headers,
    });
    const wrongKind = await createInbound(
      t,
      ana.headers,
      await inboundBody(t, ana, { quotationId: outbound.json().id }),
    );
    expect(wrongKind.json()).toMatchObject({ code: 'QUOTE_EXPIRED' });
    const payload = await inboundBody(t, ana);
    expect((await createInbound(t, ana.headers, payload)).statusCode).toBe(201);
    const reused = await createInbound(t, ana.headers, payload);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'QUOTE_EXPIRED' });
  });

  test('refuses an expired quote', async () => {
    const payload = await inboundBody(t, ana);
    clock.advance(60 * 60 * 1000);
    const response = await createInbound(t, ana.headers, payload);
    expect(response.json()).toMatchObject({ code: 'QUOTE_EXPIRED' });
  });

  test('refuses a quote of another purpose than the one sent', async () => {
    const response = await createInbound(
      t,
      ana.headers,
      await inboundBody(t, ana, {
        serviceInfo: { id: 'ADSENSE' },
        inboundPaymentMethod: 'BANK_PATH',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual([
      { field: 'serviceInfo.id', message: expect.any(String) },
    ]);
  });

  test('refuses an account that is not the customer’s own account in Brazil', async () => {
    const others = await createInbound(
      t,
      ana.headers,
      await inboundBody(t, ana, { accountId: bruno.accountId }),
    );
    expect(others.statusCode).toBe(404);
    const abroad = await t.app.inject({
      method: 'POST',
      url: `/api/customers/v1/physicals/${ana.cpf}/accounts/outbound/gbp`,
      headers: ana.headers,
      payload: {
        type: 'OUTBOUND',
        name: 'Ana Entrada',
        bankName: 'Barclays',
        bankCountry: 'GB',
        currency: 'GBP',
        code: { option: 'IBAN', value: 'GB82WEST12345698765432' },
      },
    });
    expect(abroad.statusCode, abroad.body).toBe(201);
    const outboundAccount = await createInbound(
      t,
      ana.headers,
      await inboundBody(t, ana, { accountId: abroad.json().id }),
    );
    expect(outboundAccount.statusCode).toBe(404);
  });

  test('refuses another person’s CPF, a rejected registration and documents not uploaded', async () => {
    const cpf = await createInbound(
      t,
      ana.headers,
      await inboundBody(t, ana, { clientCpf: bruno.cpf }),
    );
    expect(cpf.statusCode).toBe(403);
    expect(cpf.json()).toMatchObject({ code: 'FORBIDDEN' });
    const refused = await createInbound(t, rejected.headers, await inboundBody(t, rejected));
    expect(refused.json()).toMatchObject({ code: 'REGISTRATION_REJECTED' });
    const documents = await createInbound(
      t,
      ana.headers,
      await inboundBody(t, ana, { documents: [bruno.document] }),
    );
    expect(documents.statusCode).toBe(422);
    expect(documents.json().fields).toEqual([
      { field: 'documents.0', message: expect.any(String) },
    ]);
  });

  test('a pending registration waits for approval, with no payable link yet', async () => {
    const response = await createInbound(t, pending.headers, await inboundBody(t, pending));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: { key: 'WAITING_REGISTRATION_APPROVAL' },
      paymentLink: null,
    });
  });

  test('refuses a body without the Idempotency-Key, the account or the terms', async () => {
    const payload = await inboundBody(t, ana);
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/v1/remittances/inbound',
      headers: ana.headers,
      payload,
    });
    expect(noKey.statusCode).toBe(422);
    const noAccount = await createInbound(t, ana.headers, { ...payload, accountId: null });
    expect(noAccount.statusCode).toBe(422);
    const noTerms = await createInbound(t, ana.headers, { ...payload, termsAccepted: false });
    expect(noTerms.statusCode).toBe(422);
    const outboundPurpose = await createInbound(t, ana.headers, {
      ...payload,
      serviceInfo: { id: 'STUDIES' },
    });
    expect(outboundPurpose.statusCode).toBe(422);
  });

  test('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/remittances/inbound',
      headers: { correspondent_id: '1', 'idempotency-key': randomUUID() },
      payload: await inboundBody(t, ana),
    });
    expect(response.statusCode).toBe(401);
  });
});
