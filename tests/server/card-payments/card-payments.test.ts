import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CardPaymentSchema, InstallmentsSchema } from '../../../src/contracts/card-payments';
import { installmentPlan } from '../../../src/domain/card/installments';
import { createLifecycleWorker } from '../../../server/jobs/remittance-lifecycle';
import type { AuthUser } from '../../../src/contracts/auth';
import {
  SANDBOX_CREDIT_REVIEW_MS,
  SANDBOX_INSTALLMENT_RATES,
  createSandboxCreditCard,
  type CreditCardProvider,
  type CreditChargeResult,
} from '../../../server/providers/card/sandbox-credit-card';
import { createCardPaymentService } from '../../../server/services/payments/card-payment-service';
import { createMailOutbox } from '../../../server/services/mail/mail-outbox';
import { createCardNotices } from '../../../server/services/payments/card-notices';
import { buildTestApp, type TestApp } from '../test-app';
import {
  CLIENTE,
  EMPRESA,
  cpfOf,
  insertCustomer,
  signedIn,
  userId,
} from '../customers/customer-fixtures';
import {
  eventsOf,
  insertOperation,
  movableClock,
  operationRow,
} from '../payments/payment-fixtures';

const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** Every credit test card of docs/sandbox.md. */
const CARDS = {
  visa: '4111111111111111',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  error: '4000000000000119',
  reviewApproved: '4000000000001976',
  reviewRefunded: '4000000000004954',
  refused: '4000000000000127',
  discover: '6011111111111117',
} as const;
const CVV = '123';
const EXPIRY = '12/30';

const OTHER = { email: 'cartao-outra@demo.test', cpf: cpfOf('852741963') };
const TOTAL = 100_000;

describe(`credit-card payments (${target})`, () => {
  let t: TestApp;
  const clock = movableClock();
  const headers: Record<string, Record<string, string>> = {};
  const logLines: string[] = [];
  let keyCounter = 0;

  async function tokenize(cardNumber: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/sandbox/card-tokenizer/card-hashes',
      headers: { correspondent_id: '1', 'accept-language': 'en-US' },
      payload: { cardNumber, holderName: 'MARIA SILVA', expiry: EXPIRY, cvv: CVV },
    });
  }

  async function hashOf(cardNumber: string): Promise<string> {
    const response = await tokenize(cardNumber);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ cardHash: string }>().cardHash;
  }

  async function operation(email: string = CLIENTE.email, overrides: Record<string, unknown> = {}) {
    return insertOperation(t.db, {
      userId: await userId(t.db, email),
      createdAt: clock(),
      paymentMethod: 'CREDIT_CARD',
      totalBrlCents: TOTAL,
      ...overrides,
    });
  }

  function chosen(installments: number, total = TOTAL) {
    const plan = installmentPlan(
      total,
      installments,
      SANDBOX_INSTALLMENT_RATES[installments - 1] ?? 0,
    );
    return {
      installment: plan.installments,
      installmentValue: plan.installmentCents,
      interestRate: plan.interestRateBps,
      interestValue: plan.interestCents,
      amountRequested: plan.amountRequestedCents,
    };
  }

  async function pay(
    resourceId: number,
    cardHash: string,
    options: { who?: string; key?: string; installments?: Record<string, unknown> } = {},
  ) {
    keyCounter += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox-card',
      headers: {
        ...headers[options.who ?? 'cliente'],
        'idempotency-key': options.key ?? `card-key-${keyCounter}-0000000000`,
      },
      payload: {
        resourceId,
        cardHash,
        deviceId: 'device-1',
        installments: options.installments ?? chosen(6),
      },
    });
  }

  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      lifecycle: false,
      logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
    });
    await insertCustomer(t.db, { ...OTHER, name: 'Outra Cartao', correspondents: [1] });
    headers.cliente = await signedIn(t.app, CLIENTE.email);
    headers.other = await signedIn(t.app, OTHER.email);
    headers.empresa = await signedIn(t.app, EMPRESA.email);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('the tokenizer answers a hash, the brand, last four and expiry; Discover is refused', async () => {
    const response = await tokenize(CARDS.mastercard);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ brand: 'mastercard', last4: '4444', expiry: EXPIRY });
    const discover = await tokenize(CARDS.discover);
    expect(discover.statusCode).toBe(422);
    expect(discover.json()).toMatchObject({
      code: 'CARD_BRAND_NOT_ACCEPTED',
      message: "Check your card's brand and number.",
    });
    const badLuhn = await tokenize('4111111111111112');
    expect(badLuhn.statusCode).toBe(422);
    // Each field's message in the caller's language, never a catalogue key (issue 36, item 8).
    expect(badLuhn.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'cardNumber', message: 'Invalid card number.' }],
    });
    const everyField = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/card-tokenizer/card-hashes',
      headers: { correspondent_id: '1', 'accept-language': 'pt-BR' },
      payload: { cardNumber: CARDS.mastercard, holderName: 'M', expiry: '01/20', cvv: CVV },
    });
    expect(everyField.statusCode).toBe(422);
    expect(everyField.json<{ fields: unknown[] }>().fields).toEqual(
      expect.arrayContaining([
        {
          field: 'holderName',
          message: 'Nome do titular inválido: como impresso no cartão, nome e sobrenome.',
        },
        { field: 'expiry', message: 'Este cartão está vencido.' },
      ]),
    );
  });

  test('installments: 12 plans with pt_br texts; Discover 422; an unknown provider 503', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox-card/installments',
      headers: headers.cliente,
      payload: { amount: TOTAL, card_brand: 'visa', pt_br: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const plans = InstallmentsSchema.parse(response.json());
    expect(plans).toHaveLength(12);
    // 5x at 8,49%: interest 8490, total 108490, five of 21698.
    expect(plans[4]).toMatchObject({
      installment: 5,
      installment_value: 21_698,
      last_installment_value: 21_698,
      interest_rate: 849,
      interest_value: 8_490,
      amount: 108_490,
      amount_requested: TOTAL,
      pt_br: { amount: 'R$ 1.084,90', interest_rate: '8,49%', installment_value: 'R$ 216,98' },
    });
    for (const plan of plans) {
      expect(plan.installment_value * (plan.installment - 1) + plan.last_installment_value).toBe(
        plan.amount,
      );
    }
    const discover = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox-card/installments',
      headers: headers.cliente,
      payload: { amount: TOTAL, card_brand: 'discover' },
    });
    expect(discover.statusCode).toBe(422);
    expect(discover.json().code).toBe('CARD_BRAND_NOT_ACCEPTED');
    const acquirer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/acquirer-card/installments',
      headers: { ...headers.cliente, 'accept-language': 'pt-BR' },
      payload: { amount: TOTAL, card_brand: 'visa' },
    });
    // A provider this deployment does not run: not found here, never a 5xx.
    expect(acquirer.statusCode).toBe(404);
    expect(acquirer.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('installments of the largest amount accepted answer every plan (issue 36, item 7)', async () => {
    for (const amount of [840_406_758, 1_000_000_000]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/sandbox-card/installments',
        headers: headers.cliente,
        payload: { amount, card_brand: 'visa', pt_br: true },
      });
      expect(response.statusCode, response.body).toBe(200);
      const plans = InstallmentsSchema.parse(response.json());
      expect(plans).toHaveLength(12);
      expect(plans.at(-1)?.amount).toBeGreaterThan(amount);
    }
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox-card/installments',
      headers: headers.cliente,
      payload: { amount: 1_000_000_001, card_brand: 'visa' },
    });
    expect(over.statusCode).toBe(422);
  });

  test('the approved cards pay: PAYMENT_APPROVED with paid_at; a second payment is refused', async () => {
    for (const card of [CARDS.visa, CARDS.mastercard]) {
      const id = await operation();
      const response = await pay(id, await hashOf(card));
      expect(response.statusCode, response.body).toBe(200);
      const payment = CardPaymentSchema.parse(response.json());
      expect(payment).toMatchObject({
        resourceId: id,
        status: 'COMPLETED',
        result: 'APPROVED',
        operationStatus: 'PAYMENT_APPROVED',
        last4: card.slice(-4),
        // 6x at 9,99%: interest 9990, total 109990 = 5 × 18331 + 18335.
        installments: 6,
        installmentValue: 18_331,
        lastInstallmentValue: 18_335,
        interestValue: 9_990,
        amountRequested: TOTAL,
        total: 109_990,
      });
      expect(payment.settledAt).not.toBeNull();
      const row = await operationRow(t.db, id);
      expect(row.status).toBe('PAYMENT_APPROVED');
      expect(row.paid_at).not.toBeNull();
      expect(row.next_transition_at).not.toBeNull();
      const again = await pay(id, await hashOf(CARDS.visa));
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('CARD_PAYMENT_EXISTS');
    }
  });

  test('declined (7051) and error fail, the operation still awaiting payment; a retry is allowed', async () => {
    const id = await operation();
    const declined = await pay(id, await hashOf(CARDS.declined));
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'FAILED',
      result: 'FAILED',
      code: '7051',
      operationStatus: 'AWAITING_PAYMENT',
    });
    const error = await pay(id, await hashOf(CARDS.error));
    expect(error.json()).toMatchObject({
      status: 'FAILED',
      result: 'FAILED',
      operationStatus: 'AWAITING_PAYMENT',
    });
    const retry = await pay(id, await hashOf(CARDS.visa));
    expect(retry.json()).toMatchObject({ result: 'APPROVED', operationStatus: 'PAYMENT_APPROVED' });
    const latest = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/sandbox-card/resource/${id}`,
      headers: headers.cliente,
    });
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toMatchObject({ result: 'APPROVED', id: retry.json().id });
  });

  test('refused cancels the operation and gives its reservation back', async () => {
    const id = await operation(CLIENTE.email, { reservedUsdCents: 110_000, limitPeriod: null });
    const response = await pay(id, await hashOf(CARDS.refused));
    expect(response.json()).toMatchObject({
      status: 'PROCESSING',
      result: 'REFUSED',
      operationStatus: 'CANCELED',
    });
    const row = await operationRow(t.db, id);
    expect(row.status).toBe('CANCELED');
    expect(Number(row.reserved_usd_cents)).toBe(0);
    expect(row.paid_at).toBeNull();
    // The refusal cancelled it: that, not the refused payment, is why another is refused.
    const again = await pay(id, await hashOf(CARDS.visa));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('OPERATION_NOT_AWAITING_PAYMENT');
  });

  test('under review holds the operation in MANUAL_ANALYSIS, e-mails, and settles through the job', async () => {
    const approvedId = await operation();
    const refundedId = await operation();
    const first = await pay(approvedId, await hashOf(CARDS.reviewApproved));
    expect(first.json()).toMatchObject({
      status: 'PROCESSING',
      result: 'UNDER_REVIEW',
      operationStatus: 'MANUAL_ANALYSIS',
      settledAt: null,
    });
    const second = await pay(refundedId, await hashOf(CARDS.reviewRefunded));
    expect(second.json()).toMatchObject({ result: 'UNDER_REVIEW' });
    const mails = await t.db
      .selectFrom('mail_messages')
      .select(['subject', 'text_body'])
      .where('kind', '=', 'card-payment')
      .execute();
    expect(mails.some((mail) => /4 (hours|horas)/.test(mail.text_body))).toBe(true);

    const job = createLifecycleWorker({
      db: t.db,
      clock,
      stepMs: 1000,
      cardNotices: createCardNotices({ outbox: createMailOutbox({ db: t.db, clock }) }),
    });
    // Past the payment deadline but before the settlement: nothing moves it.
    clock.advance(SANDBOX_CREDIT_REVIEW_MS - 1);
    await job.runDue();
    expect((await operationRow(t.db, approvedId)).status).toBe('MANUAL_ANALYSIS');
    clock.advance(1);
    await job.runDue();
    expect((await operationRow(t.db, approvedId)).status).toBe('PAYMENT_APPROVED');
    expect((await operationRow(t.db, approvedId)).paid_at).not.toBeNull();
    expect((await operationRow(t.db, refundedId)).status).toBe('CANCELED');
    expect(await eventsOf(t.db, refundedId)).toEqual([
      'AWAITING_PAYMENT',
      'MANUAL_ANALYSIS',
      'CANCELED',
    ]);
    const latest = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/sandbox-card/resource/${refundedId}`,
      headers: headers.cliente,
    });
    expect(latest.json()).toMatchObject({ result: 'REFUNDED', operationStatus: 'CANCELED' });
    const settledMails = await t.db
      .selectFrom('mail_messages')
      .select('subject')
      .where('kind', '=', 'card-payment')
      .execute();
    expect(settledMails.some((mail) => /refunded|estornado/.test(mail.subject))).toBe(true);
    expect(settledMails.some((mail) => /approved|aprovado/.test(mail.subject))).toBe(true);
    // Then it advances as a PIX payment does.
    clock.advance(1000);
    await job.runDue();
    expect((await operationRow(t.db, approvedId)).status).toBe('PROCESSING');
  });

  test('the deadline still cancels an unpaid card operation', async () => {
    const id = await operation();
    const job = createLifecycleWorker({ db: t.db, clock, stepMs: 1000 });
    clock.advance(31 * 60_000);
    await job.runDue();
    expect((await operationRow(t.db, id)).status).toBe('CANCELED');
    const late = await pay(id, await hashOf(CARDS.visa));
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('QR_CODE_EXPIRED');
  });

  test('the same Idempotency-Key replays the payment without a second charge; another body 422', async () => {
    const id = await operation();
    const cardHash = await hashOf(CARDS.declined);
    const key = 'replay-key-0123456789abcdef';
    const first = await pay(id, cardHash, { key });
    const again = await pay(id, cardHash, { key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const count = await t.db
      .selectFrom('card_payments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('remittance_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    const other = await pay(id, cardHash, { key, installments: chosen(1) });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  test("another customer's operation 404; a company refused; not a card operation 409; inbound 422", async () => {
    const id = await operation();
    const response = await pay(id, await hashOf(CARDS.visa), { who: 'other' });
    expect(response.statusCode).toBe(404);
    const latest = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/sandbox-card/resource/${id}`,
      headers: headers.other,
    });
    expect(latest.statusCode).toBe(404);
    const companyOp = await operation(EMPRESA.email);
    const company = await pay(companyOp, await hashOf(CARDS.visa), { who: 'empresa' });
    expect(company.statusCode).toBe(422);
    expect(company.json().code).toBe('OPERATION_NOT_AVAILABLE');
    const pix = await operation(CLIENTE.email, { paymentMethod: 'PIX' });
    const mismatch = await pay(pix, await hashOf(CARDS.visa));
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().code).toBe('PAYMENT_METHOD_MISMATCH');
    // The caller's own inbound operation: its payer pays it, never a card payment of theirs.
    const inbound = await operation();
    await t.db
      .updateTable('remittances')
      .set({ kind: 'INBOUND' })
      .where('id', '=', inbound)
      .execute();
    const notByCard = await pay(inbound, await hashOf(CARDS.visa));
    expect(notByCard.statusCode).toBe(422);
    expect(notByCard.json().code).toBe('CARD_PAYMENT_NOT_AVAILABLE');
  });

  test('a plan other than the server’s is refused (INSTALLMENT_MISMATCH); an unknown hash 422', async () => {
    const id = await operation();
    const wrong = await pay(id, await hashOf(CARDS.visa), {
      installments: { ...chosen(6), installmentValue: 18_000 },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('INSTALLMENT_MISMATCH');
    const otherTotal = await pay(id, await hashOf(CARDS.visa), {
      installments: chosen(3, 50_000),
    });
    expect(otherTotal.json().code).toBe('INSTALLMENT_MISMATCH');
    const unknown = await pay(id, 'ch_not-a-token');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('TOKENIZED_DATA_NOT_FOUND');
    // Nothing was claimed: the right plan still pays.
    const right = await pay(id, await hashOf(CARDS.visa), { installments: chosen(12) });
    expect(right.json()).toMatchObject({ result: 'APPROVED', installments: 12 });
  });

  test('the outbound detail carries the latest card payment and the fee of the one not failed', async () => {
    const detailOf = async (id: number) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/remittances/users/${CLIENTE.cpf}/outbound/${id}`,
        headers: headers.cliente,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const brl = (value: number) => ({ value, divisor: 100, precision: 2, currency: 'BRL' });
    const id = await operation();
    // No payment yet: nothing to show.
    expect(await detailOf(id)).toMatchObject({
      cardPayment: null,
      credtCardTax: null,
      creditCardTaxTotal: null,
    });
    const declined = await pay(id, await hashOf(CARDS.declined));
    // Only a failed attempt: it is the latest, but it charged nothing.
    expect(await detailOf(id)).toMatchObject({
      cardPayment: { id: declined.json().id, result: 'FAILED', code: '7051' },
      credtCardTax: null,
      creditCardTaxTotal: null,
    });
    const approved = await pay(id, await hashOf(CARDS.visa));
    const latest = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/sandbox-card/resource/${id}`,
      headers: headers.cliente,
    });
    const detail = await detailOf(id);
    // The same payment the payment route answers; 6x at 9,99%: fee 9990, total 109990.
    expect(detail.cardPayment).toEqual(latest.json());
    expect(detail.cardPayment).toMatchObject({ id: approved.json().id, result: 'APPROVED' });
    expect(detail.credtCardTax).toEqual(brl(9_990));
    expect(detail.creditCardTaxTotal).toEqual(brl(109_990));
    const pix = await operation(CLIENTE.email, { paymentMethod: 'PIX' });
    expect(await detailOf(pix)).toMatchObject({
      cardPayment: null,
      credtCardTax: null,
      creditCardTaxTotal: null,
    });
  });

  test('a payment in flight at the deadline holds the operation; its answer decides', async () => {
    // A provider that answers when the test says so, the sandbox's tokens otherwise.
    const sandbox = createSandboxCreditCard({ db: t.db, clock });
    const gate: { answer?: ((result: CreditChargeResult) => void) | undefined } = {};
    // Read through a call: the compiler does not narrow it to the `undefined` just assigned.
    const respond = () => gate.answer;
    const slow: CreditCardProvider = {
      name: sandbox.name,
      rates: sandbox.rates,
      minimumInstallmentCents: sandbox.minimumInstallmentCents,
      creditToken: (db, token) => sandbox.creditToken(db, token),
      chargeCredit: () =>
        new Promise((resolve) => {
          gate.answer = resolve;
        }),
    };
    const service = createCardPaymentService({
      db: t.db,
      clock,
      providers: { 'sandbox-card': slow },
      lifecycleStepMs: 1000,
    });
    const job = createLifecycleWorker({ db: t.db, clock, stepMs: 1000 });
    const user = { id: await userId(t.db, CLIENTE.email) } as AuthUser;

    /** Starts paying `id`, passes its deadline while the provider is asked, then answers `word`. */
    async function inFlight(id: number, word: string, meanwhile?: () => Promise<void>) {
      gate.answer = undefined;
      keyCounter += 1;
      const paying = service.pay({
        user,
        correspondentId: 1,
        provider: 'sandbox-card',
        idempotencyKey: `in-flight-${keyCounter}-0000000000`,
        body: {
          resourceId: id,
          cardHash: await hashOf(CARDS.visa),
          deviceId: 'device-1',
          installments: chosen(6),
        },
      });
      while (respond() === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
      clock.advance(31 * 60_000);
      await job.runDue();
      // The PENDING payment holds it: not cancelled, and not taken again and again.
      expect((await operationRow(t.db, id)).status).toBe('AWAITING_PAYMENT');
      await meanwhile?.();
      respond()?.({ kind: 'answered', word, code: null });
      return (await paying).payment;
    }

    const approved = await operation();
    expect(await inFlight(approved, 'approved')).toMatchObject({
      result: 'APPROVED',
      operationStatus: 'PAYMENT_APPROVED',
    });
    expect((await operationRow(t.db, approved)).status).toBe('PAYMENT_APPROVED');

    // Failed: the deadline, put off while it was in flight, applies again at the next look.
    const failed = await operation();
    expect(await inFlight(failed, 'declined')).toMatchObject({
      result: 'FAILED',
      operationStatus: 'AWAITING_PAYMENT',
    });
    await job.runDue();
    expect((await operationRow(t.db, failed)).status).toBe('CANCELED');

    // Cancelled meanwhile (by anything else): recorded as approved, the money marked to go back.
    const cancelled = await operation();
    const payment = await inFlight(cancelled, 'approved', async () => {
      await t.db
        .updateTable('remittances')
        .set({ status: 'CANCELED', next_transition_at: null })
        .where('id', '=', cancelled)
        .execute();
    });
    expect(payment).toMatchObject({ result: 'APPROVED', operationStatus: 'CANCELED' });
    const row = await t.db
      .selectFrom('card_payments')
      .select(['status', 'refund_due_at'])
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('APPROVED');
    expect(row.refund_due_at).not.toBeNull();
    expect((await operationRow(t.db, cancelled)).paid_at).toBeNull();
  });

  test('no card number, CVV or expiry in any table or log line', async () => {
    const tables = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema()
        and data_type in ('text', 'jsonb', 'json', 'character varying')`.execute(t.db);
    const needles = [...Object.values(CARDS), `"${EXPIRY}"`, `'${EXPIRY}'`];
    for (const { table_name, column_name } of tables.rows) {
      const rows = await sql<{ v: string | null }>`
        select ${sql.ref(column_name)}::text as v from ${sql.table(table_name)}`.execute(t.db);
      for (const { v } of rows.rows) {
        if (v === null) continue;
        for (const needle of needles) {
          expect(v.includes(needle), `${table_name}.${column_name}`).toBe(false);
        }
        expect(
          v.includes(EXPIRY) && table_name !== 'mail_messages',
          `${table_name}.${column_name}`,
        ).toBe(false);
      }
    }
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join('\n');
    for (const card of Object.values(CARDS)) expect(log).not.toContain(card);
    expect(log).not.toContain(EXPIRY);
    expect(log).not.toContain('card-hashes');
  });
});
