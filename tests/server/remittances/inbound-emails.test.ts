import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MailboxMessageListSchema } from '../../../src/contracts/mailbox';
import { INBOUND_PAYMENT_LINK_VALIDITY_MS } from '../../../src/domain/operations/expiries';
import { createLifecycleWorker } from '../../../server/jobs/remittance-lifecycle';
import { createMailOutbox } from '../../../server/services/mail/mail-outbox';
import { createInboundNotices } from '../../../server/services/remittances/inbound-notices';
import { buildTestApp, type TestApp } from '../test-app';
import { cpfOf } from '../customers/customer-fixtures';
import { movableClock, operationRow } from '../payments/payment-fixtures';
import {
  createInbound,
  inboundBody,
  inboundCustomer,
  type InboundCustomer,
} from './inbound-fixtures';

const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';

describe(`the inbound operation's e-mails (${target})`, () => {
  let t: TestApp;
  // Noon in Brasília (15:00 UTC): the link's 12 hours end at midnight, 28/11/2026 00:00.
  const clock = movableClock(new Date('2026-11-27T15:00:00.000Z'));
  let lia: InboundCustomer;
  let ned: InboundCustomer;

  async function created(
    customer: InboundCustomer,
    method = 'DEBIT_CARD_LINK',
    key = randomUUID(),
  ) {
    const response = await createInbound(
      t,
      customer.headers,
      await inboundBody(t, customer, { inboundPaymentMethod: method }),
      key,
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number; paymentLink: { id: string } | null }>();
  }

  async function mailbox(email: string) {
    await t.app.outbox.drain();
    const response = await t.app.inject({ url: `/api/sandbox/mailbox?to=${email}` });
    expect(response.statusCode).toBe(200);
    return MailboxMessageListSchema.parse(response.json());
  }

  async function payApproved(linkId: string) {
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/card-tokenizer/tokens',
      headers: { correspondent_id: '1' },
      payload: { cardNumber: '4111111111111111', cvv: '123', expiry: '12/30', zip: '10001' },
    });
    const charged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/remittances/inbound/create-charge',
      headers: { correspondent_id: '1' },
      payload: {
        operationId: linkId,
        personType: 'PERSON',
        name: 'John Payer',
        fullName: 'John Payer',
        amount: 100_000,
        tokenized: token.json<{ token: string }>().token,
        birthDate: '1980-05-17',
        email: 'john.payer@example.com',
        mobile: '+12125550123',
        address: {
          address: '1 Main Street',
          city: 'New York',
          country: 'US',
          state: 'NY',
          postalCode: '10001',
        },
      },
    });
    expect(charged.json()).toMatchObject({ status: 'COMPLETED' });
  }

  const worker = () =>
    createLifecycleWorker({
      db: t.db,
      clock,
      stepMs: 5000,
      notices: createInboundNotices({
        outbox: createMailOutbox({ db: t.db, clock }),
        publicOrigin: 'http://localhost:8080',
      }),
    });

  beforeAll(async () => {
    t = await buildTestApp({ clock, lifecycle: false, outbox: false });
    lia = await inboundCustomer(t, {
      email: 'entrada-lia@demo.test',
      cpf: cpfOf('159357486'),
      name: 'Lia Recebedora',
    });
    ned = await inboundCustomer(t, {
      email: 'entrada-ned@demo.test',
      cpf: cpfOf('486159357'),
      name: 'Ned Receiver',
    });
    await t.db
      .updateTable('users')
      .set({ locale: 'en-US' })
      .where('email', '=', ned.email)
      .execute();
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('a new payment link is e-mailed to the customer with the payer page and its expiry', async () => {
    const operation = await created(lia);
    const link = operation.paymentLink;
    if (link === null) throw new Error('a link was expected');
    const [mail, ...older] = await mailbox(lia.email);
    expect(older).toEqual([]);
    expect(mail?.subject).toBe('Demo Câmbio: seu link de pagamento para receber US$\u00a01.000,00');
    const url = `http://localhost:8080/demo/inbound-payment-link/${link.id}`;
    expect(mail?.text).toContain(`Abrir o link de pagamento: ${url}`);
    expect(mail?.text).toContain('O link vale até 28/11/2026, 00:00 (horário de Brasília)');
    expect(mail?.text).toContain(`nº ${operation.id}`);
    expect(mail?.html).toContain(`href="${url}"`);
  });

  test('a replayed creation sends no second e-mail; the bank path sends no link', async () => {
    const key = randomUUID();
    const before = (await mailbox(lia.email)).length;
    await created(lia, 'DEBIT_CARD_LINK', key);
    await created(lia, 'DEBIT_CARD_LINK', key).catch(() => undefined);
    await created(lia, 'BANK_PATH');
    expect((await mailbox(lia.email)).length).toBe(before + 1);
  });

  test('the payer’s approved card e-mails the customer, in their language', async () => {
    const operation = await created(ned);
    const link = operation.paymentLink;
    if (link === null) throw new Error('a link was expected');
    await payApproved(link.id);
    const [received, sent] = await mailbox(ned.email);
    expect(sent?.subject).toBe('Demo Câmbio: your payment link to receive $1,000.00');
    expect(sent?.text).toContain('The link is valid until 11/28/26, 12:00 AM (Brasília time).');
    expect(received?.subject).toBe(
      `Demo Câmbio: payment received for operation no. ${operation.id}`,
    );
    expect(received?.text).toContain('The payment of $1,000.00');
  });

  test('the bank path’s wire received e-mails the customer too', async () => {
    const operation = await created(lia, 'BANK_PATH');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/operations/${operation.id}/pay`,
      headers: lia.headers,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [mail] = await mailbox(lia.email);
    expect(mail?.subject).toBe(`Demo Câmbio: pagamento recebido na operação nº ${operation.id}`);
  });

  test('an expired link e-mails the customer once, when the job records it', async () => {
    const operation = await created(lia);
    clock.advance(INBOUND_PAYMENT_LINK_VALIDITY_MS);
    const job = worker();
    await job.runDue();
    await job.runDue();
    expect((await operationRow(t.db, operation.id)).status).toBe('INBOUND_PAYMENT_LINK_EXPIRED');
    const expired = (await mailbox(lia.email)).filter((mail) =>
      mail.subject.includes(`operação nº ${operation.id} expirou`),
    );
    expect(expired).toHaveLength(1);
    expect(expired[0]?.text).toContain('expirou sem pagamento');
  });
});
