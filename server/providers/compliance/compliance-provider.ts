/**
 * The compliance port: once a registrant has confirmed the e-mail, the registration is reviewed
 * and ends APPROVED, REJECTED or stays PENDING (spec platform §4 "Compliance"). The sandbox
 * adapter decides at once by test names; production has no adapter yet, so registrations stay
 * PENDING for a human review.
 * @module
 */

/** What the review sees of a registrant. */
export interface ComplianceApplicant {
  userId: number;
  personType: 'PHYSICAL' | 'LEGAL';
  name: string;
  /** CPF or CNPJ, stripped. */
  document: string;
}

/** The outcome of a review. */
export type ComplianceDecision = 'APPROVED' | 'PENDING' | 'REJECTED';

/** Reviews registrations. */
export interface ComplianceProvider {
  review(applicant: ComplianceApplicant): Promise<ComplianceDecision>;
}

/** The production stand-in until a real provider exists: every registration awaits review. */
export const manualComplianceReview: ComplianceProvider = {
  async review() {
    return 'PENDING';
  },
};
