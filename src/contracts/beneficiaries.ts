/**
 * Contracts of beneficiaries: the people and companies abroad an outbound remittance pays (spec
 * operations §3.10, §5.2, §7.7 "/beneficiaries"). Messages are catalogue keys (see `auth.ts`).
 *
 * A beneficiary carries its own account abroad (`account`, the bank data of `accounts.ts`), its
 * address, optional contacts and documents, and for studies the uploaded `studyDocuments`.
 * Names follow spec §5.2: an individual's full name has a surname, first and last names of 2+
 * letters and the 20/40 and 30/60 length limits; a company's name has two words of 2+ letters or
 * digits.
 * @module
 */
import * as z from 'zod/mini';
import { catalogueError } from '../domain/identity/message-key';
import { isValidCuit, isValidDni } from '../domain/bank/argentine-documents';
import { requiredText } from './auth';
import {
  AccountDirectionSchema,
  AccountSchema,
  BankDataInputSchema,
  CountryCodeSchema,
  OutboundCurrencySchema,
} from './accounts';
import { CurrencyCodeSchema } from './quotations';
import {
  CompanyNameSchema,
  CpfSchema,
  FullNameSchema,
  MobilePhoneSchema,
  PathIdSchema,
} from './registration';
import { EmailSchema } from './auth';
import {
  CITY_MAX,
  COMPLEMENT_MAX,
  CURRENCY_CODE_MAX,
  FOREIGN_DOCUMENT_MAX,
  HOUSE_NUMBER_MAX,
  LABEL_MAX,
  NEIGHBORHOOD_MAX,
  NICKNAME_MAX,
  STATE_MAX,
  STREET_MAX,
  UPLOAD_KEY_MAX,
  ZIP_CODE_MAX,
  maxLengthOf,
} from './text-limits';

/** The beneficiary's address abroad (spec operations §3.10 `address`). */
export const BeneficiaryAddressInputSchema = z.object({
  country: CountryCodeSchema,
  state: z.optional(
    z.nullable(z.string().check(z.maxLength(STATE_MAX, catalogueError('validation.tooLong')))),
  ),
  city: requiredText(CITY_MAX),
  neighborhood: z.optional(
    z.nullable(
      z.string().check(z.maxLength(NEIGHBORHOOD_MAX, catalogueError('validation.tooLong'))),
    ),
  ),
  street: requiredText(STREET_MAX),
  number: z.optional(
    z.nullable(
      z.string().check(z.maxLength(HOUSE_NUMBER_MAX, catalogueError('validation.tooLong'))),
    ),
  ),
  complement: z.optional(
    z.nullable(z.string().check(z.maxLength(COMPLEMENT_MAX, catalogueError('validation.tooLong')))),
  ),
  zipCode: z.optional(
    z.nullable(z.string().check(z.maxLength(ZIP_CODE_MAX, catalogueError('validation.tooLong')))),
  ),
  nickname: z.optional(
    z.nullable(z.string().check(z.maxLength(NICKNAME_MAX, catalogueError('validation.tooLong')))),
  ),
});

/** An uploaded study document: its storage key (spec operations §7.6 step 3). */
export const StudyDocumentInputSchema = z.object({ key: requiredText(UPLOAD_KEY_MAX) });

/** The fields both person types send. */
const beneficiaryShape = {
  email: z.optional(z.nullable(EmailSchema)),
  phone: z.optional(z.nullable(MobilePhoneSchema)),
  /** A Brazilian beneficiary's CPF. */
  cpf: z.optional(z.nullable(CpfSchema)),
  /** An Argentine beneficiary's documents. */
  DNI: z.optional(
    z.nullable(
      z.string().check(
        maxLengthOf(FOREIGN_DOCUMENT_MAX, 'validation.bank.dni'),
        z.refine((value) => isValidDni(value), catalogueError('validation.bank.dni')),
      ),
    ),
  ),
  CUIT: z.optional(
    z.nullable(
      z.string().check(
        maxLengthOf(FOREIGN_DOCUMENT_MAX, 'validation.bank.cuit'),
        z.refine((value) => isValidCuit(value), catalogueError('validation.bank.cuit')),
      ),
    ),
  ),
  currency: OutboundCurrencySchema,
  type: z.literal('OUTBOUND'),
  subType: z.optional(
    z.nullable(z.string().check(z.maxLength(LABEL_MAX, catalogueError('validation.tooLong')))),
  ),
  studyDocuments: z.optional(z.array(StudyDocumentInputSchema)),
  address: BeneficiaryAddressInputSchema,
  account: BankDataInputSchema,
};

/**
 * The body that creates or replaces a beneficiary (spec operations §7.7): `personType` is
 * `physical` (an individual: full-name rules) or `legal` (a company: company-name rule).
 */
export const BeneficiaryInputSchema = z
  .discriminatedUnion(
    'personType',
    [
      z.object({
        personType: z.literal('physical'),
        fullName: FullNameSchema,
        ...beneficiaryShape,
      }),
      z.object({
        personType: z.literal('legal'),
        fullName: CompanyNameSchema,
        ...beneficiaryShape,
      }),
    ],
    catalogueError('validation.personType'),
  )
  .check(
    // The account's currency is the beneficiary's.
    z.refine((body) => body.account.currency === body.currency, {
      ...catalogueError('validation.bank.currency'),
      path: ['account', 'currency'],
    }),
  );
/** The body that creates or replaces a beneficiary. */
export type BeneficiaryInput = z.infer<typeof BeneficiaryInputSchema>;

/** A beneficiary as the API answers it (spec operations §3.10). */
export const BeneficiarySchema = z.object({
  id: z.int(),
  fullName: z.string(),
  personType: z.enum(['physical', 'legal']),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  cpf: z.nullable(z.string()),
  DNI: z.nullable(z.string()),
  CUIT: z.nullable(z.string()),
  currency: z.string(),
  type: AccountDirectionSchema,
  subType: z.nullable(z.string()),
  studyDocuments: z.array(z.object({ key: z.string(), url: z.string() })),
  address: z.object({
    country: z.string(),
    state: z.nullable(z.string()),
    city: z.string(),
    neighborhood: z.nullable(z.string()),
    street: z.string(),
    number: z.nullable(z.string()),
    complement: z.nullable(z.string()),
    zipCode: z.nullable(z.string()),
    nickname: z.nullable(z.string()),
  }),
  /** The beneficiary's account abroad; `id` is what the remittance sends as `accountId`. */
  account: AccountSchema,
});
/** A beneficiary. */
export type Beneficiary = z.infer<typeof BeneficiarySchema>;

/** The beneficiary list answer. */
export const BeneficiaryListSchema = z.array(BeneficiarySchema);

/** `GET /beneficiaries?{params}`: filters. */
export const BeneficiaryListQuerySchema = z.object({
  type: z.optional(AccountDirectionSchema),
  currency: z.optional(CurrencyCodeSchema),
});

/** `/customers/v1/physicals/{cpf}/beneficiary/{id}`. */
export const BeneficiaryParamsSchema = z.object({
  cpf: CpfSchema,
  id: PathIdSchema,
});

/** `POST /beneficiaries/{type}[/{currency} when OUTBOUND]`: the path, lower case. */
export const BeneficiaryPathSchema = z.object({
  cpf: CpfSchema,
  type: z.enum(['inbound', 'outbound']),
  currency: z.optional(z.string().check(z.maxLength(CURRENCY_CODE_MAX), z.regex(/^[a-z]{3}$/))),
});

/** `PUT /beneficiaries/{type}/{id}[/{currency}]`: the path. */
export const BeneficiaryUpdatePathSchema = z.object({
  ...BeneficiaryPathSchema.shape,
  id: PathIdSchema,
});
