// @vitest-environment happy-dom
/**
 * A screen not built yet (the money-transfer network's history), reached by typing its address
 * (issue 19, item 5): it names the screen in the customer's language, says the service is not
 * available yet and leads home; no developer text (the route name) shows.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authUserFixture } from '../session-fixture';
import { renderPortal } from '../profile/profile-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a screen not built yet', () => {
  it.each([
    [
      'pt-BR' as const,
      'Histórico de transferências internacionais',
      'Este serviço ainda não está disponível',
      'Voltar ao início',
    ],
    [
      'en-US' as const,
      'International money transfers history',
      'This service is not available yet',
      'Back to home',
    ],
  ])('says so in %s and leads back to the private home', async (locale, title, lead, home) => {
    const { container } = renderPortal({
      path: '/demo/app/reports/moneygram',
      locale,
      user: authUserFixture(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(new RegExp(lead))).toBeTruthy();
    expect(screen.getByRole('link', { name: home }).getAttribute('href')).toBe('/demo/app');
    const text = container.querySelector('.coming-soon')?.textContent ?? '';
    expect(text).not.toContain('moneygram-reports');
    expect(text).not.toMatch(/Route name|Nome da rota/);
  });
});
