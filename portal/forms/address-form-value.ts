/**
 * What the address form holds (text as typed, the 'S/N' choice) and its conversion to the
 * contract's `AddressInput` (spec platform §3 "Address"; §5: a missing number reads 'S/N'),
 * validated with the same schema the API uses.
 * @module
 */
import { AddressInputSchema, type AddressInput } from '../../src/contracts/addresses';
import { formatZipCode, normaliseZipCode } from '../../src/domain/address/zip-code';
import { issuesToFieldErrors } from './field-errors';

/** The address form's fields, as typed. */
export interface AddressFormValue {
  nickname: string;
  /** As typed, masked `01310-100`. */
  zipCode: string;
  street: string;
  /** Digits; '' with `noNumber` for 'S/N'. */
  number: string;
  /** The address has no number ('S/N', sem número). */
  noNumber: boolean;
  complement: string;
  neighborhood: string;
  city: string;
  /** The UF. */
  state: string;
  /** ISO code; always `BR` in this form. */
  country: string;
}

/** The names of the form's fields (the keys of its errors). */
export type AddressField = Exclude<keyof AddressFormValue, 'noNumber'>;

/** An empty Brazilian address. */
export function emptyAddressForm(): AddressFormValue {
  return {
    nickname: '',
    zipCode: '',
    street: '',
    number: '',
    noNumber: false,
    complement: '',
    neighborhood: '',
    city: '',
    state: '',
    country: 'BR',
  };
}

/** The form's value of a saved address (to edit it). */
export function addressFormFrom(address: {
  nickname?: string;
  street: string;
  number: number | null;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
}): AddressFormValue {
  const hasNumber = address.number !== null && address.number > 0;
  return {
    nickname: address.nickname ?? '',
    zipCode: formatZipCode(address.zipCode),
    street: address.street,
    number: hasNumber ? String(address.number) : '',
    noNumber: !hasNumber,
    complement: address.complement ?? '',
    neighborhood: address.neighborhood,
    city: address.city,
    state: address.state,
    country: address.country,
  };
}

/**
 * The body the API takes, before validation: the CEP's digits, the number as an integer
 * (`null` for 'S/N', left out when blank so the contract answers "required"), a blank
 * complement as `null`. `nickname` replaces the form's (a form that does not ask for one).
 */
export function addressInputCandidate(value: AddressFormValue, nickname?: string) {
  const number = value.noNumber
    ? null
    : value.number.trim() === ''
      ? undefined
      : Number(value.number);
  return {
    nickname: (nickname ?? value.nickname).trim(),
    street: value.street.trim(),
    number,
    complement: value.complement.trim() === '' ? null : value.complement.trim(),
    neighborhood: value.neighborhood.trim(),
    city: value.city.trim(),
    state: value.state,
    country: value.country,
    zipCode: normaliseZipCode(value.zipCode) ?? value.zipCode.trim(),
  };
}

/** The outcome of reading the form. */
export type AddressFormResult =
  { ok: true; address: AddressInput } | { ok: false; errors: Record<string, string> };

/**
 * Reads the form through `AddressInputSchema`: the address, or the catalogue key of each field's
 * first error (keys `street`, `number`, `zipCode`…). A form without a nickname field passes the
 * nickname to use.
 */
export function parseAddressForm(value: AddressFormValue, nickname?: string): AddressFormResult {
  const result = AddressInputSchema.safeParse(addressInputCandidate(value, nickname));
  if (result.success) return { ok: true, address: result.data };
  return { ok: false, errors: issuesToFieldErrors(result.error.issues) };
}
