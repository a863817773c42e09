import { noHorizontalScroll, shot } from '../05-send-money/journey-steps';
import { createPaymentLink } from '../06-inbound-payer/payer-setup';
import { expect, test } from '../shared/own-customer';
import { signIn } from '../shared/sign-in';

// The inbound history at 360 px, where each row is a card: the longest status label,
// 'Link de pagamento expirado' (a link unpaid for 12 hours), stays inside its card. The
// operation is real (made through the API by the test's own customer, so it is the history's
// first row); its status is set to the expired one in the list's
// answer, since waiting 12 hours is no journey.

test.describe('the inbound history at 360 px (pt-BR)', () => {
  test.use({ locale: 'pt-BR', viewport: { width: 360, height: 800 } });

  test('an expired payment link’s status stays inside its row', async ({
    page,
    request,
    customer,
  }) => {
    await createPaymentLink(request, customer);
    await page.route('**/api/v1/remittances/user/*?*type=inbound*', async (route) => {
      const response = await route.fetch();
      const list = (await response.json()) as { items: { status: string }[] };
      const first = list.items[0];
      if (first) first.status = 'INBOUND_PAYMENT_LINK_EXPIRED';
      await route.fulfill({ response, json: list });
    });
    await signIn(page, customer);
    await page.goto('/demo/app/reports/remittance/inbound');

    const row = page.getByTestId('history-row').first();
    const badge = row.getByText('Link de pagamento expirado');
    await expect(badge).toBeVisible();
    const [rowBox, badgeBox] = [await row.boundingBox(), await badge.boundingBox()];
    expect(rowBox && badgeBox).toBeTruthy();
    if (rowBox && badgeBox) {
      expect(badgeBox.x).toBeGreaterThanOrEqual(rowBox.x);
      expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
    }
    await noHorizontalScroll(page);
    await shot(page, 'inbound-history-expired-360-pt-BR');
  });
});
