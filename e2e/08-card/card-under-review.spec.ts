import {
  addBeneficiary,
  expectUrl,
  noHorizontalScroll,
  shot,
  surname,
  WORDS,
} from '../05-send-money/journey-steps';
import { expect, test } from '../shared/own-customer';
import { CARD_WORDS, fillCard, startCheckout, toCardSection, waitForMail } from './card-steps';

// Issue 18: a credit card the provider puts under review (sandbox 4000 0000 0000 1976). The
// result page says the status is updated by e-mail within 4 hours, and the customer (the test's
// own, e2e/shared/own-customer.ts: the mailbox holds its e-mails only) gets that e-mail. The
// sandbox provider settles the review a few seconds later (approved): the lifecycle
// job moves the operation MANUAL_ANALYSIS → PAYMENT_APPROVED and e-mails the settlement; the
// result page, which asks the API again while the payment is under review, turns into 'Payment
// approved', and the operation's detail shows it approved in its timeline (then on to the end).
// pt-BR at 390 px, like the other card journeys.

test.use({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });

const w = WORDS['pt-BR'];
const c = CARD_WORDS['pt-BR'];

test('a card under review: the 4-hour e-mail notice, then settled approved by the provider', async ({
  page,
  request,
  customer,
}) => {
  test.setTimeout(180_000);
  await startCheckout(page, customer, '105');
  await addBeneficiary(page, 'pt-BR', `Rita Review ${surname}`);
  await toCardSection(page);
  await fillCard(page, '4000 0000 0000 1976', 2);
  await expect(page.getByTestId('card-chosen')).toContainText('Visa •••• 1976');
  await page.getByTestId('continue-creditCard').click();
  await expectUrl(page, /\/checkout\/remittance\/outbound\/summary$/);
  await page.getByLabel(w.terms).check();
  await page.getByTestId('finish').click();

  // Under review: the page says how the customer hears of it, with the card and the plan.
  const outcome = page.getByTestId('card-outcome');
  await expect(outcome.getByRole('heading', { name: c.reviewTitle })).toBeVisible({
    timeout: 30_000,
  });
  await expect(outcome.getByText(c.reviewBody)).toBeVisible();
  await expect(outcome.getByTestId('card')).toHaveText('Visa •••• 1976');
  await expect(outcome.getByTestId('plan')).toContainText('2x');
  const total = ((await outcome.getByTestId('total').textContent()) ?? '').replace(/\D/g, '');
  expect(total.length).toBeGreaterThan(2);
  await noHorizontalScroll(page);
  await shot(page, 'card-under-review');

  const detail = outcome.getByRole('link', { name: c.detail });
  const href = (await detail.getAttribute('href')) ?? '';
  const id = Number(/\/reports\/remittance\/outbound\/show\/(\d+)$/.exec(href)?.[1]);
  expect(id).toBeGreaterThan(0);

  // The under-review e-mail: the operation, the amount charged and the 4-hour promise.
  const review = await waitForMail(
    request,
    customer.email,
    new RegExp(`(operação nº|operation no\\.) ${id} (está em análise|is under review)`),
  );
  expect(review.text).toMatch(/em até 4 horas|within 4 hours/);
  expect(review.text.replace(/\D/g, '')).toContain(total);

  // The provider settles it (the sandbox: approved a few seconds later, by the lifecycle job);
  // the result page, still open, follows it.
  await expect(outcome.getByRole('heading', { name: c.approved })).toBeVisible({
    timeout: 45_000,
  });
  await expect(outcome.getByTestId('card')).toHaveText('Visa •••• 1976');
  await shot(page, 'card-under-review-approved');
  const approved = await waitForMail(
    request,
    customer.email,
    new RegExp(`(operação nº|operation no\\.) ${id} (foi aprovado|was approved)`),
  );
  expect(approved.subject).toMatch(/pagamento aprovado|payment approved/);

  // The detail: held in analysis, then approved, then on through the lifecycle.
  await outcome.getByRole('link', { name: c.detail }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/remittance/outbound/show/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(id));
  const timeline = page.getByTestId('timeline');
  await expect(timeline).toContainText('Em análise');
  await expect(timeline).toContainText('Pagamento aprovado');
  await expect(timeline).toContainText('Concluída', { timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Pagar com cartão de crédito' })).toHaveCount(0);
  await noHorizontalScroll(page);
  await shot(page, 'card-under-review-detail');
});
