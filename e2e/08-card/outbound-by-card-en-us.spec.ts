import {
  addBeneficiary,
  expectUrl,
  noHorizontalScroll,
  shot,
  surname,
  WORDS,
} from '../05-send-money/journey-steps';
import { expect, test } from '../shared/own-customer';
import { CARD_WORDS, fillCard, startCheckout, toCardSection } from './card-steps';

// Issue 18 in English on a 360 px phone: a customer of the test's own (e2e/shared/own-customer.ts;
// the portal switched to en-US, as the send-money journey does) sends EUR abroad from the example site and pays by credit card in
// 4 installments with the approved sandbox card. Every card page reads in English and fits the
// screen: the form, the installments modal, the summary with the installment fee, the result.

test.use({ locale: 'en-US', viewport: { width: 360, height: 780 } });

const w = WORDS['en-US'];
const c = CARD_WORDS['en-US'];

test('outbound by credit card in English at 360 px: 4 installments, approved', async ({
  page,
  customer,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => window.localStorage.setItem('fx.locale', 'en-US'));
  await startCheckout(page, customer, '115', 'en-US');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await addBeneficiary(page, 'en-US', `Ella English ${surname}`);
  await noHorizontalScroll(page);
  await toCardSection(page, 'en-US');
  await expect(page.getByText('Enter your credit card and choose the installments.')).toBeVisible();
  await noHorizontalScroll(page);
  await shot(page, 'card-form-en-US-360');
  await fillCard(page, '4111 1111 1111 1111', 4, 'en-US');
  const chosen = page.getByTestId('card-chosen');
  await expect(chosen).toContainText('Visa •••• 1111');
  await expect(chosen).toContainText(c.chosenPlan(4));
  await noHorizontalScroll(page);
  await page.getByTestId('continue-creditCard').click();

  await expectUrl(page, /\/checkout\/remittance\/outbound\/summary$/);
  await expect(page.getByText(c.fee, { exact: true })).toBeVisible();
  await expect(page.getByText(c.totalWithFee)).toBeVisible();
  await noHorizontalScroll(page);
  await shot(page, 'card-summary-en-US-360');
  await page.getByLabel(w.terms).check();
  await page.getByTestId('finish').click();

  const outcome = page.getByTestId('card-outcome');
  await expect(outcome.getByRole('heading', { name: c.approved })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    outcome.getByText('Your operation is paid and goes on to the next steps.'),
  ).toBeVisible();
  await expect(outcome.getByTestId('card')).toHaveText('Visa •••• 1111');
  await expect(outcome.getByTestId('plan')).toContainText('4x');
  await noHorizontalScroll(page);
  await shot(page, 'card-approved-en-US-360');

  await outcome.getByRole('link', { name: c.detail }).click();
  await expect(page).toHaveURL(/\/reports\/remittance\/outbound\/show\/\d+$/);
  await expect(page.getByTestId('timeline')).toContainText('Payment approved');
  await expect(page.getByTestId('timeline')).toContainText('Completed', { timeout: 30_000 });
  await noHorizontalScroll(page);
  await shot(page, 'card-detail-en-US-360');
});
