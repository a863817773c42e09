import { expect, test } from '@playwright/test';
import { describeEachLocaleWidth, localeWidthShot } from '../shared/locale-width-steps';

// Paper money's city field on the public home (spec operations §2.3 "City search"; issue 19,
// item 9): a city that is not served is said beside the field in a sentence as soon as no
// served city matches what was typed (before leaving the field, before Buy), and Buy is not
// offered until the field holds a served city. Both languages, 360 px and 1280 px.

const WORDS = {
  'pt-BR': {
    paperMoney: 'Papel-moeda',
    receive: 'Você recebe',
    city: 'Sua cidade',
    unserved: 'Não entregamos nesta cidade.',
    buy: 'Comprar moeda',
  },
  'en-US': {
    paperMoney: 'Paper money',
    receive: 'You receive',
    city: 'Your city',
    unserved: 'We do not deliver to this city.',
    buy: 'Buy Currency',
  },
} as const;

describeEachLocaleWidth('an unserved paper-money city', (locale, width) => {
  const words = WORDS[locale];
  test('is said beside the field at once, and Buy waits for a served city', async ({ page }) => {
    await page.addInitScript((language) => {
      Object.defineProperty(navigator, 'languages', { get: () => [language] });
    }, locale);
    await page.goto('/demo');
    const widget = page.locator('.simulator-host').first();
    await widget.getByRole('button', { name: words.paperMoney }).click();
    await expect(widget.getByLabel(words.receive)).not.toHaveValue('', { timeout: 15_000 });
    const city = widget.getByLabel(words.city);
    const buy = widget.getByRole('link', { name: words.buy, exact: true });
    await expect(buy).toHaveAttribute('aria-disabled', 'false');

    // Typed, still in the field: said as soon as no served city matches.
    await city.fill('Cidade Que Não Existe');
    await expect(city).toBeFocused();
    const message = widget.getByText(words.unserved);
    await expect(message).toBeVisible();
    await expect(city).toHaveAttribute('aria-invalid', 'true');
    await expect(buy).toHaveAttribute('aria-disabled', 'true');
    // Pressed anyway (Playwright waits for an enabled link, so forced): it stays put.
    await buy.click({ force: true });
    await expect(page).toHaveURL(/\/demo\/?$/);
    await localeWidthShot(page, 'unserved-city', locale, width);

    await city.fill('São Paulo');
    await city.blur();
    await expect(message).toHaveCount(0);
    await expect(buy).toHaveAttribute('aria-disabled', 'false');
  });
});
