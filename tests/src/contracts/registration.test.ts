import { describe, expect, test } from 'vitest';
import { cnpjCheckDigits } from '../../../src/domain/documents/cnpj';
import { cpfCheckDigits } from '../../../src/domain/documents/cpf';
import {
  ConfirmationQuerySchema,
  DocumentSchema,
  RegistrationBodySchema,
  RegistrationExistsSchema,
  registrationBranch,
} from '../../../src/contracts/registration';
import { AddressInputSchema } from '../../../src/contracts/addresses';
import { address, company, individual, isCatalogueKey, issuesOf } from './fixtures';

describe('RegistrationBodySchema', () => {
  test('accepts an individual with a valid CPF', () => {
    const parsed = RegistrationBodySchema.parse(individual);
    expect(parsed.personType).toBe('physical');
  });

  test.each([
    ['numeric', '11.222.333/0001-81'],
    ['alphanumeric', '12.ABC.345/01DE-35'],
    ['alphanumeric, generated', `AB12CD34EF56${cnpjCheckDigits('AB12CD34EF56')}`],
  ])('accepts a company with a %s CNPJ', (_kind, cnpj) => {
    expect(RegistrationBodySchema.safeParse({ ...company, document: cnpj }).success).toBe(true);
  });

  test.each<[Record<string, unknown>, string[][], string]>([
    [
      { document: '11.222.333/0001-81' },
      [['document', 'validation.cpf']],
      'a CNPJ for an individual',
    ],
    [{ document: '529.982.247-24' }, [['document', 'validation.cpf']], 'a wrong check digit'],
    [{ fullName: 'Ana' }, [['fullName', 'validation.isNameWithSurname']], 'no surname'],
    [{ fullName: 'A Souza' }, [['fullName', 'validation.isValidFullName']], 'a one-letter name'],
    [
      { fullName: `${'A'.repeat(21)} Souza` },
      [['fullName', 'validation.nameWithNoWhitespaceIsValid']],
      'a first name over 20',
    ],
    [{ birthDate: '05/03/1990' }, [['birthDate', 'validation.birthDate.invalid']], 'not ISO'],
    [{ birthDate: '2001-02-29' }, [['birthDate', 'validation.birthDate.invalid']], 'no such day'],
    [{ phone: '(11) 3333-4444' }, [['phone', 'validation.phone']], 'a landline'],
    [{ income: 0 }, [['income', 'validation.isValidRevenue']], 'no income'],
    [{ income: 12.5 }, [['income', 'validation.required']], 'income that is not whole cents'],
    [{ profession: ' ' }, [['profession', 'validation.required']], 'a blank profession'],
    [{ email: 'ana@example' }, [['email', 'validation.email']], 'a bad e-mail'],
    [
      { address: { ...address, zipCode: '0131' } },
      [['address.zipCode', 'validation.zipCode']],
      'a short CEP',
    ],
    [
      { address: { ...address, state: 'XX' } },
      [['address.state', 'validation.state']],
      'an unknown UF',
    ],
  ])('refuses an individual with %j (%s)', (change, issues) => {
    expect(issuesOf(RegistrationBodySchema.safeParse({ ...individual, ...change }))).toEqual(
      issues,
    );
  });

  test.each<[Record<string, unknown>, string[][], string]>([
    [{ document: '529.982.247-25' }, [['document', 'validation.cnpj']], 'a CPF for a company'],
    [{ companyName: 'Acme' }, [['companyName', 'validation.isValidFullCompanyName']], 'one word'],
    [
      { mainResponsibleDocument: '123' },
      [['mainResponsibleDocument', 'validation.isDocumentValid']],
      'a bad responsible document',
    ],
    [
      { mainResponsibleName: 'Carlos' },
      [['mainResponsibleName', 'validation.isNameWithSurname']],
      'a responsible without surname',
    ],
  ])('refuses a company with %j (%s)', (change, issues) => {
    expect(issuesOf(RegistrationBodySchema.safeParse({ ...company, ...change }))).toEqual(issues);
  });

  test('checks the confirmations once the fields are valid, ignoring e-mail case', () => {
    expect(
      issuesOf(
        RegistrationBodySchema.safeParse({
          ...individual,
          confirmationEmail: 'outra@example.com',
          confirmationPassword: 'Demo@2025!',
        }),
      ),
    ).toEqual([
      ['confirmationEmail', 'validation.emailConfirmationMismatch'],
      ['confirmationPassword', 'validation.password.confirmationMismatch'],
    ]);
  });

  test('reports a mismatched confirmation even when another field is blank', () => {
    expect(
      issuesOf(
        RegistrationBodySchema.safeParse({
          ...individual,
          profession: '',
          confirmationPassword: 'Demo@2025!',
        }),
      ),
    ).toEqual([
      ['profession', 'validation.required'],
      ['confirmationPassword', 'validation.password.confirmationMismatch'],
    ]);
  });

  test('does not call a malformed e-mail a mismatch as well', () => {
    expect(
      issuesOf(RegistrationBodySchema.safeParse({ ...individual, confirmationEmail: 'ana@' })),
    ).toEqual([['confirmationEmail', 'validation.email']]);
  });

  test('requires the person type', () => {
    const { personType: _omitted, ...withoutType } = individual;
    expect(RegistrationBodySchema.safeParse(withoutType).success).toBe(false);
  });

  test('requires a birth date of individuals only', () => {
    const { birthDate: _omitted, ...withoutBirthDate } = individual;
    expect(issuesOf(RegistrationBodySchema.safeParse(withoutBirthDate))).toEqual([
      ['birthDate', 'validation.required'],
    ]);
    expect(RegistrationBodySchema.safeParse(company).success).toBe(true);
  });

  test('every message it produces is a key of both catalogues', () => {
    const broken = {
      ...individual,
      document: 'x',
      fullName: '',
      email: 'x',
      password: 'a',
      phone: 'x',
      income: -1,
      birthDate: 'x',
      address: { ...address, zipCode: 'x', state: 'x', country: 'Brasil', street: '' },
    };
    const messages = issuesOf(RegistrationBodySchema.safeParse(broken)).map(([, m]) => m);
    expect(messages.length).toBeGreaterThan(8);
    expect(messages.filter((message) => !isCatalogueKey(message))).toEqual([]);
  });
});

describe('DocumentSchema', () => {
  test.each([
    ['529.982.247-25', true],
    [`123456789${cpfCheckDigits('123456789')}`, false],
    ['11222333000181', true],
    ['12.abc.345/01de-35', true],
    ['000.000.000-00', false],
    ['', false],
  ])('%j → %s', (document, ok) => {
    expect(DocumentSchema.safeParse(document).success).toBe(ok);
  });
});

describe('AddressInputSchema', () => {
  test('accepts a foreign address without a CEP or a UF', () => {
    expect(
      AddressInputSchema.safeParse({
        ...address,
        country: 'PT',
        state: 'Lisboa',
        zipCode: '1100-148',
      }).success,
    ).toBe(true);
  });

  test('reads a null number as S/N and refuses a negative one', () => {
    expect(AddressInputSchema.safeParse({ ...address, number: null }).success).toBe(true);
    expect(AddressInputSchema.safeParse({ ...address, number: -1 }).success).toBe(false);
  });
});

describe('existence check and confirmation', () => {
  test.each([
    [{ exists: false, hasAccess: false }, 'new'],
    [{ exists: true, hasAccess: true }, 'log-in'],
    [{ exists: true, hasAccess: false, email: 'jo*********@example.com' }, 'invitation'],
  ] as const)('%j leads to the %s branch', (answer, branch) => {
    expect(registrationBranch(RegistrationExistsSchema.parse(answer))).toBe(branch);
  });

  test('confirmation takes a 6-digit code and the e-mail', () => {
    expect(
      ConfirmationQuerySchema.safeParse({
        config: 'default',
        confirmation_token: '042917',
        email: 'ana@example.com',
      }).success,
    ).toBe(true);
    expect(
      issuesOf(
        ConfirmationQuerySchema.safeParse({ confirmation_token: '4291', email: 'ana@example.com' }),
      ),
    ).toEqual([['confirmation_token', 'verificationCode.format']]);
  });
});
