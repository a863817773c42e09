/**
 * Customer rows as the contracts show them (spec platform §3 "Profile", "Legal person",
 * "Address", "Billing address"). The one place where columns become wire fields.
 * @module
 */
import type { Address, BillingAddress } from '../../../src/contracts/addresses';
import type { Company, CompanyDocument, Individual } from '../../../src/contracts/customers';
import { formatZipCode } from '../../../src/domain/address/zip-code';
import type { AddressRow, BillingAddressRow } from '../../db/repositories/address-repository';
import type { UserWithCorrespondents } from '../../db/repositories/user-repository';

/** A bigint column (the pg driver reads it as text) as a number; null stays null. */
export function centsOf(value: string | number | bigint | null): number | null {
  return value === null ? null : Number(value);
}

/**
 * `YYYY-MM-DD` of a `date` column: drivers read it as a Date at local midnight (or as text),
 * so the local calendar fields are the stored day.
 */
export function isoDateOf(value: Date | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** A Brazilian CEP is shown `01310-100`; foreign codes as stored. */
function zipCodeOf(country: string, zipCode: string): string {
  return country === 'BR' ? formatZipCode(zipCode) : zipCode;
}

/** A saved address. */
export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    nickname: row.nickname,
    street: row.street,
    number: row.number,
    complement: row.complement,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    country: row.country,
    zipCode: zipCodeOf(row.country, row.zip_code),
    default: row.is_default,
  };
}

/** A billing address. */
export function toBillingAddress(row: BillingAddressRow): BillingAddress {
  return {
    id: row.id,
    street: row.street,
    number: row.number,
    complement: row.complement,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    country: row.country,
    zipCode: zipCodeOf(row.country, row.zip_code),
    addressReceipt: row.address_receipt,
  };
}

/** What a record carries besides its user row. */
export interface RecordParts {
  addresses: readonly AddressRow[];
  billingAddresses: readonly BillingAddressRow[];
}

/** An individual's record. */
export function toIndividual(row: UserWithCorrespondents, parts: RecordParts): Individual {
  return {
    cpf: row.cpf ?? '',
    name: row.name,
    nickname: row.nickname,
    email: row.email,
    phone: row.phone,
    profession: row.profession,
    monthlyIncome: centsOf(row.income_cents),
    birthDate: isoDateOf(row.birth_date),
    revenue: centsOf(row.revenue_cents),
    indicator: row.indicator_id === null ? null : { id: row.indicator_id },
    wlCorrespondents: row.correspondents,
    wlStatus: row.wl_status,
    needsComplianceUpdate: row.needs_compliance_update,
    addresses: parts.addresses.map(toAddress),
    billingAddresses: parts.billingAddresses.map(toBillingAddress),
  };
}

/**
 * A company's record. `revenue` is the annual revenue the company declared (the update's
 * `annualIncome`); `notificationStatus.operationalLimit.email` are the switches of the limit
 * e-mails at 50%, 85% and 100% (on unless the company turned one off); `documents` its identity
 * documents with their versions (`company-documents`).
 */
export function toCompany(
  row: UserWithCorrespondents,
  parts: RecordParts & { pendencies: readonly string[]; documents: readonly CompanyDocument[] },
): Company {
  return {
    cnpj: row.cnpj ?? '',
    name: row.name,
    nickname: row.nickname,
    email: row.email,
    mobile: row.phone,
    profession: row.profession,
    wlStatus: row.wl_status,
    wlCorrespondents: row.correspondents,
    source: row.source,
    pendencies: [...parts.pendencies],
    revenue: centsOf(row.income_cents),
    indicator: row.indicator_id === null ? null : { id: row.indicator_id },
    needsComplianceUpdate: row.needs_compliance_update,
    notificationStatus: {
      operationalLimit: {
        email: {
          operationalLimitAt50: row.limit_email_at_50,
          operationalLimitAt85: row.limit_email_at_85,
          operationalLimitAt100: row.limit_email_at_100,
        },
      },
    },
    personInCharge: {
      doc: row.person_in_charge_doc ?? '',
      email: row.person_in_charge_email ?? '',
      name: row.person_in_charge_name ?? '',
    },
    addresses: parts.addresses.map(toAddress),
    billingAddresses: parts.billingAddresses.map(toBillingAddress),
    documents: [...parts.documents],
  };
}
