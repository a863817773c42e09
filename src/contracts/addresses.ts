/**
 * Contracts of the customer's addresses, billing addresses and the zip-code (CEP) lookup (spec
 * platform §3 "Address", "Billing address"; §5 "Address"; §7 "Individuals"). Messages are
 * catalogue keys (see `auth.ts` for the convention).
 * @module
 */
import * as z from 'zod/mini';
import { isValidZipCode, type BrazilianState } from '../domain/address/zip-code';
import { catalogueError } from '../domain/identity/message-key';
import { requiredText } from './auth';
import {
  CEP_MAX,
  CITY_MAX,
  COMPLEMENT_MAX,
  COUNTRY_CODE_MAX,
  CPF_MAX,
  NEIGHBORHOOD_MAX,
  NICKNAME_MAX,
  STATE_MAX,
  STREET_MAX,
  UPLOAD_KEY_MAX,
  ZIP_CODE_MAX,
  maxLengthOf,
} from './text-limits';

/** The 27 federative units, as the `state` of a Brazilian address. */
export const BRAZILIAN_STATES = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const satisfies readonly BrazilianState[];

/** A CEP, typed or formatted (`01310-100` or `01310100`); stored as its 8 digits. */
export const ZipCodeSchema = z.string(catalogueError('validation.required')).check(
  maxLengthOf(CEP_MAX, 'validation.zipCode'),
  z.refine((value) => isValidZipCode(value), catalogueError('validation.zipCode')),
);

/** Path parameter `{zipCode}` of the lookup. */
export const ZipCodeParamsSchema = z.object({ zipCode: ZipCodeSchema });

/** The street-level fields every address kind shares. */
const addressFields = {
  street: requiredText(STREET_MAX),
  /** House number; `null` or 0 reads as 'S/N' (sem número) by the display rule of spec §5. */
  number: z.nullable(
    z.int(catalogueError('validation.required')).check(
      z.minimum(0, catalogueError('validation.required')),
      // A house number, not an amount: also what a PostgreSQL `integer` column holds.
      z.maximum(999_999, catalogueError('validation.regex')),
    ),
  ),
  complement: z.nullable(
    z.string().check(z.maxLength(COMPLEMENT_MAX, catalogueError('validation.tooLong'))),
  ),
  neighborhood: requiredText(NEIGHBORHOOD_MAX),
  city: requiredText(CITY_MAX),
  /** The UF for Brazil; a region's name elsewhere. */
  state: requiredText(STATE_MAX),
  /** ISO 3166-1 alpha-2 country code, `BR` for Brazil. */
  country: z
    .string(catalogueError('validation.isValidCountry'))
    .check(
      maxLengthOf(COUNTRY_CODE_MAX, 'validation.isValidCountry'),
      z.regex(/^[A-Z]{2}$/, catalogueError('validation.isValidCountry')),
    ),
  zipCode: requiredText(ZIP_CODE_MAX),
};

/** A Brazilian address must carry a valid CEP and a UF; foreign ones keep their own formats. */
const brazilianRules = [
  z.refine<{ country: string; zipCode: string }>(
    (address) => address.country !== 'BR' || isValidZipCode(address.zipCode),
    { ...catalogueError('validation.zipCode'), path: ['zipCode'] },
  ),
  z.refine<{ country: string; state: string }>(
    (address) =>
      address.country !== 'BR' || (BRAZILIAN_STATES as readonly string[]).includes(address.state),
    { ...catalogueError('validation.state'), path: ['state'] },
  ),
] as const;

/** A saved address of the customer (spec platform §3 "Address"). */
export const AddressSchema = z.object({
  id: z.int(),
  /** The customer's label for it ("Casa", "Trabalho"). */
  nickname: z.string(),
  ...addressFields,
  default: z.boolean(),
});
/** A saved address. */
export type Address = z.infer<typeof AddressSchema>;

/** `POST /addresses` and `PUT /addresses/{id}` bodies: the address without its id. */
export const AddressInputSchema = z
  .object({
    nickname: requiredText(NICKNAME_MAX),
    ...addressFields,
    default: z.optional(z.boolean()),
  })
  .check(...brazilianRules);
/** The body that creates or replaces an address. */
export type AddressInput = z.infer<typeof AddressInputSchema>;

/** The address list answer. */
export const AddressListSchema = z.array(AddressSchema);

/**
 * A billing address (spec platform §3): the address fields without nickname and default, plus
 * `addressReceipt`, the stored key of the proof-of-address file (see uploads).
 */
export const BillingAddressSchema = z.object({
  id: z.int(),
  ...addressFields,
  addressReceipt: z.nullable(z.string()),
});
/** A billing address. */
export type BillingAddress = z.infer<typeof BillingAddressSchema>;

/** `POST /billingAddresses` body. */
export const BillingAddressInputSchema = z
  .object({
    ...addressFields,
    /** The key of one of the caller's own uploads (checked by the service, issue 14 item 7). */
    addressReceipt: z.optional(
      z.nullable(
        z.string().check(z.maxLength(UPLOAD_KEY_MAX, catalogueError('validation.tooLong'))),
      ),
    ),
  })
  .check(...brazilianRules);
/** The body that adds a billing address. */
export type BillingAddressInput = z.infer<typeof BillingAddressInputSchema>;

/** Path parameters of one address: the owner's CPF and the address id. */
export const AddressParamsSchema = z.object({
  cpf: requiredText(CPF_MAX),
  id: z.coerce.number().check(z.int()),
});

/**
 * The zip-code lookup answer: the provider's answer in our field names (ViaCEP's `logradouro`
 * → `street`, `bairro` → `neighborhood`, `localidade` → `city`, `uf` → `state`). `sandbox` is
 * true when it came from the sandbox data shipped with the repo, never from the Correios.
 */
export const ZipLookupSchema = z.object({
  zipCode: z.string(),
  street: z.string(),
  complement: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.literal('BR'),
  /** The IBGE municipality code, when known. */
  ibge: z.nullable(z.string()),
  /** The area code (DDD), when known. */
  ddd: z.nullable(z.string()),
  sandbox: z.boolean(),
});
/** A zip-code lookup answer. */
export type ZipLookup = z.infer<typeof ZipLookupSchema>;
