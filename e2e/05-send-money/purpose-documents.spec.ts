import { readFile } from 'node:fs/promises';
import { hans } from '../../tests/server/payees/payee-fixtures';
import { apiSignIn } from '../shared/api-steps';
import { expect, test } from '../shared/own-customer';
import { signIn } from '../shared/sign-in';
import { useLanguage } from './api-operations';
import { noHorizontalScroll, operationIdOf, PNG, shot, surname } from './journey-steps';

// The documents attached to an operation's purpose on its detail (spec operations §3.22; issue
// 19, item 10): the customer attaches a real PNG in the checkout's Documents section, finishes,
// opens the operation's detail, finds the document under 'Documentos da finalidade' / 'Purpose
// documents' with its type and sending date, and downloads it: the file saved holds the very
// bytes uploaded. pt-BR at 1280 px and en-US at 360 px.

const WORDS = {
  'pt-BR': {
    currency: 'Moeda',
    receive: 'Você recebe',
    description: 'Descrição',
    declaration: /Declaro que as informações/,
    remove: 'Remover comprovante.png',
    terms: 'Li e concordo com os termos de uso',
    details: 'Ver detalhes da operação',
    title: 'Documentos da finalidade',
    sent: /PNG · Enviado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    download: /^Baixar /,
    carried: /€\s?20,00 · total R\$/,
  },
  'en-US': {
    currency: 'Currency',
    receive: 'You receive',
    description: 'Description',
    declaration: /I declare that the information/,
    remove: 'Remove comprovante.png',
    terms: 'I have read and agree to the terms of use',
    details: 'See operation details',
    title: 'Purpose documents',
    sent: /PNG · Sent on \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2}\s?(AM|PM)/,
    download: /^Download /,
    carried: /€20\.00 · total R\$/,
  },
} as const;

for (const [locale, width] of [
  ['pt-BR', 1280],
  ['en-US', 360],
] as const) {
  test(`the purpose document attached in the checkout is listed on the detail and downloads (${locale}, ${width} px)`, async ({
    page,
    request,
    customer,
  }) => {
    test.setTimeout(150_000);
    const w = WORDS[locale];
    const name = `Greta Documentos ${surname}${locale === 'en-US' ? 'En' : 'Pt'}`;
    const headers = await apiSignIn(request, customer);
    const beneficiary = await request.post(
      `/api/customers/v1/physicals/${customer.cpf}/beneficiaries/outbound/eur`,
      {
        headers,
        data: {
          ...hans,
          fullName: name,
          account: { ...hans.account, name },
          email: `greta-${Date.now()}@example.de`,
        },
      },
    );
    expect(beneficiary.status(), await beneficiary.text()).toBe(201);

    await useLanguage(page, locale);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, customer);
    await page.evaluate(() => localStorage.removeItem('checkoutData'));
    await page.goto('/demo/app/checkout/remittance/outbound');

    // A small quote in the checkout's own simulator.
    const simulator = page.locator('.checkout-simulator .simulator-host');
    await simulator.getByLabel(w.currency).first().selectOption('EUR');
    await expect(simulator.getByText(/^1 EUR = R\$/)).toBeVisible();
    const requoted = page.waitForResponse(
      (answer) =>
        answer.url().includes('/exchanges/remittance/outbound') &&
        answer.url().includes('value=2000') &&
        answer.ok(),
    );
    await simulator.getByLabel(w.receive).fill('20');
    await requoted;
    const continueTo = (section: string) => page.getByTestId(`continue-${section}`);
    await expect(continueTo('simulator')).toBeEnabled();
    await continueTo('simulator').click();
    // The checkout carries the new quote, not the default EUR 1,000.00.
    await expect(page.getByText(w.carried)).toBeVisible();
    await page
      .getByRole('radio', { name: new RegExp(name) })
      .first()
      .check();
    await continueTo('beneficiary').click();
    await page.getByLabel(w.description).fill('Ajuda mensal à família');
    await page.getByLabel(w.declaration).check();
    await continueTo('purposeCode').click();
    await page
      .getByTestId('document-input')
      .setInputFiles({ name: 'comprovante.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: w.remove })).toBeVisible();
    await continueTo('documents').click();
    await continueTo('paymentMethods').click();
    await expect(page).toHaveURL(/\/summary$/);
    await page.getByLabel(w.terms).check();
    await page.getByTestId('finish').click();
    await expect(page).toHaveURL(/\/summary\/success$/, { timeout: 20_000 });
    const id = await operationIdOf(page);

    await page.getByRole('link', { name: w.details }).click();
    await expect(page).toHaveURL(new RegExp(`/reports/remittance/outbound/show/${id}$`));
    const section = page.getByRole('region', { name: w.title });
    await expect(section).toBeVisible();
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(w.sent);
    await section.scrollIntoViewIfNeeded();
    await noHorizontalScroll(page);
    await shot(page, `purpose-documents-${locale}-${width}`);

    const downloaded = page.waitForEvent('download');
    await section.getByRole('button', { name: w.download }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(/\.png$/);
    const path = await file.path();
    expect((await readFile(path)).equals(PNG)).toBe(true);
  });
}
