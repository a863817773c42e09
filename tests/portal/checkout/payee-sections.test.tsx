// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountSection } from '../../../portal/pages/checkout/sections/AccountSection';
import { BeneficiarySection } from '../../../portal/pages/checkout/sections/BeneficiarySection';
import {
  IdentifierCodeSection,
  InvestmentSection,
  type IdentifierCodeSave,
} from '../../../portal/pages/checkout/sections/InvestmentSection';
import {
  accountFixture,
  beneficiaryFixture,
  brokerFixture,
  PHYSICAL,
  renderSection,
} from './payee-harness';
import {
  COMPANY_ACCOUNTS_QUERY,
  COMPANY_BENEFICIARIES_QUERY,
  DELETE_BENEFICIARY_MUTATION,
} from '../../../src/api/company-payees';

const CUSTOMER = { cpf: '52998224725', cnpj: null };
const LIST = [
  beneficiaryFixture(),
  beneficiaryFixture({
    id: 5,
    fullName: 'Marie Curie Dupont',
    account: accountFixture({
      id: 10,
      name: 'Marie Curie Dupont',
      bankName: 'BNP Paribas',
      code: { option: 'SWIFT_BIC', value: 'BNPAFRPPXXX' },
      bankCode: 'BNPAFRPPXXX',
      iban: null,
      bankCountry: 'FR',
    }),
  }),
  // Another currency: not offered for an EUR quote.
  beneficiaryFixture({ id: 6, fullName: 'John Smith', currency: 'USD' }),
];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('BeneficiarySection (spec operations §2.4 beneficiary, §8.2)', () => {
  it("lists the quote currency's outbound beneficiaries as radio cards and selects one", async () => {
    const onSelect = vi.fn();
    const { calls } = renderSection(
      <BeneficiarySection customer={CUSTOMER} currency="EUR" selectedId={5} onSelect={onSelect} />,
      { [`GET ${PHYSICAL}/beneficiaries`]: { status: 200, body: LIST } },
    );
    const cards = await screen.findAllByTestId('beneficiary-card');
    expect(cards).toHaveLength(2);
    expect(calls[0]?.path).toBe(`${PHYSICAL}/beneficiaries`);
    expect(cards[0]?.textContent).toContain('Commerzbank · IBAN DE89 3704 0044 0532 0130 00');
    expect(cards[0]?.textContent).toContain('Berlin · Alemanha');
    const hans = screen.getByRole('radio', { name: /Hans Peter Müller/ });
    expect((screen.getByRole('radio', { name: /Marie Curie/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(hans);
    expect(onSelect).toHaveBeenCalledWith(4);
    expect(
      screen.getByRole('link', { name: 'Editar Hans Peter Müller' }).getAttribute('href'),
    ).toBe('/demo/app/checkout/remittance/beneficiary/4');
    expect(screen.getByRole('link', { name: 'Adicionar beneficiário' }).getAttribute('href')).toBe(
      '/demo/app/checkout/remittance/beneficiary/new?currency=EUR',
    );
  });

  it('asks in the delete-beneficiary modal, deletes, says so and clears the selection', async () => {
    const onSelect = vi.fn();
    const { calls } = renderSection(
      <BeneficiarySection customer={CUSTOMER} currency="EUR" selectedId={4} onSelect={onSelect} />,
      {
        [`GET ${PHYSICAL}/beneficiaries`]: { status: 200, body: LIST },
        [`DELETE ${PHYSICAL}/beneficiary/4`]: { status: 200, body: { success: true } },
      },
    );
    await screen.findAllByTestId('beneficiary-card');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Hans Peter Müller' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir beneficiário' });
    expect(dialog.textContent).toContain('Você tem certeza que deseja excluir Hans Peter Müller?');
    // Cancel keeps it.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Excluir Hans Peter Müller' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sim, excluir beneficiário' }));
    expect(await screen.findByText('Beneficiário excluído com sucesso')).toBeTruthy();
    expect(screen.getAllByTestId('beneficiary-card')).toHaveLength(1);
    expect(onSelect).toHaveBeenCalledWith(null);
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: `${PHYSICAL}/beneficiary/4` });
  });

  it("reports a failed delete as 'Erro ao excluir beneficiário: {0}' and keeps the card", async () => {
    renderSection(
      <BeneficiarySection
        customer={CUSTOMER}
        currency="EUR"
        selectedId={null}
        onSelect={vi.fn()}
      />,
      {
        [`GET ${PHYSICAL}/beneficiaries`]: { status: 200, body: LIST },
        [`DELETE ${PHYSICAL}/beneficiary/4`]: {
          status: 404,
          body: { statusCode: 404, code: 'NOT_FOUND', message: 'Beneficiário não encontrado' },
        },
      },
    );
    await screen.findAllByTestId('beneficiary-card');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Hans Peter Müller' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sim, excluir beneficiário' }));
    expect(
      await screen.findByText('Erro ao excluir beneficiário: Beneficiário não encontrado'),
    ).toBeTruthy();
    expect(screen.getAllByTestId('beneficiary-card')).toHaveLength(2);
  });

  it('shows the skeleton, then the catalogue error with a retry, then the empty state', async () => {
    const { container } = renderSection(
      <BeneficiarySection
        customer={CUSTOMER}
        currency="GBP"
        selectedId={null}
        onSelect={vi.fn()}
      />,
      {
        [`GET ${PHYSICAL}/beneficiaries`]: [
          { status: 503, body: { statusCode: 503, code: 'UNAVAILABLE', message: 'x' } },
          { status: 200, body: [] },
        ],
      },
      'en-US',
    );
    expect(container.querySelectorAll('.payee-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByText('Failed to process the request.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no beneficiaries in GBP yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add beneficiary' })).toBeTruthy();
  });

  it("lists a company's beneficiaries through GraphQL, without 'Edit', and deletes one", async () => {
    const { calls } = renderSection(
      <BeneficiarySection
        customer={{ cnpj: '11222333000181' }}
        currency="EUR"
        selectedId={null}
        onSelect={vi.fn()}
      />,
      {
        'POST /api/v1/clients': (body) => {
          const { query } = body as { query: string };
          if (query === COMPANY_BENEFICIARIES_QUERY) {
            return { status: 200, body: { data: { legalPerson: { beneficiaries: LIST } } } };
          }
          if (query === DELETE_BENEFICIARY_MUTATION) {
            return { status: 200, body: { data: { deleteBeneficiary: { success: true } } } };
          }
          return { status: 400, body: { data: null, errors: [{ message: 'x' }] } };
        },
      },
    );
    expect(await screen.findAllByTestId('beneficiary-card')).toHaveLength(2);
    expect(calls[0]?.body).toEqual({
      query: COMPANY_BENEFICIARIES_QUERY,
      variables: { type: 'OUTBOUND', currency: 'EUR' },
    });
    expect(screen.queryByRole('link', { name: 'Editar Hans Peter Müller' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Adicionar beneficiário' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Hans Peter Müller' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sim, excluir beneficiário' }));
    expect(await screen.findByText('Beneficiário excluído com sucesso')).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({
      query: DELETE_BENEFICIARY_MUTATION,
      variables: { id: 4 },
    });
  });

  it("shows a GraphQL error's catalogue message, in English too", async () => {
    renderSection(
      <BeneficiarySection
        customer={{ cnpj: '11222333000181' }}
        currency="EUR"
        selectedId={null}
        onSelect={vi.fn()}
      />,
      {
        'POST /api/v1/clients': (body) =>
          (body as { query: string }).query === COMPANY_BENEFICIARIES_QUERY
            ? { status: 200, body: { data: { legalPerson: { beneficiaries: LIST } } } }
            : {
                status: 200,
                body: {
                  data: null,
                  errors: [
                    {
                      message: 'The record was not found.',
                      extensions: { code: 'NOT_FOUND' },
                    },
                  ],
                },
              },
      },
      'en-US',
    );
    await screen.findAllByTestId('beneficiary-card');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Hans Peter Müller' }));
    fireEvent.click(screen.getByRole('button', { name: /^Yes/ }));
    expect(await screen.findByText(/The record was not found\./)).toBeTruthy();
    expect(screen.getAllByTestId('beneficiary-card')).toHaveLength(2);
  });
});

describe('AccountSection (spec operations §2.4 accounts, delete-account modal)', () => {
  it('lists the accounts abroad in the currency and deletes one through the modal', async () => {
    const { calls } = renderSection(
      <AccountSection customer={CUSTOMER} currency="EUR" selectedId={null} onSelect={vi.fn()} />,
      {
        [`GET ${PHYSICAL}/accounts`]: { status: 200, body: [accountFixture()] },
        [`DELETE ${PHYSICAL}/accounts/9`]: { status: 200, body: { success: true } },
      },
    );
    const card = (await screen.findAllByTestId('account-card'))[0] as HTMLElement;
    expect(card.textContent).toContain('Commerzbank');
    expect(screen.getByRole('link', { name: 'Adicionar conta' }).getAttribute('href')).toBe(
      '/demo/app/checkout/remittance/account/new?currency=EUR',
    );
    fireEvent.click(within(card).getByRole('button', { name: /Excluir/ }));
    expect(screen.getByRole('alertdialog', { name: 'Excluir conta' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sim, excluir conta' }));
    expect(await screen.findByText('Conta excluída com sucesso')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: `${PHYSICAL}/accounts/9` });
  });

  it('shows a Brazilian PIX account by its key type', async () => {
    renderSection(
      <AccountSection
        customer={CUSTOMER}
        currency="USD"
        direction="INBOUND"
        selectedId={null}
        onSelect={vi.fn()}
      />,
      {
        [`GET ${PHYSICAL}/accounts`]: {
          status: 200,
          body: [
            accountFixture({
              id: 2,
              type: 'INBOUND',
              name: 'Maria Silva',
              currency: null,
              pixType: 'email',
              pixKey: 'maria@example.com',
              code: null,
              bankCode: null,
              iban: null,
              bankName: null,
              bankCountry: null,
            }),
          ],
        },
      },
    );
    const card = (await screen.findAllByTestId('account-card'))[0] as HTMLElement;
    expect(card.textContent).toContain('PIX · E-mail');
    expect(card.textContent).toContain('maria@example.com');
  });
});

describe('InvestmentSection (spec operations §2.4 investments, identifierCode)', () => {
  it("offers 'I didn't find my broker' and saves the chosen broker's identifier code", async () => {
    const onIdentifierCode = vi.fn();
    const { calls } = renderSection(
      <InvestmentSection
        customer={CUSTOMER}
        currency="USD"
        selectedId={3}
        onSelect={vi.fn()}
        onIdentifierCode={onIdentifierCode}
      />,
      {
        [`GET ${PHYSICAL}/remittance/investmentBroker`]: { status: 200, body: [brokerFixture()] },
        [`POST ${PHYSICAL}/investmentBroker/3`]: (body) => ({
          status: 200,
          body: brokerFixture({ bankCode: (body as { bankCode: string }).bankCode }),
        }),
      },
      'en-US',
    );
    await screen.findAllByTestId('broker-card');
    expect(screen.getByRole('link', { name: "I didn't find my broker" }).getAttribute('href')).toBe(
      '/demo/app/checkout/remittance/investmentBroker/new',
    );
    const code = screen.getByLabelText('Identifier code');
    fireEvent.click(screen.getByRole('button', { name: 'Save code' }));
    expect(await screen.findByText('The field needs to be filled in!')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(code, { target: { value: 'IBKR-4471' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save code' }));
    expect(await screen.findByText('Identifier code saved')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: `${PHYSICAL}/investmentBroker/3`,
      body: { bankCode: 'IBKR-4471' },
    });
    await waitFor(() => expect(onIdentifierCode).toHaveBeenCalledWith('IBKR-4471'));
  });
});

describe('IdentifierCodeSection in the checkout (issue 19, item 9)', () => {
  it.each(['pt-BR', 'en-US'] as const)(
    "has no 'Save code' of its own: the checkout's Continue saves the typed code, and an invalid one shows its error (%s)",
    async (locale) => {
      const onIdentifierCode = vi.fn();
      const saveRef: { current: IdentifierCodeSave | null } = { current: null };
      const { calls } = renderSection(
        <IdentifierCodeSection
          customer={CUSTOMER}
          brokerId={3}
          onIdentifierCode={onIdentifierCode}
          saveRef={saveRef}
        />,
        {
          [`GET ${PHYSICAL}/remittance/investmentBroker/3`]: {
            status: 200,
            body: brokerFixture({ bankCode: null }),
          },
          [`POST ${PHYSICAL}/investmentBroker/3`]: (body) => ({
            status: 200,
            body: brokerFixture({ bankCode: (body as { bankCode: string }).bankCode }),
          }),
        },
        locale,
      );
      const label = locale === 'pt-BR' ? 'Código identificador' : 'Identifier code';
      const code = await screen.findByLabelText(label);
      expect(screen.queryByRole('button', { name: /code|código/i })).toBeNull();

      // Continue with nothing typed: refused, with the field's error.
      const save = saveRef.current;
      expect(save).not.toBeNull();
      expect(await save?.()).toBe(false);
      await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
      expect(
        screen.getByText(
          locale === 'pt-BR'
            ? 'O campo precisa ser preenchido!'
            : 'The field needs to be filled in!',
        ),
      ).toBeTruthy();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);

      // Continue with a code typed: saved, and the checkout holds it.
      fireEvent.change(code, { target: { value: 'IBKR-4471' } });
      await waitFor(() => expect(code.getAttribute('aria-invalid')).not.toBe('true'));
      expect(await saveRef.current?.()).toBe(true);
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        expect.objectContaining({
          path: `${PHYSICAL}/investmentBroker/3`,
          body: { bankCode: 'IBKR-4471' },
        }),
      ]);
      await waitFor(() => expect(onIdentifierCode).toHaveBeenCalledWith('IBKR-4471'));
      // The same code again: nothing more to save.
      expect(await saveRef.current?.()).toBe(true);
      expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    },
  );
});

describe('AccountSection for a company (GraphQL, issue 20)', () => {
  it("lists the company's accounts abroad in the quote's currency", async () => {
    const { calls } = renderSection(
      <AccountSection
        customer={{ cnpj: '11222333000181' }}
        currency="EUR"
        selectedId={null}
        onSelect={vi.fn()}
      />,
      {
        'POST /api/v1/clients': {
          status: 200,
          body: { data: { legalPerson: { accounts: [accountFixture()] } } },
        },
      },
    );
    const card = (await screen.findAllByTestId('account-card'))[0] as HTMLElement;
    expect(card.textContent).toContain('Commerzbank');
    expect(calls[0]?.body).toEqual({
      query: COMPANY_ACCOUNTS_QUERY,
      variables: { type: 'OUTBOUND', currency: 'EUR' },
    });
    expect(within(card).queryByRole('link', { name: /Editar/ })).toBeNull();
  });
});
