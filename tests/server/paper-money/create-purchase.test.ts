import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PIX_QR_VALIDITY_MS } from '../../../src/domain/operations/expiries';
import { quoteSnapshot, resignedQuote } from '../quotations/signed-quote';
import { buildTestApp, type TestApp } from '../test-app';
import { CLIENTE, EMPRESA, cpfOf, signedIn, userId } from '../customers/customer-fixtures';
import {
  agentsOf,
  insertAddress,
  limitOf,
  newBuyer,
  purchase,
  purchaseBody,
  quotePaperMoney,
  setLimit,
  type Buyer,
} from './paper-money-fixtures';

const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const BUYER: Buyer = { email: 'cedulas-compra@demo.test', cpf: cpfOf('741852963') };
const PENDING: Buyer = { email: 'cedulas-pendente@demo.test', cpf: cpfOf('963852741') };
const REJECTED: Buyer = { email: 'cedulas-recusada@demo.test', cpf: cpfOf('159753486') };
const RACE: Buyer = { email: 'cedulas-corrida@demo.test', cpf: cpfOf('486159753') };
const RECEIVER = cpfOf('246813579');

describe(`POST /api/v1/transactions/users (${target})`, () => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  let merchant: number;
  let agents: { delivering: number[]; other: number };
  let address: number;
  const addressOf: Record<string, number> = {};

  /** A home-delivery body of a fresh shipment quote of `who`, to their own address. */
  async function shipmentBody(who: string, buyer: Buyer, addressId = addressOf[who] ?? 0) {
    const quote = await quotePaperMoney(t, headers[who] ?? {}, {
      merchantId: merchant,
      deliveryMethod: 'shipment',
    });
    return purchaseBody(buyer.cpf, quote, {
      type: 'shipment',
      shipment: { date: null, addressId },
    });
  }

  beforeAll(async () => {
    t = await buildTestApp();
    headers.buyer = await newBuyer(t, BUYER);
    headers.pending = await newBuyer(t, PENDING, 'PENDING');
    headers.rejected = await newBuyer(t, REJECTED, 'REJECTED');
    headers.race = await newBuyer(t, RACE);
    headers.cliente = await signedIn(t.app, CLIENTE.email);
    headers.empresa = await signedIn(t.app, EMPRESA.email);
    agents = await agentsOf(t.db);
    merchant = agents.delivering[0] ?? 0;
    address = await insertAddress(t.db, BUYER.email);
    addressOf.buyer = address;
    for (const [who, buyer] of [
      ['pending', PENDING],
      ['rejected', REJECTED],
      ['race', RACE],
    ] as const) {
      addressOf[who] = await insertAddress(t.db, buyer.email);
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('buys home delivery awaiting payment, with the quoted fee, and reserves the limit', async () => {
    const before = await limitOf(t.db, BUYER.email);
    const payload = await shipmentBody('buyer', BUYER);
    expect(payload.delivery.cost).toBe(2990);
    const response = await purchase(t, headers.buyer ?? {}, payload);
    expect(response.statusCode, response.body).toBe(201);
    const operation = response.json();
    expect(operation).toMatchObject({
      type: 'PAPERMONEY',
      status: { key: 'AWAITING_PAYMENT' },
      client: { cpf: BUYER.cpf, cnpj: null },
      paymentMethod: 'PIX',
      deliveryType: 'shipment',
      total: { currency: 'BRL', divisor: 100 },
    });
    const row = await t.db
      .selectFrom('remittances')
      .selectAll()
      .where('id', '=', operation.id)
      .executeTakeFirstOrThrow();
    const snapshot = quoteSnapshot(payload.quotationId);
    expect(row).toMatchObject({
      kind: 'PAPER_MONEY',
      purpose_code: null,
      quote_id: snapshot.id,
      currency: 'USD',
      status: 'AWAITING_PAYMENT',
    });
    expect(snapshot).toMatchObject({ deliveryMethod: 'shipment', deliveryFee: 2990 });
    expect(Number(row.total_brl_cents)).toBe(snapshot.total.withTax);
    expect(operation.total.value).toBe(snapshot.total.withTax);
    expect(row.delivery).toMatchObject({
      type: 'shipment',
      address: expect.stringContaining('São Paulo – SP'),
      agentId: null,
      receiver: null,
    });
    expect(new Date(operation.paymentExpiresAt).getTime()).toBe(
      new Date(row.created_at).getTime() + PIX_QR_VALIDITY_MS,
    );
    const after = await limitOf(t.db, BUYER.email);
    expect(after.used - before.used).toBe(snapshot.offerUsd);
  });

  test('a replay answers the same operation; another body under the key is refused', async () => {
    const key = randomUUID();
    const payload = await shipmentBody('buyer', BUYER);
    const first = await purchase(t, headers.buyer ?? {}, payload, key);
    const again = await purchase(t, headers.buyer ?? {}, payload, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const other = await purchase(t, headers.buyer ?? {}, await shipmentBody('buyer', BUYER), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const missing = await purchase(t, headers.buyer ?? {}, payload, null);
    expect(missing.statusCode).toBe(422);
  });

  test('shop pickup at an agent that delivers notes: free, the agent stored', async () => {
    const quote = await quotePaperMoney(t, headers.buyer ?? {}, {
      merchantId: merchant,
      deliveryMethod: 'shop',
    });
    expect(quote.deliveryFee).toBe(0);
    const agentId = agents.delivering[1] ?? merchant;
    const response = await purchase(
      t,
      headers.buyer ?? {},
      purchaseBody(BUYER.cpf, quote, { type: 'shop', shop: { agentId } }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().deliveryType).toBe('shop');
    // An agent that does not deliver notes, or another correspondent's: 404.
    for (const unknown of [agents.other, 999_999]) {
      const again = await quotePaperMoney(t, headers.buyer ?? {}, {
        merchantId: merchant,
        deliveryMethod: 'shop',
      });
      const refused = await purchase(
        t,
        headers.buyer ?? {},
        purchaseBody(BUYER.cpf, again, { type: 'shop', shop: { agentId: unknown } }),
      );
      expect(refused.statusCode).toBe(404);
    }
  });

  test('ATM withdrawal: free, no address', async () => {
    const quote = await quotePaperMoney(t, headers.buyer ?? {}, {
      merchantId: merchant,
      deliveryMethod: 'withdrawal',
    });
    const response = await purchase(
      t,
      headers.buyer ?? {},
      purchaseBody(BUYER.cpf, quote, { type: 'withdrawal' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().deliveryType).toBe('withdrawal');
  });

  test('a tampered delivery fee is refused, never taken from the client', async () => {
    const payload = await shipmentBody('buyer', BUYER);
    for (const cost of [0, 2989, 2991]) {
      const response = await purchase(t, headers.buyer ?? {}, {
        ...payload,
        delivery: { ...payload.delivery, cost },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('DELIVERY_FEE_MISMATCH');
    }
    // A quote re-signed with another fee is not one the server signed.
    const forged = resignedQuote(payload.quotationId, { deliveryFee: 0 });
    const response = await purchase(t, headers.buyer ?? {}, {
      ...payload,
      quotationId: `${forged.slice(0, -4)}AAAA`,
      delivery: { ...payload.delivery, cost: 0 },
    });
    expect(response.json().code).toBe('QUOTE_EXPIRED');
  });

  test("a delivery method other than the quote's asks for a new quote", async () => {
    const quote = await quotePaperMoney(t, headers.buyer ?? {}, {
      merchantId: merchant,
      deliveryMethod: 'withdrawal',
    });
    const response = await purchase(
      t,
      headers.buyer ?? {},
      purchaseBody(BUYER.cpf, quote, {
        type: 'shipment',
        shipment: { date: null, addressId: address },
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'DELIVERY_METHOD_MISMATCH',
      message: expect.stringContaining('simulate again'),
    });
  });

  test("a city not served is refused with the spec's message, in both languages", async () => {
    const far = await insertAddress(t.db, BUYER.email, {
      city: 'Pirapora do Bom Jesus',
      state: 'SP',
    });
    const payload = await shipmentBody('buyer', BUYER, far);
    const english = await purchase(t, headers.buyer ?? {}, payload);
    expect(english.statusCode).toBe(422);
    expect(english.json()).toMatchObject({
      code: 'DELIVERY_UNAVAILABLE',
      message: 'delivery unavailable for the address in city Pirapora do Bom Jesus',
    });
    const portuguese = await purchase(t, { ...headers.buyer, 'accept-language': 'pt-BR' }, payload);
    expect(portuguese.json().message).toBe(
      'entrega indisponível para o endereço na cidade Pirapora do Bom Jesus',
    );
  });

  test("another customer's address is not found", async () => {
    const theirs = await insertAddress(t.db, RACE.email);
    const response = await purchase(
      t,
      headers.buyer ?? {},
      await shipmentBody('buyer', BUYER, theirs),
    );
    expect(response.statusCode).toBe(404);
  });

  test('a receiver other than the purchaser: allowed at R$ 10,000.00, refused above', async () => {
    const receiver = { name: 'Maria Recebedora', document: RECEIVER };
    const atLimit = await shipmentBody('buyer', BUYER);
    for (const [total, status, code] of [
      [1_000_000, 201, undefined],
      [1_000_001, 422, 'RECEIVER_MUST_BE_PURCHASER'],
    ] as const) {
      const fresh = await shipmentBody('buyer', BUYER);
      const snapshot = quoteSnapshot(fresh.quotationId);
      const quotationId = resignedQuote(fresh.quotationId, {
        total: { ...snapshot.total, withTax: total },
      });
      const response = await purchase(t, headers.buyer ?? {}, {
        ...fresh,
        quotationId,
        delivery: { ...fresh.delivery, receiver },
      });
      expect(response.statusCode, response.body).toBe(status);
      if (code) {
        expect(response.json()).toMatchObject({
          code,
          message: 'For purchases above R$ 10,000.00 the purchaser must be the receiver',
        });
        const portuguese = await purchase(
          t,
          { ...headers.buyer, 'accept-language': 'pt-BR' },
          { ...fresh, quotationId, delivery: { ...fresh.delivery, receiver } },
        );
        expect(portuguese.json().message).toBe(
          'Para compras acima de R$ 10.000,00 o comprador deve ser o recebedor',
        );
      }
    }
    // The purchaser as "another" receiver is a field error.
    const self = await purchase(t, headers.buyer ?? {}, {
      ...atLimit,
      delivery: { ...atLimit.delivery, receiver: { name: 'Eu', document: BUYER.cpf } },
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().fields).toEqual([
      { field: 'delivery.receiver.document', message: expect.any(String) },
    ]);
  });

  test('a company is refused; a CPF not the caller’s is forbidden; rejected registration', async () => {
    const payload = await shipmentBody('buyer', BUYER);
    const company = await purchase(t, headers.empresa ?? {}, {
      ...payload,
      quotationId: (await quotePaperMoney(t, headers.empresa ?? {}, { merchantId: merchant })).id,
    });
    expect(company.statusCode).toBe(422);
    expect(company.json().code).toBe('OPERATION_NOT_AVAILABLE');
    const other = await purchase(t, headers.cliente ?? {}, payload);
    expect(other.statusCode).toBe(403);
    const rejected = await purchase(
      t,
      headers.rejected ?? {},
      await shipmentBody('rejected', REJECTED),
    );
    expect(rejected.json().code).toBe('REGISTRATION_REJECTED');
  });

  test('a pending registration waits for approval; over the limit goes to manual analysis', async () => {
    const pending = await purchase(
      t,
      headers.pending ?? {},
      await shipmentBody('pending', PENDING),
    );
    expect(pending.json()).toMatchObject({
      status: { key: 'WAITING_REGISTRATION_APPROVAL' },
      paymentExpiresAt: null,
    });
    await setLimit(t.db, PENDING.email, 100, 0);
    const over = await purchase(t, headers.pending ?? {}, await shipmentBody('pending', PENDING));
    expect(over.json().status.key).toBe('MANUAL_ANALYSIS');
    expect((await limitOf(t.db, PENDING.email)).used).toBe(0);
  });

  test('payment methods: a card without its card hash, device and plan; a method the correspondent turned off', async () => {
    // Card purchases are paid at creation (issue 18; tests/server/card-payments).
    const card = await purchase(t, headers.buyer ?? {}, {
      ...(await shipmentBody('buyer', BUYER)),
      payment: { method: 'CREDIT_CARD' },
    });
    expect(card.statusCode).toBe(422);
    expect(card.json().code).toBe('VALIDATION_FAILED');
    await t.db
      .updateTable('correspondents')
      .set({ ted_available: false })
      .where('id', '=', 1)
      .execute();
    try {
      const ted = await purchase(t, headers.buyer ?? {}, {
        ...(await shipmentBody('buyer', BUYER)),
        payment: { method: 'TED' },
      });
      expect(ted.json().code).toBe('PAYMENT_METHOD_NOT_AVAILABLE');
    } finally {
      await t.db
        .updateTable('correspondents')
        .set({ ted_available: true })
        .where('id', '=', 1)
        .execute();
    }
  });

  test('a remittance quote, an expired or a used quote is refused', async () => {
    const payload = await shipmentBody('buyer', BUYER);
    const snapshot = quoteSnapshot(payload.quotationId);
    const expired = resignedQuote(payload.quotationId, { expiresAt: Date.now() - 1 });
    const remittance = resignedQuote(payload.quotationId, { kind: 'REMITTANCE_OUTBOUND' });
    for (const quotationId of [expired, remittance]) {
      const response = await purchase(t, headers.buyer ?? {}, { ...payload, quotationId });
      expect(response.json().code).toBe('QUOTE_EXPIRED');
    }
    expect((await purchase(t, headers.buyer ?? {}, payload)).statusCode).toBe(201);
    const reused = await purchase(t, headers.buyer ?? {}, payload);
    expect(reused.json().code).toBe('QUOTE_EXPIRED');
    expect(snapshot.kind).toBe('PAPER_MONEY');
  });

  test('a body that breaks the contract is a 422 at its field', async () => {
    const payload = await shipmentBody('buyer', BUYER);
    for (const broken of [
      { ...payload, termsAccepted: false },
      { ...payload, type: 'REMITTANCE' },
      { ...payload, delivery: { ...payload.delivery, shipment: null } },
      { ...payload, delivery: { type: 'shop', cost: 0 } },
      { ...payload, clientCpf: '11111111111' },
    ]) {
      const response = await purchase(t, headers.buyer ?? {}, broken);
      expect(response.statusCode, JSON.stringify(broken)).toBe(422);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transactions/users',
      headers: { 'idempotency-key': randomUUID() },
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  test(`20 concurrent purchases against an almost-used limit never exceed it (${target})`, async () => {
    const payloads = [];
    for (let index = 0; index < 20; index += 1) payloads.push(await shipmentBody('race', RACE));
    const usd = Math.max(...payloads.map((payload) => quoteSnapshot(payload.quotationId).offerUsd));
    const limit = 1_000_000;
    await setLimit(t.db, RACE.email, limit, limit - Math.floor(usd * 2.5));
    const answers = await Promise.all(
      payloads.map((payload) => purchase(t, headers.race ?? {}, payload)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const statuses = answers.map((answer) => answer.json().status.key as string);
    expect(statuses.filter((status) => status === 'AWAITING_PAYMENT')).toHaveLength(2);
    expect(statuses.filter((status) => status === 'MANUAL_ANALYSIS')).toHaveLength(18);
    const after = await limitOf(t.db, RACE.email);
    expect(after.used).toBeLessThanOrEqual(limit);
    const rows = await t.db
      .selectFrom('remittances')
      .select('reserved_usd_cents')
      .where('user_id', '=', await userId(t.db, RACE.email))
      .execute();
    const reserved = rows.reduce((sum, row) => sum + Number(row.reserved_usd_cents), 0);
    expect(after.used).toBe(limit - Math.floor(usd * 2.5) + reserved);
  }, 60_000);
});
