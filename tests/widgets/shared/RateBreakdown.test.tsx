// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/i18n/locale';
import { RateBreakdown } from '../../../widgets/shared/RateBreakdown';
import { createWidgetTranslate } from '../../../widgets/shared/widget-i18n';
import { remittanceQuotation } from '../simulator/quotation-fixture';

afterEach(cleanup);

/** The rows shown, label and figure, for USD 1,000.00 at 5.50 (IOF 1.1%, bank fee R$ 25,00). */
function rowsShown(locale: Locale, options: { services?: boolean; receives?: boolean } = {}) {
  const quotation = remittanceQuotation(options.services ? { purposeCode: 'SERVICES' } : {});
  const figures = {
    ...quotation,
    currency: { ...quotation.currency, spreadPercentage: 1.5 },
  };
  const view = render(
    <RateBreakdown
      figures={figures}
      receives={options.receives ?? false}
      locale={locale}
      t={createWidgetTranslate(locale)}
    />,
  );
  return [...view.container.querySelectorAll('[data-row]')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent?.replace(/\s/g, ' '),
  ]);
}

describe('RateBreakdown', () => {
  it('names the rate the customer pays and what it is made of, in English', () => {
    const rows = rowsShown('en-US');
    expect(rows.map(([label]) => label)).toEqual([
      'Your exchange rate',
      'Commercial reference rate',
      'Spread',
      'IOF (1.10%)',
      'Bank fee',
      'VET (effective total rate)',
      'Total to pay',
    ]);
    expect(rows[0]?.[1]).toBe('R$5.5000');
    expect(rows[2]?.[1]).toBe('1.50%');
    expect(rows[3]?.[1]).toBe('R$60.50');
    expect(rows[6]?.[1]).toBe('R$5,585.50');
  });

  it('says the same in Portuguese with pt-BR numbers', () => {
    const rows = rowsShown('pt-BR');
    expect(rows.map(([label]) => label)).toEqual([
      'Sua taxa de câmbio',
      'Taxa comercial de referência',
      'Spread',
      'IOF (1,10%)',
      'Tarifa bancária',
      'VET (valor efetivo total)',
      'Total a pagar',
    ]);
    expect(rows[0]?.[1]).toBe('R$ 5,5000');
    expect(rows[2]?.[1]).toBe('1,50%');
    expect(rows[6]?.[1]).toBe('R$ 5.585,50');
  });

  it('shows IR on its own row with its percentage, and the total received for inbound', () => {
    const rows = rowsShown('en-US', { services: true, receives: true });
    expect(rows.map(([label]) => label)).toContain('IR (25.00%)');
    expect(rows.at(-1)?.[0]).toBe('Total to receive');
  });
});
