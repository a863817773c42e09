/**
 * Contract of an inbound operation's receipt instructions (spec operations §1 "Inbound
 * remittance", §2.5 "Inbound payment link page"; issue 16): what the foreign payer's bank needs
 * to wire the money, in the SWIFT MT103 fields the spec names.
 *
 * - `GET /v1/remittances/users/inbound/{id}/instructions` answers
 *   {@link InboundInstructionsSchema} for the caller's own inbound operation `{id}` (its serial
 *   id, as in the history; a signed-in customer, never the payer).
 * - `GET /v1/remittances/users/inbound/{id}/instructions.pdf[?lang=pt-BR|en-US]` answers the same
 *   fields as a PDF (`application/pdf`, attachment `instrucoes-recebimento-{id}.pdf` in pt-BR,
 *   `receipt-instructions-{id}.pdf` in en-US) for the customer to send the payer; the language is
 *   `lang`, else the request's `Accept-Language`.
 *
 * The fields (spec §2.5: 56 correspondent, 57 beneficiary bank, 59 intermediary beneficiary, 70
 * final beneficiary): 56 is the intermediary bank the payer's bank sends through; 57 the bank in
 * Brazil where the correspondent (the FX institution) holds its account; 59 that account and its
 * holder, who receives the wire and credits the customer; 70 carries the operation's payment
 * reference — the one thing that matches an arriving wire to its operation — and the final
 * beneficiary's name. Decision: the customer's CPF is not in field 70, since the PDF is made to
 * be sent to a third party and the reference alone identifies the operation.
 * @module
 */
import * as z from 'zod/mini';
import { PathIdSchema } from './registration';
import { WireMoneySchema } from './quotations';

/** `/v1/remittances/users/inbound/{id}/instructions(.pdf)`: the caller's operation id. */
export const InboundInstructionsParamsSchema = z.object({ id: PathIdSchema });
/** The path of the instruction routes. */
export type InboundInstructionsParams = z.infer<typeof InboundInstructionsParamsSchema>;

/** The languages the PDF is written in. */
export const INSTRUCTIONS_LANGUAGES = ['pt-BR', 'en-US'] as const;

/** `…/instructions.pdf?lang=`: the PDF's language (else `Accept-Language`). */
export const InboundInstructionsPdfQuerySchema = z.object({
  lang: z.optional(z.enum(INSTRUCTIONS_LANGUAGES)),
});
/** The PDF's query. */
export type InboundInstructionsPdfQuery = z.infer<typeof InboundInstructionsPdfQuerySchema>;

/** A bank in a SWIFT field (56 or 57). */
export const SwiftBankSchema = z.object({
  /** The bank's BIC (SWIFT code), 8 or 11 characters. */
  swiftCode: z.string(),
  name: z.string(),
  address: z.string(),
  /**
   * Field 56: the beneficiary bank's account at this intermediary (line `/account` of 56A);
   * field 57: null.
   */
  account: z.nullable(z.string()),
});
/** A bank in a SWIFT field. */
export type SwiftBank = z.infer<typeof SwiftBankSchema>;

/** Field 59: the account credited and its holder. */
export const SwiftBeneficiarySchema = z.object({
  /** The account number (IBAN-like), the line `/account` of field 59. */
  account: z.string(),
  name: z.string(),
  address: z.string(),
});
/** Field 59. */
export type SwiftBeneficiary = z.infer<typeof SwiftBeneficiarySchema>;

/** The receipt instructions of an inbound operation. */
export const InboundInstructionsSchema = z.object({
  /** The operation's id. */
  operationId: z.int(),
  /**
   * The operation's payment reference (25 letters and digits, `FX…`): the payer's bank must
   * quote it in field 70 so the wire is matched to the operation.
   */
  reference: z.string(),
  /** What the payer sends, in the operation's foreign currency. */
  amount: WireMoneySchema,
  /** The final beneficiary: the customer who receives (their name only). */
  finalBeneficiary: z.string(),
  /** Field 56, intermediary bank; null when the beneficiary bank is reached directly. */
  field56: z.nullable(SwiftBankSchema),
  /** Field 57, account with institution: the beneficiary bank. */
  field57: SwiftBankSchema,
  /** Field 59, beneficiary customer: the correspondent's account. */
  field59: SwiftBeneficiarySchema,
  /**
   * Field 70, remittance information, as its lines (at most 4 of 35 characters): the first is
   * `/REF/{reference}`, then `FFC {final beneficiary}`.
   */
  field70: z.array(z.string()),
  /** True when the bank data is the sandbox's (no real account: nothing can be wired to it). */
  sandbox: z.boolean(),
});
/** The receipt instructions of an inbound operation. */
export type InboundInstructions = z.infer<typeof InboundInstructionsSchema>;

/** The PDF's file name in `language` for the operation `id`. */
export function instructionsFileName(
  id: number,
  language: (typeof INSTRUCTIONS_LANGUAGES)[number],
): string {
  return language === 'pt-BR'
    ? `instrucoes-recebimento-${id}.pdf`
    : `receipt-instructions-${id}.pdf`;
}
