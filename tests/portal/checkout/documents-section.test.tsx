// @vitest-environment happy-dom
/**
 * The documents section and its upload helpers (spec operations §5.3, §9.9): type and size
 * checked before sending with the spec's messages, progress while uploading, the storage's
 * refusal in its wording, remove; the signed file name; the upload URL the page can reach.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutDocument } from '../../../src/stores/checkout-store';
import {
  DocumentUploadError,
  documentProblem,
  MAX_DOCUMENT_BYTES,
  reachableUploadUrl,
  refusalProblem,
  signedFileName,
} from '../../../portal/pages/checkout/document-upload';
import {
  quotationFromQuery,
  selectionFromQuery,
  withoutCheckoutParams,
} from '../../../portal/pages/checkout/checkout-query';
import { DocumentsSection } from '../../../portal/pages/checkout/sections/DocumentsSection';
import { renderWithProviders } from '../form-harness';

afterEach(() => cleanup());

function file(name: string, type: string, size = 10): File {
  return new File([new Uint8Array(size)], name, { type });
}

describe('document checks', () => {
  it('accepts png, jpg/jpeg and pdf up to 5 MB', () => {
    expect(documentProblem(file('a.png', 'image/png'))).toBeUndefined();
    expect(documentProblem(file('a.JPEG', 'image/jpeg'))).toBeUndefined();
    expect(documentProblem(file('a.pdf', ''))).toBeUndefined();
    expect(documentProblem(file('a.txt', 'text/plain'))).toBe('type');
    expect(documentProblem(file('a.png', 'text/plain'))).toBe('type');
    expect(
      documentProblem({ name: 'a.pdf', type: 'application/pdf', size: MAX_DOCUMENT_BYTES + 1 }),
    ).toBe('size');
  });

  it('calls an empty file empty, whatever its name or type (issue 14, item 8)', () => {
    expect(documentProblem(file('a.pdf', 'application/pdf', 0))).toBe('empty');
    expect(documentProblem(file('a.png', '', 0))).toBe('empty');
    expect(documentProblem(file('a.txt', 'text/plain', 0))).toBe('empty');
  });

  it.each([
    ['422 FILE_EMPTY', new DocumentUploadError(422, 'FILE_EMPTY', 'The file is empty.'), 'empty'],
    ['413 FILE_TOO_LARGE', new DocumentUploadError(413, 'FILE_TOO_LARGE', 'Too large'), 'size'],
    ['a bare 413 (a bucket)', new DocumentUploadError(413), 'size'],
    ['415 FILE_TYPE_NOT_ALLOWED', new DocumentUploadError(415, 'FILE_TYPE_NOT_ALLOWED'), undefined],
    ['a network failure', new DocumentUploadError(0), undefined],
  ])("names the storage's refusal %s as the problem %s", (_refusal, failure, problem) => {
    expect(refusalProblem(failure)).toBe(problem);
  });

  it("names the upload '{document}-remittance.{ext}'", () => {
    expect(signedFileName('529.982.247-25', 'Nota Fiscal.JPEG')).toBe('52998224725-remittance.jpg');
    expect(signedFileName('11222333000181', 'contrato.pdf')).toBe('11222333000181-remittance.pdf');
  });

  it("posts the platform's own storage to the page's origin, a bucket as signed", () => {
    expect(
      reachableUploadUrl(
        'http://localhost:8080/api/sandbox/storage/uploads',
        'http://127.0.0.1:8080',
      ),
    ).toBe('http://127.0.0.1:8080/api/sandbox/storage/uploads');
    expect(reachableUploadUrl('https://bucket.s3.amazonaws.com/', 'https://fx.example')).toBe(
      'https://bucket.s3.amazonaws.com/',
    );
  });
});

describe('checkout query', () => {
  it('reads the simulator hand-over and the saved record, and drops them', () => {
    const search = new URLSearchParams(
      'simulator=remittance&remittanceType=outbound&purposeCode=SERVICES&quotationId=abc&currency=usd&amount=100.50&sendAmount=600.00&reverse=true&coupon=OFF&expiresAt=2026-11-23T16:00:00.000Z&accountId=3&partnerId=Foo',
    );
    expect(quotationFromQuery(search)).toEqual({
      id: 'abc',
      currency: 'USD',
      amount: '100.50',
      total: '600.00',
      reverse: true,
      purposeCode: 'SERVICES',
      expiresAt: '2026-11-23T16:00:00.000Z',
      coupon: 'OFF',
    });
    expect(selectionFromQuery(search)).toEqual({ accountId: 3 });
    expect(withoutCheckoutParams(search)?.toString()).toBe('partnerId=Foo');
    expect(withoutCheckoutParams(new URLSearchParams('partnerId=Foo'))).toBeUndefined();
  });

  it('ignores a malformed hand-over', () => {
    expect(quotationFromQuery(new URLSearchParams('quotationId=a&currency=XYZ'))).toBeUndefined();
    expect(
      quotationFromQuery(new URLSearchParams('quotationId=a&currency=USD&amount=1e9&sendAmount=1')),
    ).toBeUndefined();
    expect(selectionFromQuery(new URLSearchParams('beneficiaryId=-1&accountId=x'))).toEqual({});
  });

  it('takes a signed quotation id of up to 600 characters, not longer', () => {
    const query = (id: string) =>
      new URLSearchParams({ quotationId: id, currency: 'USD', amount: '1', sendAmount: '6' });
    expect(quotationFromQuery(query(`k0.${'a'.repeat(597)}`))?.id).toHaveLength(600);
    expect(quotationFromQuery(query('a'.repeat(601)))).toBeUndefined();
  });
});

describe('DocumentsSection', () => {
  function setup(upload: (file: File, onProgress: (p: number) => void) => Promise<string>) {
    const documents: CheckoutDocument[] = [];
    const onAdd = vi.fn((doc: CheckoutDocument) => documents.push(doc));
    const onRemove = vi.fn();
    const view = renderWithProviders(
      <DocumentsSection
        document="52998224725"
        documents={documents}
        showErrors={false}
        onAdd={onAdd}
        onRemove={onRemove}
        upload={upload}
      />,
    );
    const input = screen.getByTestId('document-input') as HTMLInputElement;
    return { view, input, onAdd, onRemove };
  }

  it("refuses a wrong type and a large file with the spec's messages, without uploading", async () => {
    const upload = vi.fn();
    const { input } = setup(upload);
    fireEvent.change(input, { target: { files: [file('a.txt', 'text/plain')] } });
    expect(await screen.findByText('Envie um arquivo png, jpg/jpeg ou pdf.')).toBeTruthy();
    fireEvent.change(input, {
      target: { files: [file('a.pdf', 'application/pdf', MAX_DOCUMENT_BYTES + 1)] },
    });
    expect(
      await screen.findByText('O arquivo excede o limite de tamanho máximo (5mb)!'),
    ).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it.each([
    ['pt-BR', 'O arquivo está vazio.'],
    ['en-US', 'The file is empty.'],
  ] as const)(
    'refuses an empty file as empty (%s), not as too large or of a wrong type, without uploading',
    async (locale, message) => {
      const upload = vi.fn();
      renderWithProviders(
        <DocumentsSection
          document="52998224725"
          documents={[]}
          showErrors={false}
          onAdd={vi.fn()}
          onRemove={vi.fn()}
          upload={upload}
        />,
        { locale },
      );
      const input = screen.getByTestId('document-input') as HTMLInputElement;
      fireEvent.change(input, { target: { files: [file('nota.pdf', 'application/pdf', 0)] } });
      expect(await screen.findByText(message)).toBeTruthy();
      fireEvent.change(input, { target: { files: [file('nota.txt', 'text/plain', 0)] } });
      expect(await screen.findByText(message)).toBeTruthy();
      expect(upload).not.toHaveBeenCalled();
    },
  );

  it("tells the storage's FILE_EMPTY in the page's language", async () => {
    const { input } = setup(() =>
      Promise.reject(new DocumentUploadError(422, 'FILE_EMPTY', 'The file is empty.')),
    );
    fireEvent.change(input, { target: { files: [file('nota.png', 'image/png')] } });
    expect(await screen.findByText('O arquivo está vazio.')).toBeTruthy();
  });

  it('shows the progress, then hands the key and the file name over', async () => {
    let progress: (p: number) => void = () => undefined;
    let finish: (key: string) => void = () => undefined;
    const { input, onAdd } = setup(
      (_file, onProgress) =>
        new Promise((resolve) => {
          progress = onProgress;
          finish = resolve;
        }),
    );
    fireEvent.change(input, { target: { files: [file('nota.png', 'image/png')] } });
    progress(40);
    expect(await screen.findByText('Enviando nota.png… 40%')).toBeTruthy();
    finish('uploads/1/k/52998224725-remittance.png');
    await waitFor(() =>
      expect(onAdd).toHaveBeenCalledWith({
        key: 'uploads/1/k/52998224725-remittance.png',
        fileName: 'nota.png',
      }),
    );
  });

  it("shows the storage's refusal in its wording", async () => {
    const { input } = setup(() =>
      Promise.reject(
        new DocumentUploadError(415, 'FILE_TYPE_NOT_ALLOWED', 'Somente png, jpg/jpeg ou pdf.'),
      ),
    );
    fireEvent.change(input, { target: { files: [file('falso.png', 'image/png')] } });
    expect(await screen.findByText('Somente png, jpg/jpeg ou pdf.')).toBeTruthy();
  });

  it('removes an attached document', () => {
    const onRemove = vi.fn();
    renderWithProviders(
      <DocumentsSection
        document="52998224725"
        documents={[{ key: 'k1', fileName: 'nota.png' }]}
        showErrors={false}
        onAdd={vi.fn()}
        onRemove={onRemove}
      />,
      { locale: 'en-US' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove nota.png' }));
    expect(onRemove).toHaveBeenCalledWith('k1');
  });
});
