/**
 * The debit-card provider's port (spec operations §4.2, §4.3, §7.4, §8.5; issue 16): the payer's
 * card is tokenized by the provider (in the sandbox, a tokenization endpoint of its own that the
 * API never logs) and the platform charges the token, never seeing the card.
 * @module
 */

/** A charge of an inbound operation. */
export interface CardChargeRequest {
  /** The provider's token of the payer's card. */
  token: string;
  /** USD cents. */
  amountUsdCents: number;
  /** The operation's reference at the provider. */
  reference: string;
}

/**
 * What the provider answers: its status word (mapped by `cardTransactionStatus`, spec §4.2),
 * the refusal code (spec §8.5) and, for a charge still processing, when to look again.
 */
export type CardChargeResult =
  | { kind: 'answered'; word: string; code: string | null; settlesAt?: Date }
  /** The token names no card (spec §4.3: 'Tokenized Data not Found'). */
  | { kind: 'unknown-token' };

/** A debit-card provider. */
export interface CardProvider {
  readonly name: string;
  /** Charges a token once. */
  charge(request: CardChargeRequest): Promise<CardChargeResult>;
}
