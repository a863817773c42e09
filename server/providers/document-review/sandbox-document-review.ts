/**
 * The sandbox document review (design §4 "sandbox helpers"; issue 20): approves every document
 * at arrival, except when the uploader's name carries a pending test word (`Pendente`,
 * `Pending`: the compliance sandbox's words, docs/sandbox.md), so that the operator console's
 * document queue can be demonstrated.
 * @module
 */
import { sandboxDecision } from '../compliance/sandbox-compliance';
import type { DocumentReviewProvider } from './document-review-provider';

/** The sandbox document review provider. */
export const sandboxDocumentReview: DocumentReviewProvider = {
  async review(uploader) {
    return sandboxDecision(uploader.name) === 'PENDING' ? 'PENDING' : 'APPROVED';
  },
};
