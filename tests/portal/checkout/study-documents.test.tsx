// @vitest-environment happy-dom
/**
 * A beneficiary's study documents (spec operations §3.10, §9.9): a file is checked before it is
 * signed, with the portal's messages in the page's language (issue 14, item 8: an empty file is
 * told so, not as too large or of a wrong type).
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StudyDocuments } from '../../../portal/pages/checkout/payees/StudyDocuments';
import { renderWithProviders } from '../form-harness';

afterEach(() => cleanup());

describe('StudyDocuments', () => {
  it.each([
    ['pt-BR', 'O arquivo está vazio.', 'Envie um arquivo png, jpg/jpeg ou pdf.'],
    ['en-US', 'The file is empty.', 'Upload a png, jpg/jpeg or pdf file.'],
  ] as const)(
    'refuses an empty file as empty and a wrong type as such (%s), asking for no signature',
    async (locale, empty, wrongType) => {
      const onChange = vi.fn();
      const { fake, container } = renderWithProviders(
        <StudyDocuments cpf="529.982.247-25" documents={[]} onChange={onChange} />,
        { locale },
      );
      const input = container.querySelector('input[type="file"]') as HTMLInputElement;
      fireEvent.change(input, {
        target: { files: [new File([], 'matricula.pdf', { type: 'application/pdf' })] },
      });
      expect((await screen.findByRole('alert')).textContent).toBe(empty);
      fireEvent.change(input, {
        target: { files: [new File(['x'], 'matricula.txt', { type: 'text/plain' })] },
      });
      expect((await screen.findByRole('alert')).textContent).toBe(wrongType);
      expect(fake.requests).toHaveLength(0);
      expect(onChange).not.toHaveBeenCalled();
    },
  );
});
