import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CompanyDocumentReviewSchema } from '../../../src/contracts/back-office';
import { MailboxMessageListSchema } from '../../../src/contracts/mailbox';
import { CLIENTE, EMPRESA, signedIn } from '../customers/customer-fixtures';
import { buildTestApp, type TestApp } from '../test-app';
import { consoleCaller } from './console-harness';
import { signedInAuroraOperator } from './operator-fixtures';
import { insertUpload } from '../uploads/upload-records';

const OPERATOR = 'operador@demo.test';
const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';

describe(`the console's company-documents queue (${target})`, () => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};

  const console = consoleCaller(() => t, headers);

  /** The company registers `documentType` with two fresh files; the new version's id. */
  async function sendDocument(documentType: string): Promise<{ id: number; keys: string[] }> {
    const keys = [
      await insertUpload(t.db, EMPRESA.email, 'company-document'),
      await insertUpload(t.db, EMPRESA.email, 'company-document'),
    ];
    // The platform's own storage holds the bytes, for the viewer.
    await t.db
      .updateTable('uploads')
      .set({ content: new TextEncoder().encode('%PDF-1.4\n') })
      .where('key', 'in', keys)
      .execute();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/customers/v1/legals/${EMPRESA.cnpj}/documents`,
      headers: headers.company,
      payload: {
        documentType,
        documentValues: ['123456789'],
        files: [
          { key: keys[1], side: 'BACK' },
          { key: keys[0], side: 'FRONT' },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await t.db
      .selectFrom('company_document_versions')
      .innerJoin(
        'company_documents',
        'company_documents.id',
        'company_document_versions.document_id',
      )
      .select('company_document_versions.id')
      .where('company_documents.document_type', '=', documentType)
      .executeTakeFirstOrThrow();
    return { id: row.id, keys };
  }

  async function versionsOfCompany(documentType: string) {
    const response = await t.app.inject({
      url: `/api/customers/v1/legals/${EMPRESA.cnpj}/documents`,
      headers: headers.company,
    });
    const documents =
      response.json<{ documentType: string; versions: { approved: unknown }[] }[]>();
    return documents.find((document) => document.documentType === documentType)?.versions;
  }

  async function mailbox(email: string) {
    await t.app.outbox.drain();
    const response = await t.app.inject({
      url: `/api/sandbox/mailbox?to=${encodeURIComponent(email)}`,
    });
    return MailboxMessageListSchema.parse(response.json());
  }

  beforeAll(async () => {
    t = await buildTestApp();
    headers.company = await signedIn(t.app, EMPRESA.email);
    headers.operator = await signedIn(t.app, OPERATOR, undefined);
    headers.cliente = await signedIn(t.app, CLIENTE.email);
    headers.otherOperator = await signedInAuroraOperator(
      t,
      'operadora-aurora-docs@demo.test',
      '310240198',
    );
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  test('lists a version under review with its FRONT and BACK files, viewable by the operator', async () => {
    const { id, keys } = await sendDocument('RG');
    const list = await console('operator', 'GET', '/company-documents');
    expect(list.statusCode, list.body).toBe(200);
    const record = list
      .json<{ data: unknown[] }>()
      .data.map((item) => CompanyDocumentReviewSchema.parse(item));
    const mine = record.find((item) => item.id === id);
    expect(mine).toMatchObject({
      queue: 'company-documents',
      status: 'PENDING',
      documentType: 'RG',
      version: 1,
      customer: { email: EMPRESA.email, personType: 'LEGAL', document: EMPRESA.cnpj },
    });
    expect(mine?.files.map((file) => [file.side, file.fileName])).toEqual([
      ['FRONT', keys[0]?.slice(keys[0].lastIndexOf('/') + 1)],
      ['BACK', keys[1]?.slice(keys[1].lastIndexOf('/') + 1)],
    ]);
    const file = await t.app.inject({
      url: mine?.files[0]?.fileUrl ?? '',
      headers: headers.operator,
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4\n');

    // Outside the console: a customer is refused, another correspondent's operator sees nothing.
    expect((await console('cliente', 'GET', '/company-documents')).statusCode).toBe(403);
    const elsewhere = await console('otherOperator', 'GET', `/company-documents/${id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (await console('otherOperator', 'GET', '/company-documents')).json<{ total: number }>().total,
    ).toBe(0);
  });

  test('approving marks the version approved on the company record, e-mails it and writes the trail', async () => {
    const { id } = await sendDocument('CNH');
    const approved = await console('operator', 'POST', `/company-documents/${id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ queue: 'company-documents', id, status: 'APPROVED' });
    expect(await versionsOfCompany('CNH')).toMatchObject([{ approved: true }]);

    const again = await console('operator', 'POST', `/company-documents/${id}/reject`, {
      reason: 'Ilegível',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_DECIDED' });

    const trail = await console('operator', 'GET', `/company-documents/${id}/audit`);
    expect(trail.json()).toMatchObject({
      data: [{ action: 'APPROVE', statusBefore: 'PENDING', statusAfter: 'APPROVED' }],
    });
    const mails = await mailbox(EMPRESA.email);
    expect(mails.some((mail) => mail.subject.includes('documento da empresa aprovado'))).toBe(true);
    // Decided, it leaves the queue.
    const list = await console('operator', 'GET', '/company-documents');
    expect(list.json<{ data: { id: number }[] }>().data.some((item) => item.id === id)).toBe(false);
  });

  test('rejecting needs a reason; refused, the version is false and the company told why', async () => {
    const { id } = await sendDocument('PASSPORT');
    const bare = await console('operator', 'POST', `/company-documents/${id}/reject`, {});
    expect(bare.statusCode).toBe(422);
    const rejected = await console('operator', 'POST', `/company-documents/${id}/reject`, {
      reason: 'Documento vencido',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'REJECTED' });
    expect(await versionsOfCompany('PASSPORT')).toMatchObject([{ approved: false }]);
    const mails = await mailbox(EMPRESA.email);
    const refused = mails.find((mail) => mail.subject.includes('documento da empresa recusado'));
    expect(refused?.text).toContain('Passaporte');
    expect(refused?.text).toContain('Motivo: Documento vencido');
  });

  test('two operators deciding at once: one wins, the other is told who decided', async () => {
    const { id } = await sendDocument('RNE');
    headers.operator2 = await signedIn(t.app, OPERATOR, undefined);
    const [first, second] = await Promise.all([
      console('operator', 'POST', `/company-documents/${id}/approve`, {}),
      console('operator2', 'POST', `/company-documents/${id}/reject`, { reason: 'Ilegível' }),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json()).toMatchObject({ code: 'ALREADY_DECIDED' });
    const trail = await console('operator', 'GET', `/company-documents/${id}/audit`);
    expect(trail.json<{ data: unknown[] }>().data).toHaveLength(1);
  });
});
