import { expect, test, type Page } from '@playwright/test';
import { SEEDED, signIn } from '../shared/sign-in';

// A company signed in on the portal sees the simulator of its private home with the outbound
// remittance only (spec operations §1, §6.3, spec platform §6 "Companies"): no other operation,
// no person-type choice, purpose AVAILABILITY, quoted as LEGAL with its session (so its quotes
// are stored with the user). Against the real sandbox platform.

const QUOTE_PATH = /\/api\/v2\/exchanges\/(remittance|paper-money)\/(?!currencies)/;

/** Records every quotation request the page makes, with its headers. */
function recordQuotes(page: Page): { url: URL; headers: Record<string, string> }[] {
  const seen: { url: URL; headers: Record<string, string> }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (QUOTE_PATH.test(url.pathname)) seen.push({ url, headers: request.headers() });
  });
  return seen;
}

test.describe('the simulator of a signed-in company (pt-BR)', () => {
  test.use({ locale: 'pt-BR' });

  test('empresa@demo.test sees the outbound remittance only on /demo/app', async ({ page }) => {
    const quotes = recordQuotes(page);
    await signIn(page, SEEDED.company, { landing: /\/demo\/app$/ });
    const widget = page.locator('.simulator-host');
    const send = widget.getByLabel('Você envia');
    await expect(send).not.toHaveValue('', { timeout: 15_000 });
    await expect(widget.getByText(/^1 USD = R\$/)).toBeVisible();

    // One operation left: no operation choice at all, and the outbound form and button.
    await expect(widget.getByRole('group', { name: 'Tipo de operação' })).toHaveCount(0);
    for (const other of ['Receber', 'Papel-moeda', 'Comprar moeda', 'Receber dinheiro']) {
      await expect(widget.getByRole('button', { name: other, exact: true })).toHaveCount(0);
      await expect(widget.getByRole('link', { name: other, exact: true })).toHaveCount(0);
    }
    await expect(widget.getByRole('link', { name: 'Enviar dinheiro' })).toBeVisible();
    // The account is a company: no person-type choice to turn it into an individual.
    await expect(widget.getByRole('group', { name: 'Tipo de pessoa' })).toHaveCount(0);
    await expect(widget.getByLabel('Para quem você quer enviar?')).toHaveValue('AVAILABILITY');

    // Every quote: outbound, as a company, with the session's tokens.
    expect(quotes.length).toBeGreaterThan(0);
    for (const { url, headers } of quotes) {
      expect(url.pathname).toBe('/api/v2/exchanges/remittance/outbound');
      expect(url.searchParams.get('personType')).toBe('LEGAL');
      expect(headers['access-token']).toBeTruthy();
      expect(headers.uid).toBe('empresa@demo.test');
    }
  });

  test('the same simulator offers every operation to an individual, for comparison', async ({
    page,
  }) => {
    await signIn(page, SEEDED.customer, { landing: /\/demo\/app$/ });
    const widget = page.locator('.simulator-host');
    await expect(widget.getByLabel('Você envia')).not.toHaveValue('', { timeout: 15_000 });
    const operations = widget.getByRole('group', { name: 'Tipo de operação' });
    await expect(operations.getByRole('button')).not.toHaveCount(1);
    await expect(operations.getByRole('button', { name: 'Receber', exact: true })).toBeVisible();
  });
});
