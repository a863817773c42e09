import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';
import { signedInAuroraOperator } from './operator-fixtures';
import { consoleCaller, createOutbound as createOutboundOf, operationRow } from './console-harness';
import { CLIENTE, cpfOf, insertCustomer, signedIn, userId } from '../customers/customer-fixtures';
import { limitOf, setLimit } from '../remittances/inbound-fixtures';
import { insertUpload } from '../uploads/upload-records';
import { hans } from '../payees/payee-fixtures';
import { sendRequest, validBody } from '../limit-updates/limit-update-fixtures';

// The console's limit-increase queue (issue 20): PENDING requests of the operator's
// correspondents, decided in the console's transaction by `decideLimitUpdate`, and an approval's
// raised limit lets the customer's operations held in MANUAL_ANALYSIS continue when they fit.

const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const OPERATOR = 'operador@demo.test';
const CUSTOMERS = {
  lia: { email: 'lu-lia@demo.test', cpf: cpfOf('410240150'), name: 'Lia Limite' },
  rui: { email: 'lu-rui@demo.test', cpf: cpfOf('410240151'), name: 'Rui Recusa' },
  sol: { email: 'lu-sol@demo.test', cpf: cpfOf('410240152'), name: 'Sol Simultâneo' },
  tom: { email: 'lu-tom@demo.test', cpf: cpfOf('410240153'), name: 'Tom Transferido' },
} as const;
type Who = keyof typeof CUSTOMERS;

interface Review {
  id: number;
  queue: string;
  status: string;
  customer: { id: number; email: string };
  correspondentId: number;
  requestedLimitUsdCents: number;
  currentLimitUsdCents: number;
  usedUsdCents: number;
  approvedLimitUsdCents: number | null;
  origin: string;
  documents: { attachmentType: string; uploadId: number | null; fileUrl: string | null }[];
  decisionReason: string | null;
}

describe(`the console's limit-increase queue (${target})`, () => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  const beneficiaryOf: Partial<Record<Who, number>> = {};

  const call = consoleCaller(() => t, headers);
  const operation = (id: number) => operationRow(t, id);

  const request = (id: number) =>
    t.db
      .selectFrom('limit_update_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** An outbound remittance of `who` for `eurCents` EUR (an approved document): id and USD cents. */
  async function createOutbound(who: Who, eurCents: number) {
    const { email, cpf } = CUSTOMERS[who];
    const document = await insertUpload(t.db, email);
    return createOutboundOf(
      t,
      { headers: headers[who] ?? {}, cpf, receiverId: beneficiaryOf[who], document },
      eurCents,
    );
  }

  /** A PENDING request of `who` asking for `requested` USD cents; its id. */
  async function pending(who: Who, requested = 5_000_000): Promise<number> {
    const { email } = CUSTOMERS[who];
    const response = await sendRequest(t, headers[who] ?? {}, await validBody(t, email, requested));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }

  const trailOf = async (queue: string, id: number) =>
    (await call('operator', 'GET', `/${queue}/${id}/audit`)).json<{
      data: { action: string; reason: string | null; statusAfter: string }[];
    }>().data;

  beforeAll(async () => {
    t = await buildTestApp();
    for (const [who, customer] of Object.entries(CUSTOMERS) as [Who, (typeof CUSTOMERS)[Who]][]) {
      await insertCustomer(t.db, { ...customer, correspondents: [1] });
      await setLimit(t, customer.email, 1_000, 0);
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
    headers.operator = await signedIn(t.app, OPERATOR, undefined);
    headers.cliente = await signedIn(t.app, CLIENTE.email);
    // An operator of another correspondent (aurora): none of demo's requests are theirs.
    headers.otherOperator = await signedInAuroraOperator(
      t,
      'lu-operadora-aurora@demo.test',
      '410240199',
    );
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test("lists PENDING requests of the operator's correspondents, with their files for the viewer", async () => {
    const id = await pending('lia');
    const listed = await call('operator', 'GET', '/limit-updates?limit=100');
    expect(listed.statusCode, listed.body).toBe(200);
    const record = listed.json<{ data: Review[] }>().data.find((r) => r.id === id);
    expect(record).toMatchObject({
      queue: 'limit-updates',
      status: 'PENDING',
      customer: { email: CUSTOMERS.lia.email },
      correspondentId: 1,
      requestedLimitUsdCents: 5_000_000,
      currentLimitUsdCents: 1_000,
      usedUsdCents: 0,
      approvedLimitUsdCents: null,
      origin: 'Salário e rendimentos de investimentos',
      decisionReason: null,
    });
    expect(record?.documents.map((d) => d.attachmentType)).toEqual([
      'IDENTIFICATION',
      'INCOME_PROOF',
      'PROOF_OF_ADDRESS',
    ]);
    const [first] = record?.documents ?? [];
    expect(first?.uploadId).toEqual(expect.any(Number));
    expect(first?.fileUrl).toBe(`/api/v1/back-office/documents/${first?.uploadId}/file`);
    const file = await call('operator', 'GET', `/documents/${first?.uploadId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.body).toContain('%PDF-1.4');
    expect((await call('operator', 'GET', `/limit-updates/${id}`)).json()).toMatchObject({ id });

    // Another correspondent's operator neither lists, reads, opens nor decides it.
    const other = await call('otherOperator', 'GET', '/limit-updates?limit=100');
    expect(other.json<{ data: unknown[] }>().data).toEqual([]);
    expect((await call('otherOperator', 'GET', `/limit-updates/${id}`)).statusCode).toBe(404);
    expect(
      (await call('otherOperator', 'GET', `/documents/${first?.uploadId}/file`)).statusCode,
    ).toBe(404);
    expect(
      (await call('otherOperator', 'POST', `/limit-updates/${id}/approve`, {})).statusCode,
    ).toBe(404);
    // A customer is no operator.
    for (const url of ['/limit-updates', `/limit-updates/${id}`, `/limit-updates/${id}/audit`]) {
      const refused = await call('cliente', 'GET', url);
      expect(refused.statusCode, url).toBe(403);
    }
    expect((await call('cliente', 'POST', `/limit-updates/${id}/approve`, {})).statusCode).toBe(
      403,
    );
  });

  test('approving raises the limit and releases the held operation that now fits, oldest first', async () => {
    const fits = await createOutbound('lia', 100_000);
    const tooBig = await createOutbound('lia', 500_000);
    expect([fits.status, tooBig.status]).toEqual(['MANUAL_ANALYSIS', 'MANUAL_ANALYSIS']);
    const [record] = (await call('operator', 'GET', '/limit-updates?limit=100'))
      .json<{ data: Review[] }>()
      .data.filter((r) => r.customer.email === CUSTOMERS.lia.email);
    const id = record?.id ?? 0;
    // Room for the first, not for both.
    const granted = fits.usd + tooBig.usd - 1;
    const approved = await call('operator', 'POST', `/limit-updates/${id}/approve`, {
      approvedLimitUsdCents: granted,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', decidedBy: 'Operador Demo' });

    const row = await request(id);
    expect(row.status).toBe('APPROVED');
    expect(Number(row.approved_limit_usd_cents)).toBe(granted);
    expect(row.decision_reason).toBeNull();
    expect(await limitOf(t, CUSTOMERS.lia.email)).toEqual({ limit: granted, used: fits.usd });
    const released = await operation(fits.id);
    expect(released.status).toBe('AWAITING_PAYMENT');
    expect(Number(released.reserved_usd_cents)).toBe(fits.usd);
    expect(released.payment_expires_at).not.toBeNull();
    expect((await operation(tooBig.id)).status).toBe('MANUAL_ANALYSIS');
    expect(Number((await operation(tooBig.id)).reserved_usd_cents)).toBe(0);

    expect(await trailOf('limit-updates', id)).toMatchObject([
      { action: 'APPROVE', reason: null, statusAfter: 'APPROVED' },
    ]);
    expect(await trailOf('operations', fits.id)).toMatchObject([
      { action: 'RELEASE', statusAfter: 'AWAITING_PAYMENT' },
    ]);
    expect(await trailOf('operations', tooBig.id)).toEqual([]);
    const mails = await t.db
      .selectFrom('mail_messages')
      .select('subject')
      .where('to_address', '=', CUSTOMERS.lia.email)
      .where('kind', '=', 'limit-update-decision')
      .execute();
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('aprovado')]);
    // Decided: no longer listed, still readable, and refused a second time naming who.
    const listed = await call('operator', 'GET', '/limit-updates?limit=100');
    expect(listed.json<{ data: Review[] }>().data.map((r) => r.id)).not.toContain(id);
    expect((await call('operator', 'GET', `/limit-updates/${id}`)).json()).toMatchObject({
      status: 'APPROVED',
      approvedLimitUsdCents: granted,
      currentLimitUsdCents: granted,
      usedUsdCents: fits.usd,
    });
    const again = await call('operator', 'POST', `/limit-updates/${id}/reject`, { reason: 'No' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_DECIDED' });
    expect(again.json<{ message: string }>().message).toContain('Operador Demo');
  });

  test('rejecting needs a reason, keeps the limit and e-mails the reason', async () => {
    const id = await pending('rui');
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const refused = await call('operator', 'POST', `/limit-updates/${id}/reject`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await request(id)).status).toBe('PENDING');
    const rejected = await call('operator', 'POST', `/limit-updates/${id}/reject`, {
      reason: 'Income not shown',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'REJECTED' });
    expect((await request(id)).decision_reason).toBe('Income not shown');
    expect((await limitOf(t, CUSTOMERS.rui.email)).limit).toBe(1_000);
    expect(await trailOf('limit-updates', id)).toMatchObject([
      { action: 'REJECT', reason: 'Income not shown', statusAfter: 'REJECTED' },
    ]);
    const mail = await t.db
      .selectFrom('mail_messages')
      .select('text_body')
      .where('to_address', '=', CUSTOMERS.rui.email)
      .where('kind', '=', 'limit-update-decision')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Income not shown');
  });

  test('a granted limit must be a whole amount above the current limit, and only here', async () => {
    const id = await pending('tom');
    for (const approvedLimitUsdCents of [0, -5, 12.5, '100']) {
      const refused = await call('operator', 'POST', `/limit-updates/${id}/approve`, {
        approvedLimitUsdCents,
      });
      expect(refused.statusCode, String(approvedLimitUsdCents)).toBe(422);
    }
    const notAbove = await call('operator', 'POST', `/limit-updates/${id}/approve`, {
      approvedLimitUsdCents: 1_000,
    });
    expect(notAbove.statusCode).toBe(422);
    expect(notAbove.json()).toMatchObject({ code: 'LIMIT_UPDATE_APPROVED_LIMIT_INVALID' });
    expect((await request(id)).status).toBe('PENDING');
    const elsewhere = await call('operator', 'POST', '/operations/1/approve', {
      approvedLimitUsdCents: 2_000,
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'approvedLimitUsdCents' }],
    });
    // The amount asked for when none is given, with the operator's note.
    const approved = await call('operator', 'POST', `/limit-updates/${id}/approve`, {
      reason: 'Checked',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await limitOf(t, CUSTOMERS.tom.email)).limit).toBe(5_000_000);
    expect((await request(id)).decision_reason).toBe('Checked');
  });

  test('two approvals at once: one wins, the other is told who decided', async () => {
    const id = await pending('sol');
    const [a, b] = await Promise.all([
      call('operator', 'POST', `/limit-updates/${id}/approve`, {}),
      call('operator', 'POST', `/limit-updates/${id}/approve`, {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({ code: 'ALREADY_DECIDED' });
    expect(loser.json<{ message: string }>().message).toContain('Operador Demo');
    expect(await trailOf('limit-updates', id)).toHaveLength(1);
    expect((await limitOf(t, CUSTOMERS.sol.email)).limit).toBe(5_000_000);
    const mails = await t.db
      .selectFrom('mail_messages')
      .select('id')
      .where('to_address', '=', CUSTOMERS.sol.email)
      .where('kind', '=', 'limit-update-decision')
      .execute();
    expect(mails).toHaveLength(1);
  });

  test("the viewer opens a request's file even once its customer is no longer linked", async () => {
    const { email } = CUSTOMERS.rui;
    const id = await pending('rui');
    const [document] = (await call('operator', 'GET', `/limit-updates/${id}`)).json<Review>()
      .documents;
    await t.db
      .deleteFrom('user_correspondents')
      .where('user_id', '=', await userId(t.db, email))
      .execute();
    const file = await call('operator', 'GET', `/documents/${document?.uploadId}/file`);
    expect(file.statusCode, file.body + JSON.stringify(document)).toBe(200);
    expect(
      (await call('otherOperator', 'GET', `/documents/${document?.uploadId}/file`)).statusCode,
    ).toBe(404);
  });
});
