/**
 * Contracts of investment brokers: the brokerage accounts abroad that receive an outbound
 * remittance with purpose INVESTMENTS (spec operations §1, §3.13, §5.2, §7.7
 * "/investmentBroker"). The spec gives two spellings of the fields (name / fullName, ACH /
 * achCode, SWIFT_BIC / swiftCode, number / accountNumber); the contract uses `name`,
 * `achCode`, `swiftCode` and `accountNumber`. A broker needs at least one of its ACH routing
 * number and SWIFT/BIC; its `bankCode` is the identifier code the checkout's identifierCode
 * section asks for (`POST /investmentBroker/{id}`).
 * @module
 */
import * as z from 'zod/mini';
import { isValidAchRoutingNumber } from '../domain/bank/routing-number';
import { isValidSwiftBic } from '../domain/bank/bank-codes';
import { catalogueError } from '../domain/identity/message-key';
import { requiredText } from './auth';
import {
  ACCOUNT_HOLDER_MAX,
  ACCOUNT_NUMBER_MAX,
  ACH_MAX,
  ADDRESS_LINE_MAX,
  BANK_CODE_MAX,
  SWIFT_MAX,
  ZIP_CODE_MAX,
  maxLengthOf,
} from './text-limits';
import { PathIdSchema } from './registration';
import { AccountHolderNameSchema, CountryCodeSchema } from './accounts';
import { isFilled, violationCheck } from './violation-check';

/** INVESTMENTS remittances go in USD only (spec operations §9.2). */
export const BrokerCurrencySchema = z.enum(['USD'], catalogueError('validation.bank.currency'));

/** The body that creates a broker (`POST /investmentBroker`). */
export const InvestmentBrokerInputSchema = z
  .object({
    name: AccountHolderNameSchema,
    country: CountryCodeSchema,
    bankCountry: CountryCodeSchema,
    currency: BrokerCurrencySchema,
    achCode: z.optional(
      z.nullable(
        z.string().check(
          maxLengthOf(ACH_MAX, 'validation.bank.isValidACH'),
          z.refine(
            (value) => value.trim() === '' || isValidAchRoutingNumber(value),
            catalogueError('validation.bank.isValidACH'),
          ),
        ),
      ),
    ),
    swiftCode: z.optional(
      z.nullable(
        z.string().check(
          maxLengthOf(SWIFT_MAX, 'validation.bank.swift'),
          z.refine(
            (value) => value.trim() === '' || isValidSwiftBic(value),
            catalogueError('validation.bank.swift'),
          ),
        ),
      ),
    ),
    accountNumber: requiredText(ACCOUNT_NUMBER_MAX).check(
      z.refine(
        (value) => value.trim() === '' || /^[A-Za-z0-9 -]{1,34}$/.test(value),
        catalogueError('validation.bank.accountNumber'),
      ),
    ),
    bankName: requiredText(ACCOUNT_HOLDER_MAX),
    /** The identifier code, when already known. */
    bankCode: z.optional(
      z.nullable(
        z.string().check(z.maxLength(BANK_CODE_MAX, catalogueError('validation.tooLong'))),
      ),
    ),
    zipCode: z.optional(
      z.nullable(z.string().check(z.maxLength(ZIP_CODE_MAX, catalogueError('validation.tooLong')))),
    ),
    address: z.optional(
      z.nullable(
        z.string().check(z.maxLength(ADDRESS_LINE_MAX, catalogueError('validation.tooLong'))),
      ),
    ),
  })
  .check(
    violationCheck(
      (broker) =>
        isFilled(broker.achCode) || isFilled(broker.swiftCode)
          ? undefined
          : 'validation.bank.brokerCode',
      ['achCode'],
    ),
  );
/** The body that creates a broker. */
export type InvestmentBrokerInput = z.infer<typeof InvestmentBrokerInputSchema>;

/** `POST /investmentBroker/{id}`: the identifier code (the checkout's identifierCode section). */
export const IdentifierCodeInputSchema = z.object({ bankCode: requiredText(BANK_CODE_MAX) });
/** The identifier-code body. */
export type IdentifierCodeInput = z.infer<typeof IdentifierCodeInputSchema>;

/** A broker as the API answers it (spec operations §3.13). */
export const InvestmentBrokerSchema = z.object({
  id: z.int(),
  name: z.string(),
  country: z.string(),
  bankCountry: z.string(),
  currency: z.string(),
  achCode: z.nullable(z.string()),
  swiftCode: z.nullable(z.string()),
  accountNumber: z.string(),
  bankName: z.string(),
  bankCode: z.nullable(z.string()),
  zipCode: z.nullable(z.string()),
  address: z.nullable(z.string()),
});
/** An investment broker. */
export type InvestmentBroker = z.infer<typeof InvestmentBrokerSchema>;

/** The broker list answer. */
export const InvestmentBrokerListSchema = z.array(InvestmentBrokerSchema);

/** `GET /investmentBroker/{id}/exists` answer. */
export const InvestmentBrokerExistsSchema = z.object({ exists: z.boolean() });

/** `/customers/v1/{physicals/{cpf} | legals/{cnpj}}/…investmentBroker/{id}`: the id. */
export const InvestmentBrokerParamsSchema = z.object({
  id: PathIdSchema,
});
