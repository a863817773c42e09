import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';
import {
  consoleCaller,
  createOutbound,
  insertArrivedUpload,
  operationRow,
} from './console-harness';
import { setLimit } from '../remittances/inbound-fixtures';
import { correspondentId, cpfOf, insertCustomer, signedIn } from '../customers/customer-fixtures';
import { hans } from '../payees/payee-fixtures';

// Issue 36, item 1: a customer may be linked to several correspondents (any customer may link
// itself to another), and a decision of one correspondent's operator — a registration, a
// document, approved or rejected — moves only that correspondent's operations. The other
// correspondent's stay as they were, for its own operator's operations queue.

const OPERATOR = 'operador@demo.test';

describe("a console decision moves only the operator's correspondents' operations", () => {
  let t: TestApp;
  let aurora: number;
  const headers: Record<string, Record<string, string>> = {};
  const call = consoleCaller(() => t, headers);
  let serial = 0;

  /** A customer linked to demo and aurora, with a document whose review is `review`. */
  async function customerOfBoth(registration: 'PENDING' | 'APPROVED', review: 'PENDING') {
    serial += 1;
    const email = `scope-${serial}@demo.test`;
    const cpf = cpfOf(`31034010${serial}`);
    const id = await insertCustomer(t.db, {
      email,
      cpf,
      name: registration === 'PENDING' ? 'Duo Pendente Lima' : 'Duo Aprovado Lima',
      correspondents: [1, aurora],
      registrationStatus: registration,
    });
    await setLimit(t, email, 1_000_000, 0);
    const document = await insertArrivedUpload(t, id, review);
    const { key } = document;
    /** One outbound operation at each correspondent, both held. */
    const operations: Record<'demo' | 'aurora', number> = { demo: 0, aurora: 0 };
    for (const [name, correspondent] of [
      ['demo', 1],
      ['aurora', aurora],
    ] as const) {
      const at = await signedIn(t.app, email, correspondent);
      const payee = await t.app.inject({
        method: 'POST',
        url: `/api/customers/v1/physicals/${cpf}/beneficiaries/outbound/eur`,
        headers: at,
        payload: hans,
      });
      expect(payee.statusCode, payee.body).toBe(201);
      const sender = {
        headers: at,
        cpf,
        receiverId: payee.json<{ id: number }>().id,
        document: key,
      };
      const created = await createOutbound(t, sender, 100000);
      const row = await operationRow(t, created.id);
      expect(row.correspondent_id).toBe(correspondent);
      operations[name] = created.id;
    }
    return { id, documentId: document.id, operations };
  }

  const statusOf = async (id: number) => (await operationRow(t, id)).status;

  beforeAll(async () => {
    t = await buildTestApp();
    aurora = await correspondentId(t.db, 'aurora');
    headers.operator = await signedIn(t.app, OPERATOR, undefined);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('approving the registration, then the document', async () => {
    const duo = await customerOfBoth('PENDING', 'PENDING');
    for (const id of Object.values(duo.operations)) {
      expect(await statusOf(id)).toBe('WAITING_REGISTRATION_APPROVAL');
    }
    // demo's operator does not read aurora's operation…
    expect((await call('operator', 'GET', `/operations/${duo.operations.aurora}`)).statusCode).toBe(
      404,
    );
    // …and their decisions leave it where it was.
    const registration = await call('operator', 'POST', `/registrations/${duo.id}/approve`, {});
    expect(registration.statusCode, registration.body).toBe(200);
    expect(await statusOf(duo.operations.demo)).toBe('WAITING_DOCUMENT_APPROVAL');
    expect(await statusOf(duo.operations.aurora)).toBe('WAITING_REGISTRATION_APPROVAL');

    const document = await call('operator', 'POST', `/documents/${duo.documentId}/approve`, {});
    expect(document.statusCode, document.body).toBe(200);
    expect(await statusOf(duo.operations.demo)).toBe('AWAITING_PAYMENT');
    expect(await statusOf(duo.operations.aurora)).toBe('WAITING_REGISTRATION_APPROVAL');
  });

  test('rejecting the registration', async () => {
    const duo = await customerOfBoth('PENDING', 'PENDING');
    const rejected = await call('operator', 'POST', `/registrations/${duo.id}/reject`, {
      reason: 'Document does not match the name',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await statusOf(duo.operations.demo)).toBe('CANCELED');
    expect(await statusOf(duo.operations.aurora)).toBe('WAITING_REGISTRATION_APPROVAL');
  });

  test('rejecting the document', async () => {
    const duo = await customerOfBoth('APPROVED', 'PENDING');
    for (const id of Object.values(duo.operations)) {
      expect(await statusOf(id)).toBe('WAITING_DOCUMENT_APPROVAL');
    }
    const rejected = await call('operator', 'POST', `/documents/${duo.documentId}/reject`, {
      reason: 'Illegible',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await statusOf(duo.operations.demo)).toBe('CANCELED');
    expect(await statusOf(duo.operations.aurora)).toBe('WAITING_DOCUMENT_APPROVAL');
  });
});
