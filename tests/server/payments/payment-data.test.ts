import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PaymentDataSchema } from '../../../src/contracts/payments';
import { PIX_QR_VALIDITY_MS } from '../../../src/domain/operations/expiries';
import { parseBrCode } from '../../../src/domain/pix/br-code';
import {
  SANDBOX_AURORA_RECEIVER as AURORA_RECEIVER,
  SANDBOX_PLATFORM_RECEIVER as PLATFORM_RECEIVER,
} from '../../../server/db/seeds/sandbox-payment-receivers';
import { buildTestApp, type TestApp } from '../test-app';
import { CLIENTE, cpfOf, insertCustomer, signedIn, userId } from '../customers/customer-fixtures';
import { insertOperation, movableClock, operationRow } from './payment-fixtures';
import { readQrDataUrl } from './read-qr';
import { crc, decodeTlv } from '../../src/domain/pix/independent-emv-reader';

const OTHER = { email: 'pagamento-outra@demo.test', cpf: cpfOf('741852963') };
const AURORA = { email: 'pagamento-aurora@demo.test', cpf: cpfOf('963852741') };

describe('GET /api/v1/payments/users/{document}/resource/{id}', () => {
  let t: TestApp;
  const clock = movableClock();
  const headers: Record<string, Record<string, string>> = {};
  const ids: Record<string, number> = {};

  const get = (who: string, id: number | undefined, document: string = CLIENTE.cpf, extra = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/users/${document}/resource/${id}`,
      headers: { ...headers[who], ...extra },
    });

  /** An operation of `email`, created now on the test clock. */
  async function operation(email: string, overrides: Record<string, unknown> = {}) {
    return insertOperation(t.db, {
      userId: await userId(t.db, email),
      createdAt: clock(),
      ...overrides,
    });
  }

  beforeAll(async () => {
    t = await buildTestApp({ clock, lifecycle: false });
    await insertCustomer(t.db, { ...OTHER, name: 'Outra Pagadora', correspondents: [1] });
    await insertCustomer(t.db, { ...AURORA, name: 'Cliente Aurora', correspondents: [2] });
    headers.cliente = await signedIn(t.app, CLIENTE.email);
    headers.other = await signedIn(t.app, OTHER.email);
    headers.aurora = await signedIn(t.app, AURORA.email, 2);
    for (const method of ['DYNAMIC_PIX', 'PIX', 'TED', 'PICPAY', 'CREDIT_CARD']) {
      ids[method] = await operation(CLIENTE.email, { paymentMethod: method });
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('DYNAMIC_PIX: a BR Code for the platform key, the BRL amount and the operation’s txid, with its QR image', async () => {
    const response = await get('cliente', ids.DYNAMIC_PIX);
    expect(response.statusCode).toBe(200);
    const data = PaymentDataSchema.parse(response.json());
    if (data.method !== 'DYNAMIC_PIX') throw new Error(data.method);
    const row = await operationRow(t.db, Number(ids.DYNAMIC_PIX));
    expect(data.txid).toBe(row.payment_reference);
    expect(data.txid).toMatch(/^[A-Z0-9]{25}$/);
    expect(data.amount).toEqual({ value: 654_321, divisor: 100, precision: 2, currency: 'BRL' });
    expect(data.expiresAt).toBe(
      new Date(new Date(row.created_at).getTime() + PIX_QR_VALIDITY_MS).toISOString(),
    );
    expect(parseBrCode(data.brCode)).toMatchObject({
      kind: 'static',
      pixKey: PLATFORM_RECEIVER.pix_key,
      amountCents: 654_321,
      txid: data.txid,
      singleUse: true,
      merchantName: 'FX PLATAFORMA SANDBOX',
      merchantCity: 'SAO PAULO',
    });
    expect(data.brCode).toContain('0014br.gov.bcb.pix');
    expect(data.brCode).toContain('54076543.21');
    expect(readQrDataUrl(data.qrCodeImage)).toBe(data.brCode);
    // Read again without pix-utils: the EMV fields one by one, and the CRC.
    const fields = decodeTlv(data.brCode);
    expect(Object.fromEntries(fields)).toMatchObject({
      '00': '01',
      '01': '12',
      '26.00': 'br.gov.bcb.pix',
      '26.01': PLATFORM_RECEIVER.pix_key,
      '52': '0000',
      '53': '986',
      '54': '6543.21',
      '58': 'BR',
      '59': 'FX PLATAFORMA SANDBOX',
      '60': 'SAO PAULO',
      '62.05': data.txid,
    });
    expect(data.brCode.slice(-8, -4)).toBe('6304');
    expect(data.brCode.slice(-4)).toBe(crc(data.brCode.slice(0, -4)));

    // Asked again: the same txid (one per operation).
    const again = (await get('cliente', ids.DYNAMIC_PIX)).json<{ txid: string }>();
    expect(again.txid).toBe(data.txid);
  });

  test('txids are unique per operation', async () => {
    const other = await operation(CLIENTE.email);
    const a = (await get('cliente', ids.DYNAMIC_PIX)).json<{ txid: string }>().txid;
    const b = (await get('cliente', other)).json<{ txid: string }>().txid;
    expect(a).not.toBe(b);
  });

  test('PIX: the key to pay by hand, with its holder, the same kind of code and its QR', async () => {
    const response = await get('cliente', ids.PIX);
    expect(response.statusCode).toBe(200);
    const data = PaymentDataSchema.parse(response.json());
    expect(data).toMatchObject({
      method: 'PIX',
      pixKey: PLATFORM_RECEIVER.pix_key,
      pixKeyType: 'hash',
      beneficiaryName: 'FX Plataforma Sandbox',
    });
    if (data.method !== 'PIX') throw new Error(data.method);
    expect(parseBrCode(data.brCode)).toMatchObject({ amountCents: 654_321, txid: data.txid });
    // The QR image holds exactly the copy-paste code shown beside it (issue 19, item 7).
    expect(readQrDataUrl(data.qrCodeImage)).toBe(data.brCode);
  });

  test('TED: the bank account of the seeded receiver', async () => {
    const response = await get('cliente', ids.TED);
    expect(response.statusCode).toBe(200);
    expect(PaymentDataSchema.parse(response.json())).toMatchObject({
      method: 'TED',
      bankCode: '999',
      bankName: 'Banco Sandbox FX',
      branch: '0001',
      accountNumber: '123456-7',
      accountType: 'ch',
      holderName: 'FX Plataforma Sandbox',
      holderDocument: PLATFORM_RECEIVER.holder_document,
      amount: { value: 654_321 },
    });
  });

  test('PICPAY: the sandbox wallet’s payment link and its QR image', async () => {
    const response = await get('cliente', ids.PICPAY);
    expect(response.statusCode).toBe(200);
    const data = PaymentDataSchema.parse(response.json());
    if (data.method !== 'PICPAY') throw new Error(data.method);
    const row = await operationRow(t.db, Number(ids.PICPAY));
    const url = new URL(data.paymentUrl);
    expect(url.origin + url.pathname).toBe('http://localhost:8080/docs/sandbox');
    expect(url.searchParams.get('wallet')).toBe(row.payment_reference);
    expect(url.searchParams.get('amount')).toBe('6543.21');
    expect(readQrDataUrl(data.qrCodeImage)).toBe(data.paymentUrl);
  });

  test('a correspondent with its own receiver: its own PIX key and account', async () => {
    const id = await operation(AURORA.email, { correspondentId: 2 });
    const response = await get('aurora', id, AURORA.cpf);
    expect(response.statusCode).toBe(200);
    const data = response.json<{ brCode: string }>();
    expect(parseBrCode(data.brCode)?.pixKey).toBe(AURORA_RECEIVER.pix_key);
  });

  test('a card operation has no payment data', async () => {
    const response = await get('cliente', ids.CREDIT_CARD);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'PAYMENT_DATA_NOT_AVAILABLE' });
  });

  test("another customer's operation, an unknown one or another document: 404", async () => {
    const theirs = await operation(OTHER.email);
    expect((await get('cliente', theirs)).statusCode).toBe(404);
    expect((await get('other', ids.PIX, OTHER.cpf)).statusCode).toBe(404);
    expect((await get('cliente', 999_999)).statusCode).toBe(404);
    // The right operation under someone else's document.
    expect((await get('cliente', ids.PIX, OTHER.cpf)).json()).toMatchObject({
      code: 'NOT_FOUND',
    });
    // The owner's own document in the path, asked by the other customer.
    expect((await get('other', ids.PIX, CLIENTE.cpf)).statusCode).toBe(404);
  });

  test('bad input: a malformed document or id answers 422; not signed in 401', async () => {
    expect((await get('cliente', ids.PIX, 'abc')).statusCode).toBe(422);
    const badId = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/users/${CLIENTE.cpf}/resource/x`,
      headers: headers.cliente,
    });
    expect(badId.statusCode).toBe(422);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/users/${CLIENTE.cpf}/resource/${ids.PIX}`,
      headers: { correspondent_id: '1' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  test('an operation not awaiting payment: 409 with the catalogue message', async () => {
    const id = await operation(CLIENTE.email, { status: 'MANUAL_ANALYSIS' });
    const response = await get('cliente', id, CLIENTE.cpf, { 'accept-language': 'en-US' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'OPERATION_NOT_AWAITING_PAYMENT',
      message: 'This operation is not awaiting payment.',
    });
  });

  test("after 30 minutes: 410 'Your QR code has expired!' (pt-BR 'Seu QR code expirou!')", async () => {
    const id = await operation(CLIENTE.email);
    clock.advance(PIX_QR_VALIDITY_MS - 1000);
    expect((await get('cliente', id)).statusCode).toBe(200);
    clock.advance(1000);
    const en = await get('cliente', id, CLIENTE.cpf, { 'accept-language': 'en-US' });
    expect(en.statusCode).toBe(410);
    expect(en.json()).toEqual({
      statusCode: 410,
      code: 'QR_CODE_EXPIRED',
      message: 'Your QR code has expired!',
    });
    const pt = await get('cliente', id, CLIENTE.cpf, { 'accept-language': 'pt-BR' });
    expect(pt.json()).toMatchObject({ code: 'QR_CODE_EXPIRED', message: 'Seu QR code expirou!' });
    // Once the job has canceled it for that reason, still the expired QR code.
    await t.db
      .updateTable('remittances')
      .set({ status: 'CANCELED' })
      .where('id', '=', id)
      .execute();
    expect((await get('cliente', id)).json()).toMatchObject({ code: 'QR_CODE_EXPIRED' });
  });
});
