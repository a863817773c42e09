import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OperationDetailSchema } from '../../../src/contracts/remittances';
import { buildTestApp, type TestApp } from '../test-app';
import { cpfOf, insertCustomer, signedIn, userId } from '../customers/customer-fixtures';
import { hans } from '../payees/payee-fixtures';
import { setLimit } from './inbound-fixtures';

// The documents attached to an operation's purpose (spec operations §3.22 "Purpose attachment";
// issue 19, item 10): the detail lists them (position, file name, type, arrival) beside
// `purposeAttachment`, and `…/documents/{position}` answers a document's bytes to the
// operation's owner under the correspondent it was made with; anyone else, or the owner under
// another correspondent they are also linked to, gets 404.

const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const LIA = { email: 'lia-documentos@demo.test', cpf: cpfOf('741852963'), name: 'Lia Documentos' };
const RUI = { email: 'rui-documentos@demo.test', cpf: cpfOf('963852741'), name: 'Rui Documentos' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe(`the purpose documents of an operation (${target})`, () => {
  let t: TestApp;
  const headers: Record<'lia' | 'rui', Record<string, string>> = { lia: {}, rui: {} };
  let operationId = 0;
  let keys: string[] = [];

  /** An upload of `email`'s that arrived, holding `content`. */
  async function upload(email: string, name: string, contentType: string, content: Buffer) {
    const key = `uploads/${await userId(t.db, email)}/${randomUUID()}/${name}`;
    await t.db
      .insertInto('uploads')
      .values({
        user_id: await userId(t.db, email),
        key,
        resource: 'remittance',
        content_type: contentType,
        size: content.byteLength,
        content,
        uploaded_at: new Date('2026-11-20T10:00:00.000Z'),
      })
      .execute();
    return key;
  }

  const download = (id: number, position: number, as: Record<string, string>, cpf = LIA.cpf) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/remittances/users/${cpf}/outbound/${id}/documents/${position}`,
      headers: as,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    for (const [who, customer] of [
      ['lia', LIA],
      ['rui', RUI],
    ] as const) {
      await insertCustomer(t.db, { ...customer, correspondents: [1, 2] });
      await setLimit(t, customer.email, 10_000_000, 0);
      headers[who] = await signedIn(t.app, customer.email);
    }
    const beneficiary = await t.app.inject({
      method: 'POST',
      url: `/api/customers/v1/physicals/${LIA.cpf}/beneficiaries/outbound/eur`,
      headers: headers.lia,
      payload: hans,
    });
    expect(beneficiary.statusCode, beneficiary.body).toBe(201);
    keys = [
      await upload(LIA.email, `${LIA.cpf}-remittance.pdf`, 'application/pdf', PDF),
      await upload(LIA.email, `${LIA.cpf}-remittance.png`, 'image/png', PNG),
    ];
    const quote = await t.app.inject({
      method: 'GET',
      url: '/api/v2/exchanges/remittance/outbound?currency=EUR&value=20000&purposeCode=MAINTENANCE',
      headers: headers.lia,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/remittances/',
      headers: { ...headers.lia, 'idempotency-key': randomUUID() },
      payload: {
        accountId: null,
        clientCpf: LIA.cpf,
        quotationId: quote.json<{ id: string }>().id,
        receiverId: beneficiary.json<{ id: number }>().id,
        payment: { method: 'PIX' },
        serviceInfo: { id: 'MAINTENANCE' },
        reason: 'Family maintenance',
        documents: keys,
        termsAccepted: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    operationId = created.json<{ id: number }>().id;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('the detail lists every purpose document with its name, type and arrival', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/remittances/users/${LIA.cpf}/outbound/${operationId}`,
      headers: headers.lia,
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = OperationDetailSchema.parse(response.json());
    // §3.22's field keeps naming the first document.
    expect(detail.purposeAttachment).toBe(keys[0]);
    expect(detail.purposeDocuments).toEqual([
      {
        position: 1,
        name: `${LIA.cpf}-remittance.pdf`,
        contentType: 'application/pdf',
        uploadedAt: '2026-11-20T10:00:00.000Z',
      },
      {
        position: 2,
        name: `${LIA.cpf}-remittance.png`,
        contentType: 'image/png',
        uploadedAt: '2026-11-20T10:00:00.000Z',
      },
    ]);
  });

  test('the owner downloads each document: its bytes, type and file name', async () => {
    const first = await download(operationId, 1, headers.lia);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/pdf/);
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="${LIA.cpf}-remittance.pdf"`,
    );
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.rawPayload.equals(PDF)).toBe(true);
    const second = await download(operationId, 2, headers.lia);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toMatch(/^image\/png/);
    expect(second.rawPayload.equals(PNG)).toBe(true);
  });

  test('another customer, the owner under another correspondent, or no such document: 404', async () => {
    // Another customer, with their own CPF or the owner's in the path.
    expect((await download(operationId, 1, headers.rui, RUI.cpf)).statusCode).toBe(404);
    expect((await download(operationId, 1, headers.rui)).statusCode).toBe(404);
    // The same customer, signed in under the other correspondent they are linked to.
    const elsewhere = { ...headers.lia, correspondent_id: '2' };
    expect((await download(operationId, 1, elsewhere)).statusCode).toBe(404);
    // A position the operation does not have; the other direction.
    expect((await download(operationId, 3, headers.lia)).statusCode).toBe(404);
    const inbound = await t.app.inject({
      method: 'GET',
      url: `/api/v1/remittances/users/${LIA.cpf}/inbound/${operationId}/documents/1`,
      headers: headers.lia,
    });
    expect(inbound.statusCode).toBe(404);
    // Nobody signed in.
    const anonymous = await download(operationId, 1, { correspondent_id: '1' });
    expect(anonymous.statusCode).toBe(401);
  });
});
