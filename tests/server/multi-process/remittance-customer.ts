/**
 * A customer of the multi-process suite, set up as `create-remittance.test.ts` sets up its own
 * (inserted straight into the database, approved, with an operational limit and an uploaded
 * purpose document), but signed in and given a beneficiary over HTTP on a real API process; and
 * the calls a checkout makes: a quote, then the creation under an Idempotency-Key.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { SANDBOX_PASSWORD } from '../../../server/db/seeds/sandbox-users';
import type { DatabaseHandle } from '../../../server/db/database';
import { tokenHeadersOf } from '../auth/sign-in-helpers';
import { as, insertCustomer } from '../customers/customer-fixtures';
import { hans } from '../payees/payee-fixtures';
import type { ApiProcess, HttpAnswer } from './api-processes';

/** A signed-in customer ready to check out. */
export interface RemittanceCustomer {
  userId: number;
  cpf: string;
  /** The request headers of the signed-in customer under correspondent 1. */
  headers: Record<string, string>;
  beneficiaryId: number;
  /** The key of their uploaded purpose document. */
  document: string;
}

/** The operational limit every suite customer gets: far above what the suite spends. */
const GENEROUS_LIMIT_USD_CENTS = 1_000_000_000;

/**
 * Inserts an approved customer linked to correspondent 1 with a generous limit (nothing used)
 * and an uploaded document, then signs in and creates the beneficiary Hans on `api`.
 */
export async function setUpCustomer(
  db: DatabaseHandle,
  api: ApiProcess,
  customer: { email: string; cpf: string; name: string },
): Promise<RemittanceCustomer> {
  const userId = await insertCustomer(db, { ...customer, correspondents: [1] });
  await db
    .insertInto('operational_limits')
    .values({
      user_id: userId,
      period: 'ANNUAL',
      limit_usd_cents: GENEROUS_LIMIT_USD_CENTS,
      used_usd_cents: 0,
    })
    .execute();
  const document = `uploads/${userId}/${randomUUID()}/proof-remittance.pdf`;
  await db
    .insertInto('uploads')
    .values({
      user_id: userId,
      key: document,
      resource: 'remittance',
      content_type: 'application/pdf',
      size: 1024,
      content: null,
      uploaded_at: new Date(),
    })
    .execute();

  const signIn = await api.request('/api/v1/auth/user/sign_in', {
    method: 'POST',
    body: { email: customer.email, password: SANDBOX_PASSWORD },
  });
  if (signIn.status !== 200) throw new Error(`sign-in on ${api.name}: ${signIn.status}`);
  const headers = as(tokenHeadersOf(Object.fromEntries(signIn.headers)));
  const created = await api.request(
    `/api/customers/v1/physicals/${customer.cpf}/beneficiaries/outbound/eur`,
    { method: 'POST', headers, body: hans },
  );
  if (created.status !== 201) throw new Error(`beneficiary on ${api.name}: ${created.status}`);
  const beneficiaryId = (created.body as { id: number }).id;
  return { userId, cpf: customer.cpf, headers, beneficiaryId, document };
}

/** A fresh signed quote of EUR 1,000.00 (outbound, MAINTENANCE) for `customer`, made on `api`. */
export async function quoteOn(api: ApiProcess, customer: RemittanceCustomer): Promise<string> {
  const answer = await api.request(
    '/api/v2/exchanges/remittance/outbound?currency=EUR&value=100000&purposeCode=MAINTENANCE',
    { headers: customer.headers },
  );
  if (answer.status !== 200) throw new Error(`quote on ${api.name}: ${answer.status}`);
  return (answer.body as { id: string }).id;
}

/** The creation body of a PIX remittance to Hans from the quote `quotationId`. */
export function creationBody(customer: RemittanceCustomer, quotationId: string) {
  return {
    accountId: null,
    clientCpf: customer.cpf,
    quotationId,
    receiverId: customer.beneficiaryId,
    payment: { method: 'PIX' },
    serviceInfo: { id: 'MAINTENANCE' },
    reason: 'Family maintenance',
    documents: [customer.document],
    termsAccepted: true,
  };
}

/** `POST /api/v1/remittances/` on `api` with `body` under `idempotencyKey`. */
export function createOn(
  api: ApiProcess,
  customer: RemittanceCustomer,
  body: ReturnType<typeof creationBody>,
  idempotencyKey: string,
): Promise<HttpAnswer> {
  return api.request('/api/v1/remittances/', {
    method: 'POST',
    headers: { ...customer.headers, 'idempotency-key': idempotencyKey },
    body,
  });
}
