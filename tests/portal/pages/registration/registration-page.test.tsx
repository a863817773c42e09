// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cnpjCheckDigits } from '../../../../src/domain/documents/cnpj';
import { cpfCheckDigits } from '../../../../src/domain/documents/cpf';
import { RegistrationPage } from '../../../../portal/pages/registration/RegistrationPage';
import { draftKey, writeDraft } from '../../../../portal/pages/registration/registration-draft';
import {
  emptyRegistrationForm,
  type RegistrationFormValue,
} from '../../../../portal/forms/registration-form';
import { createFakeFetch, type FakeFetch } from '../../../src/api/fake-fetch';
import { correspondentFixture } from '../../../src/api/fixtures';
import { renderWithProviders } from '../../form-harness';

const CPF = `111444777${cpfCheckDigits('111444777')}`;
const CNPJ_ALNUM = `12ABC34501DE${cnpjCheckDigits('12ABC34501DE')}`;

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function renderPage(fake: FakeFetch = createFakeFetch(), locale: 'pt-BR' | 'en-US' = 'pt-BR') {
  return renderWithProviders(<RegistrationPage />, {
    fake,
    locale,
    languageSwitch: true,
    correspondent: correspondentFixture(),
    url: '/demo/registration',
  });
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const continueButton = () => screen.getByRole('button', { name: /CONTINUAR|CONTINUE/ });
const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter((text) => text && element.getAttribute('aria-invalid') === 'true');
const path = (fake: FakeFetch, index: number) => new URL(fake.requests[index]?.url ?? '').pathname;

function fillIndividual() {
  fireEvent.change(input('CPF ou CNPJ'), { target: { value: CPF } });
  fireEvent.change(input('Nome completo'), { target: { value: 'Maria Souza' } });
  fireEvent.change(input('Data de nascimento'), { target: { value: '15031990' } });
}

describe('registration stepper, personal data', () => {
  it('starts at step 1 of 5 with the document labelled CPF ou CNPJ', () => {
    renderPage();
    expect(screen.getByText('Etapa 1 de 5')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Dados pessoais');
    expect(input('CPF ou CNPJ')).toBeTruthy();
    const current = screen.getByRole('list', { name: 'Etapas do cadastro' });
    expect(within(current).getAllByRole('listitem')[0]?.getAttribute('aria-current')).toBe('step');
    expect(screen.queryByRole('button', { name: 'VOLTAR' })).toBeNull();
  });

  it('asks for the person type and the document before anything else', () => {
    renderPage();
    fireEvent.click(continueButton());
    expect(screen.getByText('Selecione pessoa física ou pessoa jurídica.')).toBeTruthy();
    expect(errorOf(input('CPF ou CNPJ'))).toContain('O campo precisa ser preenchido!');
  });

  it('masks a CPF and chooses "individual" from it; the label becomes CPF', () => {
    renderPage();
    fireEvent.change(input('CPF ou CNPJ'), { target: { value: CPF } });
    expect(input('CPF').value).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    expect((screen.getByLabelText('Pessoa física') as HTMLInputElement).checked).toBe(true);
    expect(input('Data de nascimento').placeholder).toBe('DD/MM/AAAA');
  });

  it('refuses an invalid CPF, a name without surname and a minor', () => {
    renderPage();
    fireEvent.click(screen.getByLabelText('Pessoa física'));
    fireEvent.change(input('CPF'), { target: { value: '111.444.777-00' } });
    fireEvent.change(input('Nome completo'), { target: { value: 'Maria' } });
    const year = new Date().getFullYear() - 10;
    fireEvent.change(input('Data de nascimento'), { target: { value: `0101${year}` } });
    fireEvent.click(continueButton());
    expect(errorOf(input('CPF'))).toContain('O CPF precisa ser válido!');
    expect(errorOf(input('Nome completo'))).toContain('O nome precisa conter um sobrenome!');
    expect(errorOf(input('Data de nascimento'))).toContain(
      'É preciso ter pelo menos 18 anos para se cadastrar.',
    );
    expect(document.activeElement).toBe(input('CPF'));
  });

  it('reads the birth date as MM/DD/YYYY in English', () => {
    renderPage(createFakeFetch(), 'en-US');
    fireEvent.click(screen.getByLabelText('Individual'));
    expect(input('Date of birth').placeholder).toBe('MM/DD/YYYY');
    fireEvent.change(input('Date of birth'), { target: { value: '13/31/1990' } });
    fireEvent.click(continueButton());
    expect(errorOf(input('Date of birth'))).toContain(
      'Enter a valid date in the format MM/DD/YYYY.',
    );
  });

  it('rewrites a typed birth date when the language changes, keeping the same day', () => {
    renderPage();
    fillIndividual();
    expect(input('Data de nascimento').value).toBe('15/03/1990');
    fireEvent.click(screen.getByRole('button', { name: 'switch to en-US' }));
    expect(input('Date of birth').value).toBe('03/15/1990');
  });

  it('takes an alphanumeric CNPJ for a company, with the company name', async () => {
    const fake = createFakeFetch().respond(200, { exists: false, hasAccess: false });
    renderPage(fake);
    fireEvent.click(screen.getByLabelText('Pessoa jurídica'));
    fireEvent.change(input('CNPJ'), { target: { value: CNPJ_ALNUM.toLowerCase() } });
    expect(input('CNPJ').value).toBe('12.ABC.345/01DE-35');
    expect(screen.queryByLabelText('Data de nascimento')).toBeNull();
    fireEvent.change(input('Razão social'), { target: { value: 'Acme Importadora Ltda' } });
    fireEvent.click(continueButton());
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Endereço'),
    );
    expect(path(fake, 0)).toBe('/api/v1/registrations/users/12ABC34501DE35/exists');
  });

  it('a new document continues to the address step', async () => {
    const fake = createFakeFetch().respond(200, { exists: false, hasAccess: false });
    renderPage(fake);
    fillIndividual();
    fireEvent.click(continueButton());
    await waitFor(() => expect(screen.getByText('Etapa 2 de 5')).toBeTruthy());
    expect(path(fake, 0)).toBe(`/api/v1/registrations/users/${CPF}/exists`);
    // Focus moves to the new step's heading in an effect after the step renders.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Endereço'));
  });

  it('a document registered with access is told to log in, with a link to the login', async () => {
    const fake = createFakeFetch().respond(200, { exists: true, hasAccess: true });
    renderPage(fake);
    fillIndividual();
    fireEvent.click(continueButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Atenção: esse CPF já foi cadastrado. Faça login para continuar.',
    );
    const link = within(alert).getByRole('link', { name: 'Ir para o login' });
    expect(link.getAttribute('href')).toBe('/demo/login');
    expect(screen.getByText('Etapa 1 de 5')).toBeTruthy();
  });

  it('a document known without access gets the invitation, to the masked e-mail', async () => {
    const fake = createFakeFetch()
      .respond(200, { exists: true, hasAccess: false, email: 'ma***@example.com' })
      .respond(200, { email: 'ma***@example.com' });
    renderPage(fake);
    fillIndividual();
    fireEvent.click(continueButton());
    await waitFor(() =>
      expect(screen.getByText('E-mail de definição de senha enviado com sucesso.')).toBeTruthy(),
    );
    expect(
      screen.getByText(
        'Já possuímos um cadastro para este CPF. Para você cadastrar sua senha, vamos enviar um e-mail para: ma***@example.com',
      ),
    ).toBeTruthy();
    expect(path(fake, 1)).toBe('/api/v1/registrations/users/invite');
    expect(JSON.parse(fake.requests[1]?.body ?? '')).toEqual({ document: CPF });
  });

  it('says when the invitation could not be sent', async () => {
    const fake = createFakeFetch()
      .respond(200, { exists: true, hasAccess: false, email: 'ma***@example.com' })
      .respond(503, { statusCode: 503, code: 'INVITATION_NOT_SENT', message: 'x' });
    renderPage(fake);
    fillIndividual();
    fireEvent.click(continueButton());
    await waitFor(() =>
      expect(screen.getByText('Erro ao enviar e-mail para cadastrar sua senha.')).toBeTruthy(),
    );
  });
});

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

function personalDone(): RegistrationFormValue {
  return {
    ...emptyRegistrationForm(),
    personType: 'physical',
    document: '111.444.777-35',
    name: 'Maria Souza',
    birthDate: '15/03/1990',
  };
}

function addressDone(): RegistrationFormValue {
  return {
    ...personalDone(),
    address: {
      ...emptyRegistrationForm().address,
      zipCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1578',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
  };
}

describe('registration stepper, address and going back', () => {
  it('fills the address by CEP, asks for the number, and keeps everything on GO BACK', async () => {
    writeDraft('demo', { step: 'address', value: personalDone() });
    const fake = createFakeFetch().respond(200, paulista);
    renderPage(fake);
    expect(screen.getByText('Etapa 2 de 5')).toBeTruthy();
    fireEvent.change(input('CEP'), { target: { value: '01310100' } });
    await waitFor(() => expect(input('Logradouro').value).toBe('Avenida Paulista'));
    fireEvent.click(continueButton());
    expect(errorOf(input('Número'))).toContain('O campo precisa ser preenchido!');
    fireEvent.change(input('Número'), { target: { value: '1578' } });
    fireEvent.click(continueButton());
    expect(screen.getByText('Etapa 3 de 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'VOLTAR' }));
    expect(input('Logradouro').value).toBe('Avenida Paulista');
    expect(input('Número').value).toBe('1578');
    fireEvent.click(screen.getByRole('button', { name: 'VOLTAR' }));
    expect(input('CPF').value).toBe('111.444.777-35');
    expect(input('Nome completo').value).toBe('Maria Souza');
  });
});

function fillComplementary(password = 'Xk#9pLm2qR') {
  fireEvent.change(input('E-mail'), { target: { value: 'maria@example.com' } });
  fireEvent.change(input('Confirme o e-mail'), { target: { value: 'maria@example.com' } });
  fireEvent.change(input('Senha'), { target: { value: password } });
  fireEvent.change(input('Confirme a senha'), { target: { value: password } });
  fireEvent.change(input('Celular'), { target: { value: '11961234567' } });
  fireEvent.change(input('Profissão'), { target: { value: 'Engenheira' } });
  fireEvent.change(input('Renda mensal (R$)'), { target: { value: '5.000,50' } });
}

describe('registration stepper, complementary data', () => {
  it('shows each validation message of the contracts on its field', () => {
    writeDraft('demo', { step: 'complementary', value: addressDone() });
    renderPage();
    fireEvent.change(input('E-mail'), { target: { value: 'maria@example' } });
    fireEvent.change(input('Confirme o e-mail'), { target: { value: 'outra@example.com' } });
    fireEvent.change(input('Senha'), { target: { value: 'abc' } });
    fireEvent.change(input('Confirme a senha'), { target: { value: 'abd' } });
    fireEvent.change(input('Celular'), { target: { value: '1196' } });
    fireEvent.change(input('Renda mensal (R$)'), { target: { value: 'abc0' } });
    expect(input('Renda mensal (R$)').value).toBe('0');
    fireEvent.click(continueButton());
    expect(errorOf(input('E-mail'))).toContain('O e-mail precisa ser válido!');
    expect(errorOf(input('Senha'))).toContain('A senha deve conter pelo menos 8 caracteres.');
    expect(errorOf(input('Celular'))).toContain('O campo celular precisa ser válido!');
    expect(errorOf(input('Profissão'))).toContain('O campo precisa ser preenchido!');
    expect(errorOf(input('Renda mensal (R$)'))).toContain('O valor precisa ser maior que zero!');
    expect(document.activeElement).toBe(input('E-mail'));
  });

  it('shows the strength meter and ticks the policy rules as they are met', () => {
    writeDraft('demo', { step: 'complementary', value: addressDone() });
    renderPage();
    const meter = screen.getByRole('meter', { name: 'Nível de segurança' });
    expect(meter.getAttribute('aria-valuetext')).toBe('Nenhum');
    fireEvent.change(input('Senha'), { target: { value: 'Hjkw#qpzm7' } });
    expect(meter.getAttribute('aria-valuetext')).toBe('Alto');
    const rule = screen.getByText('A senha deve conter pelo menos uma letra maiúscula.');
    expect(rule.getAttribute('data-met')).toBe('true');
  });

  it('sends the registration in the contract shape and moves to the code step', async () => {
    writeDraft('demo', { step: 'complementary', value: addressDone() });
    const fake = createFakeFetch().respond(201, { id: 42, email: 'maria@example.com' });
    renderPage(fake);
    fillComplementary();
    fireEvent.click(continueButton());
    await waitFor(() => expect(screen.getByText('Etapa 4 de 5')).toBeTruthy());
    expect(path(fake, 0)).toBe('/api/v1/auth/user');
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({
      personType: 'physical',
      document: CPF,
      fullName: 'Maria Souza',
      birthDate: '1990-03-15',
      email: 'maria@example.com',
      confirmationEmail: 'maria@example.com',
      password: 'Xk#9pLm2qR',
      confirmationPassword: 'Xk#9pLm2qR',
      phone: '+5511961234567',
      profession: 'Engenheira',
      income: 500050,
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
    expect(screen.getByText(/Enviamos um código de 6 dígitos para maria@example.com/)).toBeTruthy();
  });

  it('asks a company for its responsible person and its annual revenue', async () => {
    writeDraft('demo', {
      step: 'complementary',
      value: {
        ...addressDone(),
        personType: 'legal',
        document: '12.ABC.345/01DE-35',
        name: 'Acme Importadora Ltda',
        birthDate: '',
      },
    });
    const fake = createFakeFetch().respond(201, { id: 43, email: 'maria@example.com' });
    renderPage(fake);
    fireEvent.change(input('E-mail'), { target: { value: 'maria@example.com' } });
    fireEvent.change(input('Confirme o e-mail'), { target: { value: 'maria@example.com' } });
    fireEvent.change(input('Senha'), { target: { value: 'Xk#9pLm2qR' } });
    fireEvent.change(input('Confirme a senha'), { target: { value: 'Xk#9pLm2qR' } });
    fireEvent.change(input('Celular'), { target: { value: '11961234567' } });
    fireEvent.change(input('Profissão'), { target: { value: 'Comércio exterior' } });
    fireEvent.change(input('Faturamento anual (R$)'), { target: { value: '1.200.000' } });
    fireEvent.click(continueButton());
    expect(errorOf(input('Nome do responsável'))).toContain('O campo precisa ser preenchido!');
    fireEvent.change(input('Nome do responsável'), { target: { value: 'João Lima' } });
    fireEvent.change(input('E-mail do responsável'), { target: { value: 'joao@acme.com' } });
    fireEvent.change(input('CPF ou CNPJ do responsável'), { target: { value: CPF } });
    fireEvent.click(continueButton());
    await waitFor(() => expect(screen.getByText('Etapa 4 de 5')).toBeTruthy());
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toMatchObject({
      personType: 'legal',
      document: '12ABC34501DE35',
      companyName: 'Acme Importadora Ltda',
      income: 120000000,
      mainResponsibleName: 'João Lima',
      mainResponsibleEmail: 'joao@acme.com',
      mainResponsibleDocument: CPF,
    });
  });

  it('shows the API field errors on their fields and lists the others', async () => {
    writeDraft('demo', { step: 'complementary', value: addressDone() });
    const fake = createFakeFetch().respond(422, {
      statusCode: 422,
      code: 'EMAIL_ALREADY_IN_USE',
      message: 'x',
      fields: [
        { field: 'email', message: 'E-mail já está em uso' },
        { field: 'foo', message: 'está errado' },
      ],
    });
    renderPage(fake);
    fillComplementary();
    fireEvent.click(continueButton());
    await waitFor(() => expect(errorOf(input('E-mail'))).toContain('E-mail já está em uso'));
    expect(screen.getByText('E-mail já está em uso', { selector: '.notice__title' })).toBeTruthy();
    expect(
      screen.getByText('Tente usar outro email ou entre em contato com nossa equipe de suporte'),
    ).toBeTruthy();
  });

  it('writes unmapped API fields as "<field> <message>", joined with commas', async () => {
    writeDraft('demo', { step: 'complementary', value: addressDone() });
    const fake = createFakeFetch().respond(422, {
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      message: 'x',
      fields: [
        { field: 'foo', message: 'está errado' },
        { field: 'bar', message: 'falta' },
      ],
    });
    renderPage(fake);
    fillComplementary();
    fireEvent.click(continueButton());
    await waitFor(() =>
      expect(screen.getByText('Confira os dados: foo está errado, bar falta')).toBeTruthy(),
    );
  });

  it('sends a server error on an earlier step back to that step', async () => {
    writeDraft('demo', { step: 'complementary', value: addressDone() });
    const fake = createFakeFetch().respond(422, {
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      message: 'x',
      fields: [
        { field: 'birthDate', message: 'É preciso ter pelo menos 18 anos para se cadastrar.' },
      ],
    });
    renderPage(fake);
    fillComplementary();
    fireEvent.click(continueButton());
    await waitFor(() => expect(screen.getByText('Etapa 1 de 5')).toBeTruthy());
    expect(errorOf(input('Data de nascimento'))).toContain(
      'É preciso ter pelo menos 18 anos para se cadastrar.',
    );
  });

  it('never writes the passwords to sessionStorage', () => {
    writeDraft('demo', { step: 'complementary', value: addressDone() });
    renderPage();
    fillComplementary('Segredo#123');
    const stored = sessionStorage.getItem(draftKey('demo')) ?? '';
    expect(stored).toContain('maria@example.com');
    expect(stored).not.toContain('Segredo#123');
  });
});
