import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createLimitUpdateDecisions,
  type LimitUpdateDecisions,
} from '../../../server/services/limit-updates/limit-update-decision';
import { createMailOutbox } from '../../../server/services/mail/mail-outbox';
import { buildTestApp, type TestApp } from '../test-app';
import { ADMIN, cpfOf, insertCustomer, signedIn, userId } from '../customers/customer-fixtures';
import { limitOf, setLimit } from '../remittances/inbound-fixtures';
import { sendRequest, validBody } from './limit-update-fixtures';

// The decision on a limit-increase request (issue 20), as the operator console calls it in its
// own transaction: approve raises the operational limit, reject keeps it, both e-mail the
// customer in their language through the outbox, and a request is decided once.

const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const EVA = { email: 'eva-decisao@demo.test', cpf: cpfOf('147258369'), name: 'Eva Decisão' };
const LEO = { email: 'leo-decision@demo.test', cpf: cpfOf('258369147'), name: 'Leo Decision' };

describe(`deciding a limit-increase request (${target})`, () => {
  let t: TestApp;
  let decisions: LimitUpdateDecisions;
  let operator = 0;
  const headers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await buildTestApp({ outbox: false });
    await insertCustomer(t.db, { ...EVA, correspondents: [1] });
    await insertCustomer(t.db, { ...LEO, correspondents: [1] });
    await t.db
      .updateTable('users')
      .set({ locale: 'en-US' })
      .where('email', '=', LEO.email)
      .execute();
    for (const customer of [EVA, LEO]) {
      await setLimit(t, customer.email, 1_000_000, 400_000);
      headers[customer.email] = await signedIn(t.app, customer.email);
    }
    operator = await userId(t.db, ADMIN.email);
    const clock = () => new Date('2026-11-30T12:00:00.000Z');
    decisions = createLimitUpdateDecisions({
      outbox: createMailOutbox({ db: t.db, clock }),
      clock,
      publicOrigin: 'https://fx.example.test',
    });
  });

  afterAll(async () => {
    await t.close();
  });

  /** Sends a request of `email` asking for `requested` USD cents; its id. */
  async function pending(email: string, requested: number): Promise<number> {
    const response = await sendRequest(
      t,
      headers[email] ?? {},
      await validBody(t, email, requested),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  }

  const decide = (input: Parameters<LimitUpdateDecisions['decideLimitUpdate']>[1]) =>
    t.db.transaction().execute((trx) => decisions.decideLimitUpdate(trx, input));

  const mailsTo = (email: string) =>
    t.db
      .selectFrom('mail_messages')
      .select(['subject', 'text_body', 'locale', 'kind'])
      .where('to_address', '=', email)
      .where('kind', '=', 'limit-update-decision')
      .orderBy('id')
      .execute();

  test('approving raises the limit to the amount asked for and e-mails the customer in pt-BR', async () => {
    const id = await pending(EVA.email, 3_000_000);
    const result = await decide({
      requestId: id,
      decision: 'APPROVED',
      reason: 'Renda comprovada',
      decidedBy: operator,
    });
    expect(result.limitUsdCents).toBe(3_000_000);
    expect(result.request).toMatchObject({
      status: 'APPROVED',
      decision_reason: 'Renda comprovada',
    });
    expect(await limitOf(t, EVA.email)).toEqual({ limit: 3_000_000, used: 400_000 });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/customers/v1/limit-updates/${id}`,
      headers: headers[EVA.email],
    });
    expect(detail.json()).toMatchObject({
      status: 'APPROVED',
      approvedLimit: 3_000_000,
      decisionReason: 'Renda comprovada',
      decidedAt: '2026-11-30T12:00:00.000Z',
    });
    const [mail] = await mailsTo(EVA.email);
    expect(mail?.locale).toBe('pt-BR');
    expect(mail?.subject).toContain('seu aumento de limite foi aprovado');
    expect(mail?.text_body).toContain('US$');
    expect(mail?.text_body).toContain('30.000,00');
    expect(mail?.text_body).toContain(`/demo/app/profile/update-limit/show/${id}`);
  });

  test('approving with another amount sets that amount', async () => {
    const id = await pending(EVA.email, 9_000_000);
    await decide({
      requestId: id,
      decision: 'APPROVED',
      approvedLimitUsdCents: 5_000_000,
      reason: 'Parcial',
      decidedBy: operator,
    });
    expect((await limitOf(t, EVA.email)).limit).toBe(5_000_000);
  });

  test('an approved limit not above the current one is refused and nothing changes', async () => {
    const id = await pending(EVA.email, 9_000_000);
    await expect(
      decide({
        requestId: id,
        decision: 'APPROVED',
        approvedLimitUsdCents: 4_000_000,
        reason: 'Menor',
        decidedBy: operator,
      }),
    ).rejects.toMatchObject({ code: 'LIMIT_UPDATE_APPROVED_LIMIT_INVALID' });
    expect((await limitOf(t, EVA.email)).limit).toBe(5_000_000);
    const row = await t.db
      .selectFrom('limit_update_requests')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('PENDING');
    // Leaves no request pending for the next tests.
    await decide({ requestId: id, decision: 'REJECTED', reason: 'Limpeza', decidedBy: operator });
  });

  test('rejecting keeps the limit and e-mails the reason in the customer’s language (en-US)', async () => {
    const id = await pending(LEO.email, 2_000_000);
    const result = await decide({
      requestId: id,
      decision: 'REJECTED',
      reason: 'Income proof is older than three months',
      decidedBy: operator,
    });
    expect(result.limitUsdCents).toBe(1_000_000);
    expect(await limitOf(t, LEO.email)).toEqual({ limit: 1_000_000, used: 400_000 });
    const [mail] = await mailsTo(LEO.email);
    expect(mail?.locale).toBe('en-US');
    expect(mail?.subject).toContain('your limit increase request was not approved');
    expect(mail?.text_body).toContain('Reason: Income proof is older than three months');
  });

  test('deciding a decided request is a conflict', async () => {
    const id = await pending(LEO.email, 2_000_000);
    await decide({ requestId: id, decision: 'REJECTED', reason: 'No', decidedBy: operator });
    await expect(
      decide({ requestId: id, decision: 'APPROVED', reason: 'Yes', decidedBy: operator }),
    ).rejects.toMatchObject({ code: 'LIMIT_UPDATE_ALREADY_DECIDED' });
    expect((await limitOf(t, LEO.email)).limit).toBe(1_000_000);
  });

  test('two operators deciding at once: one wins, the other is told', async () => {
    const id = await pending(LEO.email, 2_500_000);
    const outcomes = await Promise.allSettled([
      decide({ requestId: id, decision: 'APPROVED', reason: 'A', decidedBy: operator }),
      decide({ requestId: id, decision: 'REJECTED', reason: 'B', decidedBy: operator }),
    ]);
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({
      code: 'LIMIT_UPDATE_ALREADY_DECIDED',
    });
    const mails = await mailsTo(LEO.email);
    // One e-mail per decision taken: the two earlier rejections and this one.
    expect(mails).toHaveLength(3);
  });

  test('an approval may give no reason (the e-mail then gives none); a rejection may not', async () => {
    const id = await pending(LEO.email, 9_000_000);
    await expect(
      decide({ requestId: id, decision: 'REJECTED', reason: null, decidedBy: operator }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const result = await decide({
      requestId: id,
      decision: 'APPROVED',
      reason: '  ',
      decidedBy: operator,
    });
    expect(result.request).toMatchObject({ status: 'APPROVED', decision_reason: null });
    expect((await limitOf(t, LEO.email)).limit).toBe(9_000_000);
    const mails = await mailsTo(LEO.email);
    const last = mails[mails.length - 1];
    expect(last?.subject).toContain('your limit increase was approved');
    expect(last?.text_body).not.toContain('Reason:');
  });

  test('an unknown request is NOT_FOUND and a blank reason is refused', async () => {
    await expect(
      decide({ requestId: 999_999, decision: 'REJECTED', reason: 'x', decidedBy: operator }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      decide({ requestId: 999_999, decision: 'REJECTED', reason: '  ', decidedBy: operator }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  test('once decided, the customer may send a new request', async () => {
    const response = await sendRequest(
      t,
      headers[EVA.email] ?? {},
      await validBody(t, EVA.email, 8_000_000),
    );
    expect(response.statusCode, response.body).toBe(201);
  });
});
