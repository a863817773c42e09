/**
 * The port of the miles program's partner (spec operations §4.9): is this customer in the
 * diamond club?
 * @module
 */
import type { ClubMembership } from '../../../src/domain/loyalty/tier';

/** The miles program's partner. */
export interface LoyaltyProvider {
  /** The membership of the customer with these document digits (CPF or CNPJ). */
  membership(document: string): Promise<ClubMembership>;
}
