/**
 * An address body as stored: spaces normalised, an empty complement as null, a Brazilian CEP as
 * its 8 digits (the registration stores its address the same way).
 * @module
 */
import type { AddressInput, BillingAddressInput } from '../../../src/contracts/addresses';
import { normaliseZipCode } from '../../../src/domain/address/zip-code';
import { normaliseSpaces } from '../../../src/domain/identity/names';
import type {
  AddressColumns,
  BillingAddressColumns,
} from '../../db/repositories/address-repository';

type StreetFields = Omit<BillingAddressInput, 'addressReceipt'>;

function streetColumns(input: StreetFields) {
  const complement = input.complement === null ? '' : normaliseSpaces(input.complement);
  return {
    street: normaliseSpaces(input.street),
    number: input.number,
    complement: complement === '' ? null : complement,
    neighborhood: normaliseSpaces(input.neighborhood),
    city: normaliseSpaces(input.city),
    state: input.state.trim(),
    country: input.country,
    zip_code:
      input.country === 'BR'
        ? (normaliseZipCode(input.zipCode) ?? input.zipCode.trim())
        : input.zipCode.trim(),
  };
}

/** The columns of a saved address (its default flag is the service's decision). */
export function addressColumns(input: AddressInput): AddressColumns {
  return { nickname: normaliseSpaces(input.nickname), ...streetColumns(input) };
}

/** The columns of a billing address. */
export function billingAddressColumns(input: BillingAddressInput): BillingAddressColumns {
  const receipt = input.addressReceipt?.trim() ?? '';
  return { ...streetColumns(input), address_receipt: receipt === '' ? null : receipt };
}
