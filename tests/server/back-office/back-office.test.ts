import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MailboxMessageListSchema } from '../../../src/contracts/mailbox';
import { buildTestApp, type TestApp } from '../test-app';
import { signedInAuroraOperator } from './operator-fixtures';
import {
  consoleCaller,
  createOutbound as createOutboundOf,
  insertArrivedUpload,
  operationRow,
} from './console-harness';
import {
  limitOf as limitOfCustomer,
  setLimit as setLimitOf,
} from '../remittances/inbound-fixtures';
import {
  ADMIN,
  CLIENTE,
  cpfOf,
  insertCustomer,
  signedIn,
  userId,
} from '../customers/customer-fixtures';
import { hans } from '../payees/payee-fixtures';

const OPERATOR = 'operador@demo.test';
const CUSTOMERS = {
  ana: { email: 'bo-ana@demo.test', cpf: cpfOf('310240150'), name: 'Ana Pendente Lima' },
  bruno: { email: 'bo-bruno@demo.test', cpf: cpfOf('310240151'), name: 'Bruno Costa' },
  carla: { email: 'bo-carla@demo.test', cpf: cpfOf('310240152'), name: 'Carla Dias' },
  davi: { email: 'bo-davi@demo.test', cpf: cpfOf('310240153'), name: 'Davi Rocha' },
  eva: { email: 'bo-eva@demo.test', cpf: cpfOf('310240154'), name: 'Eva Pendente Reis' },
  fabio: { email: 'bo-fabio@demo.test', cpf: cpfOf('310240155'), name: 'Fabio Nunes' },
  // Newly registered, pending, without any limit row until the registration is approved.
  gil: { email: 'bo-gil@demo.test', cpf: cpfOf('310240156'), name: 'Gil Pendente Sousa' },
} as const;
/** Customers without a limit row (a pending registration's limit comes with its approval). */
const UNLIMITED: readonly Who[] = ['gil'];
type Who = keyof typeof CUSTOMERS;

describe('the operator console (/api/v1/back-office)', () => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  const documentOf: Partial<Record<Who, string>> = {};
  const beneficiaryOf: Partial<Record<Who, number>> = {};

  const call = consoleCaller(() => t, headers);
  const operation = (id: number) => operationRow(t, id);
  const setLimit = (email: string, limit: number, used: number) =>
    setLimitOf(t, email, limit, used);
  const limitOf = (email: string) => limitOfCustomer(t, email);

  async function mailbox(email: string) {
    await t.app.outbox.drain();
    const response = await t.app.inject({
      url: `/api/sandbox/mailbox?to=${encodeURIComponent(email)}`,
    });
    return MailboxMessageListSchema.parse(response.json());
  }

  /** Creates an outbound remittance of `who` (EUR cents, 1,000.00 by default) with its document. */
  async function createOutbound(who: Who, eurCents = 100000) {
    const sender = {
      headers: headers[who] ?? {},
      cpf: CUSTOMERS[who].cpf,
      receiverId: beneficiaryOf[who],
      document: documentOf[who],
    };
    return createOutboundOf(t, sender, eurCents);
  }

  /** Records an arrived upload of `who` whose review is `review` (with bytes: a tiny PDF). */
  async function upload(who: Who, review: 'PENDING' | 'APPROVED') {
    const id = await userId(t.db, CUSTOMERS[who].email);
    const { key } = await insertArrivedUpload(t, id, review, `proof-${who}.pdf`);
    documentOf[who] = key;
    return key;
  }

  async function uploadId(key: string) {
    const row = await t.db
      .selectFrom('uploads')
      .select(['id', 'review_status'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    return row;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    for (const [who, customer] of Object.entries(CUSTOMERS) as [Who, (typeof CUSTOMERS)[Who]][]) {
      const pending = customer.name.includes('Pendente');
      await insertCustomer(t.db, {
        email: customer.email,
        cpf: customer.cpf,
        name: customer.name,
        correspondents: [1],
        registrationStatus: pending ? 'PENDING' : 'APPROVED',
      });
      if (!UNLIMITED.includes(who)) await setLimit(customer.email, 1_000_000, 0);
      headers[who] = await signedIn(t.app, customer.email);
      const created = await t.app.inject({
        method: 'POST',
        url: `/api/customers/v1/physicals/${customer.cpf}/beneficiaries/outbound/eur`,
        headers: headers[who],
        payload: hans,
      });
      expect(created.statusCode).toBe(201);
      beneficiaryOf[who] = created.json<{ id: number }>().id;
    }
    // Bruno reads English; the others the default, Portuguese.
    await t.db
      .updateTable('users')
      .set({ locale: 'en-US' })
      .where('email', '=', CUSTOMERS.bruno.email)
      .execute();
    headers.operator = await signedIn(t.app, OPERATOR, undefined);
    headers.cliente = await signedIn(t.app, CLIENTE.email);
    headers.admin = await signedIn(t.app, ADMIN.email, undefined);
    // An operator of another correspondent (aurora), and an admin who is also flagged operator
    // nowhere: neither sees demo's records.
    headers.otherOperator = await signedInAuroraOperator(
      t,
      'operadora-aurora@demo.test',
      '310240199',
    );
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  describe('access', () => {
    test.each([
      ['a customer', 'cliente'],
      ['an admin', 'admin'],
    ])('%s gets 403 on every console route', async (_label, who) => {
      for (const [method, url] of [
        ['GET', '/registrations'],
        ['GET', '/documents'],
        ['GET', '/operations'],
        ['GET', '/operations/1'],
        ['GET', '/operations/1/audit'],
        ['GET', '/documents/1/file'],
        ['POST', '/operations/1/approve'],
        ['POST', '/operations/1/reject'],
      ] as const) {
        const body = method === 'POST' ? { reason: 'x' } : undefined;
        const response = await call(who, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    });

    test('without a session the console answers 401', async () => {
      const response = await t.app.inject({ url: '/api/v1/back-office/operations' });
      expect(response.statusCode).toBe(401);
    });

    test('bad input answers 422 with the field', async () => {
      expect((await call('operator', 'GET', '/unknown')).statusCode).toBe(422);
      expect((await call('operator', 'GET', '/operations?page=0')).statusCode).toBe(422);
      expect((await call('operator', 'GET', '/operations?limit=101')).statusCode).toBe(422);
      expect((await call('operator', 'GET', '/operations/abc')).statusCode).toBe(422);
      const noReason = await call('operator', 'POST', '/operations/1/reject', {});
      expect(noReason.statusCode).toBe(422);
      const blank = await call('operator', 'POST', '/operations/1/reject', { reason: '   ' });
      expect(blank.statusCode).toBe(422);
      const long = await call('operator', 'POST', '/operations/1/reject', {
        reason: 'x'.repeat(501),
      });
      expect(long.statusCode).toBe(422);
    });
  });

  describe('documents held at creation', () => {
    test('an approved document lets creation proceed; a pending one holds the operation', async () => {
      await upload('fabio', 'APPROVED');
      expect((await createOutbound('fabio')).status).toBe('AWAITING_PAYMENT');
      await upload('bruno', 'PENDING');
      expect((await createOutbound('bruno')).status).toBe('WAITING_DOCUMENT_APPROVAL');
    });

    test('approving the document moves the operation on to payment, with its deadline', async () => {
      const key = await upload('bruno', 'PENDING');
      const held = await createOutbound('bruno');
      const doc = await uploadId(key);
      const listed = await call('operator', 'GET', '/documents?limit=100');
      expect(listed.statusCode).toBe(200);
      expect(listed.json<{ data: { id: number }[] }>().data.map((d) => d.id)).toContain(doc.id);
      // The operator of another correspondent neither lists nor reads it.
      const other = await call('otherOperator', 'GET', '/documents?limit=100');
      expect(other.json<{ data: unknown[] }>().data).toEqual([]);
      expect((await call('otherOperator', 'GET', `/documents/${doc.id}`)).statusCode).toBe(404);
      expect((await call('otherOperator', 'GET', `/documents/${doc.id}/file`)).statusCode).toBe(
        404,
      );
      expect(
        (await call('otherOperator', 'POST', `/documents/${doc.id}/approve`, {})).statusCode,
      ).toBe(404);
      // The viewer streams the file to the operator.
      const file = await call('operator', 'GET', `/documents/${doc.id}/file`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('application/pdf');
      expect(file.body).toBe('%PDF-1.4\n');

      const approved = await call('operator', 'POST', `/documents/${doc.id}/approve`, {});
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'APPROVED', decidedBy: 'Operador Demo' });
      expect((await uploadId(key)).review_status).toBe('APPROVED');
      const row = await operation(held.id);
      expect(row.status).toBe('AWAITING_PAYMENT');
      expect(row.payment_expires_at).not.toBeNull();
      expect(row.next_transition_at).toEqual(row.payment_expires_at);
      // The operation's trail shows the release; the document's its approval.
      const trail = await call('operator', 'GET', `/operations/${held.id}/audit`);
      expect(trail.json()).toMatchObject({
        data: [
          {
            action: 'RELEASE',
            statusBefore: 'WAITING_DOCUMENT_APPROVAL',
            statusAfter: 'AWAITING_PAYMENT',
            operator: { name: 'Operador Demo' },
          },
        ],
      });
      const docTrail = await call('operator', 'GET', `/documents/${doc.id}/audit`);
      expect(docTrail.json()).toMatchObject({
        data: [{ action: 'APPROVE', statusBefore: 'PENDING', statusAfter: 'APPROVED' }],
      });
      const mails = await mailbox(CUSTOMERS.bruno.email);
      expect(mails.map((m) => m.subject)).toEqual(
        expect.arrayContaining([
          expect.stringContaining(`operation no. ${held.id} was released`),
          expect.stringContaining('document approved'),
        ]),
      );
      // Decided: a second decision is refused, naming who decided.
      const again = await call('operator', 'POST', `/documents/${doc.id}/reject`, {
        reason: 'Blurred',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ALREADY_DECIDED' });
      expect(again.json<{ message: string }>().message).toContain('Operador Demo');
    });

    test('rejecting a document cancels its operation and releases the limit', async () => {
      await setLimit(CUSTOMERS.davi.email, 1_000_000, 0);
      const key = await upload('davi', 'PENDING');
      const held = await createOutbound('davi');
      expect(held.status).toBe('WAITING_DOCUMENT_APPROVAL');
      const reserved = Number((await operation(held.id)).reserved_usd_cents);
      expect(reserved).toBeGreaterThan(0);
      expect((await limitOf(CUSTOMERS.davi.email)).used).toBe(reserved);
      const { id } = await uploadId(key);
      const rejected = await call('operator', 'POST', `/documents/${id}/reject`, {
        reason: 'Document illegible',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      const row = await operation(held.id);
      expect(row.status).toBe('CANCELED');
      expect(Number(row.reserved_usd_cents)).toBe(0);
      expect((await limitOf(CUSTOMERS.davi.email)).used).toBe(0);
      const mails = await mailbox(CUSTOMERS.davi.email);
      const cancelled = mails.find((m) => m.subject.includes(`nº ${held.id} foi cancelada`));
      expect(cancelled?.text).toContain('Document illegible');
      // A rejected document is no document for a new operation.
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/v1/remittances/',
        headers: { ...headers.davi, 'idempotency-key': randomUUID() },
        payload: {},
      });
      expect(refused.statusCode).toBe(422);
    });

    test('approving an operation in WAITING_DOCUMENT_APPROVAL approves its documents', async () => {
      const key = await upload('davi', 'PENDING');
      const held = await createOutbound('davi');
      expect(held.status).toBe('WAITING_DOCUMENT_APPROVAL');
      const approved = await call('operator', 'POST', `/operations/${held.id}/approve`, {
        reason: 'Checked by phone',
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'AWAITING_PAYMENT' });
      expect((await uploadId(key)).review_status).toBe('APPROVED');
      const trail = await call('operator', 'GET', `/operations/${held.id}/audit`);
      expect(trail.json()).toMatchObject({
        data: [{ action: 'APPROVE', reason: 'Checked by phone' }],
      });
    });
  });

  describe('manual analysis', () => {
    test('approving reserves the limit under its lock, refusing while it does not fit', async () => {
      await upload('carla', 'APPROVED');
      await setLimit(CUSTOMERS.carla.email, 1_000, 0);
      const held = await createOutbound('carla');
      expect(held.status).toBe('MANUAL_ANALYSIS');
      const listed = await call('operator', 'GET', '/operations?limit=100');
      expect(listed.json<{ data: { id: number }[] }>().data.map((d) => d.id)).toContain(held.id);
      const refused = await call('operator', 'POST', `/operations/${held.id}/approve`, {});
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'LIMIT_STILL_EXCEEDED' });
      expect((await operation(held.id)).status).toBe('MANUAL_ANALYSIS');

      await setLimit(CUSTOMERS.carla.email, 1_000_000, 0);
      const approved = await call('operator', 'POST', `/operations/${held.id}/approve`, {});
      expect(approved.statusCode, approved.body).toBe(200);
      const row = await operation(held.id);
      expect(row.status).toBe('AWAITING_PAYMENT');
      expect(Number(row.reserved_usd_cents)).toBe(Number(row.usd_cents));
      expect(row.limit_period).toBe('ANNUAL');
      expect((await limitOf(CUSTOMERS.carla.email)).used).toBe(Number(row.usd_cents));
      expect(row.payment_expires_at).not.toBeNull();
    });

    test('rejecting cancels it, e-mailing the reason', async () => {
      await setLimit(CUSTOMERS.carla.email, 1_000, 0);
      const held = await createOutbound('carla');
      expect(held.status).toBe('MANUAL_ANALYSIS');
      const rejected = await call('operator', 'POST', `/operations/${held.id}/reject`, {
        reason: 'Source of funds not shown',
      });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json()).toMatchObject({ status: 'CANCELED' });
      expect((await limitOf(CUSTOMERS.carla.email)).used).toBe(0);
      const mails = await mailbox(CUSTOMERS.carla.email);
      expect(mails[0]?.text).toContain('Source of funds not shown');
    });

    test('two operators deciding at once: one wins, the other gets 409', async () => {
      await setLimit(CUSTOMERS.carla.email, 1_000, 0);
      const held = await createOutbound('carla');
      await setLimit(CUSTOMERS.carla.email, 1_000_000, 0);
      const [a, b] = await Promise.all([
        call('operator', 'POST', `/operations/${held.id}/approve`, {}),
        call('operator', 'POST', `/operations/${held.id}/reject`, { reason: 'Duplicate' }),
      ]);
      const codes = [a.statusCode, b.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json()).toMatchObject({ code: 'ALREADY_DECIDED' });
      const trail = await call('operator', 'GET', `/operations/${held.id}/audit`);
      expect(trail.json<{ data: unknown[] }>().data).toHaveLength(1);
    });
  });

  describe('registrations', () => {
    test('approved: the held operation continues to document approval, then to payment', async () => {
      const key = await upload('ana', 'PENDING');
      const held = await createOutbound('ana');
      expect(held.status).toBe('WAITING_REGISTRATION_APPROVAL');
      const anaId = await userId(t.db, CUSTOMERS.ana.email);
      const listed = await call('operator', 'GET', '/registrations?limit=100');
      expect(listed.json<{ data: { id: number }[] }>().data.map((d) => d.id)).toContain(anaId);
      expect((await call('otherOperator', 'GET', `/registrations/${anaId}`)).statusCode).toBe(404);
      const record = await call('operator', 'GET', `/registrations/${anaId}`);
      expect(record.json()).toMatchObject({
        correspondents: [{ identifier: 'demo', name: 'Demo Câmbio' }],
      });
      // The operation waits for the registration: deciding it alone is refused.
      const early = await call('operator', 'POST', `/operations/${held.id}/approve`, {});
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'REGISTRATION_DECISION_REQUIRED' });

      const approved = await call('operator', 'POST', `/registrations/${anaId}/approve`, {});
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'APPROVED' });
      expect((await operation(held.id)).status).toBe('WAITING_DOCUMENT_APPROVAL');
      const { id } = await uploadId(key);
      expect((await call('operator', 'POST', `/documents/${id}/approve`, {})).statusCode).toBe(200);
      expect((await operation(held.id)).status).toBe('AWAITING_PAYMENT');
      const mails = await mailbox(CUSTOMERS.ana.email);
      expect(mails.map((m) => m.subject)).toEqual(
        expect.arrayContaining([expect.stringContaining('cadastro aprovado')]),
      );
    });

    test('a pending registration without a limit: held with nothing reserved, reserved at approval', async () => {
      const gilId = await userId(t.db, CUSTOMERS.gil.email);
      const limitRows = () =>
        t.db.selectFrom('operational_limits').selectAll().where('user_id', '=', gilId).execute();
      expect(await limitRows()).toHaveLength(0);
      // Two operations of about USD 5,500.00 each: both wait for the registration, not analysis.
      await upload('gil', 'PENDING');
      const first = await createOutbound('gil', 500000);
      await upload('gil', 'APPROVED');
      const second = await createOutbound('gil', 500000);
      for (const held of [first, second]) {
        expect(held.status).toBe('WAITING_REGISTRATION_APPROVAL');
        expect(Number((await operation(held.id)).reserved_usd_cents)).toBe(0);
      }
      expect(await limitRows()).toHaveLength(0);

      const approved = await call('operator', 'POST', `/registrations/${gilId}/approve`, {});
      expect(approved.statusCode, approved.body).toBe(200);
      // The limit granted (USD 10,000.00) takes the first (its document still under review);
      // the second no longer fits and goes to analysis with nothing reserved.
      const firstNow = await operation(first.id);
      expect(firstNow.status).toBe('WAITING_DOCUMENT_APPROVAL');
      expect(Number(firstNow.reserved_usd_cents)).toBe(Number(firstNow.usd_cents));
      expect(firstNow.limit_period).toBe('ANNUAL');
      const secondNow = await operation(second.id);
      expect(secondNow.status).toBe('MANUAL_ANALYSIS');
      expect(Number(secondNow.reserved_usd_cents)).toBe(0);
      expect(await limitOf(CUSTOMERS.gil.email)).toEqual({
        limit: 1_000_000,
        used: Number(firstNow.usd_cents),
      });
      const trail = await call('operator', 'GET', `/operations/${second.id}/audit`);
      expect(trail.json()).toMatchObject({
        data: [
          {
            action: 'RELEASE',
            statusBefore: 'WAITING_REGISTRATION_APPROVAL',
            statusAfter: 'MANUAL_ANALYSIS',
          },
        ],
      });
      const subjects = (await mailbox(CUSTOMERS.gil.email)).map((m) => m.subject);
      expect(subjects).toEqual(
        expect.arrayContaining([
          expect.stringContaining(`operação nº ${second.id} está em análise`),
          expect.stringContaining('cadastro aprovado'),
        ]),
      );
    });

    test('rejected: the held operations are cancelled and the limit released', async () => {
      await upload('eva', 'APPROVED');
      const held = await createOutbound('eva');
      expect(held.status).toBe('WAITING_REGISTRATION_APPROVAL');
      expect((await limitOf(CUSTOMERS.eva.email)).used).toBeGreaterThan(0);
      const evaId = await userId(t.db, CUSTOMERS.eva.email);
      const rejected = await call('operator', 'POST', `/registrations/${evaId}/reject`, {
        reason: 'Document does not match the name',
      });
      expect(rejected.statusCode).toBe(200);
      expect((await operation(held.id)).status).toBe('CANCELED');
      expect((await limitOf(CUSTOMERS.eva.email)).used).toBe(0);
      const trail = await call('operator', 'GET', `/registrations/${evaId}/audit`);
      expect(trail.json()).toMatchObject({
        data: [{ action: 'REJECT', reason: 'Document does not match the name' }],
      });
      const again = await call('operator', 'POST', `/registrations/${evaId}/approve`, {});
      expect(again.statusCode).toBe(409);
    });
  });
});
