import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { InboundInstructionsSchema } from '../../../src/contracts/inbound-instructions';
import { createPaymentService } from '../../../server/services/payments/payment-service';
import { remittanceInformation } from '../../../server/services/remittances/inbound-instructions-service';
import {
  SANDBOX_AURORA_RECEIVING_BANK,
  SANDBOX_DEMO_RECEIVING_BANK,
} from '../../../server/db/seeds/sandbox-receiving-banks';
import { createSandboxWallet } from '../../../server/providers/wallet/sandbox-wallet';
import { buildTestApp, type TestApp } from '../test-app';
import { cpfOf } from '../customers/customer-fixtures';
import { movableClock, operationRow } from '../payments/payment-fixtures';
import {
  createInbound,
  inboundBody,
  inboundCustomer,
  type InboundCustomer,
} from './inbound-fixtures';

const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** The text a PDF draws: its streams inflated, the hex strings pdf-lib shows (`<…> Tj`) decoded. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  // pdf-lib writes `stream\n{data}\nendstream`. The data is compressed bytes, so it may itself
  // end in `\r`: that byte is kept (an `\r?` before `\nendstream` once dropped it, and about one
  // PDF in a hundred then failed to inflate, which made this test flaky).
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)].map((match) => {
    const data = Buffer.from(match[1] ?? '', 'latin1');
    try {
      return inflateSync(data).toString('latin1');
    } catch {
      return data.toString('latin1');
    }
  });
  return [...streams.join('\n').matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)]
    .map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'))
    .join('\n');
}

describe(`the inbound receipt instructions (${target})`, () => {
  let t: TestApp;
  const clock = movableClock();
  let jose: InboundCustomer;
  let otto: InboundCustomer;

  async function created(customer: InboundCustomer, method = 'BANK_PATH') {
    const response = await createInbound(
      t,
      customer.headers,
      await inboundBody(t, customer, { inboundPaymentMethod: method }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>();
  }

  const get = (id: number, headers: Record<string, string>, suffix = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/remittances/users/inbound/${id}/instructions${suffix}`,
      headers,
    });

  beforeAll(async () => {
    t = await buildTestApp({ clock, lifecycle: false });
    jose = await inboundCustomer(
      t,
      { email: 'entrada-jose@demo.test', cpf: cpfOf('741852963'), name: 'José Conceição' },
      { correspondents: [1, 2] },
    );
    otto = await inboundCustomer(t, {
      email: 'entrada-otto2@demo.test',
      cpf: cpfOf('963852741'),
      name: 'Otto Outro',
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('answers fields 56, 57, 59 and 70 from demo’s receiving bank, 70 carrying the reference', async () => {
    const operation = await created(jose);
    const response = await get(operation.id, jose.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = InboundInstructionsSchema.parse(response.json());
    const bank = SANDBOX_DEMO_RECEIVING_BANK;
    expect(body).toEqual({
      operationId: operation.id,
      reference: expect.stringMatching(/^FX[0-9A-Z]{23}$/),
      amount: { value: 100_000, divisor: 100, precision: 2, currency: 'USD' },
      finalBeneficiary: 'José Conceição',
      field56: {
        swiftCode: bank.intermediary_swift,
        name: bank.intermediary_name,
        address: bank.intermediary_address,
        account: bank.intermediary_account,
      },
      field57: {
        swiftCode: bank.bank_swift,
        name: bank.bank_name,
        address: bank.bank_address,
        account: null,
      },
      field59: {
        account: bank.account_number,
        name: bank.holder_name,
        address: bank.holder_address,
      },
      field70: [`/REF/${body.reference}`, 'FFC JOSE CONCEICAO'],
      sandbox: true,
    });
    // The reference is the operation's, stable across calls.
    expect((await get(operation.id, jose.headers)).json().reference).toBe(body.reference);
    expect((await operationRow(t.db, operation.id)).payment_reference).toBe(body.reference);
  });

  test('a wire matched by the field-70 reference is the payment received', async () => {
    const operation = await created(jose);
    const { reference } = (await get(operation.id, jose.headers)).json<{ reference: string }>();
    const payments = createPaymentService({
      db: t.db,
      clock,
      wallet: createSandboxWallet('http://localhost'),
      lifecycleStepMs: 5000,
    });
    const receipt = await payments.paymentReceived({ reference });
    expect(receipt).toMatchObject({ id: operation.id, status: { key: 'RECEIVED_INBOUND' } });
  });

  test('under aurora the instructions name aurora’s own bank', async () => {
    const headers = { ...jose.headers, correspondent_id: '2' };
    const quote = await t.app.inject({
      method: 'GET',
      url: '/api/v2/exchanges/remittance/inbound?currency=USD&value=100000&purposeCode=MAINTENANCE',
      headers,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const body = await inboundBody(t, { ...jose, headers }, { inboundPaymentMethod: 'BANK_PATH' });
    const response = await createInbound(t, headers, body);
    expect(response.statusCode, response.body).toBe(201);
    const instructions = await get(response.json<{ id: number }>().id, headers);
    expect(instructions.json().field57.swiftCode).toBe(SANDBOX_AURORA_RECEIVING_BANK.bank_swift);
  });

  test('another customer’s operation, or the caller’s under another correspondent, is 404', async () => {
    const operation = await created(jose);
    expect((await get(operation.id, otto.headers)).statusCode).toBe(404);
    expect((await get(operation.id, { ...jose.headers, correspondent_id: '2' })).statusCode).toBe(
      404,
    );
    expect((await get(operation.id, otto.headers, '.pdf')).statusCode).toBe(404);
    expect((await get(operation.id, { correspondent_id: '1' })).statusCode).toBe(401);
  });

  test('a failed operation has no instructions any more (409)', async () => {
    const operation = await created(jose);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/remittances/users/${operation.id}/fail`,
      headers: jose.headers,
      payload: { failedReason: 'The payer gave up' },
    });
    const response = await get(operation.id, jose.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'OPERATION_NOT_AWAITING_PAYMENT' });
  });

  test.each([
    ['?lang=en-US', {}, 'en-US', 'receipt-instructions', 'Field 56 - Intermediary bank'],
    ['?lang=pt-BR', {}, 'pt-BR', 'instrucoes-recebimento', 'Campo 56 - Banco intermediário'],
    ['', { 'accept-language': 'en-US,en;q=0.8' }, 'en-US', 'receipt-instructions', 'Field 70'],
    ['', { 'accept-language': 'pt-BR' }, 'pt-BR', 'instrucoes-recebimento', 'Campo 70'],
  ])(
    'the PDF%s in the asked language is an attachment with the same fields',
    async (query, extra, language, name, heading) => {
      const operation = await created(jose, 'DEBIT_CARD_LINK');
      const json = (await get(operation.id, jose.headers)).json<{
        reference: string;
        field59: { account: string };
      }>();
      const response = await get(operation.id, { ...jose.headers, ...extra }, `.pdf${query}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-language']).toBe(language);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${name}-${operation.id}.pdf"`,
      );
      const bytes = response.rawPayload;
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(bytes);
      expect(text).toContain(heading);
      expect(text).toContain(json.reference);
      expect(text).toContain(json.field59.account);
      expect(text).toContain(SANDBOX_DEMO_RECEIVING_BANK.bank_swift);
      expect(text).toContain('SANDBOX');
    },
  );

  test('refuses an unknown language', async () => {
    const operation = await created(jose);
    expect((await get(operation.id, jose.headers, '.pdf?lang=fr-FR')).statusCode).toBe(422);
  });

  test('the instruction routes are in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/remittances/users/inbound/{id}/instructions',
        '/api/v1/remittances/users/inbound/{id}/instructions.pdf',
        '/api/v1/remittances/users/{id}/fail',
      ]),
    );
  });
});

describe('field 70', () => {
  test.each([
    ['FX00000ABCDEFGHIJKLMNOPQR', 'José Conceição', 'FFC JOSE CONCEICAO'],
    ['FX00000ABCDEFGHIJKLMNOPQR', 'Ana_Maria & Filhos <ltda>', 'FFC ANA MARIA FILHOS LTDA'],
    [
      'FX00000ABCDEFGHIJKLMNOPQR',
      'Maria Aparecida dos Santos Oliveira Pereira',
      'FFC MARIA APARECIDA DOS SANTOS OLIV',
    ],
  ])('%s for %s', (reference, name, second) => {
    const lines = remittanceInformation(reference, name);
    expect(lines).toEqual([`/REF/${reference}`, second]);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(35);
  });
});
