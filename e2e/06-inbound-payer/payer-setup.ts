import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, uploadSignedDocument } from '../shared/api-steps';
import type { OwnCustomer } from '../shared/own-customer';

/** Where the payer types: the page itself, or the frame of <fx-inbound-payment>. */
type Scope = Pick<Page, 'getByLabel'>;

// Sets up what a payer needs, through the platform's HTTP API only (as the customer's portal
// would): the journey's own customer (e2e/shared/own-customer.ts) signs in, has an account in
// Brazil to credit, uploads a proof, quotes USD to receive and creates an inbound remittance paid
// by payment link.

/** The sandbox test cards (docs/sandbox.md) and the CVV the journeys type. */
export const CARDS = {
  approved: '4111111111111111',
  declined: '4000050000007051',
  credit: '4000010000000092',
  processing: '4000000000000259',
} as const;
export const CVV = '737';

/** A 1×1 transparent PNG (real magic bytes: the server checks the content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The customer's own account in Brazil (created by the first link; a later one finds it). */
async function inboundAccountId(
  request: APIRequestContext,
  headers: Record<string, string>,
  customer: OwnCustomer,
): Promise<number> {
  const base = `/api/customers/v1/physicals/${customer.cpf}/accounts/inbound`;
  const created = await request.post(base, {
    headers,
    data: { type: 'INBOUND', name: customer.name, pixType: 'cpf', pixKey: customer.cpf },
  });
  if (created.status() === 201) return ((await created.json()) as { id: number }).id;
  const listed = await request.get(base, { headers });
  expect(listed.ok(), await listed.text()).toBe(true);
  const rows = (await listed.json()) as { id: number }[] | { data?: { id: number }[] };
  const list = Array.isArray(rows) ? rows : (rows.data ?? []);
  const first = list[0];
  if (!first) throw new Error(`no inbound account: ${await created.text()}`);
  return first.id;
}

/** Creates `customer`'s inbound operation paid by link of `usdCents`; answers the link's id. */
export async function createPaymentLink(
  request: APIRequestContext,
  customer: OwnCustomer,
  usdCents = 5_000,
): Promise<string> {
  const headers = await apiSignIn(request, customer);
  const accountId = await inboundAccountId(request, headers, customer);
  const documentKey = await uploadSignedDocument(request, headers, {
    name: `${customer.cpf}-remittance.png`,
    mimeType: 'image/png',
    buffer: PNG,
  });

  const query = new URLSearchParams({
    currency: 'USD',
    value: String(usdCents),
    purposeCode: 'MAINTENANCE',
    inboundPaymentMethod: 'DEBIT_CARD_LINK',
  });
  const quote = await request.get(`/api/v2/exchanges/remittance/inbound?${query}`, { headers });
  expect(quote.status(), await quote.text()).toBe(200);
  const quotationId = ((await quote.json()) as { id: string }).id;

  const created = await request.post('/api/v1/remittances/inbound', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: {
      accountId,
      clientCpf: customer.cpf,
      quotationId,
      inboundPaymentMethod: 'DEBIT_CARD_LINK',
      serviceInfo: { id: 'MAINTENANCE' },
      reason: 'Family support from abroad',
      documents: [documentKey],
      termsAccepted: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const operation = (await created.json()) as { paymentLink: { id: string } | null };
  if (operation.paymentLink === null) throw new Error('the operation has no payment link');
  return operation.paymentLink.id;
}

/** The payer's data, typed on the payer form (en-US: birth date MM/DD/YYYY). */
export async function fillPayer(page: Scope, birthDate = '04/15/1980') {
  await page.getByLabel('Full name').fill('Mary Major');
  await page.getByLabel('Address').fill('1 Market Street');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('State').fill('CA');
  await page.getByLabel('Postal code').fill('94105');
  await page.getByLabel('Birth date').fill(birthDate);
  await page.getByLabel('E-mail').fill('mary.major@example.com');
  await page.getByLabel('Mobile').fill('+1 415 555 2671');
}

/** The card form, in English. */
export async function fillCard(page: Scope, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('CVV').fill(CVV);
  await page.getByLabel('Card zip code').fill('94105-1234');
}
