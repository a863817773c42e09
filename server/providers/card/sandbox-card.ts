/**
 * The sandbox debit-card provider (issue 16; docs/sandbox.md "Test cards"): its tokenizer keeps,
 * for a test card, only a random token and the outcome that card stands for — the number, CVV,
 * expiry and zip are read once and dropped — and its charges answer that outcome. Tokens live in
 * the database (`card_tokens`), so any process of the platform charges them.
 * @module
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEBIT_CARD_LIMIT_USD_CENTS } from '../../../src/domain/operations/inbound-payment';
import type { Database } from '../../db/schema';
import type { Clock } from '../../services/clock';
import type { CardProvider } from './card-provider';

/** What a sandbox test card does when charged. */
export type SandboxCardOutcome =
  'APPROVED' | 'DECLINED_7051' | 'CREDIT_00092' | 'ZIP_00034' | 'LIMIT_00070' | 'PROCESSING';

/** The sandbox's test cards (docs/sandbox.md); any other valid-looking number is approved. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxCardOutcome>> = {
  '4111111111111111': 'APPROVED',
  '4000050000007051': 'DECLINED_7051',
  '4000010000000092': 'CREDIT_00092',
  '4000020000000034': 'ZIP_00034',
  '4000070000000070': 'LIMIT_00070',
  '4000000000000259': 'PROCESSING',
};

/** How long the PROCESSING test card takes to settle. */
export const SANDBOX_PROCESSING_MS = 5000;

/** The card the tokenizer reads (and drops). */
export interface SandboxCardInput {
  cardNumber: string;
  cvv: string;
  expiry: string;
  zip: string;
}

/** The sandbox's tokenizer and provider. */
export interface SandboxCard extends CardProvider {
  /** Tokenizes a card: a random token standing for its test outcome. */
  tokenize(card: SandboxCardInput): Promise<{ token: string }>;
}

/** The status word, code and settlement of each outcome. */
function answerOf(outcome: SandboxCardOutcome, amountUsdCents: number, now: Date) {
  // The provider's own limit (spec §9.1, §8.5 00070), whatever the card.
  if (outcome === 'LIMIT_00070' || amountUsdCents > DEBIT_CARD_LIMIT_USD_CENTS) {
    return { word: 'declined', code: '00070' };
  }
  switch (outcome) {
    case 'APPROVED':
      return { word: 'approved', code: null };
    case 'DECLINED_7051':
      return { word: 'declined', code: '7051' };
    case 'CREDIT_00092':
      return { word: 'declined', code: '00092' };
    case 'ZIP_00034':
      return { word: 'declined', code: '00034' };
    case 'PROCESSING':
      return {
        word: 'processing',
        code: null,
        settlesAt: new Date(now.getTime() + SANDBOX_PROCESSING_MS),
      };
  }
}

/** Creates the sandbox card provider over `db`. */
export function createSandboxCard(deps: { db: Kysely<Database>; clock: Clock }): SandboxCard {
  const { db, clock } = deps;
  return {
    name: 'sandbox-card',
    async tokenize(card) {
      const outcome = SANDBOX_TEST_CARDS[card.cardNumber] ?? 'APPROVED';
      const token = `tok_${randomBytes(18).toString('base64url')}`;
      await db.insertInto('card_tokens').values({ token, outcome }).execute();
      return { token };
    },
    async charge({ token, amountUsdCents }) {
      const row = await db
        .selectFrom('card_tokens')
        .select('outcome')
        .where('token', '=', token)
        // A debit card's token only: a credit-card hash is no token of this provider's (its
        // outcome is not one of a debit card's; issue 36).
        .where('kind', '=', 'DEBIT')
        .executeTakeFirst();
      if (row === undefined) return { kind: 'unknown-token' };
      return {
        kind: 'answered',
        ...answerOf(row.outcome as SandboxCardOutcome, amountUsdCents, clock()),
      };
    },
  };
}
