/**
 * Sandbox miles partner: a deterministic answer per document so both tiers can be tried.
 *
 * Rule: a document is in the diamond club when the sum of its two check digits (its last two
 * characters) is even. CPF 529.982.247-25 (2 + 5 = 7) is REGULAR; CPF 111.444.777-35
 * (3 + 5 = 8) is DIAMOND.
 * @module
 */
import type { LoyaltyProvider } from './loyalty-provider';

/** Whether the sandbox puts a document in the diamond club (see the module rule). */
export function isSandboxDiamond(document: string): boolean {
  const digits = document.replace(/\D/g, '');
  const sum = Number(digits.at(-1) ?? 1) + Number(digits.at(-2) ?? 0);
  return sum % 2 === 0;
}

/** Creates the sandbox partner. */
export function createSandboxLoyalty(): LoyaltyProvider {
  return {
    membership: (document) => Promise.resolve({ isClubDiamond: isSandboxDiamond(document) }),
  };
}
