import { expect, test } from '@playwright/test';
import { describeEachLocaleWidth, localeWidthShot } from '../shared/locale-width-steps';
import { SEEDED, signIn } from '../shared/sign-in';

// The address form's CEP lookup (spec platform §3 "Address", §5; issue 19, item 9): a CEP that
// is not found after one that filled the address clears the street, district, city and state
// it had filled (the state no longer stays selected) and says the CEP was not found; what the
// customer typed (the number) stays. On the profile's new-address page, in both languages, at
// 360 px and 1280 px. 00500-000 is outside every Correios range: the sandbox does not find it.

const WORDS = {
  'pt-BR': {
    cep: 'CEP',
    street: 'Logradouro',
    number: 'Número',
    district: 'Bairro',
    city: 'Cidade',
    state: 'Estado (UF)',
    notFound: 'O CEP informado não foi encontrado',
  },
  'en-US': {
    cep: 'Zip code (CEP)',
    street: 'Street',
    number: 'Number',
    district: 'Neighborhood',
    city: 'City',
    state: 'State (UF)',
    notFound: 'The zip code entered was not found.',
  },
} as const;

describeEachLocaleWidth('a CEP not found', (locale, width) => {
  const words = WORDS[locale];
  test('clears the address the previous CEP filled and says the CEP was not found', async ({
    page,
  }) => {
    await signIn(page, SEEDED.customer);
    await page.goto('/demo/app/profile/address/new');

    const cep = page.getByLabel(words.cep, { exact: true });
    await cep.fill('01310-100');
    await expect(page.getByLabel(words.street)).toHaveValue('Avenida Paulista');
    await expect(page.getByLabel(words.state)).toHaveValue('SP');
    await page.getByLabel(words.number, { exact: true }).fill('1000');

    await cep.fill('00500-000');
    await expect(page.getByText(words.notFound)).toBeVisible();
    await expect(cep).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(words.street)).toHaveValue('');
    await expect(page.getByLabel(words.district)).toHaveValue('');
    await expect(page.getByLabel(words.city)).toHaveValue('');
    await expect(page.getByLabel(words.state)).toHaveValue('');
    await expect(page.getByLabel(words.number, { exact: true })).toHaveValue('1000');
    await localeWidthShot(page, 'cep-not-found', locale, width);
  });
});
