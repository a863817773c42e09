/**
 * Contracts of the customers' records (spec platform §3 "Profile", "Legal person", "Operational
 * limit"; §7 "Individuals, under /customers/v1/physicals/{cpf}", "Companies, under
 * /customers/v1/legals/{cnpj}"). Messages are catalogue keys (see `auth.ts`). Amounts are integer
 * cents: income and revenue in BRL, the operational limit in USD.
 * @module
 */
import * as z from 'zod/mini';
import {
  LIMIT_WARNING_PERCENTAGE,
  availableLimit,
  percentageOfUse,
} from '../domain/limits/percentage-of-use';
import { catalogueError } from '../domain/identity/message-key';
import { AddressSchema, BillingAddressSchema } from './addresses';
import { AddressInputSchema } from './addresses';
import { AuthUserSchema, EmailSchema, requiredText } from './auth';
import {
  CnpjSchema,
  CompanyNameSchema,
  CpfSchema,
  DocumentSchema,
  FullNameSchema,
  IncomeCentsSchema,
  IsoDateSchema,
  MobilePhoneSchema,
  PathIdSchema,
  RegistrationStatusSchema,
} from './registration';
import { DATE_TIME_MAX, NICKNAME_MAX, PROFESSION_MAX } from './text-limits';

/** `/customers/v1/physicals/{cpf}` path parameter. */
export const IndividualParamsSchema = z.object({ cpf: CpfSchema });

/** `/customers/v1/legals/{cnpj}` path parameter. */
export const CompanyParamsSchema = z.object({ cnpj: CnpjSchema });

/** The partner who brought the customer (spec platform §6 "Partner/indicator"). */
export const IndicatorSchema = z.object({ id: z.int() });

/** An individual's record (`GET /customers/v1/physicals/{cpf}`). */
export const IndividualSchema = z.object({
  /** Digits only. */
  cpf: z.string(),
  name: z.string(),
  nickname: z.nullable(z.string()),
  email: z.string(),
  /** Mobile number, E.164. */
  phone: z.nullable(z.string()),
  profession: z.nullable(z.string()),
  /** Monthly income, BRL cents. */
  monthlyIncome: z.nullable(z.int()),
  /** ISO `YYYY-MM-DD`. */
  birthDate: z.nullable(z.string()),
  /** Revenue as the compliance review assessed it, BRL cents (spec §3 "Profile"). */
  revenue: z.nullable(z.int()),
  indicator: z.nullable(IndicatorSchema),
  /** Correspondents the customer shares data with. */
  wlCorrespondents: z.array(z.int()),
  /** Registration status with the institution; its values are not shown by the spec. */
  wlStatus: z.nullable(z.string()),
  needsComplianceUpdate: z.boolean(),
  addresses: z.array(AddressSchema),
  billingAddresses: z.array(BillingAddressSchema),
});
/** An individual's record. */
export type Individual = z.infer<typeof IndividualSchema>;

/** `PUT /customers/v1/physicals/{cpf}`: the editable fields; those absent stay as they are. */
export const IndividualUpdateBodySchema = z.object({
  fullName: z.optional(FullNameSchema),
  profession: z.optional(
    z
      .string()
      .check(
        z.minLength(1, catalogueError('validation.required')),
        z.maxLength(PROFESSION_MAX, catalogueError('validation.tooLong')),
      ),
  ),
  monthlyIncome: z.optional(IncomeCentsSchema),
  phone: z.optional(MobilePhoneSchema),
  email: z.optional(EmailSchema),
  nickname: z.optional(
    z.nullable(z.string().check(z.maxLength(NICKNAME_MAX, catalogueError('validation.tooLong')))),
  ),
});
/** The individual's update body. */
export type IndividualUpdateBody = z.infer<typeof IndividualUpdateBodySchema>;

/** The company's person in charge (spec §3 "Legal person"). */
export const PersonInChargeSchema = z.object({
  doc: z.string(),
  email: z.string(),
  name: z.string(),
});

/** One file of a document version. */
export const DocumentFileSchema = z.object({
  /** Storage key of the uploaded file. */
  key: z.string(),
  /** Which side of the document: FRONT or BACK. */
  side: z.string(),
});

/** One version of a company document, approved or not (spec §4 "Compliance"). */
export const DocumentVersionSchema = z.object({
  /** True approved, false refused, null under review. */
  approved: z.nullable(z.boolean()),
  /** ISO date-time. */
  createdAt: z.string(),
  files: z.array(DocumentFileSchema),
});

/** A company document and its versions. */
export const CompanyDocumentSchema = z.object({
  documentType: z.string(),
  documentValues: z.array(z.string()),
  versions: z.array(DocumentVersionSchema),
});
/** A company document and its versions. */
export type CompanyDocument = z.infer<typeof CompanyDocumentSchema>;

/**
 * The company's operational-limit e-mail switches at 50%, 85% and 100% (spec §4, §9): whether
 * each notice is sent when the use of the capital limit crosses it (on by default).
 */
export const CompanyNotificationStatusSchema = z.object({
  operationalLimit: z.object({
    email: z.object({
      operationalLimitAt50: z.boolean(),
      operationalLimitAt85: z.boolean(),
      operationalLimitAt100: z.boolean(),
    }),
  }),
});

/** A company's record (`GET /customers/v1/legals/{cnpj}`, spec §3 "Legal person"). */
export const CompanySchema = z.object({
  cnpj: z.string(),
  name: z.string(),
  nickname: z.nullable(z.string()),
  email: z.string(),
  /** Mobile number, E.164. */
  mobile: z.nullable(z.string()),
  /** The business activity (the update's `profession`). */
  profession: z.optional(z.nullable(z.string())),
  wlStatus: z.nullable(z.string()),
  wlCorrespondents: z.array(z.int()),
  source: z.nullable(z.string()),
  pendencies: z.array(z.string()),
  /** Annual revenue, BRL cents. */
  revenue: z.nullable(z.int()),
  indicator: z.nullable(IndicatorSchema),
  needsComplianceUpdate: z.boolean(),
  notificationStatus: CompanyNotificationStatusSchema,
  personInCharge: PersonInChargeSchema,
  addresses: z.array(AddressSchema),
  billingAddresses: z.array(BillingAddressSchema),
  documents: z.array(CompanyDocumentSchema),
});
/** A company's record. */
export type Company = z.infer<typeof CompanySchema>;

/**
 * `PUT /customers/v1/legals/{cnpj}`: the editable fields (spec §3 "Profile" for companies).
 * `changeSync`, `changeSyncTime` and `verified` are listed by the spec as accepted too; they are
 * back-office fields, so the service applies them only for an admin.
 */
export const CompanyUpdateBodySchema = z.object({
  companyName: z.optional(CompanyNameSchema),
  profession: z.optional(
    z.string().check(z.maxLength(PROFESSION_MAX, catalogueError('validation.tooLong'))),
  ),
  annualIncome: z.optional(IncomeCentsSchema),
  phone: z.optional(MobilePhoneSchema),
  email: z.optional(EmailSchema),
  personInChargeName: z.optional(FullNameSchema),
  personInChargeEmail: z.optional(EmailSchema),
  personInChargeDoc: z.optional(DocumentSchema),
  changeSync: z.optional(z.boolean()),
  changeSyncTime: z.optional(
    z.string().check(z.maxLength(DATE_TIME_MAX, catalogueError('validation.tooLong'))),
  ),
  verified: z.optional(z.boolean()),
  /** The limit e-mail switches; those absent stay as they are. */
  notificationStatus: z.optional(
    z.object({
      operationalLimit: z.object({
        email: z.object({
          operationalLimitAt50: z.optional(z.boolean()),
          operationalLimitAt85: z.optional(z.boolean()),
          operationalLimitAt100: z.optional(z.boolean()),
        }),
      }),
    }),
  ),
});
/** The company's update body. */
export type CompanyUpdateBody = z.infer<typeof CompanyUpdateBodySchema>;

/** `GET /exists` answer. */
export const CustomerExistsSchema = z.object({ exists: z.boolean() });

/**
 * `POST /correspondents {indicator}`: link the customer, crediting a partner (a correspondent
 * id) when given.
 */
export const CustomerCorrespondentBodySchema = z.object({
  indicator: z.optional(
    z.nullable(
      z
        .int()
        .check(
          z.positive(catalogueError('validation.indicatorUnknown')),
          z.maximum(2_147_483_647, catalogueError('validation.indicatorUnknown')),
        ),
    ),
  ),
});

/**
 * `PUT /trigger-new-compliance` answer: the review was asked for at `complianceRequestedAt`; a
 * rejected registration is back to `PENDING`. `needsComplianceUpdate` still true means the
 * profile must be completed first (the update-profile modal).
 */
export const TriggerComplianceResultSchema = z.object({
  needsComplianceUpdate: z.boolean(),
  registrationStatus: RegistrationStatusSchema,
  /** ISO date-time. */
  complianceRequestedAt: z.string(),
});
/** The trigger-new-compliance answer. */
export type TriggerComplianceResult = z.infer<typeof TriggerComplianceResultSchema>;

/** `GET /limit`: an individual's operational limit, USD cents (spec §3 "Operational limit"). */
export const OperationalLimitSchema = z.object({
  /** The window the limit applies to (e.g. `ANNUAL`); the spec does not list the values. */
  operationalLimitPeriod: z.string(),
  operationalLimit: z.int(),
  operationalLimitUsed: z.int(),
});
/** An individual's operational limit. */
export type OperationalLimit = z.infer<typeof OperationalLimitSchema>;

/** The status of a limit-increase request (spec §3, §4). */
export const LimitRequestStatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
/** The status of a limit-increase request. */
export type LimitRequestStatus = z.infer<typeof LimitRequestStatusSchema>;

/** What the limit card shows (spec §3 "Displayed", §9): USD cents and a percentage. */
export const LimitViewSchema = z.object({
  max: z.int(),
  used: z.int(),
  available: z.int(),
  /** `used × 100 / max`, 2 decimals. */
  percentageOfUse: z.number(),
  /** At 70% used or more (design §4). */
  warning: z.boolean(),
  lastRequestStatus: z.nullable(LimitRequestStatusSchema),
});
/** What the limit card shows. */
export type LimitView = z.infer<typeof LimitViewSchema>;

/**
 * The limit card's view of a limit; no limit data shows zeros and 0% (spec §9, "US$ 0,00").
 */
export function limitView(
  limit: OperationalLimit | null | undefined,
  lastRequestStatus: LimitRequestStatus | null = null,
): LimitView {
  const max = limit?.operationalLimit ?? 0;
  const used = limit?.operationalLimitUsed ?? 0;
  const percentage = percentageOfUse(used, max);
  return {
    max,
    used,
    available: availableLimit(used, max),
    percentageOfUse: percentage,
    warning: percentage >= LIMIT_WARNING_PERCENTAGE,
    lastRequestStatus,
  };
}

/**
 * `GET /customers/v1/legals/{cnpj}/limit`: a company's capital/financial limit (spec §3,
 * GraphQL `getTitularCapFin`) — `limitDays`, `operationLimit`, `utilizado` and
 * `requestChangeFail` — beside the fields and the card `view` the individual's `/limit` answers,
 * so the limit card reads both alike. USD cents. A company without a limit answers the spec's
 * defaults 0 / 0 / 0 with `requestChangeFail` true (and a card of zeros), never 404.
 */
export const CapitalLimitAnswerSchema = z.extend(OperationalLimitSchema, {
  view: LimitViewSchema,
  limitDays: z.int(),
  operationLimit: z.int(),
  utilizado: z.int(),
  requestChangeFail: z.boolean(),
});
/** The company's `GET /limit` answer. */
export type CapitalLimitAnswer = z.infer<typeof CapitalLimitAnswerSchema>;

/** An address id in a path: a positive integer. */
export const AddressIdSchema = PathIdSchema;

/** `/customers/v1/physicals/{cpf}/addresses/{id}` path parameters. */
export const IndividualAddressParamsSchema = z.object({ cpf: CpfSchema, id: AddressIdSchema });

/** `/customers/v1/legals/{cnpj}/addresses/{id}` path parameters. */
export const CompanyAddressParamsSchema = z.object({ cnpj: CnpjSchema, id: AddressIdSchema });

/**
 * `GET /limit` answer: the operational limit and, in `view`, what the limit card shows (the
 * same {@link limitView} the portal computes; `lastRequestStatus` is null until limit-increase
 * requests exist). A customer without a limit gets 404 NOT_FOUND (the card shows zeros).
 */
export const OperationalLimitAnswerSchema = z.extend(OperationalLimitSchema, {
  view: LimitViewSchema,
});
/** The `GET /limit` answer. */
export type OperationalLimitAnswer = z.infer<typeof OperationalLimitAnswerSchema>;

/**
 * `PUT /v1/registrations/users/{id}` (spec platform §7 "update registration"): the registration
 * fields the update-profile modal sends, all optional; those of the other person type are
 * ignored. `address` replaces the default address (or becomes the first one).
 */
export const RegistrationUpdateBodySchema = z.object({
  fullName: z.optional(FullNameSchema),
  companyName: z.optional(CompanyNameSchema),
  birthDate: z.optional(IsoDateSchema),
  phone: z.optional(MobilePhoneSchema),
  profession: z.optional(requiredText(PROFESSION_MAX)),
  /** Monthly income (individuals) or annual revenue (companies), BRL cents. */
  income: z.optional(IncomeCentsSchema),
  mainResponsibleName: z.optional(FullNameSchema),
  mainResponsibleEmail: z.optional(EmailSchema),
  mainResponsibleDocument: z.optional(DocumentSchema),
  address: z.optional(AddressInputSchema),
});
/** The update-registration body. */
export type RegistrationUpdateBody = z.infer<typeof RegistrationUpdateBodySchema>;

/**
 * The update-registration answer: the user (its `needsComplianceUpdate` cleared once nothing is
 * missing) and the registration fields still missing, by their registration names
 * (`birthDate`, `phone`, `profession`, `income`, `address`, `mainResponsibleName`…).
 */
export const RegistrationUpdateResultSchema = z.object({
  success: z.boolean(),
  data: AuthUserSchema,
  pendencies: z.array(z.string()),
});
/** The update-registration answer. */
export type RegistrationUpdateResult = z.infer<typeof RegistrationUpdateResultSchema>;
