import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MailboxMessageListSchema } from '../../../src/contracts/mailbox';
import { PIX_QR_VALIDITY_MS } from '../../../src/domain/operations/expiries';
import { quoteSnapshot, resignedQuote } from '../quotations/signed-quote';
import { buildTestApp, type TestApp } from '../test-app';
import {
  CLIENTE,
  EMPRESA,
  cpfOf,
  insertCustomer,
  signedIn,
  userId,
} from '../customers/customer-fixtures';
import { hans } from '../payees/payee-fixtures';

const OTHER = { email: 'remessa-outra@demo.test', cpf: cpfOf('852741963') };
const PENDING = { email: 'remessa-pendente@demo.test', cpf: cpfOf('147258369') };
const REJECTED = { email: 'remessa-recusada@demo.test', cpf: cpfOf('369258147') };
const RACE = { email: 'remessa-corrida@demo.test', cpf: cpfOf('258369147') };

const ownAccount = {
  type: 'OUTBOUND',
  name: 'Outra Cliente',
  bankName: 'Barclays',
  bankCountry: 'GB',
  currency: 'GBP',
  code: { option: 'IBAN', value: 'GB82WEST12345698765432' },
};

describe('POST /api/v1/remittances/', () => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  const beneficiaryOf: Record<string, number> = {};
  const documentOf: Record<string, string> = {};

  const call = (who: string, payload: unknown, key?: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/remittances/',
      headers: {
        ...headers[who],
        ...(key === undefined ? {} : { 'idempotency-key': key }),
        ...extra,
      },
      payload: payload as Record<string, unknown>,
    });

  /** A fresh quote of EUR 1,000.00 (outbound, MAINTENANCE) made by `who`. */
  async function quote(who: string, purpose = 'MAINTENANCE'): Promise<string> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/exchanges/remittance/outbound?currency=EUR&value=100000&purposeCode=${purpose}`,
      headers: headers[who],
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ id: string }>().id;
  }

  async function body(who: string, cpf: string, overrides: Record<string, unknown> = {}) {
    return {
      accountId: null,
      clientCpf: cpf,
      quotationId: await quote(who),
      receiverId: beneficiaryOf[who],
      payment: { method: 'PIX' },
      serviceInfo: { id: 'MAINTENANCE' },
      reason: 'Family maintenance',
      documents: [documentOf[who] ?? 'none'],
      termsAccepted: true,
      ...overrides,
    };
  }

  /** The e-mails delivered to `email` (the outbox drained first), newest first. */
  async function mailbox(email: string) {
    await t.app.outbox.drain();
    const response = await t.app.inject({
      url: `/api/sandbox/mailbox?to=${encodeURIComponent(email)}`,
    });
    expect(response.statusCode).toBe(200);
    return MailboxMessageListSchema.parse(response.json());
  }

  async function limitOf(email: string) {
    const row = await t.db
      .selectFrom('operational_limits')
      .select(['limit_usd_cents', 'used_usd_cents'])
      .where('user_id', '=', await userId(t.db, email))
      .executeTakeFirstOrThrow();
    return { limit: Number(row.limit_usd_cents), used: Number(row.used_usd_cents) };
  }

  async function setLimit(email: string, limit: number, used: number) {
    const id = await userId(t.db, email);
    await t.db
      .insertInto('operational_limits')
      .values({ user_id: id, period: 'ANNUAL', limit_usd_cents: limit, used_usd_cents: used })
      .onConflict((oc) =>
        oc.columns(['user_id', 'period']).doUpdateSet({
          limit_usd_cents: limit,
          used_usd_cents: used,
        }),
      )
      .execute();
  }

  async function rowsOfUser(email: string) {
    return t.db
      .selectFrom('remittances')
      .selectAll()
      .where('user_id', '=', await userId(t.db, email))
      .execute();
  }

  beforeAll(async () => {
    t = await buildTestApp();
    for (const [who, customer, status] of [
      ['other', OTHER, 'APPROVED'],
      ['pending', PENDING, 'PENDING'],
      ['rejected', REJECTED, 'REJECTED'],
      ['race', RACE, 'APPROVED'],
    ] as const) {
      await insertCustomer(t.db, {
        ...customer,
        name: `Cliente ${who}`,
        correspondents: [1],
        registrationStatus: status,
      });
      await setLimit(customer.email, 1_000_000, 0);
      headers[who] = await signedIn(t.app, customer.email);
    }
    headers.cliente = await signedIn(t.app, CLIENTE.email);
    headers.empresa = await signedIn(t.app, EMPRESA.email);
    for (const [who, cpf] of [
      ['cliente', CLIENTE.cpf],
      ['other', OTHER.cpf],
      ['pending', PENDING.cpf],
      ['rejected', REJECTED.cpf],
      ['race', RACE.cpf],
    ] as const) {
      const created = await t.app.inject({
        method: 'POST',
        url: `/api/customers/v1/physicals/${cpf}/beneficiaries/outbound/eur`,
        headers: headers[who],
        payload: hans,
      });
      expect(created.statusCode).toBe(201);
      beneficiaryOf[who] = created.json<{ id: number }>().id;
    }
    // Each customer's uploaded purpose document (as the s3-sign call records it).
    for (const [who, email] of [
      ['cliente', CLIENTE.email],
      ['other', OTHER.email],
      ['pending', PENDING.email],
      ['rejected', REJECTED.email],
      ['race', RACE.email],
    ] as const) {
      const id = await userId(t.db, email);
      documentOf[who] = `uploads/${id}/${randomUUID()}/proof-remittance.pdf`;
      await t.db
        .insertInto('uploads')
        .values({
          user_id: id,
          key: documentOf[who],
          resource: 'remittance',
          content_type: 'application/pdf',
          size: 1024,
          content: null,
          uploaded_at: new Date(),
        })
        .execute();
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('creates the operation awaiting payment and reserves its USD value on the limit', async () => {
    const before = await limitOf(CLIENTE.email);
    const payload = await body('cliente', CLIENTE.cpf);
    const response = await call('cliente', payload, randomUUID());
    expect(response.statusCode).toBe(201);
    const operation = response.json();
    expect(operation).toMatchObject({
      id: expect.any(Number),
      type: 'OUTBOUND',
      status: { key: 'AWAITING_PAYMENT' },
      client: { cpf: CLIENTE.cpf, cnpj: null },
      paymentMethod: 'PIX',
      total: { divisor: 100, currency: 'BRL' },
    });
    const row = await t.db
      .selectFrom('remittances')
      .selectAll()
      .where('id', '=', operation.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'AWAITING_PAYMENT',
      quote_id: quoteSnapshot(payload.quotationId).id,
      currency: 'EUR',
      beneficiary_id: beneficiaryOf.cliente,
      account_id: expect.any(Number),
      payment_method: 'PIX',
    });
    expect(Number(row.foreign_amount_minor)).toBe(100_000);
    expect(Number(row.total_brl_cents)).toBe(operation.total.value);
    expect(Number(row.reserved_usd_cents)).toBe(Number(row.usd_cents));
    expect(Number(row.usd_cents)).toBeGreaterThan(100_000);
    // Awaiting payment: the 30-minute payment deadline (design §4), stored and answered; it is
    // also when the lifecycle job cancels the operation if unpaid.
    const deadline = new Date(Date.parse(operation.serverTime) + PIX_QR_VALIDITY_MS);
    expect(operation.paymentExpiresAt).toBe(deadline.toISOString());
    expect(row.payment_expires_at).toEqual(deadline);
    expect(row.next_transition_at).toEqual(deadline);
    expect((await limitOf(CLIENTE.email)).used).toBe(before.used + Number(row.usd_cents));
    // The operation keeps the figures of the quote it was created from.
    const snapshot = quoteSnapshot(payload.quotationId);
    expect(row.quotation).toMatchObject({
      id: snapshot.id,
      currency: { offer: { value: snapshot.offer }, offerUSD: { value: snapshot.offerUsd } },
      total: { withTax: { value: snapshot.total.withTax } },
      tax: { iof: { total: { value: snapshot.iof.total } } },
      vet: { value: snapshot.vet },
    });
    const events = await t.db
      .selectFrom('remittance_events')
      .select(['status', 'at'])
      .where('remittance_id', '=', operation.id)
      .execute();
    expect(events).toEqual([{ status: 'AWAITING_PAYMENT', at: expect.any(Date) }]);
  });

  test('the same Idempotency-Key and body twice answer the same operation; one row', async () => {
    const payload = await body('other', OTHER.cpf);
    const key = randomUUID();
    const first = await call('other', payload, key);
    const second = await call('other', payload, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().id).toBe(first.json().id);
    const rows = (await rowsOfUser(OTHER.email)).filter(
      (row) => row.quote_id === quoteSnapshot(payload.quotationId).id,
    );
    expect(rows).toHaveLength(1);

    const changed = await call('other', { ...payload, reason: 'Another reason' }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message:
        'This Idempotency-Key was already used with a different request. Send a new key for a new operation.',
    });
  });

  test('requires the Idempotency-Key header', async () => {
    const response = await call('cliente', await body('cliente', CLIENTE.cpf));
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual([
      { field: 'idempotency-key', message: 'Send an idempotency key of 8 to 64 characters.' },
    ]);
  });

  test('refuses an operation whose terms were not agreed', async () => {
    const payload = await body('cliente', CLIENTE.cpf, { termsAccepted: false });
    const response = await call('cliente', payload, randomUUID());
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toContainEqual({
      field: 'termsAccepted',
      message: 'You must agree to the terms to conclude the operation!',
    });
  });

  test('refuses an expired quote', async () => {
    const payload = await body('cliente', CLIENTE.cpf);
    const expired = resignedQuote(payload.quotationId, { expiresAt: Date.now() - 1000 });
    const response = await call('cliente', { ...payload, quotationId: expired }, randomUUID());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'QUOTE_EXPIRED',
      message: 'Your quote has changed!',
    });
  });

  test("refuses another customer's quote", async () => {
    const payload = await body('cliente', CLIENTE.cpf, { quotationId: await quote('other') });
    const response = await call('cliente', payload, randomUUID());
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('QUOTE_EXPIRED');
  });

  test("refuses another customer's beneficiary, account, document and CPF", async () => {
    const beneficiary = await call(
      'cliente',
      await body('cliente', CLIENTE.cpf, { receiverId: beneficiaryOf.other }),
      randomUUID(),
    );
    expect(beneficiary.statusCode).toBe(404);
    expect(beneficiary.json().code).toBe('NOT_FOUND');

    const account = await t.app.inject({
      method: 'POST',
      url: `/api/customers/v1/physicals/${OTHER.cpf}/accounts/outbound/gbp`,
      headers: headers.other,
      payload: ownAccount,
    });
    expect(account.statusCode).toBe(201);
    const availability = await t.app.inject({
      method: 'GET',
      url: '/api/v2/exchanges/remittance/outbound?currency=EUR&value=100000&purposeCode=AVAILABILITY',
      headers: headers.cliente,
    });
    const foreign = await call(
      'cliente',
      await body('cliente', CLIENTE.cpf, {
        quotationId: availability.json().id,
        serviceInfo: { id: 'AVAILABILITY' },
        receiverId: null,
        accountId: account.json().id,
      }),
      randomUUID(),
    );
    expect(foreign.statusCode).toBe(404);

    // A document key that is not one of the caller's uploads is a 422 at its field (issue 14,
    // item 7), in the caller's language, and nothing is written.
    const rowsBefore = (await rowsOfUser(CLIENTE.email)).length;
    const document = await call(
      'cliente',
      await body('cliente', CLIENTE.cpf, { documents: [documentOf.cliente, documentOf.other] }),
      randomUUID(),
      { 'accept-language': 'en-US' },
    );
    expect(document.statusCode).toBe(422);
    expect(document.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'documents.1', message: 'This file was not uploaded by you.' }],
    });
    const unknown = await call(
      'cliente',
      await body('cliente', CLIENTE.cpf, { documents: ['uploads/1/nothing/proof.pdf'] }),
      randomUUID(),
      { 'accept-language': 'pt-BR' },
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields).toEqual([
      { field: 'documents.0', message: 'Este arquivo não foi enviado por você.' },
    ]);
    // Signed for this customer but never received: not a document.
    const signedOnly = `uploads/${await userId(t.db, CLIENTE.email)}/${randomUUID()}/x-remittance.pdf`;
    await t.db
      .insertInto('uploads')
      .values({
        user_id: await userId(t.db, CLIENTE.email),
        key: signedOnly,
        resource: 'remittance',
        content_type: 'application/pdf',
        size: null,
        content: null,
        uploaded_at: null,
      })
      .execute();
    const notReceived = await call(
      'cliente',
      await body('cliente', CLIENTE.cpf, { documents: [signedOnly] }),
      randomUUID(),
      { 'accept-language': 'pt-BR' },
    );
    expect(notReceived.statusCode).toBe(422);
    expect(notReceived.json().fields).toEqual([
      { field: 'documents.0', message: 'Este arquivo não foi enviado por você.' },
    ]);
    expect(await rowsOfUser(CLIENTE.email)).toHaveLength(rowsBefore);

    const cpf = await call('cliente', await body('cliente', OTHER.cpf), randomUUID());
    expect(cpf.statusCode).toBe(403);
    expect(await rowsOfUser(OTHER.email)).toHaveLength(1);
  });

  test('refuses a customer whose registration was rejected, in both languages', async () => {
    const payload = await body('rejected', REJECTED.cpf);
    const en = await call('rejected', payload, randomUUID());
    expect(en.statusCode).toBe(403);
    expect(en.json()).toMatchObject({
      code: 'REGISTRATION_REJECTED',
      message: 'Your registration was not approved...',
    });
    const pt = await call('rejected', payload, randomUUID(), { 'accept-language': 'pt-BR' });
    expect(pt.json().message).toBe('Seu cadastro não foi aprovado...');
    expect(await rowsOfUser(REJECTED.email)).toHaveLength(0);
  });

  test('a registration under review holds the operation in WAITING_REGISTRATION_APPROVAL', async () => {
    const response = await call('pending', await body('pending', PENDING.cpf), randomUUID());
    expect(response.statusCode).toBe(201);
    expect(response.json().status.key).toBe('WAITING_REGISTRATION_APPROVAL');
  });

  test("held, 'Reservation completed' is e-mailed once, with the §4.4 text of the status", async () => {
    const before = (await mailbox(PENDING.email)).length;
    const key = randomUUID();
    const payload = await body('pending', PENDING.cpf);
    const response = await call('pending', payload, key);
    expect(response.json().status.key).toBe('WAITING_REGISTRATION_APPROVAL');
    // A replay creates nothing and e-mails nothing.
    await call('pending', payload, key);
    const mails = await mailbox(PENDING.email);
    expect(mails).toHaveLength(before + 1);
    const [mail] = mails;
    expect(mail?.subject).toContain(`reserva concluída — operação nº ${response.json().id}`);
    expect(mail?.text).toContain('Após a aprovação, você receberá um e-mail com a chave PIX');
    // Paid by PIX: no link to pay.
    expect(mail?.text).not.toContain('/app/reports/');
  });

  test('over the limit: MANUAL_ANALYSIS, nothing reserved; by card, the e-mail links the page to pay it, in the customer’s language', async () => {
    await t.db
      .updateTable('users')
      .set({ locale: 'en-US' })
      .where('id', '=', await userId(t.db, OTHER.email))
      .execute();
    await setLimit(OTHER.email, 1_000_000, 999_000);
    const response = await call(
      'other',
      await body('other', OTHER.cpf, { payment: { method: 'CREDIT_CARD' } }),
      randomUUID(),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { id, status } = response.json();
    expect(status.key).toBe('MANUAL_ANALYSIS');
    expect((await limitOf(OTHER.email)).used).toBe(999_000);
    const [row] = (await rowsOfUser(OTHER.email)).filter((r) => r.status === 'MANUAL_ANALYSIS');
    expect(Number(row?.reserved_usd_cents)).toBe(0);
    const mails = (await mailbox(OTHER.email)).filter((m) => m.subject.includes(`no. ${id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(`reservation completed — operation no. ${id}`);
    expect(mails[0]?.text).toContain('Your operation is under analysis.');
    expect(mails[0]?.text).toContain(
      `Pay by card: http://localhost:8080/demo/app/reports/remittance/outbound/show/${id}/payment`,
    );
    await t.db
      .updateTable('users')
      .set({ locale: 'pt-BR' })
      .where('id', '=', await userId(t.db, OTHER.email))
      .execute();
  });

  test('a company may not pay by card', async () => {
    const response = await call(
      'empresa',
      await body('empresa', '', {
        clientCpf: null,
        clientCnpj: EMPRESA.cnpj,
        payment: { method: 'CREDIT_CARD' },
        receiverId: 1,
      }),
      randomUUID(),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('OPERATION_NOT_AVAILABLE');
  });

  test(`20 concurrent creations against an almost-used limit never exceed it (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, async () => {
    // One quote makes one operation: twenty quotes of the same amount, one per creation.
    const payloads = [];
    for (let index = 0; index < 20; index += 1) payloads.push(await body('race', RACE.cpf));
    // One operation is worth a little more than USD 1,000: room for two, not three.
    const usd = Math.max(...payloads.map((payload) => quoteSnapshot(payload.quotationId).offerUsd));
    const limit = 1_000_000;
    await setLimit(RACE.email, limit, limit - Math.floor(usd * 2.5));
    const answers = await Promise.all(
      payloads.map((payload) => call('race', payload, randomUUID())),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const statuses = answers.map((answer) => answer.json().status.key as string);
    expect(statuses.filter((status) => status === 'AWAITING_PAYMENT')).toHaveLength(2);
    expect(statuses.filter((status) => status === 'MANUAL_ANALYSIS')).toHaveLength(18);
    const after = await limitOf(RACE.email);
    expect(after.used).toBeLessThanOrEqual(limit);
    const rows = await rowsOfUser(RACE.email);
    expect(rows).toHaveLength(20);
    const reserved = rows.reduce((sum, row) => sum + Number(row.reserved_usd_cents), 0);
    expect(after.used).toBe(limit - Math.floor(usd * 2.5) + reserved);
    expect(rows.filter((row) => Number(row.reserved_usd_cents) > 0)).toHaveLength(2);
  }, 60_000);

  test('one quote creates one operation: 10 concurrent creations under 10 keys, 1 created', async () => {
    const payload = await body('race', RACE.cpf);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('race', payload, randomUUID())),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(422)]);
    for (const answer of answers.filter((each) => each.statusCode === 422)) {
      expect(answer.json().code).toBe('QUOTE_EXPIRED');
    }
    const rows = (await rowsOfUser(RACE.email)).filter(
      (row) => row.quote_id === quoteSnapshot(payload.quotationId).id,
    );
    expect(rows).toHaveLength(1);
    // Later, under yet another key: still refused.
    const later = await call('race', payload, randomUUID());
    expect(later.json().code).toBe('QUOTE_EXPIRED');
  }, 60_000);

  test('a quotation token changed by the caller is refused as an expired quote', async () => {
    const payload = await body('cliente', CLIENTE.cpf);
    const [keyId, data, signature] = payload.quotationId.split('.');
    const cheaper = JSON.parse(Buffer.from(data ?? '', 'base64url').toString()) as {
      t: number[];
    };
    cheaper.t = [1, 1, 1];
    const forged = `${keyId}.${Buffer.from(JSON.stringify(cheaper)).toString('base64url')}.${signature}`;
    const response = await call('cliente', { ...payload, quotationId: forged }, randomUUID());
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('QUOTE_EXPIRED');
  });

  test('20 concurrent retries with one key create one operation', async () => {
    const payload = await body('race', RACE.cpf);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('race', payload, key)));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    const rows = (await rowsOfUser(RACE.email)).filter(
      (row) => row.quote_id === quoteSnapshot(payload.quotationId).id,
    );
    expect(rows).toHaveLength(1);
  }, 60_000);

  test('the detail: the owner sees the operation and its timeline; anyone else 404', async () => {
    const created = await call('cliente', await body('cliente', CLIENTE.cpf), randomUUID());
    const id = created.json().id as number;
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/remittances/users/${CLIENTE.cpf}/outbound/${id}`,
      headers: headers.cliente,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id,
      type: 'OUTBOUND',
      status: 'AWAITING_PAYMENT',
      purposeCode: 'MAINTENANCE',
      paymentMethod: 'PIX',
      amount: { value: 100_000, currency: 'EUR' },
      totalValue: { value: created.json().total.value, currency: 'BRL' },
      sendingReason: 'Family maintenance',
      beneficiaryName: 'Hans Peter Müller',
      beneficiaryBank: 'Commerzbank',
      beneficiaryCountry: 'DE',
      purposeAttachment: documentOf.cliente,
      events: [{ status: 'AWAITING_PAYMENT', at: expect.any(String) }],
      paymentExpiresAt: created.json().paymentExpiresAt,
    });
    expect(created.json().paymentExpiresAt).toEqual(expect.any(String));
    // The rate paid and what it is made of: the stored quote's own figures, the same in the
    // creation's answer (the success page) and in the detail (issue 19, item 2).
    const figures = mine.json().rateFigures;
    expect(figures).toEqual(created.json().rateFigures);
    expect(figures).toMatchObject({
      currency: {
        offer: { value: expect.any(Number), precision: 6 },
        levelingRate: { precision: 6 },
        spreadPercentage: expect.any(Number),
      },
      tax: { iof: { percentage: expect.any(Number) }, bankFee: { total: { currency: 'BRL' } } },
      vet: { precision: 4, value: mine.json().quotationVET.value },
      total: { withTax: { value: created.json().total.value } },
    });
    expect(figures.currency.offer).toEqual(mine.json().quotationTax);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/remittances/users/${OTHER.cpf}/outbound/${id}`,
      headers: headers.other,
    });
    expect(theirs.statusCode).toBe(404);
    const foreignDocument = await t.app.inject({
      method: 'GET',
      url: `/api/v1/remittances/users/${CLIENTE.cpf}/outbound/${id}`,
      headers: headers.other,
    });
    expect(foreignDocument.statusCode).toBe(404);
  });

  test('the history: own document only, newest first, paged and filtered', async () => {
    const list = (who: string, document: string, query = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/remittances/user/${document}?type=outbound${query}`,
        headers: headers[who],
      });
    const all = await list('other', OTHER.cpf, '&limit=1');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ page: 1, limit: 1, total: 2 });
    expect(all.json().items).toEqual([
      expect.objectContaining({
        status: 'MANUAL_ANALYSIS',
        currency: 'EUR',
        country: 'DE',
        amount: { value: 100_000, divisor: 100, precision: 2, currency: 'EUR' },
      }),
    ]);
    const filtered = await list('other', OTHER.cpf, '&status=AWAITING_PAYMENT&currency=EUR');
    expect(filtered.json().total).toBe(1);
    const none = await list('other', OTHER.cpf, '&country=US');
    expect(none.json().total).toBe(0);
    expect((await list('other', CLIENTE.cpf)).statusCode).toBe(404);
  });

  test("the history names the country of an operation paid to the customer's own account", async () => {
    // As the detail does (its bank's country); the column said '—' and the filter missed it.
    const account = await t.app.inject({
      method: 'POST',
      url: `/api/customers/v1/physicals/${PENDING.cpf}/accounts/outbound/eur`,
      headers: headers.pending,
      payload: {
        ...ownAccount,
        name: 'Cliente pending',
        bankName: 'Millennium BCP',
        bankCountry: 'PT',
        currency: 'EUR',
        code: { option: 'IBAN', value: 'PT50000201231234567890154' },
      },
    });
    expect(account.statusCode).toBe(201);
    const created = await call(
      'pending',
      await body('pending', PENDING.cpf, {
        quotationId: await quote('pending', 'AVAILABILITY'),
        serviceInfo: { id: 'AVAILABILITY' },
        receiverId: null,
        accountId: account.json().id,
      }),
      randomUUID(),
    );
    expect(created.statusCode).toBe(201);
    const list = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/remittances/user/${PENDING.cpf}?type=outbound${query}`,
        headers: headers.pending,
      });
    const inPortugal = (await list('&country=PT')).json();
    expect(inPortugal.items).toEqual([
      expect.objectContaining({ id: created.json().id, country: 'PT' }),
    ]);
    // The beneficiary's operations keep their beneficiary's address country.
    const all = (await list('')).json().items as { id: number; country: string | null }[];
    expect(all.filter((item) => item.id !== created.json().id).map((item) => item.country)).toEqual(
      all.filter((item) => item.id !== created.json().id).map(() => 'DE'),
    );
  });

  test('the history refuses a filter date that is not a real day with 422, not 500 (issue 14)', async () => {
    for (const query of ['startDate=2026-02-31', 'endDate=0000-00-00', 'endDate=2026-13-01']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/remittances/user/${OTHER.cpf}?${query}`,
        headers: headers.other,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ field: query.split('=')[0] }],
      });
    }
  });
});
