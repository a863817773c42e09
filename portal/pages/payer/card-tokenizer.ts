/**
 * Hands the payer's card to the card provider's tokenizer and answers its token (spec operations
 * §7.4; issue 16). This is the only place the card number, CVV, expiry and zip go: never to the
 * platform's API, never to storage. In the sandbox the tokenizer is `POST
 * /api/sandbox/card-tokenizer/tokens` (docs/sandbox.md), a route that writes no log line; a real
 * provider's script would take its place here.
 * @module
 */
import type { DebitCardInput } from '../../../src/domain/payer/debit-card';
import { digitsOf, zipFirstFive } from '../../../src/domain/payer/debit-card';

/** The sandbox tokenizer's path under the API base. */
export const SANDBOX_TOKENIZER_PATH = '/sandbox/card-tokenizer/tokens';

/** The tokenizer refused the card (its shape) or could not be reached. */
export class CardTokenizeError extends Error {
  constructor(readonly status: number) {
    super(`card tokenizer answered ${status}`);
    this.name = 'CardTokenizeError';
  }
}

/** Tokenizes `card` at the sandbox provider under `apiBase` (`/api`); answers the token. */
export async function tokenizeCard(card: DebitCardInput, apiBase = '/api'): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}${SANDBOX_TOKENIZER_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
      body: JSON.stringify({
        cardNumber: digitsOf(card.cardNumber),
        cvv: card.cvv.trim(),
        expiry: card.expiry.trim(),
        zip: zipFirstFive(card.zip),
      }),
    });
  } catch {
    throw new CardTokenizeError(0);
  }
  if (!response.ok) throw new CardTokenizeError(response.status);
  const body: unknown = await response.json();
  const token =
    typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
  if (typeof token !== 'string' || token === '') throw new CardTokenizeError(response.status);
  return token;
}
