import {
  addBeneficiary,
  expectUrl,
  noHorizontalScroll,
  shot,
  surname,
  WORDS,
} from '../05-send-money/journey-steps';
import { expect, test } from '../shared/own-customer';
import { fillCard, startCheckout, toCardSection } from './card-steps';

// Issue 18 in a real browser against the real platform (sandbox card provider): a customer of
// the test's own (e2e/shared/own-customer.ts) sends EUR abroad at 390 px in pt-BR and pays by credit card in 6 installments. The
// card goes to the sandbox tokenizer only; the summary shows the installment fee and the total
// with it; Finalizar creates the operation and pays it; the result page says it is approved.
// A declined card first, then Try again on the operation's card payment page with the approved
// card, is the second journey.

test.use({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });

const w = WORDS['pt-BR'];

test('outbound by credit card in 6 installments: fee and total on the summary, approved', async ({
  page,
  customer,
}) => {
  test.setTimeout(150_000);
  await startCheckout(page, customer, '120');
  await addBeneficiary(page, 'pt-BR', `Carla Card ${surname}`);
  await toCardSection(page);
  await fillCard(page, '4111 1111 1111 1111', 6);
  await noHorizontalScroll(page);
  // The form shows the chosen card and plan; on to the summary.
  const chosen = page.getByTestId('card-chosen');
  await expect(chosen).toContainText('Visa •••• 1111');
  await expect(chosen).toContainText(
    /6x de R\$\s[\d.,]+ \(R\$\s[\d.,]+ \+ R\$\s[\d.,]+ de juros\)/,
  );
  await page.getByTestId('continue-creditCard').click();
  await expectUrl(page, /\/checkout\/remittance\/outbound\/summary$/);
  await expect(page.getByText('Juros do parcelamento', { exact: true })).toBeVisible();
  await expect(page.getByText('Total com juros do parcelamento')).toBeVisible();
  await noHorizontalScroll(page);
  await shot(page, 'card-summary');
  await page.getByLabel(w.terms).check();
  await page.getByTestId('finish').click();
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/6x/).first()).toBeVisible();
  await shot(page, 'card-approved');
});

test('a declined card, then Try again with the approved card on the payment page', async ({
  page,
  customer,
}) => {
  test.setTimeout(150_000);
  await startCheckout(page, customer, '110');
  await addBeneficiary(page, 'pt-BR', `Dora Card ${surname}`);
  await toCardSection(page);
  await fillCard(page, '4000 0000 0000 0002', 1);
  await page.getByTestId('continue-creditCard').click();
  await expectUrl(page, /\/checkout\/remittance\/outbound\/summary$/);
  await page.getByLabel(w.terms).check();
  await page.getByTestId('finish').click();
  await expect(page.getByRole('heading', { name: 'Falha ao processar sua operação' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByText('Pagamento não aprovado pelo banco ou emissor do cartão.'),
  ).toBeVisible();
  await shot(page, 'card-declined');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page).toHaveURL(/\/reports\/remittance\/outbound\/show\/\d+\/payment$/);
  await fillCard(page, '5555 5555 5555 4444', 3);
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible({
    timeout: 30_000,
  });
  await shot(page, 'card-paid-on-retry');
});
