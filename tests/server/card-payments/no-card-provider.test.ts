import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';
import { cpfOf } from '../customers/customer-fixtures';
import { newBuyer, purchase } from '../paper-money/paper-money-fixtures';

const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const BUYER = { email: 'cedulas-sem-cartao@demo.test', cpf: cpfOf('963852741') };

// Production runs no card provider yet (server/composition.ts): a paper-money purchase carrying
// its card is refused before anything is created, never created and then left unpaid by a 4xx.
describe(`paper money by card where no card provider runs (${target})`, () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({
      config: { mode: 'production', smtpUrl: 'smtp://mail.test:25' },
      outbox: false,
      lifecycle: false,
    });
    headers = await newBuyer(t, BUYER);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('422 CARD_PAYMENT_NOT_AVAILABLE, and no operation', async () => {
    const response = await purchase(t, headers, {
      type: 'PAPERMONEY',
      clientCpf: BUYER.cpf,
      payment: { method: 'CREDIT_CARD' },
      quotationId: 'never-read.because.refused-first',
      partnerId: null,
      delivery: {
        type: 'shipment',
        cost: 0,
        receiver: null,
        shipment: { date: null, addressId: 1 },
      },
      termsAccepted: true,
      cardHash: 'ch_any',
      deviceId: 'device-1',
      installments: {
        installment: 1,
        installmentValue: 10_000,
        interestRate: 0,
        interestValue: 0,
        amountRequested: 10_000,
      },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: 'CARD_PAYMENT_NOT_AVAILABLE' });
    const rows = await t.db.selectFrom('remittances').select('id').execute();
    expect(rows).toEqual([]);
  });
});
