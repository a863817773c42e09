/**
 * The sandbox compliance review (design §4 "sandbox helpers", Stripe-style test values):
 * approves every registration at once, except names carrying a test word, so each outcome can
 * be demonstrated (docs/sandbox.md):
 * - a word `Pendente` (or `Pending`) in the name → stays PENDING;
 * - a word `Reprovado` (or `Rejected`) in the name → REJECTED.
 * @module
 */
import type { ComplianceDecision, ComplianceProvider } from './compliance-provider';

/** Name words that keep a sandbox registration pending. */
export const SANDBOX_PENDING_WORDS = ['pendente', 'pending'] as const;
/** Name words that make a sandbox registration rejected. */
export const SANDBOX_REJECTED_WORDS = ['reprovado', 'rejected'] as const;

/** The sandbox decision for a registrant's name. */
export function sandboxDecision(name: string): ComplianceDecision {
  const words = name.toLowerCase().split(/\s+/);
  if (words.some((word) => (SANDBOX_REJECTED_WORDS as readonly string[]).includes(word))) {
    return 'REJECTED';
  }
  if (words.some((word) => (SANDBOX_PENDING_WORDS as readonly string[]).includes(word))) {
    return 'PENDING';
  }
  return 'APPROVED';
}

/** The sandbox compliance provider. */
export const sandboxCompliance: ComplianceProvider = {
  async review(applicant) {
    return sandboxDecision(applicant.name);
  },
};
