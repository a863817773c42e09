import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { hans } from '../../tests/server/payees/payee-fixtures';

// Outbound operations made through the API as the checkout makes them (quote, beneficiary,
// uploaded document, idempotent creation), for the journeys that start on an operation's pages
// (history, payment data, documents): shared so each spec does not copy it.

export const API_PASSWORD = 'Demo@2026!';
export const API_CUSTOMER = 'cliente@demo.test';
export const API_CPF = '52998224725';
/** The purpose document every operation made here carries: a tiny real PDF. */
export const PURPOSE_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** The headers of a signed-in customer of correspondent 1 (demo). */
export async function apiSignIn(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/v1/auth/user/sign_in', {
    data: { email: API_CUSTOMER, password: API_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  const headers = response.headers();
  return {
    'access-token': headers['access-token'] ?? '',
    client: headers.client ?? '',
    uid: headers.uid ?? '',
    expiry: headers.expiry ?? '',
    'token-type': headers['token-type'] ?? '',
    'user-type': 'user',
    correspondent_id: '1',
  };
}

/** An operation made here: its id and the storage key of its purpose document. */
export interface ApiOperation {
  id: number;
  documentKey: string;
}

/**
 * Creates an outbound remittance of EUR 200.00 (dynamic PIX unless told) as the checkout does,
 * with {@link PURPOSE_PDF} attached to its purpose; answers its id and the document's key.
 */
export async function createApiOperation(
  request: APIRequestContext,
  method: 'DYNAMIC_PIX' | 'PIX' | 'TED' | 'PICPAY' = 'DYNAMIC_PIX',
  /** EUR in hundredths; the seeded customer's operational limit is shared by every spec. */
  eurHundredths = 20_000,
): Promise<ApiOperation> {
  const headers = await apiSignIn(request);
  const quote = await request.get(
    `/api/v2/exchanges/remittance/outbound?currency=EUR&value=${eurHundredths}&purposeCode=MAINTENANCE`,
    { headers },
  );
  expect(quote.status(), await quote.text()).toBe(200);
  const quotationId = ((await quote.json()) as { id: string }).id;

  const beneficiary = await request.post(
    `/api/customers/v1/physicals/${API_CPF}/beneficiaries/outbound/eur`,
    { headers, data: { ...hans, email: `hans-${Date.now()}@example.de` } },
  );
  expect(beneficiary.status(), await beneficiary.text()).toBe(201);
  const receiverId = ((await beneficiary.json()) as { id: number }).id;

  const sign = await request.post('/api/v1/registrations/s3-sign', {
    headers,
    data: { file_name: `${API_CPF}-remittance.pdf`, resource_name: 'remittance' },
  });
  expect(sign.status(), await sign.text()).toBe(200);
  const { signature } = (await sign.json()) as {
    signature: { public_url: string; fields: Record<string, string> & { key: string } };
  };
  const uploaded = await request.post(new URL(signature.public_url).pathname, {
    multipart: {
      ...signature.fields,
      file: { name: `${API_CPF}-remittance.pdf`, mimeType: 'application/pdf', buffer: PURPOSE_PDF },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  // Waits until the quote is stored behind its answer (the creation reads it).
  let created: Awaited<ReturnType<APIRequestContext['post']>> | undefined;
  const key = randomUUID();
  await expect
    .poll(
      async () => {
        created = await request.post('/api/v1/remittances/', {
          headers: { ...headers, 'idempotency-key': key },
          data: {
            accountId: null,
            clientCpf: API_CPF,
            quotationId,
            receiverId,
            payment: { method },
            serviceInfo: { id: 'MAINTENANCE' },
            reason: 'Family maintenance',
            documents: [signature.fields.key],
            termsAccepted: true,
          },
        });
        return created.status();
      },
      { timeout: 10_000 },
    )
    .toBe(201);
  const operation = (await created?.json()) as { id: number; status: { key: string } };
  expect(operation.status.key).toBe('AWAITING_PAYMENT');
  return { id: operation.id, documentKey: signature.fields.key };
}

/** Signs in on /demo/login in the page's language and waits for the private home. */
export async function signInOnPage(page: Page) {
  await page.goto('/demo/login');
  const english = (await page.locator('html').getAttribute('lang')) === 'en-US';
  await page.getByLabel('E-mail', { exact: true }).fill(API_CUSTOMER);
  await page.getByLabel(english ? 'Password' : 'Senha', { exact: true }).fill(API_PASSWORD);
  await page.getByRole('button', { name: english ? 'Log in' : 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/demo\/app\/?$/);
}

/** Makes the portal start in `locale` (the language switch's remembered choice). */
export async function useLanguage(page: Page, locale: 'pt-BR' | 'en-US') {
  await page.addInitScript((value) => {
    window.localStorage.setItem('fx.locale', value);
  }, locale);
}
