import { noHorizontalScroll, shot, WORDS } from '../05-send-money/journey-steps';
import {
  confirmAddress,
  REGISTERED_ADDRESS,
  startSignedIn,
} from '../07-paper-money/paper-money-steps';
import { expect, test } from '../shared/own-customer';
import { CARD_WORDS, fillCard } from './card-steps';

// Issue 18 for paper money: a customer of the test's own (e2e/shared/own-customer.ts) buys US
// dollar banknotes delivered at home (the address it registered with) and
// pays by credit card in 3 installments with the approved sandbox card (4111 1111 1111 1111).
// The checkout gains the card section after the payment method; the summary shows the delivery
// fee, the installment fee and the total with it; Finalizar creates the purchase and pays it; the
// result page says it is approved; the purchase's detail shows it paid (then delivered).
// pt-BR at 390 px, like the other paper-money journeys.

test.use({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });

const w = WORDS['pt-BR'];
const c = CARD_WORDS['pt-BR'];

test('banknotes delivered at home, paid by credit card in 3 installments', async ({
  page,
  customer,
}) => {
  test.setTimeout(180_000);
  await startSignedIn(page, customer, '100');
  await confirmAddress(page);
  await page.getByText('Entrega em casa', { exact: true }).click();
  await expect(page.getByText(/Taxa de entrega: R\$\s?29,90/)).toBeVisible();
  await page.getByTestId('continue-deliveryMethod').click();

  // The card is a payment method of its own; choosing it adds the card section.
  await page.getByText(c.creditCard, { exact: true }).click();
  await expect(page.getByRole('radio', { name: new RegExp(c.creditCard) })).toBeChecked();
  await page.getByTestId('continue-paymentMethods').click();
  await fillCard(page, '4111 1111 1111 1111', 3);
  const chosen = page.getByTestId('card-chosen');
  await expect(chosen).toContainText('Visa •••• 1111');
  await expect(chosen).toContainText(c.chosenPlan(3));
  await noHorizontalScroll(page);
  await shot(page, 'paper-money-card-form');
  await page.getByTestId('continue-creditCard').click();

  await expect(page).toHaveURL(/\/paper-money\/operation\/summary$/);
  await expect(page.getByText('Taxa de entrega').locator('..')).toContainText(/R\$\s?29,90/);
  await expect(page.getByText(c.fee, { exact: true })).toBeVisible();
  await expect(page.getByText(c.totalWithFee)).toBeVisible();
  await noHorizontalScroll(page);
  await shot(page, 'paper-money-card-summary');
  await page.getByLabel(w.terms).check();
  await page.getByRole('button', { name: 'Finalizar' }).click();

  const outcome = page.getByTestId('card-outcome');
  await expect(outcome.getByRole('heading', { name: c.approved })).toBeVisible({
    timeout: 30_000,
  });
  await expect(outcome.getByTestId('card')).toHaveText('Visa •••• 1111');
  await expect(outcome.getByTestId('plan')).toContainText('3x');
  await noHorizontalScroll(page);
  await shot(page, 'paper-money-card-approved');

  const detail = outcome.getByRole('link', { name: c.detail });
  const id = Number(
    /\/reports\/paper-money\/show\/(\d+)$/.exec((await detail.getAttribute('href')) ?? '')?.[1],
  );
  expect(id).toBeGreaterThan(0);
  await detail.click();
  await expect(page).toHaveURL(new RegExp(`/reports/paper-money/show/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(id));
  // Paid: the timeline has the approved payment, no payment data is asked for; then delivered.
  const timeline = page.getByTestId('timeline');
  await expect(timeline).toContainText('Pagamento aprovado');
  await expect(page.getByText(c.creditCard).first()).toBeVisible();
  await expect(page.getByTestId('payment-panel')).toHaveCount(0);
  await expect(timeline).toContainText('Entregue', { timeout: 30_000 });
  await expect(page.getByText(REGISTERED_ADDRESS).first()).toBeVisible();
  await noHorizontalScroll(page);
  await shot(page, 'paper-money-card-detail');
});
