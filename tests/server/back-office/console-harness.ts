/**
 * What the console's tests share: a caller of the back-office API as one of the signed-in
 * users, an operation's row, and an outbound remittance created through the customer's API.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../test-app';

/** Calls `/api/v1/back-office{url}` as `who`, whose headers `headers` holds. */
export function consoleCaller(t: () => TestApp, headers: Record<string, Record<string, string>>) {
  return (who: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t().app.inject({
      method,
      url: `/api/v1/back-office${url}`,
      headers: headers[who],
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** The operation's row. */
export function operationRow(t: TestApp, id: number) {
  return t.db.selectFrom('remittances').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Who sends an outbound remittance, and to whom, with which uploaded document. */
export interface Sender {
  headers: Record<string, string>;
  cpf: string;
  receiverId: number | undefined;
  document: string | undefined;
}

/**
 * Quotes `eurCents` EUR and creates the sender's outbound remittance by PIX: its id, status and
 * USD cents.
 */
export async function createOutbound(t: TestApp, sender: Sender, eurCents: number) {
  const quote = await t.app.inject({
    method: 'GET',
    url: `/api/v2/exchanges/remittance/outbound?currency=EUR&value=${eurCents}&purposeCode=MAINTENANCE`,
    headers: sender.headers,
  });
  expect(quote.statusCode).toBe(200);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/remittances/',
    headers: { ...sender.headers, 'idempotency-key': randomUUID() },
    payload: {
      accountId: null,
      clientCpf: sender.cpf,
      quotationId: quote.json<{ id: string }>().id,
      receiverId: sender.receiverId,
      payment: { method: 'PIX' },
      serviceInfo: { id: 'MAINTENANCE' },
      reason: 'Family maintenance',
      documents: [sender.document],
      termsAccepted: true,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const row = await operationRow(t, response.json<{ id: number }>().id);
  return { id: row.id, status: row.status, usd: Number(row.usd_cents) };
}

/**
 * Records an arrived upload of user `userId` for an operation (a tiny PDF) whose review is
 * `review`; answers its key and id. `name` ends the key (`proof-ana.pdf`).
 */
export async function insertArrivedUpload(
  t: TestApp,
  userId: number,
  review: 'PENDING' | 'APPROVED',
  name = 'proof.pdf',
): Promise<{ key: string; id: number }> {
  const key = `uploads/${userId}/${randomUUID()}/${name}`;
  const row = await t.db
    .insertInto('uploads')
    .values({
      user_id: userId,
      key,
      resource: 'remittance',
      content_type: 'application/pdf',
      size: 9,
      content: new TextEncoder().encode('%PDF-1.4\n'),
      uploaded_at: new Date(),
      review_status: review,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { key, id: row.id };
}
