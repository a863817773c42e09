// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LimitUpdate } from '../../../src/contracts/limit-updates';
import { limitFileName } from '../../../portal/pages/profile/limit-update-upload';
import { limitAnswerFixture } from '../../src/api/customer-fixtures';
import { authUserFixture } from '../session-fixture';
import { plain, renderPortal } from './profile-harness';

// Limit-increase requests in the portal (issue 20; spec platform §2.3 "Limit increase", "Limit
// request detail"): the stepper, the request's page and the list on the profile.

afterEach(cleanup);

function requestFixture(overrides: Partial<LimitUpdate> = {}): LimitUpdate {
  return {
    id: 7,
    status: 'PENDING',
    requestedLimit: 5_000_000,
    limitAtRequest: 1_000_000,
    approvedLimit: null,
    origin: 'Salário e investimentos',
    attachments: [
      {
        attachmentType: 'IDENTIFICATION',
        proofDocumentType: 'CNH',
        key: 'uploads/1/a/cnh-limit-increase.pdf',
        fileName: 'cnh-limit-increase.pdf',
      },
      {
        attachmentType: 'INCOME_PROOF',
        proofDocumentType: 'IR',
        key: 'uploads/1/b/ir-limit-increase.pdf',
        fileName: 'ir-limit-increase.pdf',
      },
    ],
    decisionReason: null,
    createdAt: '2026-11-28T13:30:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

const LIMIT = { status: 200, body: limitAnswerFixture() };

describe('the limit-increase request page', () => {
  it("shows a pending request: 'Em análise', the amounts in US$, the documents", async () => {
    renderPortal({
      path: '/demo/app/profile/update-limit/show/7',
      user: authUserFixture(),
      routes: { 'GET /api/customers/v1/limit-updates/7': { status: 200, body: requestFixture() } },
    });
    expect((await screen.findByTestId('limit-update-status')).textContent).toBe('Em análise');
    expect(plain(document.body.textContent)).toContain('US$ 50.000,00');
    const documents = screen.getByTestId('limit-update-documents');
    expect(
      within(documents)
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent)),
    ).toEqual([
      'Identificação: CNH · cnh-limit-increase.pdf',
      'Comprovante de renda: Declaração de Imposto de Renda · ir-limit-increase.pdf',
    ]);
    expect(screen.queryByText('Motivo da decisão')).toBeNull();
  });

  it('shows a decided request with its approved limit and reason (en-US)', async () => {
    renderPortal({
      path: '/demo/app/profile/update-limit/show/7',
      user: authUserFixture(),
      locale: 'en-US',
      routes: {
        'GET /api/customers/v1/limit-updates/7': {
          status: 200,
          body: requestFixture({
            status: 'APPROVED',
            approvedLimit: 3_000_000,
            decisionReason: 'Income proven',
            decidedAt: '2026-11-29T10:00:00.000Z',
          }),
        },
      },
    });
    expect((await screen.findByTestId('limit-update-status')).textContent).toBe('Approved');
    expect(plain(document.body.textContent)).toContain('US$30,000.00');
    expect(screen.getByText('Income proven')).toBeTruthy();
  });

  it("another customer's request (404) tells that it could not be loaded", async () => {
    renderPortal({
      path: '/demo/app/profile/update-limit/show/8',
      locale: 'en-US',
      user: authUserFixture(),
    });
    expect(await screen.findByText('This request could not be loaded.')).toBeTruthy();
  });
});

describe('the limit-increase stepper', () => {
  it('offers each step its own document types and needs a file before moving on', async () => {
    renderPortal({
      path: '/demo/app/profile/update-limit',
      user: authUserFixture(),
      routes: { 'GET /api/customers/v1/physicals/52998224725/limit': LIMIT },
    });
    const select = await screen.findByLabelText('Tipo de documento');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options.slice(1)).toEqual(['CNH', 'RG', 'Passaporte']);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Anexe pelo menos um arquivo nesta etapa.',
    );
  });

  it('names the signed files {document}-limit-increase.{ext}', () => {
    expect(limitFileName('CNH', 'minha foto.JPEG')).toBe('CNH-limit-increase.jpg');
    expect(limitFileName('PROOF_OF_ADDRESS', 'conta.pdf')).toBe(
      'PROOFOFADDRESS-limit-increase.pdf',
    );
  });
});

describe('the profile home', () => {
  it("lists the customer's requests and offers 'Aumento de limite'", async () => {
    renderPortal({
      path: '/demo/app/profile',
      user: authUserFixture(),
      routes: {
        'GET /api/customers/v1/physicals/52998224725/limit': LIMIT,
        'GET /api/customers/v1/limit-updates': {
          status: 200,
          body: { items: [requestFixture()], page: 1, limit: 10, total: 1 },
        },
      },
    });
    const list = await screen.findByTestId('limit-update-list');
    const link = within(list).getByRole('link', { name: 'Solicitação nº 7' });
    expect(link.getAttribute('href')).toBe('/demo/app/profile/update-limit/show/7');
    expect(plain(list.textContent)).toContain('Em análise');
    expect(screen.getByRole('link', { name: /Aumento de limite/ }).getAttribute('href')).toBe(
      '/demo/app/profile/update-limit',
    );
  });
});
