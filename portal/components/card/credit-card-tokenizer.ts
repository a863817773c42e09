/**
 * Hands the customer's credit card to the card provider's tokenizer and answers its card hash
 * (spec operations §3.14, §7.4; issue 18). This is the only place the card number, CVV and expiry
 * go: never to the platform's API, never to storage. In the sandbox the tokenizer is `POST
 * /api/sandbox/card-tokenizer/card-hashes`, a route that writes no log line. The request itself
 * is the debit card's (`postToTokenizer`: no credentials).
 * @module
 */
import { CardHashSchema, type CardHash } from '../../../src/contracts/card-payments';
import type { CreditCardInput } from '../../../src/domain/card/credit-card';
import { digitsOf } from '../../../src/domain/payer/debit-card';
import { CardTokenizeError, postToTokenizer } from '../../pages/payer/card-tokenizer';

export { CardTokenizeError };

/** The sandbox credit-card tokenizer's path under the API base. */
export const SANDBOX_CARD_HASH_PATH = '/sandbox/card-tokenizer/card-hashes';

/** Tokenizes `card`; answers the card hash, brand, last four digits and expiry. */
export async function tokenizeCreditCard(
  card: CreditCardInput,
  apiBase = '/api',
): Promise<CardHash> {
  const body = await postToTokenizer(
    SANDBOX_CARD_HASH_PATH,
    {
      cardNumber: digitsOf(card.cardNumber),
      holderName: card.holderName.trim().replace(/\s+/g, ' '),
      expiry: card.expiry.trim(),
      cvv: card.cvv.trim(),
    },
    apiBase,
  );
  const parsed = CardHashSchema.safeParse(body);
  if (!parsed.success) throw new CardTokenizeError(201);
  return parsed.data;
}
