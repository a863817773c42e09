/**
 * The user type a document implies (spec platform §5 "User type").
 * @module
 */
import { isValidCnpj } from './cnpj';
import { isValidCpf } from './cpf';

/** PHYSICAL (individual, CPF), LEGAL (company, CNPJ) or PUBLIC (anonymous / no valid document). */
export type UserType = 'PHYSICAL' | 'LEGAL' | 'PUBLIC';

/** A valid CPF means PHYSICAL, a valid CNPJ means LEGAL, anything else PUBLIC. */
export function userTypeFromDocument(doc: string | null | undefined): UserType {
  if (!doc) return 'PUBLIC';
  if (isValidCpf(doc)) return 'PHYSICAL';
  if (isValidCnpj(doc)) return 'LEGAL';
  return 'PUBLIC';
}
