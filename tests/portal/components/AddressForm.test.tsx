// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressForm } from '../../../portal/components/AddressForm';
import {
  emptyAddressForm,
  parseAddressForm,
  type AddressFormValue,
} from '../../../portal/forms/address-form-value';
import { createFakeFetch } from '../../src/api/fake-fetch';
import { renderWithProviders } from '../form-harness';

afterEach(cleanup);

const paulista = {
  zipCode: '01310-100',
  street: 'Avenida Paulista',
  complement: '',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
  ibge: '3550308',
  ddd: '11',
  sandbox: true,
};

function Harness(props: { initial?: AddressFormValue; withNickname?: boolean }) {
  const [value, setValue] = useState(props.initial ?? emptyAddressForm());
  return (
    <>
      <AddressForm value={value} onChange={setValue} withNickname={props.withNickname} />
      <pre data-testid="value">{JSON.stringify(value)}</pre>
    </>
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const current = (): AddressFormValue =>
  JSON.parse(screen.getByTestId('value').textContent ?? '{}') as AddressFormValue;

describe('AddressForm', () => {
  it('looks a complete CEP up and fills street, neighbourhood, city and state', async () => {
    const fake = createFakeFetch().respond(200, paulista);
    renderWithProviders(<Harness />, { fake });
    fireEvent.change(field('CEP'), { target: { value: '01310100' } });
    expect(field('CEP').value).toBe('01310-100');
    await waitFor(() => expect(field('Logradouro').value).toBe('Avenida Paulista'));
    expect(new URL(fake.requests[0]?.url ?? '').pathname).toBe('/api/v1/zip-codes/01310100');
    expect(field('Bairro').value).toBe('Bela Vista');
    expect(field('Cidade').value).toBe('São Paulo');
    expect((screen.getByLabelText('Estado (UF)') as HTMLSelectElement).value).toBe('SP');
    // The number is what the CEP cannot say: the focus goes there.
    expect(document.activeElement).toBe(field('Número'));
    expect(
      screen.getByText('Endereço encontrado. Confira os dados e informe o número.'),
    ).toBeTruthy();
  });

  it('keeps the looked-up address when the focus leaves the CEP before the page re-renders', async () => {
    // A page that applies changes a moment later (as any batching parent may).
    function DeferredHarness() {
      const [value, setValue] = useState(emptyAddressForm());
      return <AddressForm value={value} onChange={(next) => setTimeout(() => setValue(next), 0)} />;
    }
    const fake = createFakeFetch().respond(200, paulista);
    renderWithProviders(<DeferredHarness />, { fake });
    field('CEP').focus();
    fireEvent.change(field('CEP'), { target: { value: '01310100' } });
    await waitFor(() => expect(field('CEP').value).toBe('01310-100'));
    await waitFor(() => expect(document.activeElement).toBe(field('Número')));
    fireEvent.blur(field('CEP'));
    await waitFor(() => expect(field('Logradouro').value).toBe('Avenida Paulista'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(field('Logradouro').value).toBe('Avenida Paulista');
    expect(field('Cidade').value).toBe('São Paulo');
  });

  it('does not ask again while the CEP stays the same, nor for a half-typed one', async () => {
    const fake = createFakeFetch().respond(200, paulista);
    renderWithProviders(<Harness />, { fake });
    fireEvent.change(field('CEP'), { target: { value: '0131' } });
    expect(field('CEP').value).toBe('0131');
    expect(fake.requests).toHaveLength(0);
    fireEvent.change(field('CEP'), { target: { value: '01310-100' } });
    await waitFor(() => expect(field('Logradouro').value).toBe('Avenida Paulista'));
    fireEvent.change(field('Logradouro'), { target: { value: 'Av. Paulista' } });
    fireEvent.blur(field('CEP'));
    expect(fake.requests).toHaveLength(1);
    expect(field('Logradouro').value).toBe('Av. Paulista');
  });

  it('says "O CEP informado não foi encontrado" on the CEP field for an unknown CEP', async () => {
    const fake = createFakeFetch().respond(404, {
      statusCode: 404,
      code: 'ZIP_CODE_NOT_FOUND',
      message: 'O CEP informado não foi encontrado',
    });
    renderWithProviders(<Harness />, { fake });
    fireEvent.change(field('CEP'), { target: { value: '99999-999' } });
    await waitFor(() => expect(field('CEP').getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (field('CEP').getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('O CEP informado não foi encontrado');
    // Typing another CEP clears it.
    fireEvent.change(field('CEP'), { target: { value: '99999-99' } });
    expect(field('CEP').getAttribute('aria-invalid')).toBeNull();
  });

  it('says it in English too', async () => {
    const fake = createFakeFetch().respond(404, {
      statusCode: 404,
      code: 'ZIP_CODE_NOT_FOUND',
      message: 'The zip code entered was not found.',
    });
    renderWithProviders(<Harness />, { fake, locale: 'en-US' });
    fireEvent.change(field('Zip code (CEP)'), { target: { value: '99999999' } });
    await waitFor(() =>
      expect(screen.getByText('The zip code entered was not found.')).toBeTruthy(),
    );
  });

  it.each([
    [
      'pt-BR',
      'CEP',
      'Logradouro',
      'Bairro',
      'Cidade',
      'Estado (UF)',
      'O CEP informado não foi encontrado',
    ],
    [
      'en-US',
      'Zip code (CEP)',
      'Street',
      'Neighborhood',
      'City',
      'State (UF)',
      'The zip code entered was not found.',
    ],
  ] as const)(
    'clears what the previous CEP filled when the next one is not found, and says so (%s; issue 19, item 9)',
    async (locale, cep, street, district, city, state, notFound) => {
      const fake = createFakeFetch()
        .respond(200, paulista)
        .respond(404, { statusCode: 404, code: 'ZIP_CODE_NOT_FOUND', message: notFound });
      renderWithProviders(<Harness />, { fake, locale });
      fireEvent.change(field(cep), { target: { value: '01310100' } });
      await waitFor(() => expect(field(street).value).toBe('Avenida Paulista'));
      // The customer types the number and a complement: those are theirs, not the CEP's.
      fireEvent.change(field(new RegExp(locale === 'pt-BR' ? '^Número' : '^Number')), {
        target: { value: '1000' },
      });
      fireEvent.change(field(cep), { target: { value: '99999999' } });
      await waitFor(() => expect(screen.getByText(notFound)).toBeTruthy());
      expect(field(street).value).toBe('');
      expect(field(district).value).toBe('');
      expect(field(city).value).toBe('');
      expect((screen.getByLabelText(state) as HTMLSelectElement).value).toBe('');
      expect(current()).toMatchObject({ street: '', neighborhood: '', city: '', state: '' });
      expect(current().number).toBe('1000');
    },
  );

  it("keeps what the customer typed over the CEP's address when the next CEP is not found", async () => {
    const fake = createFakeFetch()
      .respond(200, paulista)
      .respond(404, { statusCode: 404, code: 'ZIP_CODE_NOT_FOUND', message: 'x' });
    renderWithProviders(<Harness />, { fake });
    fireEvent.change(field('CEP'), { target: { value: '01310100' } });
    await waitFor(() => expect(field('Logradouro').value).toBe('Avenida Paulista'));
    fireEvent.change(field('Logradouro'), { target: { value: 'Rua Nova do Cliente' } });
    fireEvent.change(field('CEP'), { target: { value: '99999999' } });
    await waitFor(() => expect(field('CEP').getAttribute('aria-invalid')).toBe('true'));
    expect(field('Logradouro').value).toBe('Rua Nova do Cliente');
    expect(field('Cidade').value).toBe('');
  });

  it("clears a saved address's fields when its CEP is changed to one not found", async () => {
    const fake = createFakeFetch().respond(404, {
      statusCode: 404,
      code: 'ZIP_CODE_NOT_FOUND',
      message: 'x',
    });
    const saved: AddressFormValue = {
      ...emptyAddressForm(),
      zipCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    };
    renderWithProviders(<Harness initial={saved} />, { fake });
    fireEvent.change(field('CEP'), { target: { value: '99999999' } });
    await waitFor(() => expect(field('CEP').getAttribute('aria-invalid')).toBe('true'));
    expect(current()).toMatchObject({ street: '', neighborhood: '', city: '', state: '' });
  });

  it('lets the address be typed by hand when the lookup service fails', async () => {
    const fake = createFakeFetch().respond(503, {
      statusCode: 503,
      code: 'ZIP_CODE_SERVICE_UNAVAILABLE',
      message: 'x',
    });
    renderWithProviders(<Harness />, { fake });
    fireEvent.change(field('CEP'), { target: { value: '01310100' } });
    await waitFor(() =>
      expect(
        screen.getByText(
          'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
        ),
      ).toBeTruthy(),
    );
    expect(field('CEP').getAttribute('aria-invalid')).toBeNull();
  });

  it("takes 'S/N' for an address without a number and digits only otherwise", () => {
    renderWithProviders(<Harness />);
    fireEvent.change(field('Número'), { target: { value: '12a3' } });
    expect(field('Número').value).toBe('123');
    fireEvent.click(screen.getByLabelText('Sem número (S/N)'));
    expect(field('Número').disabled).toBe(true);
    expect(current()).toMatchObject({ noNumber: true, number: '' });
  });

  it('shows the nickname field only when asked', () => {
    renderWithProviders(<Harness withNickname />);
    expect(screen.getByLabelText('Apelido do endereço')).toBeTruthy();
    cleanup();
    renderWithProviders(<Harness />);
    expect(screen.queryByLabelText('Apelido do endereço')).toBeNull();
  });

  it('shows the errors it is given beside their fields', () => {
    renderWithProviders(
      <AddressForm
        value={emptyAddressForm()}
        onChange={() => undefined}
        errors={{ street: 'Rua obrigatória', state: 'UF obrigatória' }}
      />,
    );
    expect(field('Logradouro').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Rua obrigatória')).toBeTruthy();
    expect(screen.getByText('UF obrigatória')).toBeTruthy();
  });
});

describe('parseAddressForm', () => {
  const filled: AddressFormValue = {
    ...emptyAddressForm(),
    zipCode: '01310-100',
    street: 'Avenida Paulista',
    number: '1578',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  };

  it('gives the contract body: CEP digits, integer number, blank complement as null', () => {
    expect(parseAddressForm(filled, 'Casa')).toEqual({
      ok: true,
      address: {
        nickname: 'Casa',
        street: 'Avenida Paulista',
        number: 1578,
        complement: null,
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
        zipCode: '01310100',
      },
    });
  });

  it("sends 'S/N' as a null number", () => {
    const result = parseAddressForm({ ...filled, number: '', noNumber: true }, 'Casa');
    expect(result.ok && result.address.number).toBeNull();
  });

  it('answers the catalogue key of each missing field', () => {
    const result = parseAddressForm(emptyAddressForm(), 'Casa');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toMatchObject({
      street: 'validation.required',
      number: 'validation.required',
      neighborhood: 'validation.required',
      city: 'validation.required',
      zipCode: 'validation.required',
    });
  });

  it('refuses a malformed CEP and an unknown UF', () => {
    const result = parseAddressForm({ ...filled, zipCode: '0131', state: 'XX' }, 'Casa');
    expect(!result.ok && result.errors).toMatchObject({
      zipCode: 'validation.zipCode',
      state: 'validation.state',
    });
  });
});
