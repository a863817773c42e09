/**
 * What the paper-money suites share (issue 17): customers with a limit and their sign-in
 * headers, saved addresses, the correspondent's agents that deliver notes, a paper-money quote
 * for a delivery kind, a purchase body and the calls of the three routes.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import type { TestApp } from '../test-app';
import { insertCustomer, signedIn, userId } from '../customers/customer-fixtures';

/** A customer of the suites. */
export interface Buyer {
  email: string;
  cpf: string;
}

/** Sets the customer's annual limit and what is used of it (USD cents). */
export async function setLimit(
  db: Kysely<Database>,
  email: string,
  limit: number,
  used: number,
): Promise<void> {
  const id = await userId(db, email);
  await db
    .insertInto('operational_limits')
    .values({ user_id: id, period: 'ANNUAL', limit_usd_cents: limit, used_usd_cents: used })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'period'])
        .doUpdateSet({ limit_usd_cents: limit, used_usd_cents: used }),
    )
    .execute();
}

/** The customer's limit row (USD cents). */
export async function limitOf(
  db: Kysely<Database>,
  email: string,
): Promise<{ limit: number; used: number }> {
  const row = await db
    .selectFrom('operational_limits')
    .select(['limit_usd_cents', 'used_usd_cents'])
    .where('user_id', '=', await userId(db, email))
    .executeTakeFirstOrThrow();
  return { limit: Number(row.limit_usd_cents), used: Number(row.used_usd_cents) };
}

/**
 * Inserts an approved (or `status`) customer of correspondent 1 with a limit of USD 100,000.00
 * and answers their sign-in headers.
 */
export async function newBuyer(
  t: TestApp,
  buyer: Buyer,
  status: 'APPROVED' | 'PENDING' | 'REJECTED' = 'APPROVED',
): Promise<Record<string, string>> {
  await insertCustomer(t.db, {
    ...buyer,
    name: `Comprador ${buyer.email.split('@')[0] ?? ''}`,
    correspondents: [1],
    registrationStatus: status,
  });
  await setLimit(t.db, buyer.email, 10_000_000, 0);
  return signedIn(t.app, buyer.email);
}

/** Saves an address of the customer in a city; its id. */
export async function insertAddress(
  db: Kysely<Database>,
  email: string,
  place: { city: string; state: string } = { city: 'São Paulo', state: 'SP' },
): Promise<number> {
  const row = await db
    .insertInto('addresses')
    .values({
      user_id: await userId(db, email),
      nickname: 'Casa',
      street: 'Rua Augusta',
      number: 1500,
      complement: 'Apto 12',
      neighborhood: 'Consolação',
      city: place.city,
      state: place.state,
      zip_code: '01304001',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The ids of a correspondent's agents that deliver notes, and of one that does not. */
export async function agentsOf(
  db: Kysely<Database>,
  correspondentId = 1,
): Promise<{ delivering: number[]; other: number }> {
  const rows = await db
    .selectFrom('agents')
    .select(['id', 'delivers_paper_money'])
    .where('correspondent_id', '=', correspondentId)
    .orderBy('id')
    .execute();
  const other = rows.find((row) => !row.delivers_paper_money);
  if (other === undefined) throw new Error('the seed has no agent without paper money');
  return {
    delivering: rows.filter((row) => row.delivers_paper_money).map((row) => row.id),
    other: other.id,
  };
}

/** What a quote answered that a purchase sends back. */
export interface PaperMoneyQuote {
  id: string;
  deliveryFee: number;
  total: number;
}

/**
 * A fresh paper-money quote of `value` hundredths of `currency` (default USD 1,000.00) from the
 * merchant `merchantId`, for `deliveryMethod` (the route's default when absent).
 */
export async function quotePaperMoney(
  t: TestApp,
  headers: Record<string, string>,
  options: { merchantId: number; currency?: string; value?: number; deliveryMethod?: string },
): Promise<PaperMoneyQuote> {
  const query = new URLSearchParams({
    currency: options.currency ?? 'USD',
    value: String(options.value ?? 100_000),
    ...(options.deliveryMethod ? { deliveryMethod: options.deliveryMethod } : {}),
  });
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v2/exchanges/paper-money/quotations/${options.merchantId}?${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{
    id: string;
    deliveryFee: { total: { value: number } };
    total: { withTax: { value: number } };
  }>();
  return {
    id: body.id,
    deliveryFee: body.deliveryFee.total.value,
    total: body.total.withTax.value,
  };
}

/** A purchase body for a quote: home delivery to `addressId` unless `delivery` says otherwise. */
export function purchaseBody(
  cpf: string,
  quote: PaperMoneyQuote,
  delivery: Record<string, unknown>,
  overrides: Record<string, unknown> = {},
) {
  return {
    type: 'PAPERMONEY',
    clientCpf: cpf,
    payment: { method: 'PIX' },
    quotationId: quote.id,
    partnerId: null,
    delivery: { cost: quote.deliveryFee, receiver: null, ...delivery },
    termsAccepted: true,
    ...overrides,
  };
}

/** `POST /api/v1/transactions/users` with a key (a fresh one unless given; none when null). */
export function purchase(
  t: TestApp,
  headers: Record<string, string>,
  payload: unknown,
  key: string | null = randomUUID(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/transactions/users',
    headers: { ...headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: payload as Record<string, unknown>,
  });
}

/** A home-delivery purchase of USD 1,000.00 that succeeded; its operation id. */
export async function homeDelivery(
  t: TestApp,
  headers: Record<string, string>,
  buyer: Buyer,
  merchantId: number,
  addressId: number,
): Promise<number> {
  const quote = await quotePaperMoney(t, headers, { merchantId, deliveryMethod: 'shipment' });
  const response = await purchase(
    t,
    headers,
    purchaseBody(buyer.cpf, quote, { type: 'shipment', shipment: { date: null, addressId } }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}
