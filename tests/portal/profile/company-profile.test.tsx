// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limitView, type CompanyDocument } from '../../../src/contracts/customers';
import { companyFixture } from '../../src/api/customer-fixtures';
import { authUserFixture } from '../session-fixture';
import { plain, renderPortal } from './profile-harness';

const CNPJ = '11222333000181';
const RECORD = `/api/customers/v1/legals/${CNPJ}`;
const company = authUserFixture({ cpf: undefined, cnpj: CNPJ, name: 'Empresa Demo' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const first = {
  approved: true,
  createdAt: '2026-11-20T12:00:00.000Z',
  files: [
    { key: 'uploads/2/a/front-company-document.pdf', side: 'FRONT' },
    { key: 'uploads/2/b/back-company-document.pdf', side: 'BACK' },
  ],
};
const cnh: CompanyDocument = {
  documentType: 'CNH',
  documentValues: ['04512345678'],
  versions: [first],
};

function pdf(name: string): File {
  return new File(['%PDF-1.4'], name, { type: 'application/pdf' });
}

describe("a company's documents on its profile (issue 20)", () => {
  it('lists each document with its versions and status, in English', async () => {
    const refused = { ...first, approved: false, createdAt: '2026-11-21T12:00:00.000Z' };
    const review = { ...first, approved: null, createdAt: '2026-11-22T12:00:00.000Z' };
    renderPortal({
      path: '/demo/app/profile/me',
      locale: 'en-US',
      user: company,
      routes: {
        [`GET ${RECORD}`]: {
          status: 200,
          body: companyFixture({
            documents: [{ ...cnh, versions: [first, refused, review] }],
          }),
        },
      },
    });
    const item = await screen.findByTestId('company-document');
    expect(within(item).getByRole('heading', { name: "CNH (driver's license)" })).toBeTruthy();
    expect(item.textContent).toContain('04512345678');
    const versions = within(item).getAllByTestId('document-version');
    // Newest first.
    expect(versions.map((version) => plain(version.textContent))).toEqual([
      expect.stringMatching(/^Version 3, sent on .*Under review$/),
      expect.stringMatching(/^Version 2, sent on .*Refused$/),
      expect.stringMatching(/^Version 1, sent on .*Approved$/),
    ]);
  });

  it('says when none was sent, in Portuguese', async () => {
    renderPortal({
      path: '/demo/app/profile/me',
      user: company,
      routes: { [`GET ${RECORD}`]: { status: 200, body: companyFixture() } },
    });
    expect((await screen.findByTestId('company-documents-empty')).textContent).toBe(
      'Nenhum documento enviado ainda.',
    );
    expect(screen.getByRole('heading', { name: 'Documentos de identificação' })).toBeTruthy();
  });

  it('sends a new version of a registered type through the signed upload', async () => {
    const added = {
      ...cnh,
      versions: [
        ...cnh.versions,
        {
          approved: null,
          createdAt: '2026-11-28T12:00:00.000Z',
          files: [
            { key: 'k-FRONT', side: 'FRONT' },
            { key: 'k-BACK', side: 'BACK' },
          ],
        },
      ],
    };
    const { calls, services } = renderPortal({
      path: '/demo/app/profile/me',
      locale: 'en-US',
      user: company,
      routes: {
        [`GET ${RECORD}`]: { status: 200, body: companyFixture({ documents: [cnh] }) },
        [`POST ${RECORD}/documents/CNH/versions`]: { status: 201, body: added },
      },
    });
    const send = vi
      .spyOn(services.api.uploads, 'send')
      .mockImplementation(async (_file, name) => `k-${name.includes('front') ? 'x' : 'y'}`);
    send.mockResolvedValueOnce('k-FRONT').mockResolvedValueOnce('k-BACK');
    await screen.findByTestId('company-document');

    // Nothing chosen: the fields say so, and nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Send document' }));
    expect(await screen.findAllByText('Choose the file.')).toHaveLength(2);
    expect(
      screen.getByText('Select the document type', { selector: '.field__error' }),
    ).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Document type'), { target: { value: 'CNH' } });
    expect(screen.getByText(/this will be a new version for review/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Front of the document'), {
      target: { files: [pdf('front.pdf')] },
    });
    fireEvent.change(screen.getByLabelText('Back of the document'), {
      target: { files: [pdf('back.pdf')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send document' }));
    expect((await screen.findByRole('status')).textContent).toBe('Document sent for review.');
    expect(send.mock.calls.map(([, name, resource]) => [name, resource])).toEqual([
      [`${CNPJ}-company-document.pdf`, 'company-document'],
      [`${CNPJ}-company-document.pdf`, 'company-document'],
    ]);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      files: [
        { key: 'k-FRONT', side: 'FRONT' },
        { key: 'k-BACK', side: 'BACK' },
      ],
    });
    await waitFor(() => expect(screen.getAllByTestId('document-version')).toHaveLength(2));
    expect(screen.getAllByTestId('document-version')[0]?.textContent).toContain('Under review');
  });

  it('registers a new type, and tells a refusal with the API message', async () => {
    const { calls, services } = renderPortal({
      path: '/demo/app/profile/me',
      user: company,
      routes: {
        [`GET ${RECORD}`]: { status: 200, body: companyFixture() },
        [`POST ${RECORD}/documents`]: {
          status: 422,
          body: {
            statusCode: 422,
            code: 'VALIDATION_FAILED',
            message: 'Este arquivo não foi enviado por você.',
          },
        },
      },
    });
    vi.spyOn(services.api.uploads, 'send').mockResolvedValue('k');
    await screen.findByTestId('company-documents-empty');
    fireEvent.change(screen.getByLabelText('Tipo de documento'), {
      target: { value: 'PASSPORT' },
    });
    fireEvent.change(screen.getByLabelText('Frente do documento'), {
      target: { files: [pdf('a.pdf')] },
    });
    fireEvent.change(screen.getByLabelText('Verso do documento'), {
      target: { files: [new File(['GIF89a'], 'b.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText('Envie um arquivo png, jpg/jpeg ou pdf.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Verso do documento'), {
      target: { files: [pdf('b.pdf')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar documento' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível enviar o documento.');
    expect(alert.textContent).toContain('Este arquivo não foi enviado por você.');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      documentType: 'PASSPORT',
    });
  });
});

describe("a company's limit card shows its capital limit (issue 20)", () => {
  it('reads GET /legals/{cnpj}/limit on the profile home', async () => {
    const limit = { operationalLimit: 10_000_000, operationalLimitUsed: 7_500_000 };
    const { calls } = renderPortal({
      path: '/demo/app/profile',
      user: company,
      routes: {
        [`GET ${RECORD}/limit`]: {
          status: 200,
          body: {
            operationalLimitPeriod: 'CAPITAL_FINANCIAL',
            ...limit,
            limitDays: 365,
            operationLimit: 10_000_000,
            utilizado: 7_500_000,
            requestChangeFail: false,
            view: limitView({ operationalLimitPeriod: 'CAPITAL_FINANCIAL', ...limit }),
          },
        },
      },
    });
    await waitFor(() =>
      expect(screen.getByTestId('limit-percentage').textContent).toBe('75,00% utilizado'),
    );
    const card = plain(screen.getByTestId('limit-card').textContent);
    expect(card).toContain('Limite máximoUS$ 100.000,00');
    expect(card).toContain('DisponívelUS$ 25.000,00');
    expect(screen.getByText('Seu limite está quase no fim')).toBeTruthy();
    expect(calls.some((call) => call.path === `${RECORD}/limit`)).toBe(true);
  });
});
