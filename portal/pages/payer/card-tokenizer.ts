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
  constructor(
    readonly status: number,
    /** The tokenizer's own message (already in the request's language), when it gave one. */
    readonly apiMessage?: string,
  ) {
    super(`card tokenizer answered ${status}`);
    this.name = 'CardTokenizeError';
  }
}

/**
 * Posts `body` (a card) to the tokenizer route `path` under `apiBase`, without credentials (the
 * session never goes with a card); answers the parsed JSON of a 2xx answer. Shared by the debit
 * card's and the credit card's tokenizers.
 */
export async function postToTokenizer(
  path: string,
  body: Record<string, string>,
  apiBase = '/api',
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
      body: JSON.stringify(body),
    });
  } catch {
    throw new CardTokenizeError(0);
  }
  if (!response.ok) throw new CardTokenizeError(response.status, await messageOf(response));
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new CardTokenizeError(response.status);
  }
}

/** The API error body's message, if any. */
async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const message =
      typeof body === 'object' && body !== null
        ? (body as { message?: unknown }).message
        : undefined;
    return typeof message === 'string' && message !== '' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** Tokenizes `card` at the sandbox provider under `apiBase` (`/api`); answers the token. */
export async function tokenizeCard(card: DebitCardInput, apiBase = '/api'): Promise<string> {
  const body = await postToTokenizer(
    SANDBOX_TOKENIZER_PATH,
    {
      cardNumber: digitsOf(card.cardNumber),
      cvv: card.cvv.trim(),
      expiry: card.expiry.trim(),
      zip: zipFirstFive(card.zip),
    },
    apiBase,
  );
  const token =
    typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
  if (typeof token !== 'string' || token === '') throw new CardTokenizeError(201);
  return token;
}
