/**
 * What a customer's registration still lacks (spec platform §4 "Compliance": the update-profile
 * modal asks for it while `needsComplianceUpdate` is set). Named by the registration payload's
 * fields, so the modal's form can point at them; a company's record lists them as `pendencies`.
 * @module
 */
import { isValidFullCompanyName, isValidFullName } from '../../../src/domain/identity/names';
import type { UserRow } from '../../db/schema';

/** A missing registration field. */
export type Pendency =
  | 'fullName'
  | 'companyName'
  | 'birthDate'
  | 'phone'
  | 'profession'
  | 'income'
  | 'mainResponsibleName'
  | 'mainResponsibleEmail'
  | 'mainResponsibleDocument'
  | 'address';

const blank = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '';

/** The registration fields `user` lacks, given how many addresses it has; empty when complete. */
export function profilePendencies(user: UserRow, addressCount: number): Pendency[] {
  const missing: Pendency[] = [];
  if (user.person_type === 'PHYSICAL') {
    if (!isValidFullName(user.name)) missing.push('fullName');
    if (user.birth_date === null) missing.push('birthDate');
  } else if (!isValidFullCompanyName(user.name)) {
    missing.push('companyName');
  }
  if (blank(user.phone)) missing.push('phone');
  if (blank(user.profession)) missing.push('profession');
  if (user.income_cents === null) missing.push('income');
  if (user.person_type === 'LEGAL') {
    if (blank(user.person_in_charge_name)) missing.push('mainResponsibleName');
    if (blank(user.person_in_charge_email)) missing.push('mainResponsibleEmail');
    if (blank(user.person_in_charge_doc)) missing.push('mainResponsibleDocument');
  }
  if (addressCount === 0) missing.push('address');
  return missing;
}
