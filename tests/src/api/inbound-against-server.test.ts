/**
 * `api.remittances.createInbound`, `payerView`, `createInboundCharge`, `inboundInstructions`,
 * `inboundInstructionsPdf` and `failInbound` against the real API (in-process through
 * `app.inject`): the SDK and the server agree on the inbound paths and contracts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { inboundInstructionsPdfPath } from '../../../src/api/remittances';
import { NotFoundError } from '../../../src/api/errors';
import { createMemoryTokenStore } from '../../../src/api/token-store';
import { SANDBOX_PASSWORD } from '../../../server/db/seeds/sandbox-users';
import { cpfOf } from '../../server/customers/customer-fixtures';
import { inboundBody, inboundCustomer } from '../../server/remittances/inbound-fixtures';
import { buildTestApp, type TestApp } from '../../server/test-app';
import { injectFetch } from './inject-fetch';

describe('api.remittances inbound calls against the API', () => {
  let t: TestApp;

  const client = () =>
    createApiClient({
      baseURL: 'http://localhost:8080/api',
      fetch: injectFetch(t.app),
      tokenStore: createMemoryTokenStore(),
      getCorrespondentId: () => 1,
      getLocale: () => 'en-US',
    });

  beforeAll(async () => {
    t = await buildTestApp({ lifecycle: false });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('the customer creates a link; a payer with no session reads it', async () => {
    const customer = await inboundCustomer(t, {
      email: 'sdk-entrada@demo.test',
      cpf: cpfOf('789456123'),
      name: 'Gil Recebedor',
    });
    const api = client();
    await api.auth.signIn(customer.email, SANDBOX_PASSWORD);
    const body = await inboundBody(t, customer);
    const operation = await api.remittances.createInbound(
      body as Parameters<typeof api.remittances.createInbound>[0],
      randomUUID(),
    );
    expect(operation.status.key).toBe('AWAITING_PAYMENT');
    const link = operation.paymentLink;
    if (link === null) throw new Error('a link was expected');

    const payer = client();
    const record = await payer.remittances.payerView(link.id);
    expect(record).toMatchObject({ id: link.id, name: 'Gil Recebedor' });
    await expect(payer.remittances.payerView('B'.repeat(22))).rejects.toBeInstanceOf(NotFoundError);

    // The payer pays with the provider's token (the sandbox tokenizer stands in for it).
    const tokenized = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/card-tokenizer/tokens',
      payload: { cardNumber: '4111111111111111', cvv: '123', expiry: '12/30', zip: '10001' },
    });
    const result = await payer.remittances.createInboundCharge({
      operationId: link.id,
      personType: 'PERSON',
      name: 'John Payer',
      amount: record.totalAmount.value,
      tokenized: tokenized.json<{ token: string }>().token,
      birthDate: '1980-05-17',
      email: 'john.payer@example.com',
      mobile: '+12125550123',
      address: {
        address: '1 Main Street',
        city: 'New York',
        country: 'US',
        state: 'NY',
        postalCode: '10001',
      },
    });
    expect(result).toMatchObject({ status: 'COMPLETED', operationStatus: 'RECEIVED_INBOUND' });
  });

  test('the customer reads the SWIFT instructions, downloads their PDF and fails the operation', async () => {
    const customer = await inboundCustomer(t, {
      email: 'sdk-entrada-banco@demo.test',
      cpf: cpfOf('123789456'),
      name: 'Bia Recebedora',
    });
    const api = client();
    await api.auth.signIn(customer.email, SANDBOX_PASSWORD);
    const body = await inboundBody(t, customer, { inboundPaymentMethod: 'BANK_PATH' });
    const operation = await api.remittances.createInbound(
      body as Parameters<typeof api.remittances.createInbound>[0],
      randomUUID(),
    );
    const instructions = await api.remittances.inboundInstructions(operation.id);
    expect(instructions.operationId).toBe(operation.id);
    expect(instructions.field70[0]).toBe(`/REF/${instructions.reference}`);
    expect(instructions.field57.swiftCode).toMatch(/^[A-Z0-9]{8,11}$/);

    const pdf = await api.remittances.inboundInstructionsPdf(operation.id, 'pt-BR');
    expect(pdf.type).toBe('application/pdf');
    const head = new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).subarray(0, 5));
    expect(head).toBe('%PDF-');
    expect(inboundInstructionsPdfPath(operation.id, 'en-US')).toBe(
      `/v1/remittances/users/inbound/${operation.id}/instructions.pdf?lang=en-US`,
    );

    const failed = await api.remittances.failInbound(operation.id, 'The payer gave up');
    expect(failed).toMatchObject({
      id: operation.id,
      status: { key: 'FAILED' },
      failedReason: 'The payer gave up',
    });
    expect(await api.remittances.failInbound(operation.id, 'again')).toEqual(failed);
    await expect(api.remittances.failInbound(2_000_000, 'x')).rejects.toBeInstanceOf(NotFoundError);
  });
});
