/**
 * Contracts of the customer's bank accounts (spec operations §3.11, §3.12, §5.2, §7.7
 * "/accounts"). Messages are catalogue keys (see `auth.ts`).
 *
 * Two kinds of account, told apart by `type` (the `{type}` of the paths):
 * - INBOUND, the customer's own Brazilian account that receives money from abroad: a PIX key
 *   (`pixType` + `pixKey`) or bank data (`inboundBankCode`, `bankBranch`, `number`,
 *   `bankAccountType`). A cpf/cnpj key must be the customer's own document: the service checks
 *   it with `pixKeyViolation(type, key, ownerDocument)`, as only it knows the caller;
 * - OUTBOUND, an account abroad: holder `name`, `bankName`, `bankCountry` (ISO alpha-2),
 *   `currency`, a bank `code {option, value}` among the options offered for the currency, the
 *   account `number` (CBU for ARS, CCI for PEN; optional when the code is the IBAN), and
 *   optionally `iban`, `bankAccountType`, `bankBranch`, `bankCode2` (a 'for further credit'
 *   note) and the holder's `beneficiaryDocument`.
 * A beneficiary's `account` is the OUTBOUND bank data without `type` ({@link BankDataInputSchema}).
 * @module
 */
import * as z from 'zod/mini';
import {
  beneficiaryDocumentViolation,
  BENEFICIARY_DOC_TYPES,
} from '../domain/bank/argentine-documents';
import { accountNumberViolation } from '../domain/bank/account-number';
import {
  BANK_CODE_OPTIONS,
  bankCodeOptionsFor,
  bankCodeViolation,
} from '../domain/bank/bank-codes';
import { catalogueError } from '../domain/identity/message-key';
import { isStringWithoutSpecialCharacters } from '../domain/identity/names';
import { PIX_KEY_TYPES, pixKeyViolation } from '../domain/pix/pix-key';
import { availableCurrencies } from '../domain/pricing/currencies';
import { requiredText } from './auth';
import { PathIdSchema, CpfSchema } from './registration';
import { CurrencyCodeSchema, PurposeCodeSchema } from './quotations';
import {
  ACCOUNT_HOLDER_MAX,
  ACCOUNT_NUMBER_MAX,
  BANK_CODE_MAX,
  BRANCH_MAX,
  COUNTRY_CODE_MAX,
  CURRENCY_CODE_MAX,
  FOREIGN_DOCUMENT_MAX,
  IBAN_MAX,
  NOTE_MAX,
  PIX_KEY_MAX,
  maxLengthOf,
} from './text-limits';
import { isFilled, violationCheck } from './violation-check';

/** The currencies an account abroad can hold: every outbound currency of spec operations §9.2. */
export const OUTBOUND_ACCOUNT_CURRENCIES = [
  ...new Set(
    (['AVAILABILITY', 'MAINTENANCE', 'SERVICES', 'STUDIES', 'INVESTMENTS'] as const).flatMap(
      (purpose) => availableCurrencies(purpose, 'OUTBOUND'),
    ),
  ),
];

/** Direction of an account or beneficiary, as the paths' `{type}` (upper case in bodies). */
export const AccountDirectionSchema = z.enum(['INBOUND', 'OUTBOUND']);

/** `ch` checking, `sa` savings (spec operations §3.11). */
export const BankAccountTypeSchema = z.enum(
  ['ch', 'sa'],
  catalogueError('validation.bank.accountType'),
);

/** A bank-code option (spec operations §3.11). */
export const BankCodeOptionSchema = z.enum(
  BANK_CODE_OPTIONS,
  catalogueError('validation.bank.codeOption'),
);

/** A PIX key type (spec operations §3.12). */
export const PixKeyTypeSchema = z.enum(PIX_KEY_TYPES, catalogueError('validation.pix.type'));

/** A country as ISO 3166-1 alpha-2 (`US`, `DE`); 'Please select a country.' otherwise. */
export const CountryCodeSchema = z
  .string(catalogueError('validation.isValidCountry'))
  .check(
    maxLengthOf(COUNTRY_CODE_MAX, 'validation.isValidCountry'),
    z.regex(/^[A-Z]{2}$/, catalogueError('validation.isValidCountry')),
  );

/** The currency of an account abroad. */
export const OutboundCurrencySchema = z.enum(
  OUTBOUND_ACCOUNT_CURRENCIES as [string, ...string[]],
  catalogueError('validation.bank.currency'),
);

/** A name as on the destination account: required, no special characters. */
export const AccountHolderNameSchema = requiredText(ACCOUNT_HOLDER_MAX).check(
  z.refine(
    (name) => isStringWithoutSpecialCharacters(name),
    catalogueError('validation.isStringWithoutSpecialCharacters'),
  ),
);

/** An optional free text of at most `max` characters. */
function optionalText(max: number) {
  return z.optional(
    z.nullable(z.string().check(z.maxLength(max, catalogueError('validation.tooLong')))),
  );
}

/** The holder's document on an account abroad (spec operations §3.10). */
export const BeneficiaryDocumentSchema = z
  .object({
    beneficiaryDocType: z.enum(BENEFICIARY_DOC_TYPES, catalogueError('validation.required')),
    value: z
      .string(catalogueError('validation.required'))
      .check(maxLengthOf(FOREIGN_DOCUMENT_MAX, 'validation.isDocumentValid')),
  })
  .check(
    violationCheck(
      (document) => beneficiaryDocumentViolation(document.beneficiaryDocType, document.value),
      ['value'],
    ),
  );

/** The bank code of an account abroad: its option and value (spec operations §3.11 `code`). */
export const BankCodeSchema = z.object({
  option: BankCodeOptionSchema,
  value: z
    .string(catalogueError('validation.required'))
    .check(z.maxLength(BANK_CODE_MAX, catalogueError('validation.tooLong'))),
});

const bankDataShape = {
  name: AccountHolderNameSchema,
  bankName: requiredText(ACCOUNT_HOLDER_MAX),
  bankCountry: CountryCodeSchema,
  currency: OutboundCurrencySchema,
  code: BankCodeSchema,
  /** Required unless the code is the IBAN. */
  number: z.optional(
    z.nullable(z.string().check(maxLengthOf(ACCOUNT_NUMBER_MAX, 'validation.bank.accountNumber'))),
  ),
  iban: z.optional(z.nullable(z.string().check(maxLengthOf(IBAN_MAX, 'validation.bank.iban')))),
  bankAccountType: z.optional(z.nullable(BankAccountTypeSchema)),
  bankBranch: optionalText(BRANCH_MAX),
  /** 'For further credit' or a note to the recipient. */
  bankCode2: optionalText(NOTE_MAX),
  beneficiaryDocument: z.optional(z.nullable(BeneficiaryDocumentSchema)),
};

interface BankDataRules {
  bankCountry: string;
  currency: string;
  code: { option: (typeof BANK_CODE_OPTIONS)[number]; value: string };
  number?: string | null;
  iban?: string | null;
}

/** The cross-field rules of bank data abroad, each at its field. */
const bankDataChecks = [
  violationCheck<BankDataRules>(
    (data) =>
      bankCodeOptionsFor(data.currency).includes(data.code.option)
        ? undefined
        : 'validation.bank.codeOption',
    ['code', 'option'],
  ),
  violationCheck<BankDataRules>(
    (data) => bankCodeViolation(data.code.option, data.code.value, data.bankCountry),
    ['code', 'value'],
  ),
  violationCheck<BankDataRules>(
    (data) => {
      if (data.code.option === 'IBAN' && !isFilled(data.number)) return undefined;
      return accountNumberViolation(data.currency, data.number ?? '');
    },
    ['number'],
  ),
  violationCheck<BankDataRules>(
    (data) =>
      isFilled(data.iban) ? bankCodeViolation('IBAN', data.iban, data.bankCountry) : undefined,
    ['iban'],
  ),
] as const;

/** Bank data of an account abroad (a beneficiary's `account`, or an OUTBOUND account). */
export const BankDataInputSchema = z.object(bankDataShape).check(...bankDataChecks);
/** Bank data of an account abroad. */
export type BankDataInput = z.infer<typeof BankDataInputSchema>;

/** What `POST /accounts/{type}[/{currency}]` adds to the body (spec operations §7.7). */
const accountContext = {
  purposeCode: z.optional(z.nullable(PurposeCodeSchema)),
  receiveCurrency: z.optional(z.nullable(CurrencyCodeSchema)),
};

/** An OUTBOUND account: the customer's own account abroad. */
export const OutboundAccountInputSchema = z
  .object({ type: z.literal('OUTBOUND'), ...bankDataShape, ...accountContext })
  .check(...bankDataChecks);

/** A Brazilian bank's COMPE code: 3 digits. */
const CompeSchema = z
  .string()
  .check(
    maxLengthOf(BRANCH_MAX, 'validation.bank.compe'),
    z.regex(/^\d{3}$/, catalogueError('validation.bank.compe')),
  );
/** A Brazilian branch (agência): 4 digits, an optional check digit after a dash. */
const BranchSchema = z
  .string()
  .check(
    maxLengthOf(BRANCH_MAX, 'validation.bank.branch'),
    z.regex(/^\d{4}(-?\d)?$/, catalogueError('validation.bank.branch')),
  );

/** An INBOUND account: the customer's Brazilian account, by PIX key or by bank data. */
export const InboundAccountInputSchema = z
  .object({
    type: z.literal('INBOUND'),
    name: AccountHolderNameSchema,
    pixType: z.optional(z.nullable(PixKeyTypeSchema)),
    pixKey: z.optional(
      z.nullable(z.string().check(z.maxLength(PIX_KEY_MAX, catalogueError('validation.tooLong')))),
    ),
    inboundBankCode: z.optional(z.nullable(CompeSchema)),
    bankBranch: z.optional(z.nullable(BranchSchema)),
    number: z.optional(
      z.nullable(
        z
          .string()
          .check(
            maxLengthOf(ACCOUNT_NUMBER_MAX, 'validation.bank.accountNumber'),
            z.regex(/^\d{1,13}(-?[\dXx])?$/, catalogueError('validation.bank.accountNumber')),
          ),
      ),
    ),
    bankAccountType: z.optional(z.nullable(BankAccountTypeSchema)),
    currency: z.optional(z.nullable(CurrencyCodeSchema)),
    ...accountContext,
  })
  .check(
    violationCheck((account) => {
      const hasPix = account.pixType != null || isFilled(account.pixKey);
      const hasBank =
        isFilled(account.inboundBankCode) ||
        isFilled(account.bankBranch) ||
        isFilled(account.number);
      return hasPix || hasBank ? undefined : 'validation.pix.keyOrBank';
    }),
    violationCheck(
      (account) =>
        account.pixType != null
          ? pixKeyViolation(account.pixType, account.pixKey ?? '')
          : undefined,
      ['pixKey'],
    ),
    violationCheck(
      (account) =>
        account.pixType != null || !isFilled(account.pixKey) ? undefined : 'validation.pix.type',
      ['pixType'],
    ),
    ...(['inboundBankCode', 'bankBranch', 'number', 'bankAccountType'] as const).map((field) =>
      violationCheck<{
        pixType?: unknown;
        pixKey?: string | null;
        inboundBankCode?: string | null;
        bankBranch?: string | null;
        number?: string | null;
        bankAccountType?: string | null;
      }>(
        (account) => {
          const usesPix = account.pixType != null || isFilled(account.pixKey);
          const startedBank = [
            account.inboundBankCode,
            account.bankBranch,
            account.number,
            account.bankAccountType,
          ].some((value) => isFilled(value));
          return !usesPix && startedBank && !isFilled(account[field])
            ? 'validation.required'
            : undefined;
        },
        [field],
      ),
    ),
  );

/** The body that creates or replaces an account (spec operations §7.7). */
export const AccountInputSchema = z.discriminatedUnion(
  'type',
  [InboundAccountInputSchema, OutboundAccountInputSchema],
  catalogueError('validation.required'),
);
/** The body that creates or replaces an account. */
export type AccountInput = z.infer<typeof AccountInputSchema>;

/** An account as the API answers it (spec operations §3.11). */
export const AccountSchema = z.object({
  id: z.int(),
  type: AccountDirectionSchema,
  name: z.string(),
  currency: z.nullable(z.string()),
  number: z.nullable(z.string()),
  bankName: z.nullable(z.string()),
  bankCountry: z.nullable(z.string()),
  /** The identifying code's value (IBAN, BIC, routing number…), as `code.value`. */
  bankCode: z.nullable(z.string()),
  code: z.nullable(z.object({ option: z.enum(BANK_CODE_OPTIONS), value: z.string() })),
  iban: z.nullable(z.string()),
  bankAccountType: z.nullable(z.enum(['ch', 'sa'])),
  bankBranch: z.nullable(z.string()),
  bankCode2: z.nullable(z.string()),
  inboundBankCode: z.nullable(z.string()),
  pixType: z.nullable(z.enum(PIX_KEY_TYPES)),
  pixKey: z.nullable(z.string()),
  beneficiaryDocument: z.nullable(
    z.object({ beneficiaryDocType: z.enum(BENEFICIARY_DOC_TYPES), value: z.string() }),
  ),
});
/** An account. */
export type Account = z.infer<typeof AccountSchema>;

/** The account list answer. */
export const AccountListSchema = z.array(AccountSchema);

/** `GET /accounts?{params}`: filters. */
export const AccountListQuerySchema = z.object({
  type: z.optional(AccountDirectionSchema),
  currency: z.optional(CurrencyCodeSchema),
});

/** `/customers/v1/physicals/{cpf}/accounts/{id}`. */
export const AccountParamsSchema = z.object({
  cpf: CpfSchema,
  id: PathIdSchema,
});

/** `POST /accounts/{type}[/{currency}]`: the lower-case direction and currency of the path. */
export const AccountPathSchema = z.object({
  cpf: CpfSchema,
  type: z.enum(['inbound', 'outbound']),
  currency: z.optional(z.string().check(z.maxLength(CURRENCY_CODE_MAX), z.regex(/^[a-z]{3}$/))),
});

/** `PUT /accounts/{type}/{id}[/{currency}]`: the path. */
export const AccountUpdatePathSchema = z.object({ ...AccountPathSchema.shape, id: PathIdSchema });
