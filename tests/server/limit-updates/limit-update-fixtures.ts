/**
 * Shared steps of the limit-increase request tests: a customer's arrived uploads, a valid body
 * with one file per step, and sending a request.
 * @module
 */
import { randomUUID } from 'node:crypto';
import type { LimitUpdateCreateBody } from '../../../src/contracts/limit-updates';
import type { TestApp } from '../test-app';
import { userId } from '../customers/customer-fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/**
 * An upload of `email`'s that arrived (a PDF), or only signed when `arrived` is false, signed
 * for `resource` (a limit-increase request's by default).
 */
export async function arrivedUpload(
  t: TestApp,
  email: string,
  arrived = true,
  resource: 'limit-increase' | 'remittance' = 'limit-increase',
): Promise<string> {
  const owner = await userId(t.db, email);
  const key = `uploads/${owner}/${randomUUID().replace(/-/g, '')}/doc-${resource}.pdf`;
  await t.db
    .insertInto('uploads')
    .values({
      user_id: owner,
      key,
      resource,
      content_type: 'application/pdf',
      size: arrived ? PDF.byteLength : null,
      content: arrived ? PDF : null,
      uploaded_at: arrived ? new Date('2026-11-20T10:00:00.000Z') : null,
    })
    .execute();
  return key;
}

/** A valid body: one arrived file per step (CNH, IR, PROOF_OF_ADDRESS). */
export async function validBody(
  t: TestApp,
  email: string,
  requestedLimit = 5_000_000,
): Promise<LimitUpdateCreateBody> {
  return {
    requestedLimit,
    origin: 'Salário e rendimentos de investimentos',
    attachments: [
      {
        attachmentType: 'IDENTIFICATION',
        proofDocumentType: 'CNH',
        key: await arrivedUpload(t, email),
      },
      {
        attachmentType: 'INCOME_PROOF',
        proofDocumentType: 'IR',
        key: await arrivedUpload(t, email),
      },
      {
        attachmentType: 'PROOF_OF_ADDRESS',
        proofDocumentType: 'PROOF_OF_ADDRESS',
        key: await arrivedUpload(t, email),
      },
    ],
  };
}

/** `POST /api/customers/v1/limit-updates` with `body` under a fresh (or given) key. */
export function sendRequest(
  t: TestApp,
  headers: Record<string, string>,
  body: unknown,
  key: string = randomUUID(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/customers/v1/limit-updates',
    headers: { ...headers, 'idempotency-key': key },
    payload: body as object,
  });
}
