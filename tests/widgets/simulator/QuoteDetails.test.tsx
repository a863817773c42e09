// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/i18n/locale';
import { QuoteDetails } from '../../../widgets/simulator/components/QuoteDetails';
import { formatWholeCount } from '../../../widgets/simulator/format';
import { createWidgetTranslate } from '../../../widgets/shared/widget-i18n';
import { remittanceQuotation } from './quotation-fixture';

afterEach(cleanup);

function loyaltyLine(locale: Locale, foreignCents: number, miles: number) {
  const base = remittanceQuotation({ foreign: foreignCents });
  const quotation = { ...base, miles: { regular: miles, bonus: miles } };
  const view = render(
    <QuoteDetails
      quotation={quotation}
      receives={false}
      correspondent={{ activeSmiles: true, isLiveloActive: true }}
      locale={locale}
      t={createWidgetTranslate(locale)}
    />,
  );
  const line = view.container.querySelector('.fx-loyalty');
  if (!line) throw new Error('no loyalty line');
  return line;
}

describe('loyalty line', () => {
  it('shows whole points rounded down in Portuguese and keeps the 4-decimal value in data', () => {
    // USD 577.76 gives 5.7776 points (spec operations §9.4).
    const line = loyaltyLine('pt-BR', 57_776, 2_000);
    expect(line.textContent).toBe('até 2.000 milhas · até 5 pontos');
    expect(line.getAttribute('data-points')).toBe('5.7776');
  });

  it('shows whole points rounded down in English, with grouping', () => {
    // USD 1,234,567.89 gives 12,345.6789 points.
    const line = loyaltyLine('en-US', 123_456_789, 12_345);
    expect(line.textContent).toBe('until 12,345 miles · until 12,345 points');
    expect(line.getAttribute('data-points')).toBe('12345.6789');
  });

  it.each([
    ['pt-BR' as const, 'até 1 milha · até 1 ponto'],
    ['en-US' as const, 'until 1 mile · until 1 point'],
  ])('says one mile and one point in the singular (%s, issue 19 item 6)', (locale, text) => {
    // USD 100.00 gives 1 point.
    expect(loyaltyLine(locale, 10_000, 1).textContent).toBe(text);
  });

  it.each([
    ['pt-BR' as const, 'até 1 milha'],
    ['en-US' as const, 'until 1 mile'],
  ])('leaves out a benefit of less than one whole point (%s): no "até 0 ponto"', (locale, text) => {
    // USD 99.99 gives 0.9999 points.
    expect(loyaltyLine(locale, 9_999, 1).textContent).toBe(text);
  });

  it('shows no loyalty line when neither benefit reaches one whole unit', () => {
    const quotation = {
      ...remittanceQuotation({ foreign: 9_999 }),
      miles: { regular: 0, bonus: 0 },
    };
    const view = render(
      <QuoteDetails
        quotation={quotation}
        receives={false}
        correspondent={{ activeSmiles: true, isLiveloActive: true }}
        locale="pt-BR"
        t={createWidgetTranslate('pt-BR')}
      />,
    );
    expect(view.container.querySelector('.fx-loyalty')).toBeNull();
  });

  it('rounds scaled counts down to whole units and leaves whole miles as they are', () => {
    expect(formatWholeCount(57_776, 'pt-BR', 4)).toBe('5');
    expect(formatWholeCount(9_999, 'en-US', 4)).toBe('0');
    expect(formatWholeCount(1_234_567, 'pt-BR')).toBe('1.234.567');
    expect(formatWholeCount(1_234_567, 'en-US')).toBe('1,234,567');
  });
});
