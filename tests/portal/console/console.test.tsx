// @vitest-environment happy-dom
/**
 * The operator console's screens (issue 20): the queues with their counts and pages, a record
 * with its customer, figures per locale, the document viewer, the decision (the reason a
 * rejection needs, a 409 told in the server's words) and the audit trail; customers get /403.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  BackOfficeAuditEntry,
  DocumentReview,
  LimitUpdateReview,
  OperationReview,
  RegistrationReview,
} from '../../../src/contracts/back-office';
import { createMemoryOperatorStore } from '../../../src/stores/session-store';
import { LocaleProvider } from '../../../portal/app/locale';
import { createPortalServices, ServicesProvider } from '../../../portal/app/services';
import { SessionProvider } from '../../../portal/app/session';
import { buildRoutes } from '../../../portal/routes/build-routes';
import { consoleQuery } from '../../../portal/pages/console/ConsoleQueuesPage';
import { plain, routedFetch, type Answer } from '../profile/profile-harness';
import { authUserFixture, fakeSession, memorySessionTokens } from '../session-fixture';

const OPERATOR = authUserFixture({
  id: 9,
  email: 'operador@demo.test',
  name: 'Operador Demo',
  roles: ['OPERATOR'],
  cpf: '74185209649',
  correspondents: [],
});

const customer = {
  id: 41,
  name: 'Ana Pendente Lima',
  email: 'ana@demo.test',
  personType: 'PHYSICAL' as const,
  document: '52998224725',
  registrationStatus: 'PENDING',
};

function registration(id: number): RegistrationReview {
  return {
    queue: 'registrations',
    id,
    status: 'PENDING',
    customer: { ...customer, id },
    correspondentIds: [1],
    correspondents: [{ id: 1, identifier: 'demo', name: 'Demo Câmbio' }],
    createdAt: '2026-11-22T17:05:00.000Z',
  };
}

const documentRecord: DocumentReview = {
  queue: 'documents',
  id: 12,
  status: 'PENDING',
  customer,
  fileName: 'comprovante.pdf',
  resource: 'remittance',
  contentType: 'application/pdf',
  size: 20480,
  uploadedAt: '2026-11-22T17:06:00.000Z',
  fileUrl: '/api/v1/back-office/documents/12/file',
};

const operationRecord: OperationReview = {
  queue: 'operations',
  id: 77,
  status: 'WAITING_DOCUMENT_APPROVAL',
  customer,
  kind: 'OUTBOUND',
  correspondentId: 1,
  currency: 'USD',
  foreignAmountMinor: 100000,
  totalBrlCents: 561234,
  usdCents: 100000,
  reservedUsdCents: 100000,
  paymentMethod: 'PIX',
  documents: ['uploads/41/abc/comprovante.pdf'],
  createdAt: '2026-11-22T17:07:00.000Z',
};

const limitRecord: LimitUpdateReview = {
  queue: 'limit-updates',
  id: 5,
  status: 'PENDING',
  customer: { ...customer, registrationStatus: 'APPROVED' },
  correspondentId: 1,
  requestedLimitUsdCents: 90_000_000,
  limitAtRequestUsdCents: 1_000_000,
  currentLimitUsdCents: 1_000_000,
  usedUsdCents: 25_000,
  approvedLimitUsdCents: null,
  origin: 'Salário e investimentos',
  documents: [
    {
      attachmentType: 'IDENTIFICATION',
      proofDocumentType: 'CNH',
      uploadId: 31,
      fileName: 'cnh.pdf',
      fileUrl: '/api/v1/back-office/documents/31/file',
    },
    {
      attachmentType: 'INCOME_PROOF',
      proofDocumentType: 'IR',
      uploadId: 32,
      fileName: 'ir.pdf',
      fileUrl: '/api/v1/back-office/documents/32/file',
    },
    {
      attachmentType: 'PROOF_OF_ADDRESS',
      proofDocumentType: 'PROOF_OF_ADDRESS',
      uploadId: null,
      fileName: 'conta.pdf',
      fileUrl: null,
    },
  ],
  decisionReason: null,
  createdAt: '2026-11-22T17:08:00.000Z',
  decidedAt: null,
};

const trailEntry: BackOfficeAuditEntry = {
  id: 1,
  action: 'REJECT',
  reason: 'Illegible scan',
  statusBefore: 'PENDING',
  statusAfter: 'REJECTED',
  operator: { id: 9, name: 'Operador Demo' },
  at: '2026-11-23T10:00:00.000Z',
};

const page = (data: unknown[], total = data.length, limit = 10) => ({
  status: 200,
  body: { data, page: 1, limit, total },
});

/** The whole portal at `path` as `user`, the file answered as a real PDF blob. */
function renderConsole(options: {
  path: string;
  routes?: Record<string, Answer | Answer[]>;
  user?: typeof OPERATOR;
  locale?: 'pt-BR' | 'en-US';
  /** The type of the file the viewer fetches (a PDF by default). */
  fileType?: string;
}) {
  const { fetch: routed, calls } = routedFetch(options.routes ?? {});
  const urls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    urls.push(`${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/file')) {
      const type = options.fileType ?? 'application/pdf';
      return new Response(new Blob(['%PDF-1.4\n'], { type }), {
        status: 200,
        headers: { 'content-type': type },
      });
    }
    return routed(input, init);
  }) as typeof globalThis.fetch;
  vi.stubGlobal('fetch', async () => new Response(null, { status: 503 }));
  const services = createPortalServices({
    fetch,
    tokenStore: memorySessionTokens(),
    operatorStore: createMemoryOperatorStore(),
  });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [options.path] });
  render(
    <ServicesProvider services={services}>
      <LocaleProvider initial={options.locale ?? 'pt-BR'}>
        <SessionProvider value={fakeSession({ user: options.user ?? OPERATOR })}>
          <RouterProvider router={router} />
        </SessionProvider>
      </LocaleProvider>
    </ServicesProvider>,
  );
  return { router, calls, urls };
}

const LISTS = {
  'GET /api/v1/back-office/registrations': page([registration(7), registration(8)], 25),
  'GET /api/v1/back-office/documents': page([documentRecord]),
  'GET /api/v1/back-office/operations': page([]),
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the console queues (/console)', () => {
  it('shows the tabs with their counts and the first queue, paged (pt-BR)', async () => {
    const { urls } = renderConsole({ path: '/console', routes: LISTS });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Console do operador' }),
    ).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Filas do console' });
    await waitFor(() => expect(plain(tabs.textContent)).toContain('Cadastros25'));
    expect(plain(tabs.textContent)).toContain('Documentos1');
    expect(plain(tabs.textContent)).toContain('Operações0');
    expect(
      within(tabs)
        .getByRole('link', { name: /Cadastros/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    const rows = await screen.findAllByTestId('console-row');
    expect(rows).toHaveLength(2);
    expect(plain(rows[0]?.textContent)).toContain('Ana Pendente Lima');
    expect(plain(rows[0]?.textContent)).toContain('529.982.247-25');
    expect(plain(rows[0]?.textContent)).toContain('Em análise');
    expect(plain(rows[0]?.textContent)).toContain('22/11/2026');
    expect(screen.getByRole('link', { name: 'Abrir Cadastro nº 7' }).getAttribute('href')).toBe(
      '/console/registrations/7',
    );
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    expect(urls).toContain('/api/v1/back-office/registrations?page=1&limit=10');
  });

  it('opens another queue and pages through the URL (en-US)', async () => {
    const { router, urls } = renderConsole({ path: '/console', routes: LISTS, locale: 'en-US' });
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?queue=registrations&page=2'));
    await waitFor(() =>
      expect(urls).toContain('/api/v1/back-office/registrations?page=2&limit=10'),
    );
    fireEvent.click(screen.getByRole('link', { name: /Documents/ }));
    const [row] = await screen.findAllByTestId('console-row');
    expect(plain(row?.textContent)).toContain('comprovante.pdf');
    expect(plain(row?.textContent)).toContain('Under review');
    expect(router.state.location.search).toBe('?queue=documents');
  });

  it('says when a queue is empty', async () => {
    renderConsole({ path: '/console?queue=operations', routes: LISTS, locale: 'en-US' });
    expect((await screen.findByTestId('console-empty')).textContent).toContain(
      'Nothing waits for a decision in this queue.',
    );
  });

  it('sends a customer to /403', async () => {
    const { router } = renderConsole({ path: '/console', routes: LISTS, user: authUserFixture() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
  });

  it('reads the queue and page from the URL safely', () => {
    expect(consoleQuery(new URLSearchParams('queue=documents&page=3'))).toEqual({
      queue: 'documents',
      page: 3,
    });
    expect(consoleQuery(new URLSearchParams('queue=nope&page=-1'))).toEqual({
      queue: 'registrations',
      page: 1,
    });
  });
});

describe('a console record (/console/{queue}/{id})', () => {
  it('shows a document with its file, requires a reason to reject, then rejects (en-US)', async () => {
    const rejected = { ...documentRecord, status: 'REJECTED' };
    const { calls } = renderConsole({
      path: '/console/documents/12',
      locale: 'en-US',
      routes: {
        'GET /api/v1/back-office/documents/12': [
          { status: 200, body: documentRecord },
          { status: 200, body: rejected },
        ],
        'GET /api/v1/back-office/documents/12/audit': [
          { status: 200, body: { data: [] } },
          { status: 200, body: { data: [trailEntry] } },
        ],
        'POST /api/v1/back-office/documents/12/reject': {
          status: 200,
          body: {
            queue: 'documents',
            id: 12,
            status: 'REJECTED',
            decidedBy: 'Operador Demo',
            decidedAt: '2026-11-23T10:00:00.000Z',
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Document no\. 12/ })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Customer' })).toBeTruthy();
    expect(plain(document.body.textContent)).toContain('529.982.247-25');
    expect(plain(document.body.textContent)).toContain('20 kB');
    expect(plain(document.body.textContent)).toContain('Remittance operation');
    const viewer = await screen.findByRole('link', { name: 'Download comprovante.pdf' });
    expect(viewer.getAttribute('href')).toMatch(/^blob:/);
    // A PDF is downloaded, not embedded (the CSP keeps object-src 'none').
    expect(
      screen.getByText('This kind of file is not shown here: download it to see it.'),
    ).toBeTruthy();
    expect(screen.getByText('No decision recorded yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the reason to reject.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    const reason = screen.getByLabelText('Reason');
    expect(reason.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(reason, { target: { value: 'Illegible scan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Decision recorded: Rejected.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/v1/back-office/documents/12/reject',
      body: { reason: 'Illegible scan' },
    });
    const trail = await screen.findByTestId('console-audit');
    await waitFor(() => expect(plain(trail.textContent)).toContain('Operador Demo'));
    expect(plain(trail.textContent)).toContain('Rejected');
    expect(plain(trail.textContent)).toContain('Why: Illegible scan');
    expect(plain(trail.textContent)).toContain('11/23/2026');
    // Decided: no more decision buttons.
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows an operation with its figures, and the server message when another decided first (pt-BR)', async () => {
    renderConsole({
      path: '/console/operations/77',
      routes: {
        'GET /api/v1/back-office/operations/77': { status: 200, body: operationRecord },
        'GET /api/v1/back-office/operations/77/audit': { status: 200, body: { data: [] } },
        'POST /api/v1/back-office/operations/77/approve': {
          status: 409,
          body: {
            statusCode: 409,
            code: 'ALREADY_DECIDED',
            message: 'Este registro já foi decidido por Operadora Dois. Atualize a fila.',
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Operação nº 77/ })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Cliente' })).toBeTruthy();
    const text = plain(document.body.textContent);
    expect(text).toContain('US$ 1.000,00');
    expect(text).toContain('R$ 5.612,34');
    expect(text).toContain('Envio');
    expect(text).toContain('comprovante.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    expect(
      await screen.findByText('Este registro já foi decidido por Operadora Dois. Atualize a fila.'),
    ).toBeTruthy();
  });

  it('shows a limit-increase request with its figures and a viewer per file, then approves it (pt-BR)', async () => {
    const { calls, urls } = renderConsole({
      path: '/console/limit-updates/5',
      routes: {
        'GET /api/v1/back-office/limit-updates/5': [
          { status: 200, body: limitRecord },
          {
            status: 200,
            body: {
              ...limitRecord,
              status: 'APPROVED',
              currentLimitUsdCents: 90_000_000,
              approvedLimitUsdCents: 90_000_000,
            },
          },
        ],
        'GET /api/v1/back-office/limit-updates/5/audit': { status: 200, body: { data: [] } },
        'POST /api/v1/back-office/limit-updates/5/approve': {
          status: 200,
          body: {
            queue: 'limit-updates',
            id: 5,
            status: 'APPROVED',
            decidedBy: 'Operador Demo',
            decidedAt: '2026-11-23T10:00:00.000Z',
          },
        },
      },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /Solicitação de aumento de limite nº 5/,
      }),
    ).toBeTruthy();
    expect(await screen.findByText('Salário e investimentos')).toBeTruthy();
    const text = plain(document.body.textContent);
    expect(text).toContain('US$ 900.000,00');
    expect(text).toContain('US$ 10.000,00');
    expect(text).toContain('US$ 250,00');
    expect(text).toContain('Salário e investimentos');
    // One viewer per file that arrived, named by its step and document.
    expect(await screen.findByRole('link', { name: 'Baixar cnh.pdf' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Baixar ir.pdf' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Baixar conta.pdf' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining([
        'Identificação · CNH',
        'Comprovante de renda · Declaração de Imposto de Renda',
      ]),
    );
    expect(urls.filter((url) => url.endsWith('/file')).sort()).toEqual([
      '/api/v1/back-office/documents/31/file',
      '/api/v1/back-office/documents/32/file',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Decisão registrada: Aprovado.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/v1/back-office/limit-updates/5/approve',
    });
    await waitFor(() => expect(plain(document.body.textContent)).toContain('Limite concedido'));
  });

  it('shows an image document inline (pt-BR)', async () => {
    const image = { ...documentRecord, fileName: 'rg.png', contentType: 'image/png' };
    renderConsole({
      path: '/console/documents/12',
      fileType: 'image/png',
      routes: {
        'GET /api/v1/back-office/documents/12': { status: 200, body: image },
        'GET /api/v1/back-office/documents/12/audit': { status: 200, body: { data: [] } },
      },
    });
    const shown = await screen.findByRole('img', { name: 'Documento rg.png' });
    expect(shown.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('link', { name: 'Baixar rg.png' }).getAttribute('href')).toMatch(
      /^blob:/,
    );
    expect(screen.getByRole('button', { name: 'Aprovar' })).toBeTruthy();
  });

  it('names the correspondents of a registration (en-US)', async () => {
    renderConsole({
      path: '/console/registrations/7',
      locale: 'en-US',
      routes: {
        'GET /api/v1/back-office/registrations/7': { status: 200, body: registration(7) },
        'GET /api/v1/back-office/registrations/7/audit': { status: 200, body: { data: [] } },
      },
    });
    const label = await screen.findByText('Correspondents');
    expect(plain(label.parentElement?.textContent)).toContain('Demo Câmbio (demo)');
  });

  it('says when the record is not in the operator’s scope', async () => {
    renderConsole({
      path: '/console/registrations/999',
      locale: 'en-US',
      routes: {
        'GET /api/v1/back-office/registrations/999': {
          status: 404,
          body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' },
        },
      },
    });
    expect(
      await screen.findByText('Record not found at the correspondents you serve.'),
    ).toBeTruthy();
  });
});
