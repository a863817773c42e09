// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../portal/components/operations/format';
import {
  fileTypeLabel,
  PurposeDocuments,
} from '../../../portal/components/operations/PurposeDocuments';
import { plain } from '../profile/profile-harness';
import { detailFixture } from './operations-fixtures';
import { renderWithServices } from './panel-harness';

// 'Purpose documents' on the operation detail (spec operations §3.22; issue 19, item 10).

const FIRST = 'GET /api/v1/remittances/users/52998224725/outbound/42/documents/1';
const SECOND = 'GET /api/v1/remittances/users/52998224725/outbound/42/documents/2';

const detail = detailFixture({
  purposeDocuments: [
    {
      position: 1,
      name: '52998224725-remittance.pdf',
      contentType: 'application/pdf',
      uploadedAt: '2026-11-22T17:04:00.000Z',
    },
    {
      position: 2,
      name: '52998224725-remittance.jpg',
      contentType: 'image/jpeg',
      uploadedAt: null,
    },
  ],
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PurposeDocuments', () => {
  it.each([
    ['pt-BR', 'Documentos da finalidade', 'Enviado em', 'Baixar'],
    ['en-US', 'Purpose documents', 'Sent on', 'Download'],
  ] as const)(
    'lists each document with its type and sending date (%s)',
    (locale, title, sent, action) => {
      renderWithServices(<PurposeDocuments detail={detail} document="52998224725" />, {}, locale);
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
      const items = screen.getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(plain(items[0]?.textContent)).toContain('52998224725-remittance.pdf');
      expect(plain(items[0]?.textContent)).toContain(
        `PDF · ${sent} ${plain(formatDateTime('2026-11-22T17:04:00.000Z', locale))}`,
      );
      // No arrival known: the type only.
      expect(plain(items[1]?.textContent)).toContain('JPEG');
      expect(plain(items[1]?.textContent)).not.toContain(sent);
      expect(
        screen.getByRole('button', { name: `${action} 52998224725-remittance.pdf` }),
      ).toBeTruthy();
    },
  );

  it('downloads a document through the session and saves it under its name', async () => {
    const createObjectURL = vi.fn(() => 'blob:doc');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
      expect(this.getAttribute('href')).toBe('blob:doc');
    });
    const { calls } = renderWithServices(
      <PurposeDocuments detail={detail} document="52998224725" />,
      {
        [FIRST]: { status: 200, body: '%PDF-1.4' },
        [SECOND]: { status: 200, body: 'jpeg' },
      },
      'en-US',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download 52998224725-remittance.jpg' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(saved).toEqual(['52998224725-remittance.jpg']);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(calls.map((call) => call.path)).toContain(
      '/api/v1/remittances/users/52998224725/outbound/42/documents/2',
    );
  });

  it('says when a document could not be downloaded (a 404 for someone else’s)', async () => {
    renderWithServices(
      <PurposeDocuments detail={detail} document="52998224725" />,
      {
        [FIRST]: { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'x' } },
      },
      'pt-BR',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Baixar 52998224725-remittance.pdf' }));
    expect(
      await screen.findByText('Não foi possível baixar o documento. Tente novamente.'),
    ).toBeTruthy();
  });

  it('shows nothing for an operation without documents', () => {
    const { container } = renderWithServices(
      <PurposeDocuments detail={{ ...detail, purposeDocuments: [] }} document="52998224725" />,
      {},
    );
    expect(container.textContent).toBe('');
  });

  it('names file types as people do', () => {
    expect(fileTypeLabel('application/pdf')).toBe('PDF');
    expect(fileTypeLabel('image/png')).toBe('PNG');
    expect(fileTypeLabel('image/jpeg')).toBe('JPEG');
  });
});
