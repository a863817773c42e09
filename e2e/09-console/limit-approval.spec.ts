import { expect, test } from '@playwright/test';
import { registerIndividual } from '../shared/individual-steps';
import { sendLimitRequest } from '../shared/limit-steps';
import { SEEDED, signIn } from '../shared/sign-in';
import { CONSOLE, letters, newPage, openRecordOf } from './console-steps';

// A limit-increase request from upload to approval (issue 20 "Proof"): a customer registered
// here sends a request for US$ 900,000.00 with a file per step; the operator opens it in the
// console's limit-increase queue, sees the figures and a viewer per file, and approves it; the
// customer's request page says 'Aprovado' and the limit card shows the new maximum.

const PASSWORD = 'Demo@2026!';

test('a limit-increase request approved in the console raises the limit card’s maximum', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const name = `Lia Limite ${letters()}`;
  const email = await registerIndividual(request, PASSWORD, { fullName: name });

  const customer = await newPage(browser, 'pt-BR');
  await signIn(customer, { email, password: PASSWORD });
  const id = await sendLimitRequest(customer, '900.000,00');
  await expect(customer.getByTestId('limit-update-status')).toHaveText('Em análise');

  // The operator: the request in its queue, with its figures and its three files.
  const operator = await newPage(browser, 'pt-BR');
  await signIn(operator, SEEDED.operator, { landing: CONSOLE });
  await openRecordOf(operator, /^Aumentos de limite/, name);
  await expect(operator).toHaveURL(new RegExp(`/console/limit-updates/${id}$`));
  await expect(
    operator.getByRole('heading', { level: 1, name: `Solicitação de aumento de limite nº ${id}` }),
  ).toBeVisible();
  await expect(operator.getByText('US$ 900.000,00').first()).toBeVisible();
  await expect(operator.getByText('Salário e rendimentos de investimentos')).toBeVisible();
  for (const heading of [
    'Identificação · CNH',
    'Comprovante de renda · Declaração de Imposto de Renda',
    'Comprovante de endereço',
  ]) {
    await expect(operator.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(operator.getByRole('link', { name: /^Baixar .+\.pdf$/ })).toHaveCount(3);
  await operator.getByRole('button', { name: 'Aprovar' }).click();
  await expect(operator.getByText('Decisão registrada: Aprovado.')).toBeVisible();
  await expect(operator.locator('.console-record[data-status="APPROVED"]')).toBeVisible();
  await expect(operator.getByTestId('console-audit')).toContainText('Operador Demo');

  // The customer: the request approved, the card's maximum raised.
  await customer.reload();
  await expect(customer.getByTestId('limit-update-status')).toHaveText('Aprovado');
  await customer.goto('/demo/app/profile');
  const card = customer.getByTestId('limit-card');
  await expect(card).toContainText('Última solicitação de aumento: Aprovado');
  await expect(
    card.locator('.limit-card__value').filter({ hasText: 'Limite máximo' }),
  ).toContainText('US$ 900.000,00');
  await customer.context().close();
  await operator.context().close();
});
