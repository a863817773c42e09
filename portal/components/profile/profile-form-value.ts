/**
 * What the profile-data form holds and how it becomes the update body (spec platform §3
 * "Profile": fullName or companyName, profession, monthlyIncome or annualIncome in reais,
 * phone, email; for companies personInChargeName, personInChargeEmail, personInChargeDoc),
 * validated with the contracts the API uses. The form's field names are the body's, so the
 * API's field errors land on the fields they name.
 * @module
 */
import {
  CompanyUpdateBodySchema,
  IndividualUpdateBodySchema,
  type Company,
  type CompanyUpdateBody,
  type Individual,
  type IndividualUpdateBody,
} from '../../../src/contracts/customers';
import { issuesToFieldErrors } from '../../forms/field-errors';
import { formatReaisInput, parseReaisInput } from './reais-input';

/** The fields of an individual's form, in screen order. */
export const INDIVIDUAL_FIELDS = [
  'fullName',
  'profession',
  'monthlyIncome',
  'phone',
  'email',
] as const;

/** The fields of a company's form, in screen order. */
export const COMPANY_FIELDS = [
  'companyName',
  'profession',
  'annualIncome',
  'phone',
  'email',
  'personInChargeName',
  'personInChargeEmail',
  'personInChargeDoc',
] as const;

/** A field of either form. */
export type ProfileField = (typeof INDIVIDUAL_FIELDS)[number] | (typeof COMPANY_FIELDS)[number];

/** The form's values as typed, by field. */
export type ProfileFormValue = Partial<Record<ProfileField, string>>;

/** Which form. */
export type ProfileKind = 'individual' | 'company';

/** The fields of `kind`'s form. */
export function profileFields(kind: ProfileKind): readonly ProfileField[] {
  return kind === 'company' ? COMPANY_FIELDS : INDIVIDUAL_FIELDS;
}

/** The income field of `kind`'s form. */
export function incomeField(kind: ProfileKind): 'monthlyIncome' | 'annualIncome' {
  return kind === 'company' ? 'annualIncome' : 'monthlyIncome';
}

/** An individual's record as the form shows it. */
export function individualForm(record: Individual, locale: string): ProfileFormValue {
  return {
    fullName: record.name,
    profession: record.profession ?? '',
    monthlyIncome: formatReaisInput(record.monthlyIncome, locale),
    phone: record.phone ?? '',
    email: record.email,
  };
}

/** A company's record as the form shows it (its revenue is the annual revenue). */
export function companyForm(record: Company, locale: string): ProfileFormValue {
  return {
    companyName: record.name,
    profession: record.profession ?? '',
    annualIncome: formatReaisInput(record.revenue, locale),
    phone: record.mobile ?? '',
    email: record.email,
    personInChargeName: record.personInCharge.name,
    personInChargeEmail: record.personInCharge.email,
    personInChargeDoc: record.personInCharge.doc,
  };
}

/** The outcome of reading the form: the body, or the catalogue key of each field's error. */
export type ProfileFormResult<T> =
  { ok: true; body: T } | { ok: false; errors: Partial<Record<ProfileField, string>> };

/**
 * Reads the form: every field is required (an emptied field is an error, not "leave as it
 * is"); the amount is read in the locale (cents), then the contract checks the rest.
 */
function read<T>(
  kind: ProfileKind,
  value: ProfileFormValue,
  locale: string,
  parse: (
    candidate: Record<string, unknown>,
  ) =>
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
  optional: readonly ProfileField[] = [],
): ProfileFormResult<T> {
  const errors: Partial<Record<ProfileField, string>> = {};
  const candidate: Record<string, unknown> = {};
  const income = incomeField(kind);
  for (const field of profileFields(kind)) {
    const text = (value[field] ?? '').trim();
    if (text === '') {
      if (!optional.includes(field)) errors[field] = 'validation.required';
      continue;
    }
    if (field === income) {
      const cents = parseReaisInput(text, locale);
      if (cents === undefined || cents <= 0) errors[field] = 'validation.isValidRevenue';
      else candidate[field] = cents;
    } else {
      candidate[field] = text;
    }
  }
  const result = parse(candidate);
  if (!result.success) {
    for (const [field, message] of Object.entries(issuesToFieldErrors(result.error.issues))) {
      const key = field as ProfileField;
      errors[key] ??= message;
    }
  }
  if (Object.keys(errors).length > 0 || !result.success) return { ok: false, errors };
  return { ok: true, body: result.data };
}

/** The individual's update body, or the errors by field. */
export function readIndividualForm(
  value: ProfileFormValue,
  locale: string,
): ProfileFormResult<IndividualUpdateBody> {
  return read('individual', value, locale, (candidate) =>
    IndividualUpdateBodySchema.safeParse(candidate),
  );
}

/** The company's update body, or the errors by field (its line of business may stay blank). */
export function readCompanyForm(
  value: ProfileFormValue,
  locale: string,
): ProfileFormResult<CompanyUpdateBody> {
  return read(
    'company',
    value,
    locale,
    (candidate) => CompanyUpdateBodySchema.safeParse(candidate),
    ['profession'],
  );
}
