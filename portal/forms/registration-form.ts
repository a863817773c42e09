/**
 * What the registration stepper holds and how each step is checked (spec platform §2.3
 * "Registration stepper", §3 "Registration payload", §5): the same contracts the API validates
 * with (`RegistrationBodySchema` and its parts), so the form and the server agree on every
 * message. Messages are catalogue keys of `common`, translated by the page.
 * @module
 */
import type * as z from 'zod/mini';
import type { AddressInput } from '../../src/contracts/addresses';
import {
  CnpjSchema,
  CompanyNameSchema,
  CpfSchema,
  DocumentSchema,
  FullNameSchema,
  RegistrationBodySchema,
  type PersonType,
  type RegistrationBody,
} from '../../src/contracts/registration';
import { stripDocument } from '../../src/domain/documents/strip-document';
import { userTypeFromDocument } from '../../src/domain/documents/user-type';
import {
  BIRTH_DATE_MESSAGES,
  birthDateViolation,
  parseBirthDate,
  toIsoDate,
  type CalendarDate,
} from '../../src/domain/identity/birth-date';
import type { Locale } from '../../src/i18n/index';
import { parseReaisInput } from '../components/profile/reais-input';
import {
  addressInputCandidate,
  emptyAddressForm,
  parseAddressForm,
  type AddressFormValue,
} from './address-form-value';
import { issuesToFieldErrors } from './field-errors';

/** The stepper's steps, in order (spec platform §4 "Registration"). */
export const REGISTRATION_STEPS = [
  'personal',
  'address',
  'complementary',
  'confirmation',
  'done',
] as const;

/** One step of the stepper. */
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** The stepper's fields, as typed. */
export interface RegistrationFormValue {
  /** '' until chosen (the document is labelled 'CPF ou CNPJ' meanwhile). */
  personType: PersonType | '';
  /** Masked CPF or CNPJ. */
  document: string;
  /** Full name (individual) or company name, razão social (company). */
  name: string;
  /** Typed in the locale's order (DD/MM/AAAA, MM/DD/YYYY); individuals only. */
  birthDate: string;
  address: AddressFormValue;
  email: string;
  confirmationEmail: string;
  password: string;
  confirmationPassword: string;
  /** E.164, from the phone input. */
  phone: string;
  profession: string;
  /** Reais as typed (`5.000,00`): monthly income or annual revenue. */
  income: string;
  mainResponsibleName: string;
  mainResponsibleEmail: string;
  /** Masked CPF or CNPJ. */
  mainResponsibleDocument: string;
}

/** A field of the stepper (the address's fields as `address.street`…). */
export type RegistrationField =
  Exclude<keyof RegistrationFormValue, 'address'> | `address.${string}`;

/** Catalogue keys of errors, by field. */
export type StepErrors = Record<string, string>;

/** A fresh stepper. */
export function emptyRegistrationForm(): RegistrationFormValue {
  return {
    personType: '',
    document: '',
    name: '',
    birthDate: '',
    address: emptyAddressForm(),
    email: '',
    confirmationEmail: '',
    password: '',
    confirmationPassword: '',
    phone: '',
    profession: '',
    income: '',
    mainResponsibleName: '',
    mainResponsibleEmail: '',
    mainResponsibleDocument: '',
  };
}

/** The fields of the personal-data step. */
export const PERSONAL_FIELDS = ['personType', 'document', 'name', 'birthDate'] as const;

/** The fields of the complementary-data step. */
export const COMPLEMENTARY_FIELDS = [
  'email',
  'confirmationEmail',
  'password',
  'confirmationPassword',
  'phone',
  'profession',
  'income',
  'mainResponsibleName',
  'mainResponsibleEmail',
  'mainResponsibleDocument',
] as const;

/**
 * The form field an API or contract path names: the body's `fullName` / `companyName` are the
 * form's `name`; everything else keeps its name.
 */
export function formFieldOf(path: string): string {
  return path === 'fullName' || path === 'companyName' ? 'name' : path;
}

/** The step a form field belongs to, or `undefined` for a path the form does not have. */
export function stepOfField(field: string): RegistrationStep | undefined {
  if ((PERSONAL_FIELDS as readonly string[]).includes(field)) return 'personal';
  if (field === 'address' || field.startsWith('address.')) return 'address';
  if ((COMPLEMENTARY_FIELDS as readonly string[]).includes(field)) return 'complementary';
  return undefined;
}

/** The person type the step will use: the chosen one, else the one the document implies. */
export function effectivePersonType(value: RegistrationFormValue): PersonType | undefined {
  if (value.personType !== '') return value.personType;
  const type = userTypeFromDocument(value.document);
  return type === 'PHYSICAL' ? 'physical' : type === 'LEGAL' ? 'legal' : undefined;
}

/** The first message a schema answers for `value`, if any. */
function firstIssue(schema: z.ZodMiniType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The birth date's catalogue error on `today`, or `undefined` when acceptable. */
export function birthDateError(
  text: string,
  locale: Locale,
  today: CalendarDate,
): string | undefined {
  if (text.trim() === '') return 'validation.required';
  const violation = birthDateViolation(parseBirthDate(text, locale), today);
  return violation === undefined ? undefined : BIRTH_DATE_MESSAGES[violation];
}

/**
 * The personal-data step's errors (spec platform §2.3 step 1): person type, the document for
 * that type (any valid CPF or CNPJ while none is chosen), the full or company name, and for
 * individuals the birth date in the locale's format, at least 18 on `today`.
 */
export function validatePersonal(
  value: RegistrationFormValue,
  locale: Locale,
  today: CalendarDate,
): StepErrors {
  const errors: StepErrors = {};
  const type = value.personType;
  const documentSchema =
    type === 'physical' ? CpfSchema : type === 'legal' ? CnpjSchema : DocumentSchema;
  const documentError =
    value.document.trim() === ''
      ? 'validation.required'
      : firstIssue(documentSchema, value.document);
  if (documentError) errors.document = documentError;
  if (type === '') {
    errors.personType = 'validation.personType';
    return errors;
  }
  const nameError = firstIssue(type === 'legal' ? CompanyNameSchema : FullNameSchema, value.name);
  if (nameError) errors.name = nameError;
  if (type === 'physical') {
    const birth = birthDateError(value.birthDate, locale, today);
    if (birth) errors.birthDate = birth;
  }
  return errors;
}

/** The address step's errors, keyed `address.street`…; the address carries `nickname`. */
export function validateAddressStep(value: RegistrationFormValue, nickname: string): StepErrors {
  const result = parseAddressForm(value.address, nickname);
  if (result.ok) return {};
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, message]) => [`address.${field}`, message]),
  );
}

/** The body as the form would send it, before validation. */
export function registrationCandidate(
  value: RegistrationFormValue,
  locale: Locale,
  nickname: string,
): Record<string, unknown> {
  const birth = parseBirthDate(value.birthDate, locale);
  const common = {
    personType: value.personType,
    document: stripDocument(value.document),
    email: value.email.trim(),
    confirmationEmail: value.confirmationEmail.trim(),
    password: value.password,
    confirmationPassword: value.confirmationPassword,
    phone: value.phone,
    profession: value.profession.trim(),
    income: parseReaisInput(value.income, locale),
    address: addressInputCandidate(value.address, nickname) as Partial<AddressInput>,
  };
  if (value.personType === 'legal') {
    return {
      ...common,
      companyName: value.name.trim(),
      mainResponsibleName: value.mainResponsibleName.trim(),
      mainResponsibleEmail: value.mainResponsibleEmail.trim(),
      mainResponsibleDocument: stripDocument(value.mainResponsibleDocument),
    };
  }
  return {
    ...common,
    fullName: value.name.trim(),
    birthDate: birth ? toIsoDate(birth) : value.birthDate.trim(),
  };
}

/** The outcome of reading the whole stepper. */
export type RegistrationResultOf =
  { ok: true; body: RegistrationBody } | { ok: false; errors: StepErrors };

/**
 * Reads the whole stepper through `RegistrationBodySchema` (the complementary step's CONTINUE):
 * the body to send, or the catalogue key of each field's first error (form field names). An
 * income typed but unreadable answers `validation.isValidRevenue`.
 */
export function validateRegistration(
  value: RegistrationFormValue,
  locale: Locale,
  today: CalendarDate,
  nickname: string,
): RegistrationResultOf {
  const errors: StepErrors = {
    ...validatePersonal(value, locale, today),
    ...validateAddressStep(value, nickname),
  };
  const result = RegistrationBodySchema.safeParse(registrationCandidate(value, locale, nickname));
  if (!result.success) {
    for (const [path, message] of Object.entries(issuesToFieldErrors(result.error.issues))) {
      const field = formFieldOf(path);
      if (!(field in errors)) errors[field] = message;
    }
  }
  if (
    errors.income &&
    value.income.trim() !== '' &&
    parseReaisInput(value.income, locale) === undefined
  ) {
    errors.income = 'validation.isValidRevenue';
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, body: result.data };
  return { ok: false, errors };
}

/** The errors of one step only. */
export function errorsOfStep(errors: StepErrors, step: RegistrationStep): StepErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => stepOfField(field) === step),
  );
}

/** What may be kept in sessionStorage: everything but the passwords (never stored). */
export function storableForm(
  value: RegistrationFormValue,
): Omit<RegistrationFormValue, 'password' | 'confirmationPassword'> {
  const { password: _password, confirmationPassword: _confirmation, ...rest } = value;
  return rest;
}
