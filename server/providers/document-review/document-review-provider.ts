/**
 * The document-review port (issue 20; spec platform §5 "Attachments"): when an uploaded file
 * arrives, it is reviewed and ends APPROVED or stays PENDING for an operator of the console.
 * Like the compliance port, the sandbox adapter decides at once by test names; production has
 * no adapter yet, so every document waits for an operator.
 * @module
 */

/** Who uploaded the document. */
export interface DocumentUploader {
  userId: number;
  name: string;
}

/** The outcome of the review at arrival: an operator decides what stays PENDING. */
export type DocumentReviewDecision = 'APPROVED' | 'PENDING';

/** Reviews documents as they arrive. */
export interface DocumentReviewProvider {
  review(uploader: DocumentUploader): Promise<DocumentReviewDecision>;
}

/** The production stand-in until a real provider exists: every document awaits an operator. */
export const manualDocumentReview: DocumentReviewProvider = {
  async review() {
    return 'PENDING';
  },
};
