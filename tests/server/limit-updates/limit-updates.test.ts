import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LimitUpdateListSchema, LimitUpdateSchema } from '../../../src/contracts/limit-updates';
import { buildTestApp, type TestApp } from '../test-app';
import { cnpjOf, cpfOf, insertCustomer, signedIn } from '../customers/customer-fixtures';
import { setLimit } from '../remittances/inbound-fixtures';
import { arrivedUpload, sendRequest, validBody } from './limit-update-fixtures';

// Limit-increase requests (spec platform §3 "Limit-increase request", §4, §5 "Attachments", §7
// "Limit updates"; issue 20): the customer's routes, with good and bad input.

const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const ANA = { email: 'ana-limite@demo.test', cpf: cpfOf('321654987'), name: 'Ana Limite' };
const BIA = { email: 'bia-limite@demo.test', cpf: cpfOf('654987321'), name: 'Bia Limite' };
const CIA = { email: 'cia-limite@demo.test', cnpj: cnpjOf('445566778899'), name: 'Cia Limite' };

describe(`limit-increase requests (${target})`, () => {
  let t: TestApp;
  let ana: Record<string, string>;
  let anaOther: Record<string, string>;
  let bia: Record<string, string>;
  let cia: Record<string, string>;
  let created = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    await insertCustomer(t.db, { ...ANA, correspondents: [1, 2] });
    await insertCustomer(t.db, { ...BIA, correspondents: [1] });
    await insertCustomer(t.db, { ...CIA, correspondents: [1] });
    await setLimit(t, ANA.email, 1_000_000, 250_000);
    await setLimit(t, BIA.email, 1_000_000, 0);
    ana = await signedIn(t.app, ANA.email);
    anaOther = await signedIn(t.app, ANA.email, 2);
    bia = await signedIn(t.app, BIA.email);
    cia = await signedIn(t.app, CIA.email);
  });

  afterAll(async () => {
    await t.close();
  });

  const list = (headers: Record<string, string>, search = '') =>
    t.app.inject({ method: 'GET', url: `/api/customers/v1/limit-updates${search}`, headers });
  const detail = (headers: Record<string, string>, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/customers/v1/limit-updates/${id}`, headers });

  test('refuses a file of a step that does not take its document type', async () => {
    const body = await validBody(t, ANA.email);
    const first = body.attachments[0];
    if (first === undefined) throw new Error('no attachment');
    const response = await sendRequest(t, ana, {
      ...body,
      attachments: [{ ...first, proofDocumentType: 'IR' }, ...body.attachments.slice(1)],
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().fields).toContainEqual({
      field: 'attachments.0.proofDocumentType',
      message: 'This document type does not belong to this step.',
    });
  });

  test('refuses a request with a step without any file', async () => {
    const body = await validBody(t, ANA.email);
    const response = await sendRequest(t, ana, {
      ...body,
      attachments: body.attachments.filter((item) => item.attachmentType !== 'INCOME_PROOF'),
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().fields).toContainEqual({
      field: 'attachments',
      message:
        'Attach at least one file to each step: identification, income proof and address proof.',
    });
  });

  test("refuses another customer's upload key, and a key only signed", async () => {
    const body = await validBody(t, ANA.email);
    const foreign = await arrivedUpload(t, BIA.email);
    const signedOnly = await arrivedUpload(t, ANA.email, false);
    const [identification, income, address] = body.attachments;
    if (!identification || !income || !address) throw new Error('no attachments');
    const response = await sendRequest(t, ana, {
      ...body,
      attachments: [{ ...identification, key: foreign }, { ...income, key: signedOnly }, address],
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().fields).toEqual([
      { field: 'attachments.0.key', message: 'This file was not uploaded by you.' },
      { field: 'attachments.1.key', message: 'This file was not uploaded by you.' },
    ]);
  });

  test('refuses an upload of its own signed for another purpose, saying so', async () => {
    const body = await validBody(t, ANA.email);
    const remittanceDocument = await arrivedUpload(t, ANA.email, true, 'remittance');
    const [identification, ...others] = body.attachments;
    if (!identification) throw new Error('no attachments');
    const response = await sendRequest(t, ana, {
      ...body,
      attachments: [{ ...identification, key: remittanceDocument }, ...others],
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().fields).toEqual([
      {
        field: 'attachments.0.key',
        message: 'This file was sent for another purpose: attach it again here.',
      },
    ]);
  });

  test('refuses a limit that is not above the current one', async () => {
    const response = await sendRequest(t, ana, await validBody(t, ANA.email, 1_000_000));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().code).toBe('LIMIT_UPDATE_NOT_ABOVE_CURRENT');
  });

  test('needs an Idempotency-Key and a signed-in user', async () => {
    const body = await validBody(t, ANA.email);
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/customers/v1/limit-updates',
      headers: ana,
      payload: body,
    });
    expect(noKey.statusCode, noKey.body).toBe(422);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/customers/v1/limit-updates',
      headers: { correspondent_id: '1', 'user-type': 'user' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  test('sends a request: PENDING, with its files, shown on the limit card', async () => {
    const body = await validBody(t, ANA.email);
    const response = await sendRequest(t, ana, body);
    expect(response.statusCode, response.body).toBe(201);
    const request = LimitUpdateSchema.parse(response.json());
    created = request.id;
    expect(request).toMatchObject({
      status: 'PENDING',
      requestedLimit: 5_000_000,
      limitAtRequest: 1_000_000,
      approvedLimit: null,
      origin: body.origin,
      decisionReason: null,
      decidedAt: null,
    });
    expect(
      request.attachments.map((file) => [file.attachmentType, file.proofDocumentType]),
    ).toEqual([
      ['IDENTIFICATION', 'CNH'],
      ['INCOME_PROOF', 'IR'],
      ['PROOF_OF_ADDRESS', 'PROOF_OF_ADDRESS'],
    ]);
    expect(request.attachments[0]?.fileName).toBe('doc-limit-increase.pdf');
    const limit = await t.app.inject({
      method: 'GET',
      url: `/api/customers/v1/physicals/${ANA.cpf}/limit`,
      headers: ana,
    });
    expect(limit.statusCode, limit.body).toBe(200);
    expect(limit.json().view.lastRequestStatus).toBe('PENDING');
  });

  test('a retry with the same key answers the same request; another body under it is refused', async () => {
    const body = await validBody(t, BIA.email);
    const key = randomUUID();
    const first = await sendRequest(t, bia, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await sendRequest(t, bia, body, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const other = await sendRequest(t, bia, { ...body, origin: 'Outra origem' }, key);
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const page = LimitUpdateListSchema.parse((await list(bia)).json());
    expect(page.total).toBe(1);
  });

  test('refuses a second request while one is PENDING', async () => {
    const response = await sendRequest(t, ana, await validBody(t, ANA.email));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'LIMIT_UPDATE_PENDING_EXISTS',
      message:
        'You already have a limit increase request under review. Wait for its decision before sending another one.',
    });
  });

  test('a second request sent at the same time as the first: one is created, the other refused', async () => {
    await insertCustomer(t.db, {
      email: 'duo-limite@demo.test',
      cpf: cpfOf('987123654'),
      name: 'Duo Limite',
      correspondents: [1],
    });
    const duo = await signedIn(t.app, 'duo-limite@demo.test');
    const [a, b] = await Promise.all([
      sendRequest(t, duo, await validBody(t, 'duo-limite@demo.test')),
      sendRequest(t, duo, await validBody(t, 'duo-limite@demo.test')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  test('a company sends a request too (no limit yet: anything above zero)', async () => {
    const response = await sendRequest(t, cia, await validBody(t, CIA.email, 2_000_000));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 'PENDING', limitAtRequest: 0 });
  });

  test('lists the caller’s requests with the defaults page 1 and limit 10', async () => {
    const response = await list(ana);
    expect(response.statusCode, response.body).toBe(200);
    const page = LimitUpdateListSchema.parse(response.json());
    expect(page).toMatchObject({ page: 1, limit: 10, total: 1 });
    expect(page.items.map((item) => item.id)).toEqual([created]);
  });

  test('sorts and filters with JSON parameters', async () => {
    const sorted = await list(
      ana,
      `?sort=${encodeURIComponent('{"createdAt":"ASC"}')}&query=${encodeURIComponent('{"status":"PENDING"}')}&page=1&limit=5`,
    );
    expect(sorted.statusCode, sorted.body).toBe(200);
    expect(sorted.json()).toMatchObject({ page: 1, limit: 5, total: 1 });
    const none = await list(ana, `?query=${encodeURIComponent('{"status":"REJECTED"}')}`);
    expect(none.json()).toMatchObject({ items: [], total: 0 });
  });

  test.each([
    ['not JSON', 'createdAt desc'],
    ['an unknown field', '{"amount":"desc"}'],
    ['a bad direction', '{"createdAt":"down"}'],
    ['two fields', '{"createdAt":"desc","id":"asc"}'],
    ['an array', '["createdAt"]'],
  ])('refuses a sort that is %s with 400', async (_case, sort) => {
    const response = await list(ana, `?sort=${encodeURIComponent(sort)}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('LIMIT_UPDATE_SORT_INVALID');
    expect(response.json().message).toContain('{"createdAt":"desc"}');
  });

  test.each([
    ['not JSON', '{status:PENDING'],
    ['an unknown field', '{"origin":"x"}'],
    ['an unknown status', '{"status":"DONE"}'],
  ])('refuses a query that is %s with 400', async (_case, query) => {
    const response = await list(ana, `?query=${encodeURIComponent(query)}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('LIMIT_UPDATE_QUERY_INVALID');
  });

  test('answers the pt-BR message of a bad sort', async () => {
    const response = await list({ ...ana, 'accept-language': 'pt-BR' }, '?sort=x');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('O parâmetro sort precisa ser um objeto JSON');
  });

  test('shows one of the caller’s requests', async () => {
    const response = await detail(ana, created);
    expect(response.statusCode, response.body).toBe(200);
    expect(LimitUpdateSchema.parse(response.json()).id).toBe(created);
  });

  test('another customer’s request, or an unknown id, is 404', async () => {
    expect((await detail(bia, created)).statusCode).toBe(404);
    expect((await detail(ana, 987_654)).statusCode).toBe(404);
  });

  test('under another correspondent the caller’s request is neither listed nor shown', async () => {
    expect((await detail(anaOther, created)).statusCode).toBe(404);
    const page = await list(anaOther);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ items: [], total: 0 });
  });
});
