// @vitest-environment happy-dom
/**
 * The purposeCode section (spec operations §2.4, §5.3): the nature select (the purposes the
 * currency allows; another one asks for a new quote), description and acknowledgement with the
 * spec's messages, and the numbered purpose list for Canadian dollars.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutPurpose, CheckoutQuotation } from '../../../src/stores/checkout-store';
import { PurposeSection } from '../../../portal/pages/checkout/sections/PurposeSection';
import { renderWithProviders } from '../form-harness';

afterEach(() => cleanup());

const quotation: CheckoutQuotation = {
  id: 'q',
  currency: 'EUR',
  amount: '100.00',
  total: '650.00',
  reverse: false,
  purposeCode: 'MAINTENANCE',
  expiresAt: null,
  coupon: null,
};
const empty: CheckoutPurpose = {
  nature: 'MAINTENANCE',
  description: '',
  acknowledged: false,
  numberedPurpose: null,
};

function renderSection(change: Partial<CheckoutQuotation> = {}, showErrors = false) {
  const onChange = vi.fn();
  const onNature = vi.fn();
  renderWithProviders(
    <PurposeSection
      quotation={{ ...quotation, ...change }}
      purpose={empty}
      requoting={false}
      showErrors={showErrors}
      onChange={onChange}
      onNature={onNature}
    />,
  );
  return { onChange, onNature };
}

describe('PurposeSection', () => {
  it('offers the natures the currency allows and asks for a new quote on another one', () => {
    const { onNature } = renderSection();
    const select = screen.getByLabelText('Natureza da operação') as HTMLSelectElement;
    const values = Array.from(select.options).map((option) => option.value);
    // EUR: no investments (spec operations §9.2).
    expect(values).toEqual(['MAINTENANCE', 'AVAILABILITY', 'SERVICES', 'STUDIES']);
    fireEvent.change(select, { target: { value: 'SERVICES' } });
    expect(onNature).toHaveBeenCalledWith('SERVICES');
  });

  it("shows the spec's messages once asked to continue", () => {
    renderSection({}, true);
    expect(screen.getByText('A caixa de seleção precisa ser marcada!')).toBeTruthy();
    expect(screen.getByText('O campo precisa ser preenchido!')).toBeTruthy();
    expect(screen.queryByLabelText(/Código de finalidade/)).toBeNull();
  });

  it('offers the numbered purposes 200–700 for Canadian dollars', () => {
    const { onChange } = renderSection({ currency: 'CAD' });
    const numbered = screen.getByLabelText(/Código de finalidade/) as HTMLSelectElement;
    expect(Array.from(numbered.options).some((o) => o.textContent === '260 – Investment')).toBe(
      true,
    );
    fireEvent.change(numbered, { target: { value: '400' } });
    expect(onChange).toHaveBeenCalledWith({ numberedPurpose: 400 });
    fireEvent.click(screen.getByLabelText(/Declaro que as informações/));
    expect(onChange).toHaveBeenCalledWith({ acknowledged: true });
  });
});
