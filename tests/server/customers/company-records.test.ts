import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';
import { insertUpload } from '../uploads/upload-records';
import {
  ADMIN,
  CLIENTE,
  EMPRESA,
  cnpjOf,
  correspondentId,
  insertCustomer,
  signedIn,
  userId,
} from './customer-fixtures';

const OTHER = { email: 'outra-empresa@demo.test', cnpj: cnpjOf('556677880001') };
const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';

describe(`a company's documents, capital limit and full record (${target})`, () => {
  let t: TestApp;
  let company: Record<string, string>;
  let other: Record<string, string>;
  let individual: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    await insertCustomer(t.db, {
      email: OTHER.email,
      name: 'Outra Empresa Comercial Ltda',
      cnpj: OTHER.cnpj,
      correspondents: [1],
    });
    company = await signedIn(t.app, EMPRESA.email);
    other = await signedIn(t.app, OTHER.email);
    individual = await signedIn(t.app, CLIENTE.email);
    admin = await signedIn(t.app, ADMIN.email);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const url = (cnpj: string, rest = '') => `/api/customers/v1/legals/${cnpj}${rest}`;
  const call = (
    method: 'GET' | 'PUT' | 'POST',
    target: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: target,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const upload = (email: string = EMPRESA.email) => insertUpload(t.db, email, 'company-document');
  const twoFiles = async (email: string = EMPRESA.email) => [
    { key: await upload(email), side: 'FRONT' },
    { key: await upload(email), side: 'BACK' },
  ];

  describe('GET /limit (getTitularCapFin)', () => {
    test("the seeded company's capital limit, with the limit card's view", async () => {
      const response = await call('GET', url(EMPRESA.cnpj, '/limit'), company);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        operationalLimitPeriod: 'CAPITAL_FINANCIAL',
        operationalLimit: 10_000_000,
        operationalLimitUsed: 0,
        limitDays: 365,
        operationLimit: 10_000_000,
        utilizado: 0,
        requestChangeFail: false,
        view: {
          max: 10_000_000,
          used: 0,
          available: 10_000_000,
          percentageOfUse: 0,
          warning: false,
          lastRequestStatus: null,
        },
      });
    });

    test('a company without a limit answers the spec defaults 0 / 0 / 0 with requestChangeFail', async () => {
      const response = await call('GET', url(OTHER.cnpj, '/limit'), other);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        limitDays: 0,
        operationLimit: 0,
        utilizado: 0,
        requestChangeFail: true,
        view: { max: 0, used: 0, available: 0, percentageOfUse: 0 },
      });
    });

    test('another company and an individual are refused with 403; an admin reads any', async () => {
      expect((await call('GET', url(EMPRESA.cnpj, '/limit'), other)).statusCode).toBe(403);
      expect((await call('GET', url(EMPRESA.cnpj, '/limit'), individual)).statusCode).toBe(403);
      expect((await call('GET', url(EMPRESA.cnpj, '/limit'), admin)).statusCode).toBe(200);
      const unknown = await call('GET', url(cnpjOf('998877665544'), '/limit'), admin);
      expect(unknown.statusCode).toBe(404);
      const malformed = await call('GET', url('11222333000100', '/limit'), company);
      expect(malformed.statusCode).toBe(422);
    });
  });

  describe('documents', () => {
    test('registers a document type with its first version, under review, from own uploads', async () => {
      const files = await twoFiles();
      const response = await call('POST', url(EMPRESA.cnpj, '/documents'), company, {
        documentType: 'CNH',
        documentValues: ['04512345678', 'DETRAN SP'],
        files: [files[1], files[0]],
      });
      expect(response.statusCode).toBe(201);
      const document = response.json();
      expect(document).toMatchObject({
        documentType: 'CNH',
        documentValues: ['04512345678', 'DETRAN SP'],
        versions: [{ approved: null, files }],
      });
      expect(Number.isNaN(Date.parse(document.versions[0].createdAt))).toBe(false);

      // The record carries it.
      const record = await call('GET', url(EMPRESA.cnpj), company);
      expect(record.json().documents).toEqual([document]);
      const list = await call('GET', url(EMPRESA.cnpj, '/documents'), company);
      expect(list.json()).toEqual([document]);
    });

    test('the same type twice answers 409 DOCUMENT_TYPE_EXISTS and writes nothing', async () => {
      const response = await call('POST', url(EMPRESA.cnpj, '/documents'), company, {
        documentType: 'CNH',
        files: await twoFiles(),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'DOCUMENT_TYPE_EXISTS',
        message: 'This document type is already registered: send a new version of it.',
      });
      const list = await call('GET', url(EMPRESA.cnpj, '/documents'), company);
      expect(list.json()[0].versions).toHaveLength(1);
    });

    test('a new version is added under review; the answer lists every version, oldest first', async () => {
      const files = await twoFiles();
      const response = await call('POST', url(EMPRESA.cnpj, '/documents/CNH/versions'), company, {
        files,
      });
      expect(response.statusCode).toBe(201);
      const versions = response.json().versions;
      expect(versions).toHaveLength(2);
      expect(versions[1]).toMatchObject({ approved: null, files });
    });

    test('a version of a type not registered answers 404; an unknown type 422', async () => {
      const missing = await call('POST', url(EMPRESA.cnpj, '/documents/RG/versions'), company, {
        files: await twoFiles(),
      });
      expect(missing.statusCode).toBe(404);
      const unknown = await call('POST', url(EMPRESA.cnpj, '/documents/VISA/versions'), company, {
        files: await twoFiles(),
      });
      expect(unknown.statusCode).toBe(422);
    });

    test("another customer's key, a free text or a key only signed answers 422 at its field", async () => {
      const theirs = await upload(OTHER.email);
      const mine = await upload();
      const signedOnly = `uploads/${await userId(t.db, EMPRESA.email)}/abc/only-company-document.pdf`;
      await t.db
        .insertInto('uploads')
        .values({
          user_id: await userId(t.db, EMPRESA.email),
          key: signedOnly,
          resource: 'company-document',
          content_type: 'application/pdf',
        })
        .execute();
      for (const [front, back, fields] of [
        [mine, theirs, ['files.1.key']],
        ['free text', mine, ['files.0.key']],
        [signedOnly, mine, ['files.0.key']],
      ] as const) {
        const response = await call('POST', url(EMPRESA.cnpj, '/documents'), company, {
          documentType: 'RG',
          files: [
            { key: front, side: 'FRONT' },
            { key: back, side: 'BACK' },
          ],
        });
        expect(response.statusCode).toBe(422);
        expect(response.json().fields).toEqual(
          fields.map((field) => ({ field, message: 'This file was not uploaded by you.' })),
        );
      }
      // Nothing was written.
      const list = await call('GET', url(EMPRESA.cnpj, '/documents'), company);
      expect(list.json().map((d: { documentType: string }) => d.documentType)).toEqual(['CNH']);
    });

    test.each([
      ['one file', { documentType: 'RG', files: 'one' }, 'files'],
      ['two fronts', { documentType: 'RG', files: 'two-fronts' }, 'files'],
      ['the same key twice', { documentType: 'RG', files: 'same-key' }, 'files'],
      ['an unknown side', { documentType: 'RG', files: 'bad-side' }, 'files.1.side'],
      ['an unknown type', { documentType: 'VISA', files: 'ok' }, 'documentType'],
      [
        'six values',
        { documentType: 'RG', files: 'ok', documentValues: ['1', '2', '3', '4', '5', '6'] },
        'documentValues',
      ],
    ])('refuses %s with 422 naming %s', async (_name, body, field) => {
      const key = await upload();
      const other = await upload();
      const files = {
        one: [{ key, side: 'FRONT' }],
        'two-fronts': [
          { key, side: 'FRONT' },
          { key: other, side: 'FRONT' },
        ],
        'same-key': [
          { key, side: 'FRONT' },
          { key, side: 'BACK' },
        ],
        'bad-side': [
          { key, side: 'FRONT' },
          { key: other, side: 'TOP' },
        ],
        ok: [
          { key, side: 'FRONT' },
          { key: other, side: 'BACK' },
        ],
      }[body.files];
      const response = await call('POST', url(EMPRESA.cnpj, '/documents'), company, {
        ...body,
        files,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    });

    test('another company, an individual and another correspondent are refused; an admin may write', async () => {
      const body = { documentType: 'PASSPORT', files: await twoFiles() };
      expect((await call('POST', url(EMPRESA.cnpj, '/documents'), other, body)).statusCode).toBe(
        403,
      );
      expect(
        (await call('POST', url(EMPRESA.cnpj, '/documents'), individual, body)).statusCode,
      ).toBe(403);
      expect((await call('GET', url(EMPRESA.cnpj, '/documents'), other)).statusCode).toBe(403);
      const aurora = await correspondentId(t.db, 'aurora');
      const elsewhere = { ...company, correspondent_id: String(aurora) };
      const tenant = await call('POST', url(EMPRESA.cnpj, '/documents'), elsewhere, body);
      expect(tenant.statusCode).toBe(403);
      expect((await call('GET', url(EMPRESA.cnpj, '/limit'), elsewhere)).statusCode).toBe(403);
      // An admin names the company; the files must be the company's own uploads.
      const byAdmin = await call('POST', url(EMPRESA.cnpj, '/documents'), admin, body);
      expect(byAdmin.statusCode).toBe(201);
      const unknown = await call('POST', url(cnpjOf('998877665544'), '/documents'), admin, body);
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('the full record', () => {
    test('PUT switches a limit e-mail off and on; the other switches stay', async () => {
      const off = await call('PUT', url(EMPRESA.cnpj), company, {
        notificationStatus: { operationalLimit: { email: { operationalLimitAt85: false } } },
      });
      expect(off.statusCode).toBe(200);
      expect(off.json().notificationStatus).toEqual({
        operationalLimit: {
          email: {
            operationalLimitAt50: true,
            operationalLimitAt85: false,
            operationalLimitAt100: true,
          },
        },
      });
      const on = await call('PUT', url(EMPRESA.cnpj), company, {
        notificationStatus: { operationalLimit: { email: { operationalLimitAt85: true } } },
      });
      expect(on.json().notificationStatus.operationalLimit.email.operationalLimitAt85).toBe(true);
      const bad = await call('PUT', url(EMPRESA.cnpj), company, {
        notificationStatus: { operationalLimit: { email: { operationalLimitAt50: 'yes' } } },
      });
      expect(bad.statusCode).toBe(422);
    });

    test('GET carries every field of the legal-person record', async () => {
      const response = await call('GET', url(EMPRESA.cnpj), company);
      expect(Object.keys(response.json()).sort()).toEqual(
        [
          'addresses',
          'billingAddresses',
          'cnpj',
          'documents',
          'email',
          'indicator',
          'mobile',
          'name',
          'needsComplianceUpdate',
          'nickname',
          'notificationStatus',
          'pendencies',
          'personInCharge',
          'profession',
          'revenue',
          'source',
          'wlCorrespondents',
          'wlStatus',
        ].sort(),
      );
    });

    test('PUT /trigger-new-compliance sends a rejected company back to review', async () => {
      await t.db
        .updateTable('users')
        .set({ registration_status: 'REJECTED' })
        .where('email', '=', OTHER.email)
        .execute();
      const response = await call('PUT', url(OTHER.cnpj, '/trigger-new-compliance'), other);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ registrationStatus: 'PENDING' });
      expect(
        (await call('PUT', url(OTHER.cnpj, '/trigger-new-compliance'), company)).statusCode,
      ).toBe(403);
    });
  });
});
