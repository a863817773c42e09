/**
 * The three document steps of a limit-increase request and the document types each takes (spec
 * platform §3 "Limit-increase request", §2.3 "Limit increase"): identification (CNH, RG or
 * PASSPORT), income proof (IR, BANK_STATEMENT_OF_THREE_LAST_MONTHS, PROPERTY_SALE_DOCUMENT or
 * INVESTMENT_BANK_STATEMENT) and address proof (PROOF_OF_ADDRESS). Each step needs at least
 * one file.
 * @module
 */

/** The steps, in the order the stepper shows them. */
export const ATTACHMENT_TYPES = ['IDENTIFICATION', 'INCOME_PROOF', 'PROOF_OF_ADDRESS'] as const;

/** One step (`attachmentType`). */
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** Every document type, as the spec lists them. */
export const PROOF_DOCUMENT_TYPES = [
  'IR',
  'BANK_STATEMENT_OF_THREE_LAST_MONTHS',
  'PROPERTY_SALE_DOCUMENT',
  'INVESTMENT_BANK_STATEMENT',
  'PROOF_OF_ADDRESS',
  'CNH',
  'RG',
  'PASSPORT',
] as const;

/** One document type (`proofDocumentType`). */
export type ProofDocumentType = (typeof PROOF_DOCUMENT_TYPES)[number];

/** The document types each step takes. */
export const STEP_DOCUMENT_TYPES: Readonly<Record<AttachmentType, readonly ProofDocumentType[]>> = {
  IDENTIFICATION: ['CNH', 'RG', 'PASSPORT'],
  INCOME_PROOF: [
    'IR',
    'BANK_STATEMENT_OF_THREE_LAST_MONTHS',
    'PROPERTY_SALE_DOCUMENT',
    'INVESTMENT_BANK_STATEMENT',
  ],
  PROOF_OF_ADDRESS: ['PROOF_OF_ADDRESS'],
};

/** Whether `document` is one of the types step `step` takes. */
export function belongsToStep(step: AttachmentType, document: ProofDocumentType): boolean {
  return STEP_DOCUMENT_TYPES[step].includes(document);
}

/** The steps without any file among `attachments` (empty when every step has one). */
export function missingSteps(
  attachments: readonly { attachmentType: AttachmentType }[],
): AttachmentType[] {
  return ATTACHMENT_TYPES.filter(
    (step) => !attachments.some((attachment) => attachment.attachmentType === step),
  );
}
