import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INBOUND_PAYMENT_LINK_VALIDITY_MS } from '../../../src/domain/operations/expiries';
import {
  MAX_CHARGE_ATTEMPTS,
  createInboundChargeService,
} from '../../../server/services/remittances/inbound-charge-service';
import { buildTestApp, type TestApp } from '../test-app';
import { cpfOf } from '../customers/customer-fixtures';
import { eventsOf, movableClock, operationRow } from '../payments/payment-fixtures';
import { createLifecycleWorker } from '../../../server/jobs/remittance-lifecycle';
import { SANDBOX_PROCESSING_MS } from '../../../server/providers/card/sandbox-card';
import {
  createInbound,
  inboundBody,
  inboundCustomer,
  limitOf,
  type InboundCustomer,
} from './inbound-fixtures';

const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';

const CARDS = {
  approved: '4111111111111111',
  declined: '4000050000007051',
  credit: '4000010000000092',
  zip: '4000020000000034',
  limit: '4000070000000070',
  processing: '4000000000000259',
} as const;

describe(`POST /api/v1/remittances/inbound/create-charge (${target})`, () => {
  let t: TestApp;
  const clock = movableClock();
  let hana: InboundCustomer;
  const logLines: string[] = [];

  /** A fresh payment link of USD 1,000.00: its id and operation id. */
  async function link(): Promise<{ id: string; operationId: number }> {
    const response = await createInbound(t, hana.headers, await inboundBody(t, hana));
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().paymentLink.id, operationId: response.json().id };
  }

  async function tokenize(cardNumber: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/card-tokenizer/tokens',
      headers: { correspondent_id: '1' },
      payload: { cardNumber, cvv: '123', expiry: '12/30', zip: '10001' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ token: string }>().token;
  }

  const payer = (
    linkId: string,
    tokenized: string | null,
    extra: Record<string, unknown> = {},
  ) => ({
    operationId: linkId,
    personType: 'PERSON',
    name: 'John Payer',
    fullName: 'John Payer',
    amount: 100_000,
    tokenized,
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
    ...extra,
  });

  const charge = (body: unknown, lang = 'en-US') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/remittances/inbound/create-charge',
      headers: { correspondent_id: '1', 'accept-language': lang },
      payload: body as Record<string, unknown>,
    });

  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      lifecycle: false,
      logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
    });
    hana = await inboundCustomer(t, {
      email: 'entrada-hana@demo.test',
      cpf: cpfOf('951753852'),
      name: 'Hana Recebedora',
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('the approved card pays the link: RECEIVED_INBOUND; the link then answers fc0003', async () => {
    const { id, operationId } = await link();
    const response = await charge(payer(id, await tokenize(CARDS.approved)));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 'COMPLETED',
      code: null,
      operationStatus: 'RECEIVED_INBOUND',
      attemptsLeft: MAX_CHARGE_ATTEMPTS,
    });
    const row = await operationRow(t.db, operationId);
    expect(row.status).toBe('RECEIVED_INBOUND');
    expect(row.paid_at).not.toBeNull();
    const again = await charge(payer(id, await tokenize(CARDS.approved)));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'OPERATION_ALREADY_COMPLETED',
      message: 'This operation has already been completed.',
    });
  });

  test('10 concurrent payments of one link make exactly one charge', async () => {
    const { id, operationId } = await link();
    const tokens = await Promise.all(Array.from({ length: 10 }, () => tokenize(CARDS.approved)));
    const responses = await Promise.all(tokens.map((token) => charge(payer(id, token))));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(9);
    const rows = await t.db
      .selectFrom('inbound_charges')
      .select('status')
      .where('remittance_id', '=', operationId)
      .execute();
    expect(rows).toEqual([{ status: 'APPROVED' }]);
  });

  test.each([
    ['7051', CARDS.declined],
    ['00034', CARDS.zip],
    ['00070', CARDS.limit],
  ])(
    'a %s refusal leaves the link payable until the attempts run out (fc0002)',
    async (code, card) => {
      const { id, operationId } = await link();
      const before = await limitOf(t, hana.email);
      for (let attempt = 1; attempt <= MAX_CHARGE_ATTEMPTS; attempt += 1) {
        const response = await charge(payer(id, await tokenize(card)));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({
          status: 'FAILED',
          code,
          attemptsLeft: MAX_CHARGE_ATTEMPTS - attempt,
          operationStatus: attempt < MAX_CHARGE_ATTEMPTS ? 'AWAITING_PAYMENT' : 'FAILED',
        });
      }
      expect((await operationRow(t.db, operationId)).status).toBe('FAILED');
      // The failed operation gives its reservation back.
      expect((await limitOf(t, hana.email)).used).toBe(before.used - 100_000);
      const held = await charge(payer(id, await tokenize(CARDS.approved)));
      expect(held.statusCode).toBe(409);
      expect(held.json()).toMatchObject({ code: 'PAYMENT_LINK_LAST_ATTEMPT_FAILED' });
    },
  );

  test('a credit card (00092) cancels the operation', async () => {
    const { id, operationId } = await link();
    const response = await charge(payer(id, await tokenize(CARDS.credit)));
    expect(response.json()).toMatchObject({
      status: 'FAILED',
      code: '00092',
      operationStatus: 'CANCELED',
    });
    expect((await operationRow(t.db, operationId)).status).toBe('CANCELED');
  });

  test('a PROCESSING answer holds the link, then settles through the lifecycle job', async () => {
    const { id, operationId } = await link();
    const response = await charge(payer(id, await tokenize(CARDS.processing)));
    expect(response.json()).toMatchObject({
      status: 'PROCESSING',
      operationStatus: 'AWAITING_PAYMENT',
    });
    const second = await charge(payer(id, await tokenize(CARDS.approved)));
    expect(second.json()).toMatchObject({ code: 'PAYMENT_IN_PROGRESS' });
    const job = createLifecycleWorker({ db: t.db, clock, stepMs: 5000 });
    clock.advance(SANDBOX_PROCESSING_MS - 1);
    await job.runDue();
    expect((await operationRow(t.db, operationId)).status).toBe('AWAITING_PAYMENT');
    clock.advance(1);
    await job.runDue();
    expect((await operationRow(t.db, operationId)).status).toBe('RECEIVED_INBOUND');
    expect(await eventsOf(t.db, operationId)).toEqual(['AWAITING_PAYMENT', 'RECEIVED_INBOUND']);
    const rows = await t.db
      .selectFrom('inbound_charges')
      .select('status')
      .where('remittance_id', '=', operationId)
      .execute();
    expect(rows).toEqual([{ status: 'APPROVED' }]);
  });

  test('no token, or a token the provider does not know: ‘Tokenized Data not Found’', async () => {
    const { id } = await link();
    const missing = await charge(payer(id, null));
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: 'TOKENIZED_DATA_NOT_FOUND',
      message: 'Tokenized Data not Found',
    });
    const unknown = await charge(payer(id, 'tok_not-a-token'));
    expect(unknown.json()).toMatchObject({ code: 'TOKENIZED_DATA_NOT_FOUND' });
  });

  test('a token of another kind (a credit-card hash) is no attempt and does not hold the link', async () => {
    const { id, operationId } = await link();
    const hashed = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/card-tokenizer/card-hashes',
      headers: { correspondent_id: '1' },
      payload: {
        cardNumber: '5555555555554444',
        holderName: 'MARIA SILVA',
        expiry: '12/30',
        cvv: '123',
      },
    });
    expect(hashed.statusCode, hashed.body).toBe(201);
    const creditHash = hashed.json<{ cardHash: string }>().cardHash;
    // Issue 36, item 6: it answered 500 and left a PENDING charge that held the link 12 hours.
    for (let time = 0; time < 4; time += 1) {
      const refused = await charge(payer(id, creditHash));
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'TOKENIZED_DATA_NOT_FOUND' });
    }
    const charges = () =>
      t.db
        .selectFrom('inbound_charges')
        .select('status')
        .where('remittance_id', '=', operationId)
        .execute();
    expect(await charges()).toEqual([]);
    // Four refusals spent none of the three attempts: the payer's real card pays.
    const paid = await charge(payer(id, await tokenize(CARDS.approved)));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await charges()).toEqual([{ status: 'APPROVED' }]);
  });

  test('the link’s own codes: fc0404 unknown, fc0001 expired', async () => {
    const unknown = await charge(payer('C'.repeat(22), await tokenize(CARDS.approved)));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PAYMENT_LINK_NOT_FOUND' });
    const { id } = await link();
    clock.advance(INBOUND_PAYMENT_LINK_VALIDITY_MS);
    const expired = await charge(payer(id, await tokenize(CARDS.approved)), 'pt-BR');
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      code: 'PAYMENT_LINK_EXPIRED',
      message: 'Este link de pagamento expirou.',
    });
  });

  test('without a card provider (production today) a charge is 503, and nothing is written', async () => {
    const { id, operationId } = await link();
    const service = createInboundChargeService({
      db: t.db,
      clock,
      card: undefined,
      lifecycleStepMs: undefined,
    });
    await expect(
      service.charge(1, payer(id, 'tok_x') as Parameters<typeof service.charge>[1]),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const rows = await t.db
      .selectFrom('inbound_charges')
      .select('id')
      .where('remittance_id', '=', operationId)
      .execute();
    expect(rows).toEqual([]);
  });

  test('refuses an underage payer, a wrong amount and a bad mobile', async () => {
    const { id } = await link();
    const token = await tokenize(CARDS.approved);
    const young = await charge(payer(id, token, { birthDate: '2015-01-01' }));
    expect(young.statusCode).toBe(422);
    expect(young.json().fields).toEqual([{ field: 'birthDate', message: expect.any(String) }]);
    const amount = await charge(payer(id, token, { amount: 99_999 }));
    expect(amount.json().fields).toEqual([{ field: 'amount', message: expect.any(String) }]);
    const mobile = await charge(payer(id, token, { mobile: '123' }));
    expect(mobile.statusCode).toBe(422);
  });

  test('the tokenizer refuses a malformed card, and no card number or CVV reaches the log', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/card-tokenizer/tokens',
      payload: { cardNumber: '4111-1111', cvv: '12', expiry: '13/30', zip: '1' },
    });
    expect(bad.statusCode).toBe(422);
    const log = logLines.join('\n');
    expect(log).not.toBe('');
    for (const secret of Object.values(CARDS)) expect(log).not.toContain(secret);
    expect(log).not.toContain('4111-1111');
    expect(log).not.toContain('"cvv"');
    // Nor any table.
    const tokens = await t.db.selectFrom('card_tokens').selectAll().execute();
    const charges = await t.db.selectFrom('inbound_charges').selectAll().execute();
    const stored = JSON.stringify([tokens, charges]);
    for (const secret of Object.values(CARDS)) expect(stored).not.toContain(secret);
  });
});
