/**
 * Contracts of registration (spec platform §2.3 "Registration stepper", §3 "Registration
 * payload", §7 "Registration and passwords", §8 "Registration"). Messages are catalogue keys
 * (see `auth.ts` for the convention).
 *
 * The payload keeps the spec's field names. Decisions: `income` is integer cents of BRL (the
 * form asks in reais; monthly for individuals, annual for companies); the address step's fields
 * travel as one `address` object; `birthDate` (ISO `YYYY-MM-DD`) is required of individuals and
 * its minimum age is checked by the service with its clock (`birthDateViolation`); the e-mail
 * verification code is not part of this body: it is e-mailed after it and confirmed with
 * `GET /v1/auth/user/confirmation` (issue 3).
 * @module
 */
import * as z from 'zod/mini';
import { isValidCnpj } from '../domain/documents/cnpj';
import { isValidCpf } from '../domain/documents/cpf';
import { parseIsoDate } from '../domain/identity/birth-date';
import { isValidEmail, normaliseEmail } from '../domain/identity/email';
import { catalogueError } from '../domain/identity/message-key';
import {
  firstNameLengthViolation,
  isNameWithSurname,
  isValidFullCompanyName,
  isValidFullName,
  splitFullName,
  surnameLengthViolation,
  type NameRuleCode,
} from '../domain/identity/names';
import { NAME_RULE_MESSAGES } from '../domain/identity/names';
import { isValidMobilePhone } from '../domain/identity/phone';
import { isCodeFormat } from '../domain/identity/verification-code';
import { AddressInputSchema } from './addresses';
import { ApiErrorBodySchema } from './errors';
import {
  EmailSchema,
  PasswordSchema,
  PresentedPasswordSchema,
  requiredText,
  whenStrings,
} from './auth';
import {
  CNPJ_MAX,
  CPF_MAX,
  DATE_MAX,
  DOCUMENT_MAX,
  FLAG_MAX,
  NAME_MAX,
  PHONE_MAX,
  PROFESSION_MAX,
  maxLengthOf,
} from './text-limits';

/** Individual (`physical`, CPF) or company (`legal`, CNPJ). */
export const PersonTypeSchema = z.enum(
  ['legal', 'physical'],
  catalogueError('validation.personType'),
);
/** Individual or company. */
export type PersonType = z.infer<typeof PersonTypeSchema>;

/** A CPF or CNPJ, formatted or bare (spec §5 `isDocumentValid`). */
export const DocumentSchema = z.string(catalogueError('validation.required')).check(
  maxLengthOf(DOCUMENT_MAX, 'validation.isDocumentValid'),
  z.refine(
    (value) => isValidCpf(value) || isValidCnpj(value),
    catalogueError('validation.isDocumentValid'),
  ),
);

/** A CPF, formatted or bare. */
export const CpfSchema = z.string(catalogueError('validation.required')).check(
  maxLengthOf(CPF_MAX, 'validation.cpf'),
  z.refine((value) => isValidCpf(value), catalogueError('validation.cpf')),
);

/** A CNPJ, numeric or alphanumeric, formatted or bare. */
export const CnpjSchema = z.string(catalogueError('validation.required')).check(
  maxLengthOf(CNPJ_MAX, 'validation.cnpj'),
  z.refine((value) => isValidCnpj(value), catalogueError('validation.cnpj')),
);

/** A mobile number: E.164 (`+5511961234567`, any country) or a Brazilian national number. */
export const MobilePhoneSchema = z.string(catalogueError('validation.required')).check(
  maxLengthOf(PHONE_MAX, 'validation.phone'),
  z.refine((value) => isValidMobilePhone(value), catalogueError('validation.phone')),
);

/** An amount of income or revenue in BRL cents, more than zero (spec §5 `isValidRevenue`). */
export const IncomeCentsSchema = z
  .int(catalogueError('validation.required'))
  .check(
    z.positive(catalogueError('validation.isValidRevenue')),
    z.maximum(Number.MAX_SAFE_INTEGER, catalogueError('validation.isValidRevenue')),
  );

/** A name rule as a zod check carrying its own catalogue message. */
function nameRule(code: NameRuleCode, holds: (name: string) => boolean) {
  // A blank name is only "required" (see the convention in `auth.ts`).
  return z.refine<string>(
    (name) => name.trim() === '' || holds(name),
    catalogueError(NAME_RULE_MESSAGES[code]),
  );
}

/**
 * A person's full name: a surname, first and last names of 2+ letters, and the name length
 * limits of spec §5 (see `domain/identity/names` for the reading of 20/40 and 30/60).
 */
export const FullNameSchema = requiredText(NAME_MAX).check(
  nameRule('isNameWithSurname', isNameWithSurname),
  nameRule('isValidFullName', (name) => !isNameWithSurname(name) || isValidFullName(name)),
  nameRule(
    'nameWithNoWhitespaceIsValid',
    (name) => firstNameLengthViolation(splitFullName(name).firstName) === undefined,
  ),
  nameRule(
    'surnameWithNoWhitespaceIsValid',
    (name) =>
      surnameLengthViolation(splitFullName(name).surname) !== 'surnameWithNoWhitespaceIsValid',
  ),
  nameRule(
    'surnameWithWhitespaceIsValid',
    (name) =>
      surnameLengthViolation(splitFullName(name).surname) !== 'surnameWithWhitespaceIsValid',
  ),
);

/** A company name (razão social): at least two words of 2+ letters or digits (design §4). */
export const CompanyNameSchema = requiredText(NAME_MAX).check(
  nameRule('isValidFullCompanyName', isValidFullCompanyName),
);

/** An ISO `YYYY-MM-DD` calendar date. */
export const IsoDateSchema = z.string(catalogueError('validation.required')).check(
  maxLengthOf(DATE_MAX, 'validation.birthDate.invalid'),
  z.refine(
    (value) => parseIsoDate(value) !== undefined,
    catalogueError('validation.birthDate.invalid'),
  ),
);

/** The fields both person types send. */
const commonFields = {
  email: EmailSchema,
  confirmationEmail: EmailSchema,
  password: PasswordSchema,
  confirmationPassword: PresentedPasswordSchema,
  phone: MobilePhoneSchema,
  profession: requiredText(PROFESSION_MAX),
  income: IncomeCentsSchema,
  address: AddressInputSchema,
};

/** An individual's registration. */
export const IndividualRegistrationSchema = z.object({
  personType: z.literal('physical'),
  document: CpfSchema,
  fullName: FullNameSchema,
  birthDate: IsoDateSchema,
  ...commonFields,
});

/** A company's registration, with its main responsible person. */
export const CompanyRegistrationSchema = z.object({
  personType: z.literal('legal'),
  document: CnpjSchema,
  companyName: CompanyNameSchema,
  mainResponsibleName: FullNameSchema,
  mainResponsibleEmail: EmailSchema,
  mainResponsibleDocument: DocumentSchema,
  ...commonFields,
});

/** `POST /v1/auth/user`: the registration payload of spec platform §3. */
export const RegistrationBodySchema = z
  .discriminatedUnion('personType', [IndividualRegistrationSchema, CompanyRegistrationSchema])
  .check(
    // A mismatch is reported only between two valid addresses: a malformed one already has its
    // own message.
    z.refine(
      (body) =>
        !isValidEmail(body.email) ||
        !isValidEmail(body.confirmationEmail) ||
        normaliseEmail(body.email) === normaliseEmail(body.confirmationEmail),
      {
        ...catalogueError('validation.emailConfirmationMismatch'),
        path: ['confirmationEmail'],
        when: whenStrings('email', 'confirmationEmail'),
      },
    ),
    z.refine((body) => body.password === body.confirmationPassword, {
      ...catalogueError('validation.password.confirmationMismatch'),
      path: ['confirmationPassword'],
      when: whenStrings('password', 'confirmationPassword'),
    }),
  );
/** The registration payload. */
export type RegistrationBody = z.infer<typeof RegistrationBodySchema>;
/** An individual's registration payload. */
export type IndividualRegistration = z.infer<typeof IndividualRegistrationSchema>;
/** A company's registration payload. */
export type CompanyRegistration = z.infer<typeof CompanyRegistrationSchema>;

/** The answer of a registration: the new user, who must now confirm the e-mailed code. */
export const RegistrationResultSchema = z.object({
  id: z.int(),
  email: z.string(),
});
/** The answer of a registration. */
export type RegistrationResult = z.infer<typeof RegistrationResultSchema>;

/** `GET /v1/registrations/users/{document}/exists`: the path. */
export const DocumentParamsSchema = z.object({ document: DocumentSchema });

/**
 * The existence check that drives the stepper's three branches (spec platform §4
 * "Registration", §8): `exists: false` → new registration; `exists && hasAccess` → told to log
 * in; `exists && !hasAccess` → a set-password invitation goes to `email`, masked
 * (`jo*********@example.com`).
 */
export const RegistrationExistsSchema = z.object({
  exists: z.boolean(),
  hasAccess: z.boolean(),
  email: z.optional(z.string()),
});
/** The existence-check answer. */
export type RegistrationExists = z.infer<typeof RegistrationExistsSchema>;

/** The registration branch an existence-check answer leads to. */
export type RegistrationBranch = 'new' | 'log-in' | 'invitation';

/** Which branch of the stepper an existence-check answer leads to. */
export function registrationBranch(answer: RegistrationExists): RegistrationBranch {
  if (!answer.exists) return 'new';
  return answer.hasAccess ? 'log-in' : 'invitation';
}

/** `POST /v1/registrations/users/invite`: send the set-password invitation for a document. */
export const InviteBodySchema = z.object({ document: DocumentSchema });

/** The invitation answer: where it was sent, masked. */
export const InviteResultSchema = z.object({ email: z.string() });

/** `GET /v1/auth/user/confirmation?config=default&confirmation_token={code}&email={email}`. */
export const ConfirmationQuerySchema = z.object({
  config: z.optional(z.string().check(z.maxLength(FLAG_MAX, catalogueError('validation.tooLong')))),
  confirmation_token: z.string(catalogueError('validation.required')).check(
    maxLengthOf(FLAG_MAX, 'verificationCode.format'),
    z.refine((value) => isCodeFormat(value), catalogueError('verificationCode.format')),
  ),
  email: EmailSchema,
});
/** The confirmation query. */
export type ConfirmationQuery = z.infer<typeof ConfirmationQuerySchema>;

/** `POST /v1/registrations/users/resend-confirmation`. */
export const ResendConfirmationBodySchema = z.object({ email: EmailSchema });

/** The resend answer: seconds until the next resend is allowed (the 60 s countdown). */
export const ResendConfirmationResultSchema = z.object({
  resendAvailableIn: z.int(),
});

/**
 * The 429 answer of a resend: RESEND_TOO_EARLY carries the seconds left (also in the
 * `retry-after` header), so the form can restart its countdown; RATE_LIMITED (too many asks
 * from one address) has only the `retry-after` header.
 */
export const ResendTooEarlyBodySchema = z.extend(ApiErrorBodySchema, {
  resendAvailableIn: z.optional(z.int()),
});

/** The registration's state, as compliance left it (spec platform §4 "Compliance"). */
export const RegistrationStatusSchema = z.enum(['APPROVED', 'PENDING', 'REJECTED']);

/**
 * The answer of a confirmation: the e-mail is confirmed; `registrationStatus` tells whether the
 * review approved the registration at once (sandbox) or it awaits review.
 */
export const ConfirmationResultSchema = z.object({
  success: z.boolean(),
  registrationStatus: RegistrationStatusSchema,
});
/** The confirmation answer. */
export type ConfirmationResult = z.infer<typeof ConfirmationResultSchema>;

/** A user or correspondent id in a path: a positive integer (a PostgreSQL `integer`). */
export const PathIdSchema = z.coerce
  .number()
  .check(z.int(), z.positive(), z.maximum(2_147_483_647));

/** `PUT /v1/registrations/users/{id}`: the path. */
export const RegistrationUserParamsSchema = z.object({ id: PathIdSchema });

/** `PUT /v1/registrations/users/{id}/give-access/{correspondentId}`: the path. */
export const GiveAccessParamsSchema = z.object({
  id: PathIdSchema,
  correspondentId: PathIdSchema,
});
