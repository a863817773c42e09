/**
 * `api.remittances.createInbound` and `payerView` against the real API (in-process through
 * `app.inject`): the SDK and the server agree on the inbound paths and contracts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApiClient } from '../../../src/api/client';
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
});
