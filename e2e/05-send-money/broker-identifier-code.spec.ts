import { type APIRequestContext } from '@playwright/test';
import { apiSignIn } from '../shared/api-steps';
import { expect, test, type OwnCustomer } from '../shared/own-customer';
import { signIn } from '../shared/sign-in';
import { noHorizontalScroll, shot } from './journey-steps';

// The checkout's identifierCode step for an investment broker (spec operations §2.4
// "identifierCode"; issue 19, item 9): the section's Continue saves the typed code itself (no
// separate 'Save code' to press first); with nothing typed it shows the field's error. In both
// languages, at 360 px and 1280 px. The broker is created through the API, without a code.

const WORDS = {
  'pt-BR': {
    purpose: 'Para quem você quer enviar?',
    investments: 'Investimentos',
    code: 'Código identificador',
    required: 'O campo precisa ser preenchido!',
    step: (n: number) => `Etapa ${n}/6`,
  },
  'en-US': {
    purpose: 'Who do you want to send it to?',
    investments: 'Investments',
    code: 'Identifier code',
    required: 'The field needs to be filled in!',
    step: (n: number) => `Step ${n}/6`,
  },
} as const;

/** Creates a USD broker without an identifier code for `customer`; answers its name. */
async function createBroker(
  request: APIRequestContext,
  customer: OwnCustomer,
  locale: string,
): Promise<string> {
  const headers = await apiSignIn(request, customer);
  const name = `Broker ${locale} ${Date.now()}`.replace(/\d/g, (d) => 'abcdefghij'.charAt(+d));
  const answer = await request.post(
    `/api/customers/v1/physicals/${customer.cpf}/investmentBroker`,
    {
      headers,
      data: {
        name,
        country: 'US',
        bankCountry: 'US',
        currency: 'USD',
        achCode: '021000021',
        swiftCode: null,
        accountNumber: '000987654321',
        bankName: 'JPMorgan Chase',
        bankCode: null,
      },
    },
  );
  expect(answer.status(), await answer.text()).toBe(201);
  return name;
}

for (const [locale, width] of [
  ['pt-BR', 360],
  ['en-US', 1280],
  ['en-US', 360],
  ['pt-BR', 1280],
] as const) {
  const words = WORDS[locale];
  test.describe(`the broker's identifier code (${locale}, ${width} px)`, () => {
    test.use({ locale, viewport: { width, height: 900 } });

    test('Continue saves the typed code; with none it shows the error', async ({
      page,
      request,
      customer,
    }) => {
      test.setTimeout(120_000);
      const broker = await createBroker(request, customer, locale);
      await signIn(page, customer);
      await page.evaluate(() => localStorage.removeItem('checkoutData'));
      await page.goto('/demo/app/checkout/remittance/outbound');
      const simulator = page.locator('.checkout-simulator .simulator-host');
      await simulator.getByLabel(words.purpose).selectOption('INVESTMENTS');
      await expect(simulator.getByLabel(words.purpose)).toHaveValue('INVESTMENTS');
      const continueTo = (section: string) => page.getByTestId(`continue-${section}`);
      await expect(continueTo('simulator')).toBeEnabled({ timeout: 15_000 });
      await continueTo('simulator').click();

      await expect(page.getByTestId('checkout-step')).toHaveText(words.step(2));
      await page.getByRole('radio', { name: new RegExp(broker) }).check();
      await continueTo('investments').click();

      await expect(page.getByTestId('checkout-step')).toHaveText(words.step(3));
      const step = page.getByTestId('identifier-code');
      const code = step.getByLabel(words.code);
      await expect(code).toHaveValue('');
      // One action: the section's Continue; the step has no button of its own.
      await expect(step.getByRole('button')).toHaveCount(0);
      await continueTo('identifierCode').click();
      await expect(step.getByText(words.required)).toBeVisible();
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('checkout-step')).toHaveText(words.step(3));
      await shot(page, `broker-code-error-${locale}-${width}`);

      await code.fill('IBKR-4471');
      await continueTo('identifierCode').click();
      await expect(page.getByTestId('checkout-step')).toHaveText(words.step(4));
      await expect(page.getByText('IBKR-4471').first()).toBeVisible();
      await noHorizontalScroll(page);
      await shot(page, `broker-code-saved-${locale}-${width}`);

      // Saved on the broker: the API answers it with the code.
      const sections = await page.evaluate(
        () => JSON.parse(localStorage.getItem('checkoutData') ?? '{}').identifierCode,
      );
      expect(sections).toBe('IBKR-4471');
    });
  });
}
