// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authUserFixture } from '../session-fixture';
import { renderPortal } from '../profile/profile-harness';
import { accountFixture, beneficiaryFixture, brokerFixture, PHYSICAL } from './payee-harness';

/**
 * The last call that wrote (POST, PUT, DELETE): after a save the page moves on, and the next
 * page's reads may already have gone out when the test looks.
 */
function lastWrite<T extends { method: string }>(calls: readonly T[]): T | undefined {
  return calls.filter((call) => call.method !== 'GET').at(-1);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NEW_BENEFICIARY = '/demo/app/checkout/remittance/beneficiary/new?currency=EUR';

/** The field (never a radio option) labelled `label`. */
function field(label: string | RegExp): HTMLElement {
  const found = screen
    .getAllByLabelText(label)
    .filter((element) => (element as HTMLInputElement).type !== 'radio');
  if (found.length !== 1) throw new Error(`${found.length} fields labelled ${String(label)}`);
  return found[0] as HTMLElement;
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function save() {
  fireEvent.click(screen.getByRole('button', { name: /^(Salvar|Save)$/ }));
}

/** The error text linked to a field. */
function errorOf(label: string | RegExp): string | null | undefined {
  const input = field(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  const id = ids.find((value) => value.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : null;
}

function fillHans() {
  type('Nome completo', 'Hans Peter Müller');
  fireEvent.change(screen.getByLabelText('País'), { target: { value: 'DE' } });
  type('Cidade', 'Berlin');
  type('Rua', 'Unter den Linden');
  type('Nome do titular, como na conta', 'Hans Peter Müller');
  type('Nome do banco', 'Commerzbank');
  type(/^IBAN/, 'DE89 3704 0044 0532 0130 00');
}

describe('create beneficiary (spec operations §3.10, §5.2)', () => {
  it('checks the fields with the catalogue messages, focusing the first', async () => {
    renderPortal({ path: NEW_BENEFICIARY, user: authUserFixture() });
    await screen.findByRole('heading', { name: 'Novo beneficiário' });
    expect((screen.getByLabelText('Moeda') as HTMLSelectElement).value).toBe('EUR');
    expect((screen.getByRole('radio', { name: 'IBAN' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'SWIFT/BIC' })).toBeTruthy();
    save();
    await waitFor(() => expect(errorOf('Nome completo')).toBe('O campo precisa ser preenchido!'));
    expect(document.activeElement).toBe(screen.getByLabelText('Nome completo'));
    expect(errorOf('País')).toBe('Selecione um país.');
    expect(errorOf('Cidade')).toBe('O campo precisa ser preenchido!');

    type('Nome completo', 'Hans');
    type(/^IBAN/, 'DE89 3704 0044 0532 0130 01');
    save();
    await waitFor(() =>
      expect(errorOf('Nome completo')).toBe('O nome precisa conter um sobrenome!'),
    );
    expect(errorOf(/^IBAN/)).toBe('O IBAN precisa ser válido!');

    fillHans();
    fireEvent.change(screen.getByLabelText('País do banco'), { target: { value: 'FR' } });
    save();
    await waitFor(() =>
      expect(errorOf(/^IBAN/)).toBe('O país do banco e o IBAN não correspondem!'),
    );
  });

  it('offers ACH for USD and checks the routing number checksum', async () => {
    renderPortal({
      path: '/demo/app/checkout/remittance/beneficiary/new?currency=USD',
      user: authUserFixture(),
      locale: 'en-US',
    });
    await screen.findByRole('heading', { name: 'New beneficiary' });
    expect(
      (screen.getByRole('radio', { name: 'ACH (routing number)' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByLabelText('Bank country') as HTMLSelectElement).value).toBe('US');
    expect(screen.getAllByRole('option', { name: 'United States' })).toHaveLength(2);
    type('ACH (routing number)', '026009594');
    save();
    await waitFor(() =>
      expect(errorOf('ACH (routing number)')).toBe('The ACH routing number must be valid!'),
    );
  });

  it("starts an empty phone from the dial code of the beneficiary's country", async () => {
    const { container } = renderPortal({ path: NEW_BENEFICIARY, user: authUserFixture() });
    await screen.findByRole('heading', { name: 'Novo beneficiário' });
    expect(container.textContent).toContain('+55');
    fireEvent.change(field('País'), { target: { value: 'DE' } });
    await waitFor(() => expect(container.textContent).toContain('+49'));
  });

  it('labels the account number CBU for ARS and asks for the DNI / CUIT', async () => {
    renderPortal({
      path: '/demo/app/checkout/remittance/beneficiary/new?currency=ARS',
      user: authUserFixture(),
    });
    await screen.findByRole('heading', { name: 'Novo beneficiário' });
    expect(screen.getByLabelText('CBU')).toBeTruthy();
    expect(screen.getByLabelText(/^DNI/)).toBeTruthy();
    expect(screen.getByLabelText(/^CUIT/)).toBeTruthy();
  });

  it('creates under /beneficiaries/outbound/eur and returns to the checkout with its id', async () => {
    const { calls, router } = renderPortal({
      path: NEW_BENEFICIARY,
      user: authUserFixture(),
      routes: {
        [`POST ${PHYSICAL}/beneficiaries/outbound/eur`]: [
          {
            status: 422,
            body: {
              statusCode: 422,
              code: 'VALIDATION_FAILED',
              message: 'Dados inválidos',
              fields: [{ field: 'account.bankName', message: 'Banco desconhecido' }],
            },
          },
          { status: 201, body: beneficiaryFixture({ id: 12 }) },
        ],
      },
    });
    await screen.findByRole('heading', { name: 'Novo beneficiário' });
    // The checkout reads `?beneficiaryId=` and drops it from the URL as it renders: every
    // location is kept, not only the last one.
    const visited: string[] = [];
    router.subscribe(({ location }) => visited.push(location.pathname + location.search));
    fillHans();
    save();
    await waitFor(() => expect(errorOf('Nome do banco')).toBe('Banco desconhecido'));
    save();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/demo/app/checkout/remittance/outbound'),
    );
    expect(visited).toContain('/demo/app/checkout/remittance/outbound?beneficiaryId=12');
    expect(lastWrite(calls)?.body).toMatchObject({
      personType: 'physical',
      fullName: 'Hans Peter Müller',
      currency: 'EUR',
      type: 'OUTBOUND',
      address: { country: 'DE', city: 'Berlin', street: 'Unter den Linden' },
      account: {
        currency: 'EUR',
        bankCountry: 'DE',
        code: { option: 'IBAN', value: 'DE89 3704 0044 0532 0130 00' },
      },
    });
  });

  it('edits a beneficiary with PUT and goes back selecting it; Cancel goes back', async () => {
    const { calls, router } = renderPortal({
      path: '/demo/app/checkout/remittance/beneficiary/4',
      user: authUserFixture(),
      routes: {
        [`GET ${PHYSICAL}/beneficiary/4`]: {
          status: 200,
          body: beneficiaryFixture({
            subType: 'STUDENT',
            studyDocuments: [{ key: 'uploads/52998224725-beneficiary.pdf', url: '/api/files/doc' }],
          }),
        },
        [`PUT ${PHYSICAL}/beneficiaries/outbound/4/eur`]: {
          status: 200,
          body: beneficiaryFixture({ fullName: 'Hans Peter Meyer' }),
        },
      },
    });
    await screen.findByRole('heading', { name: 'Editar beneficiário' });
    await waitFor(() =>
      expect((screen.getByLabelText('Nome completo') as HTMLInputElement).value).toBe(
        'Hans Peter Müller',
      ),
    );
    expect((field(/^IBAN/) as HTMLInputElement).value).toBe('DE89370400440532013000');
    expect(screen.getByRole('link', { name: 'Cancelar' }).getAttribute('href')).toBe(
      '/demo/app/checkout/remittance/outbound',
    );
    expect(
      screen.getByRole('link', { name: '52998224725-beneficiary.pdf' }).getAttribute('href'),
    ).toBe('/api/files/doc');
    type('Nome completo', 'Hans Peter Meyer');
    save();
    await waitFor(() => expect(router.state.location.search).toBe('?beneficiaryId=4'));
    expect(lastWrite(calls)).toMatchObject({
      method: 'PUT',
      // What the page does not edit is kept.
      body: {
        fullName: 'Hans Peter Meyer',
        subType: 'STUDENT',
        studyDocuments: [{ key: 'uploads/52998224725-beneficiary.pdf' }],
      },
    });
  });
});

describe('own account (spec operations §3.11, §3.12, §5.2)', () => {
  it('refuses a CPF PIX key that is not the customer’s own document, then saves its own', async () => {
    const { calls, router } = renderPortal({
      path: '/demo/app/checkout/remittance/account/new?type=inbound',
      user: authUserFixture(),
      routes: {
        [`POST ${PHYSICAL}/accounts/inbound`]: {
          status: 201,
          body: accountFixture({ id: 21, type: 'INBOUND', pixType: 'cpf' }),
        },
      },
    });
    await screen.findByRole('heading', { name: 'Nova conta' });
    expect((screen.getByRole('radio', { name: 'No Brasil' }) as HTMLInputElement).checked).toBe(
      true,
    );
    save();
    await waitFor(() =>
      expect(errorOf('Tipo de chave PIX')).toBe('Selecione o tipo de chave PIX.'),
    );
    type('Nome do titular, como na conta', 'Maria Silva');
    fireEvent.change(screen.getByLabelText('Tipo de chave PIX'), { target: { value: 'cpf' } });
    type('Chave PIX', '111.444.777-35');
    save();
    await waitFor(() =>
      expect(errorOf('Chave PIX')).toBe(
        'A chave PIX precisa ser o mesmo CPF/CNPJ do seu cadastro!',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Usar o documento do meu cadastro' }));
    save();
    await waitFor(() => expect(router.state.location.search).toBe('?accountId=21'));
    expect(lastWrite(calls)?.body).toMatchObject({
      type: 'INBOUND',
      name: 'Maria Silva',
      pixType: 'cpf',
      pixKey: '52998224725',
    });
  });

  it('checks a random key and asks for all bank data once started', async () => {
    renderPortal({
      path: '/demo/app/checkout/remittance/account/new?type=inbound',
      user: authUserFixture(),
    });
    await screen.findByRole('heading', { name: 'Nova conta' });
    type('Nome do titular, como na conta', 'Maria Silva');
    fireEvent.change(screen.getByLabelText('Tipo de chave PIX'), { target: { value: 'hash' } });
    type('Chave PIX', 'not-a-key');
    save();
    await waitFor(() => expect(errorOf('Chave PIX')).toBe('A chave aleatória precisa ser válida!'));
    fireEvent.click(screen.getByRole('radio', { name: 'Dados bancários' }));
    type('Banco (código de 3 dígitos)', '341');
    save();
    await waitFor(() => expect(errorOf('Agência')).toBe('O campo precisa ser preenchido!'));
    expect(errorOf('Conta com dígito')).toBe('O campo precisa ser preenchido!');
  });

  it('creates an account abroad under /accounts/outbound/gbp with a sort code', async () => {
    const { calls, router } = renderPortal({
      path: '/demo/app/checkout/remittance/account/new?currency=GBP',
      user: authUserFixture(),
      locale: 'en-US',
      routes: {
        [`POST ${PHYSICAL}/accounts/outbound/gbp`]: {
          status: 201,
          body: accountFixture({ id: 30, currency: 'GBP' }),
        },
      },
    });
    await screen.findByRole('heading', { name: 'New account' });
    type('Account holder name, as on the account', 'Maria Silva');
    type('Bank name', 'Barclays');
    type('Sort code', '20-00-0');
    save();
    await waitFor(() => expect(errorOf('Sort code')).toBe('The sort code must have 6 digits!'));
    type('Sort code', '20-00-00');
    type('Account number', '12345678');
    save();
    await waitFor(() => expect(router.state.location.search).toBe('?accountId=30'));
    expect(lastWrite(calls)?.body).toMatchObject({
      type: 'OUTBOUND',
      currency: 'GBP',
      bankCountry: 'GB',
      code: { option: 'SORT_CODE', value: '20-00-00' },
      number: '12345678',
    });
  });
});

describe('edit own account', () => {
  it('loads an account abroad and saves it with PUT /accounts/outbound/{id}/{currency}', async () => {
    const { calls, router } = renderPortal({
      path: '/demo/app/checkout/remittance/account/9',
      user: authUserFixture(),
      locale: 'en-US',
      routes: {
        [`GET ${PHYSICAL}/accounts/9`]: { status: 200, body: accountFixture() },
        [`PUT ${PHYSICAL}/accounts/outbound/9/eur`]: { status: 200, body: accountFixture() },
      },
    });
    await screen.findByRole('heading', { name: 'Edit account' });
    await waitFor(() => expect((field('Bank name') as HTMLInputElement).value).toBe('Commerzbank'));
    // The kind of an existing account is not changed here.
    expect(screen.queryByRole('radio', { name: 'In Brazil' })).toBeNull();
    type('Bank name', 'Commerzbank AG');
    save();
    await waitFor(() => expect(router.state.location.search).toBe('?accountId=9'));
    expect(lastWrite(calls)).toMatchObject({
      method: 'PUT',
      body: { type: 'OUTBOUND', bankName: 'Commerzbank AG', currency: 'EUR' },
    });
  });

  it('says so when the account does not exist', async () => {
    renderPortal({
      path: '/demo/app/checkout/remittance/account/99',
      user: authUserFixture(),
      routes: {
        [`GET ${PHYSICAL}/accounts/99`]: {
          status: 404,
          body: { statusCode: 404, code: 'NOT_FOUND', message: 'Conta não encontrada' },
        },
      },
    });
    expect(await screen.findByText('Registro não encontrado.')).toBeTruthy();
  });
});

describe("create investment broker ('I didn't find my broker', spec operations §3.13)", () => {
  it('needs ACH or SWIFT/BIC, then creates and returns with investmentBrokerId', async () => {
    const { calls, router } = renderPortal({
      path: '/demo/app/checkout/remittance/investmentBroker/new',
      user: authUserFixture(),
      routes: {
        [`POST ${PHYSICAL}/investmentBroker`]: { status: 201, body: brokerFixture({ id: 7 }) },
      },
    });
    await screen.findByRole('heading', { name: 'Cadastrar corretora' });
    type('Nome da corretora', 'Interactive Brokers LLC');
    type('Banco da corretora', 'JPMorgan Chase');
    type('Número da sua conta na corretora', '000987654321');
    save();
    await waitFor(() =>
      expect(errorOf('ACH (roteamento bancário)')).toBe(
        'Informe o código ACH ou SWIFT/BIC da corretora.',
      ),
    );
    type('SWIFT/BIC', 'chasus33');
    save();
    await waitFor(() => expect(router.state.location.search).toBe('?investmentBrokerId=7'));
    expect(lastWrite(calls)?.body).toMatchObject({
      name: 'Interactive Brokers LLC',
      country: 'US',
      currency: 'USD',
      swiftCode: 'CHASUS33',
      achCode: null,
    });
  });
});
