/**
 * What the inbound remittance suites share: a customer with an operational limit, their own
 * account in Brazil and an uploaded document, inbound quotes and the creation call.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../test-app';
import { insertCustomer, signedIn, userId } from '../customers/customer-fixtures';

/** A customer of the suites, signed in. */
export interface InboundCustomer {
  email: string;
  cpf: string;
  headers: Record<string, string>;
  /** Their own INBOUND account (a PIX key). */
  accountId: number;
  /** Their uploaded purpose document's key. */
  document: string;
}

/** Sets the customer's annual limit. */
export async function setLimit(t: TestApp, email: string, limit: number, used: number) {
  const id = await userId(t.db, email);
  await t.db
    .insertInto('operational_limits')
    .values({ user_id: id, period: 'ANNUAL', limit_usd_cents: limit, used_usd_cents: used })
    .onConflict((oc) =>
      oc.columns(['user_id', 'period']).doUpdateSet({
        limit_usd_cents: limit,
        used_usd_cents: used,
      }),
    )
    .execute();
}

/** The limit's figures. */
export async function limitOf(t: TestApp, email: string) {
  const row = await t.db
    .selectFrom('operational_limits')
    .select(['limit_usd_cents', 'used_usd_cents'])
    .where('user_id', '=', await userId(t.db, email))
    .executeTakeFirstOrThrow();
  return { limit: Number(row.limit_usd_cents), used: Number(row.used_usd_cents) };
}

/**
 * Inserts an individual linked to `correspondents` (default the demo correspondent), with a
 * USD 100,000 limit, an INBOUND account whose PIX key is their CPF, and an uploaded document.
 */
export async function inboundCustomer(
  t: TestApp,
  customer: { email: string; cpf: string; name: string },
  options: {
    registrationStatus?: 'APPROVED' | 'PENDING' | 'REJECTED';
    correspondents?: number[];
  } = {},
): Promise<InboundCustomer> {
  await insertCustomer(t.db, {
    ...customer,
    correspondents: options.correspondents ?? [1],
    registrationStatus: options.registrationStatus ?? 'APPROVED',
  });
  await setLimit(t, customer.email, 10_000_000, 0);
  const headers = await signedIn(t.app, customer.email);
  const account = await t.app.inject({
    method: 'POST',
    url: `/api/customers/v1/physicals/${customer.cpf}/accounts/inbound`,
    headers,
    payload: { type: 'INBOUND', name: customer.name, pixType: 'cpf', pixKey: customer.cpf },
  });
  expect(account.statusCode).toBe(201);
  const id = await userId(t.db, customer.email);
  const document = `uploads/${id}/${randomUUID()}/proof-remittance.pdf`;
  await t.db
    .insertInto('uploads')
    .values({
      user_id: id,
      key: document,
      resource: 'remittance',
      content_type: 'application/pdf',
      size: 1024,
      content: null,
      uploaded_at: new Date(),
    })
    .execute();
  return {
    ...customer,
    headers,
    accountId: account.json<{ id: number }>().id,
    document,
  };
}

/** A fresh inbound quote id of `value` hundredths of `currency`, made by `headers`' customer. */
export async function inboundQuote(
  t: TestApp,
  headers: Record<string, string>,
  options: { value?: number; purpose?: string; currency?: string; method?: string } = {},
): Promise<string> {
  const query = new URLSearchParams({
    currency: options.currency ?? 'USD',
    value: String(options.value ?? 100_000),
    purposeCode: options.purpose ?? 'MAINTENANCE',
    ...(options.method === undefined ? {} : { inboundPaymentMethod: options.method }),
  });
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v2/exchanges/remittance/inbound?${query.toString()}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string }>().id;
}

/** A creation body for `customer` (MAINTENANCE, payment link, USD 1,000.00 unless told). */
export async function inboundBody(
  t: TestApp,
  customer: InboundCustomer,
  overrides: Record<string, unknown> = {},
  quote: Parameters<typeof inboundQuote>[2] = {},
) {
  const purpose = quote.purpose ?? 'MAINTENANCE';
  return {
    accountId: customer.accountId,
    clientCpf: customer.cpf,
    quotationId: await inboundQuote(t, customer.headers, { ...quote, purpose }),
    inboundPaymentMethod: 'DEBIT_CARD_LINK',
    serviceInfo: { id: purpose },
    reason: 'Family support from abroad',
    documents: [customer.document],
    termsAccepted: true,
    ...overrides,
  };
}

/** `POST /api/v1/remittances/inbound`. */
export function createInbound(
  t: TestApp,
  headers: Record<string, string>,
  payload: unknown,
  key: string = randomUUID(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/remittances/inbound',
    headers: { ...headers, 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });
}
