// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneInput } from '../../../portal/components/PhoneInput';
import { renderWithProviders } from '../form-harness';

afterEach(cleanup);

/** A controlled phone input that records every value it sent out. */
function Harness(props: { initial?: string; sent: string[] }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <PhoneInput
        label="Celular"
        value={value}
        onChange={(next) => {
          props.sent.push(next);
          setValue(next);
        }}
      />
      <span data-testid="value">{value}</span>
    </>
  );
}

const number = () => screen.getByLabelText('Celular') as HTMLInputElement;
const trigger = () => screen.getByRole('button', { name: /Código do país|Country code/ });

describe('PhoneInput', () => {
  it('masks a Brazilian mobile (##) #####-#### and sends it out as E.164', () => {
    const sent: string[] = [];
    renderWithProviders(<Harness sent={sent} />);
    expect(trigger().getAttribute('aria-label')).toBe('Código do país: Brasil (+55)');
    expect(number().placeholder).toBe('(00) 00000-0000');
    fireEvent.change(number(), { target: { value: '11961234567' } });
    expect(number().value).toBe('(11) 96123-4567');
    expect(sent.at(-1)).toBe('+5511961234567');
  });

  it('keeps a half-typed number as +dial digits and stops at the mask length', () => {
    const sent: string[] = [];
    renderWithProviders(<Harness sent={sent} />);
    fireEvent.change(number(), { target: { value: '1196' } });
    expect(number().value).toBe('(11) 96');
    expect(sent.at(-1)).toBe('+551196');
    fireEvent.change(number(), { target: { value: '(11) 96123-45678999' } });
    expect(number().value).toBe('(11) 96123-4567');
  });

  it('deletes the digit before a separator the user backspaced over', () => {
    const sent: string[] = [];
    renderWithProviders(<Harness sent={sent} initial="+5511961234567" />);
    expect(number().value).toBe('(11) 96123-4567');
    // "(11) 96123-4567" with the '-' removed, caret where it was.
    const input = number();
    input.focus();
    fireEvent.change(input, {
      target: { value: '(11) 961234567', selectionStart: 10, selectionEnd: 10 },
    });
    expect(sent.at(-1)).toBe('+551196124567');
  });

  it('searches countries by name in both languages, picks one and uses its mask', () => {
    const sent: string[] = [];
    renderWithProviders(<Harness sent={sent} />);
    fireEvent.click(trigger());
    const search = screen.getByRole('combobox');
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'united states' } });
    const options = screen.getAllByRole('option');
    expect(options[0]?.textContent).toContain('Estados Unidos');
    fireEvent.click(options[0] as HTMLElement);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(number());
    expect(number().placeholder).toBe('(000) 000-0000');
    fireEvent.change(number(), { target: { value: '2025550123' } });
    expect(number().value).toBe('(202) 555-0123');
    expect(sent.at(-1)).toBe('+12025550123');
  });

  it('shows the countries in English under en-US and finds them by dial code', () => {
    renderWithProviders(<Harness sent={[]} />, { locale: 'en-US' });
    expect(trigger().getAttribute('aria-label')).toBe('Country code: Brazil (+55)');
    fireEvent.click(trigger());
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '+44' } });
    expect(screen.getAllByRole('option')[0]?.textContent).toContain('United Kingdom');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'alemanha' } });
    expect(screen.getAllByRole('option')[0]?.textContent).toContain('Germany');
  });

  it('says "No postcode or country found for this term" when nothing matches', () => {
    renderWithProviders(<Harness sent={[]} />, { locale: 'en-US' });
    fireEvent.click(trigger());
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'zzzz' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'No postcode or country found for this term',
    );
  });

  it('says it in Portuguese too', () => {
    renderWithProviders(<Harness sent={[]} />);
    fireEvent.click(trigger());
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'xyzw' } });
    expect(screen.getByRole('status').textContent).toBe(
      'Nenhum código ou país encontrado para este termo',
    );
  });

  it('works from the keyboard: arrows move, Enter picks, Escape closes back to the button', () => {
    const sent: string[] = [];
    renderWithProviders(<Harness sent={sent} />);
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    const search = screen.getByRole('combobox');
    // The current country is the active option when the list opens.
    expect(search.getAttribute('aria-activedescendant')).toMatch(/-BR$/);
    fireEvent.change(search, { target: { value: 'port' } });
    const listbox = screen.getByRole('listbox');
    const first = within(listbox).getAllByRole('option')[0] as HTMLElement;
    expect(search.getAttribute('aria-activedescendant')).toBe(first.id);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    const second = within(listbox).getAllByRole('option')[1] as HTMLElement;
    expect(search.getAttribute('aria-activedescendant')).toBe(second.id);
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    expect(search.getAttribute('aria-activedescendant')).toBe(first.id);
    // 'Porto Rico' then 'Portugal', in Portuguese alphabetical order.
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(trigger().getAttribute('aria-label')).toBe('Código do país: Portugal (+351)');
    fireEvent.change(number(), { target: { value: '912345678' } });
    expect(number().value).toBe('912 345 678');
    expect(sent.at(-1)).toBe('+351912345678');

    fireEvent.click(trigger());
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.activeElement).toBe(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('shows a stored E.164 number of another country in its own mask', () => {
    renderWithProviders(<Harness sent={[]} initial="+447400123456" />);
    expect(trigger().getAttribute('aria-label')).toBe('Código do país: Reino Unido (+44)');
    expect(number().value).toBe('7400 123456');
  });

  it('picks the country of a pasted international number', () => {
    const sent: string[] = [];
    renderWithProviders(<Harness sent={sent} />);
    fireEvent.change(number(), { target: { value: '+1 202 555 0123' } });
    expect(trigger().getAttribute('aria-label')).toBe('Código do país: Estados Unidos (+1)');
    expect(number().value).toBe('(202) 555-0123');
    expect(sent.at(-1)).toBe('+12025550123');
  });

  it('links its error to the number and marks it invalid', () => {
    renderWithProviders(
      <PhoneInput label="Celular" value="" onChange={() => undefined} error="Campo inválido" />,
    );
    expect(number().getAttribute('aria-invalid')).toBe('true');
    const describedBy = number().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Campo inválido');
  });
});
