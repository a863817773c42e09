import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CardPaymentSchema } from '../../../src/contracts/card-payments';
import { MailboxMessageListSchema } from '../../../src/contracts/mailbox';
import { createMailOutbox } from '../../../server/services/mail/mail-outbox';
import { createReservationNotices } from '../../../server/services/remittances/reservation-notices';
import { installmentPlan } from '../../../src/domain/card/installments';
import { SANDBOX_INSTALLMENT_RATES } from '../../../server/providers/card/sandbox-credit-card';
import { buildTestApp, type TestApp } from '../test-app';
import { EMPRESA, cpfOf, signedIn } from '../customers/customer-fixtures';
import { operationRow } from '../payments/payment-fixtures';
import {
  agentsOf,
  insertAddress,
  newBuyer,
  purchase,
  purchaseBody,
  quotePaperMoney,
  type Buyer,
} from '../paper-money/paper-money-fixtures';

const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const BUYER: Buyer = { email: 'cedulas-cartao@demo.test', cpf: cpfOf('321654987') };
/** A registration still under review: the purchase waits for it (WAITING_REGISTRATION_APPROVAL). */
const PENDING: Buyer = { email: 'cedulas-cartao-pendente@demo.test', cpf: cpfOf('147258369') };

describe(`paper money by credit card (${target})`, () => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  let merchant: number;
  let address: number;
  let pendingAddress: number;

  async function cardHash(cardNumber: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/card-tokenizer/card-hashes',
      headers: { correspondent_id: '1' },
      payload: { cardNumber, holderName: 'MARIA SILVA', expiry: '12/30', cvv: '123' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ cardHash: string }>().cardHash;
  }

  async function mailbox(email: string) {
    await t.app.outbox.drain();
    const response = await t.app.inject({
      url: `/api/sandbox/mailbox?to=${encodeURIComponent(email)}`,
    });
    expect(response.statusCode).toBe(200);
    return MailboxMessageListSchema.parse(response.json());
  }

  async function cardBody(
    who: string,
    cpf: string,
    installments: number,
    hash: string,
    addressId = address,
  ) {
    const quote = await quotePaperMoney(t, headers[who] ?? {}, {
      merchantId: merchant,
      deliveryMethod: 'shipment',
    });
    const plan = installmentPlan(
      quote.total,
      installments,
      SANDBOX_INSTALLMENT_RATES[installments - 1] ?? 0,
    );
    return purchaseBody(
      cpf,
      quote,
      { type: 'shipment', shipment: { date: null, addressId } },
      {
        payment: { method: 'CREDIT_CARD' },
        cardHash: hash,
        deviceId: 'device-paper',
        installments: {
          installment: plan.installments,
          installmentValue: plan.installmentCents,
          interestRate: plan.interestRateBps,
          interestValue: plan.interestCents,
          amountRequested: plan.amountRequestedCents,
        },
      },
    );
  }

  beforeAll(async () => {
    t = await buildTestApp({ lifecycle: false });
    headers.buyer = await newBuyer(t, BUYER);
    headers.empresa = await signedIn(t.app, EMPRESA.email);
    headers.pending = await newBuyer(t, PENDING, 'PENDING');
    merchant = (await agentsOf(t.db)).delivering[0] ?? 0;
    address = await insertAddress(t.db, BUYER.email);
    pendingAddress = await insertAddress(t.db, PENDING.email);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('a purchase by card in 3 installments is created and paid: PAYMENT_APPROVED', async () => {
    const body = await cardBody('buyer', BUYER.cpf, 3, await cardHash('5555555555554444'));
    const key = 'paper-card-key-0123456789';
    const response = await purchase(t, headers.buyer ?? {}, body, key);
    expect(response.statusCode, response.body).toBe(201);
    const operation = response.json();
    expect(operation.status.key).toBe('PAYMENT_APPROVED');
    const payment = CardPaymentSchema.parse(operation.cardPayment);
    expect(payment).toMatchObject({
      result: 'APPROVED',
      installments: 3,
      brand: 'mastercard',
      last4: '4444',
      operationStatus: 'PAYMENT_APPROVED',
    });
    const row = await operationRow(t.db, operation.id);
    expect(row.status).toBe('PAYMENT_APPROVED');
    expect(row.paid_at).not.toBeNull();
    // The same key and body: the same operation and payment, no second charge.
    const again = await purchase(t, headers.buyer ?? {}, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().cardPayment).toEqual(operation.cardPayment);
    // The detail shows the payment, the installment fee and the total with it (spec §3.22).
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/transactions/users/${BUYER.cpf}/operations/${operation.id}`,
      headers: headers.buyer ?? {},
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const brl = (value: number) => ({ value, divisor: 100, precision: 2, currency: 'BRL' });
    expect(detail.json()).toMatchObject({
      cardPayment: { id: payment.id, result: 'APPROVED', operationStatus: 'PAYMENT_APPROVED' },
      credtCardTax: brl(payment.interestValue),
      creditCardTaxTotal: brl(payment.total),
    });
    expect(payment.total).toBe(payment.amountRequested + payment.interestValue);
  });

  test('a declined card leaves the purchase awaiting payment', async () => {
    const body = await cardBody('buyer', BUYER.cpf, 1, await cardHash('4000000000000002'));
    const response = await purchase(t, headers.buyer ?? {}, body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      status: { key: 'AWAITING_PAYMENT' },
      cardPayment: { result: 'FAILED', code: '7051' },
    });
  });

  test('a charge refused before the provider still answers the purchase it created: 201 with the error, once', async () => {
    // A card hash the tokenizer never issued: the purchase is created, the charge refused.
    const body = await cardBody('buyer', BUYER.cpf, 2, 'not-a-card-hash-of-the-tokenizer');
    const key = 'paper-card-stale-hash-0123456789';
    const response = await purchase(t, { ...headers.buyer, 'accept-language': 'en-US' }, body, key);
    expect(response.statusCode, response.body).toBe(201);
    const operation = response.json();
    expect(operation.status.key).toBe('AWAITING_PAYMENT');
    expect(operation.cardPayment).toBeUndefined();
    expect(operation.cardPaymentError).toEqual({
      code: 'TOKENIZED_DATA_NOT_FOUND',
      message: 'Tokenized Data not Found',
    });
    expect((await operationRow(t.db, operation.id)).status).toBe('AWAITING_PAYMENT');
    // The retry of the same request: the same purchase (no second one), the same answer.
    const again = await purchase(t, { ...headers.buyer, 'accept-language': 'en-US' }, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      id: operation.id,
      cardPaymentError: { code: 'TOKENIZED_DATA_NOT_FOUND' },
    });
  });

  test('a card purchase without the card fields 422; a company is refused', async () => {
    const body = await cardBody('buyer', BUYER.cpf, 1, 'x');
    const { cardHash: _hash, ...withoutCard } = body as Record<string, unknown>;
    const missing = await purchase(t, headers.buyer ?? {}, withoutCard);
    expect(missing.statusCode).toBe(422);
    const company = await purchase(
      t,
      headers.empresa ?? {},
      await cardBody('empresa', BUYER.cpf, 1, await cardHash('4111111111111111')),
    );
    expect(company.statusCode).toBe(422);
    expect(company.json().code).toBe('OPERATION_NOT_AVAILABLE');
  });

  test('a card purchase held for review is created unpaid: 201, no charge, no card payment', async () => {
    const body = await cardBody(
      'pending',
      PENDING.cpf,
      3,
      await cardHash('4111111111111111'),
      pendingAddress,
    );
    const key = 'paper-card-pending-0123456789';
    const response = await purchase(t, headers.pending ?? {}, body, key);
    expect(response.statusCode, response.body).toBe(201);
    const operation = response.json();
    expect(operation.status.key).toBe('WAITING_REGISTRATION_APPROVAL');
    expect(operation.cardPayment).toBeUndefined();
    const charged = await t.db
      .selectFrom('card_payments')
      .select('id')
      .where('remittance_id', '=', operation.id)
      .execute();
    expect(charged).toEqual([]);
    expect((await operationRow(t.db, operation.id)).status).toBe('WAITING_REGISTRATION_APPROVAL');
    // A replay answers the same pending operation, still uncharged.
    const again = await purchase(t, headers.pending ?? {}, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      id: operation.id,
      status: { key: 'WAITING_REGISTRATION_APPROVAL' },
    });
    expect(again.json().cardPayment).toBeUndefined();
    // One 'Reservation completed' e-mail (not one per call), with the page to pay it on.
    const link = `http://localhost:8080/demo/app/reports/paper-money/show/${operation.id}`;
    const reservations = (await mailbox(PENDING.email)).filter((mail) =>
      mail.subject.includes('reserva concluída'),
    );
    expect(reservations).toHaveLength(1);
    expect(reservations[0]?.text).toContain(`Pagar com cartão: ${link}`);
    expect(reservations[0]?.html).toContain(`href="${link}"`);

    // Released to AWAITING_PAYMENT (by whatever approves it), the customer hears it can be paid.
    const row = await operationRow(t.db, operation.id);
    const notices = createReservationNotices({
      outbox: createMailOutbox({ db: t.db, clock: () => new Date() }),
      publicOrigin: t.config.publicOrigin,
    });
    await t.db.transaction().execute((trx) => notices.released(trx, row));
    const [payable] = await mailbox(PENDING.email);
    expect(payable?.subject).toContain(`a operação nº ${operation.id} já pode ser paga`);
    expect(payable?.text).toContain(`Pagar com cartão: ${link}`);
    // Not held (or not by card): no news, nothing sent.
    const count = (await mailbox(PENDING.email)).length;
    await t.db
      .transaction()
      .execute((trx) => notices.released(trx, { ...row, status: 'AWAITING_PAYMENT' }));
    await t.db
      .transaction()
      .execute((trx) => notices.released(trx, { ...row, payment_method: 'PIX' }));
    expect(await mailbox(PENDING.email)).toHaveLength(count);
  });
});
