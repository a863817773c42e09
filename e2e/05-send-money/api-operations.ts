import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { hans } from '../../tests/server/payees/payee-fixtures';
import { apiSignIn, uploadSignedDocument } from '../shared/api-steps';
import type { OwnCustomer } from '../shared/own-customer';

// Outbound operations made through the API as the checkout makes them (quote, beneficiary,
// uploaded document, idempotent creation), for the journeys that start on an operation's pages
// (history, payment data, documents): shared so each spec does not copy it.

/** The purpose document every operation made here carries: a tiny real PDF. */
export const PURPOSE_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** An operation made here: its id and the storage key of its purpose document. */
export interface ApiOperation {
  id: number;
  documentKey: string;
}

/**
 * Creates an outbound remittance of EUR 200.00 (dynamic PIX unless told) for `customer` as the
 * checkout does, with {@link PURPOSE_PDF} attached to its purpose; answers its id and the
 * document's key.
 */
export async function createApiOperation(
  request: APIRequestContext,
  customer: OwnCustomer,
  method: 'DYNAMIC_PIX' | 'PIX' | 'TED' | 'PICPAY' = 'DYNAMIC_PIX',
  /** EUR in hundredths. */
  eurHundredths = 20_000,
): Promise<ApiOperation> {
  const headers = await apiSignIn(request, customer);
  const quote = await request.get(
    `/api/v2/exchanges/remittance/outbound?currency=EUR&value=${eurHundredths}&purposeCode=MAINTENANCE`,
    { headers },
  );
  expect(quote.status(), await quote.text()).toBe(200);
  const quotationId = ((await quote.json()) as { id: string }).id;

  const beneficiary = await request.post(
    `/api/customers/v1/physicals/${customer.cpf}/beneficiaries/outbound/eur`,
    { headers, data: { ...hans, email: `hans-${Date.now()}@example.de` } },
  );
  expect(beneficiary.status(), await beneficiary.text()).toBe(201);
  const receiverId = ((await beneficiary.json()) as { id: number }).id;

  const documentKey = await uploadSignedDocument(request, headers, {
    name: `${customer.cpf}-remittance.pdf`,
    mimeType: 'application/pdf',
    buffer: PURPOSE_PDF,
  });

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
            clientCpf: customer.cpf,
            quotationId,
            receiverId,
            payment: { method },
            serviceInfo: { id: 'MAINTENANCE' },
            reason: 'Family maintenance',
            documents: [documentKey],
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
  return { id: operation.id, documentKey };
}

/** Makes the portal start in `locale` (the language switch's remembered choice). */
export async function useLanguage(page: Page, locale: 'pt-BR' | 'en-US') {
  await page.addInitScript((value) => {
    window.localStorage.setItem('fx.locale', value);
  }, locale);
}
