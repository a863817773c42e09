// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { limitView, type LimitRequestStatus } from '../../../src/contracts/customers';
import { LocaleProvider } from '../../../portal/app/locale';
import { LimitCard, type LimitCardState } from '../../../portal/components/profile/LimitCard';
import { limitFixture } from '../../src/api/customer-fixtures';
import { plain } from './profile-harness';

function renderCard(
  state: LimitCardState,
  options: { locale?: 'pt-BR' | 'en-US'; kind?: 'individual' | 'company' } = {},
) {
  return render(
    <LocaleProvider initial={options.locale ?? 'pt-BR'}>
      <MemoryRouter initialEntries={['/demo/app/profile']}>
        <Routes>
          <Route path="/:identifier/*" element={<LimitCard state={state} kind={options.kind} />} />
        </Routes>
      </MemoryRouter>
    </LocaleProvider>,
  );
}

function ready(
  used: number,
  max = 1_000_000,
  last: LimitRequestStatus | null = null,
): LimitCardState {
  return {
    status: 'ready',
    view: limitView(limitFixture({ operationalLimit: max, operationalLimitUsed: used }), last),
  };
}

function values(): string[] {
  return Array.from(document.querySelectorAll('.limit-card__value')).map((row) =>
    plain(row.textContent),
  );
}

afterEach(cleanup);

describe('operational-limit card (spec platform §2.3, §9; design §4)', () => {
  it('shows used, available and maximum in US$ and the percentage with 2 decimals', () => {
    renderCard(ready(325_000));
    expect(values()).toEqual([
      'UtilizadoUS$ 3.250,00',
      'DisponívelUS$ 6.750,00',
      'Limite máximoUS$ 10.000,00',
    ]);
    expect(screen.getByTestId('limit-percentage').textContent).toBe('32,50% utilizado');
    const bar = screen.getByRole('progressbar', { name: 'Uso do limite operacional' });
    expect(bar.getAttribute('aria-valuenow')).toBe('32.5');
    expect(screen.queryByText('Seu limite está quase no fim')).toBeNull();
  });

  it('writes the numbers the en-US way', () => {
    renderCard(ready(325_000), { locale: 'en-US' });
    expect(values()).toEqual([
      'UsedUS$3,250.00',
      'AvailableUS$6,750.00',
      'Maximum limitUS$10,000.00',
    ]);
    expect(screen.getByTestId('limit-percentage').textContent).toBe('32.50% used');
  });

  it.each([
    [0, '0,00%', false],
    [699_900, '69,99%', false],
    [700_000, '70,00%', true],
    [1_000_000, '100,00%', true],
  ])('at %i cents used of US$ 10.000 shows %s, warning %s', (used, percentage, warning) => {
    renderCard(ready(used));
    expect(screen.getByTestId('limit-percentage').textContent).toBe(`${percentage} utilizado`);
    expect(screen.queryByText('Seu limite está quase no fim') !== null).toBe(warning);
  });

  it('says in English that the limit is almost over at 70%', () => {
    renderCard(ready(700_000), { locale: 'en-US' });
    expect(screen.getByRole('status').textContent).toContain('Your limit is almost over');
  });

  it('tells that operations go to manual review once the maximum is reached', () => {
    renderCard(ready(1_000_000));
    expect(
      screen.getByText('Limite atingido: novas operações passam por análise manual.'),
    ).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('shows US$ 0,00 and 0% with no limit data', () => {
    renderCard({ status: 'ready', view: limitView(null) });
    expect(values()).toEqual(['UtilizadoUS$ 0,00', 'DisponívelUS$ 0,00', 'Limite máximoUS$ 0,00']);
    expect(screen.getByTestId('limit-percentage').textContent).toBe('0,00% utilizado');
  });

  it('shows zeros and says so when the limit could not be loaded', () => {
    renderCard({ status: 'error' });
    expect(values()[0]).toBe('UtilizadoUS$ 0,00');
    expect(screen.getByRole('alert').textContent).toBe(
      'Não foi possível carregar o seu limite agora.',
    );
  });

  it.each([
    ['PENDING', 'Em análise'],
    ['APPROVED', 'Aprovado'],
    ['REJECTED', 'Rejeitado'],
  ] as const)('shows the last increase request %s as %s', (status, label) => {
    renderCard(ready(325_000, 1_000_000, status));
    expect(plain(document.querySelector('.limit-card__request')?.textContent)).toBe(
      `Última solicitação de aumento: ${label}`,
    );
  });

  it('links to the limit-increase request (issue 20)', () => {
    renderCard(ready(325_000));
    expect(
      screen.getByRole('link', { name: 'Solicitar aumento de limite' }).getAttribute('href'),
    ).toBe('/demo/app/profile/update-limit');
  });

  it('gives a company its own card, with the limit-increase request too', () => {
    renderCard({ status: 'ready', view: limitView(null) }, { kind: 'company', locale: 'en-US' });
    expect(screen.getByRole('heading', { name: 'Company limit' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Request a limit increase' }).getAttribute('href'),
    ).toBe('/demo/app/profile/update-limit');
  });
});
