/**
 * The sandbox credit-card provider (issue 18; docs/sandbox.md "Paying by credit card: test
 * cards"): its tokenizer reads a card once — checked by the domain's rules (Luhn, brand, holder,
 * expiry, CVV) — and keeps only a random token, the card's brand, its last four digits and the
 * outcome the test card stands for (never the number, CVV or expiry); its charges answer that
 * outcome. As a real acquirer does, a charge repeated with the same idempotency key (and
 * reference) answers the original charge and never charges twice: its charges are kept in
 * `sandbox_credit_charges`, so any process sees them. Its installment interest table lives here.
 * @module
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  cardBrandOf,
  creditCardViolations,
  lastFourOf,
  type CardBrand,
  type CreditCardViolation,
} from '../../../src/domain/card/credit-card';
import type { InstallmentRates } from '../../../src/domain/card/installments';
import type { Database } from '../../db/schema';
import type { Clock } from '../../services/clock';

/** What a sandbox credit test card does when charged. */
export type SandboxCreditOutcome =
  | 'CREDIT_APPROVED'
  | 'CREDIT_DECLINED_7051'
  | 'CREDIT_ERROR'
  | 'CREDIT_REVIEW_APPROVED'
  | 'CREDIT_REVIEW_REFUNDED'
  | 'CREDIT_REFUSED';

/** The sandbox's credit test cards (docs/sandbox.md); any other accepted card is approved. */
export const SANDBOX_CREDIT_TEST_CARDS: Readonly<Record<string, SandboxCreditOutcome>> = {
  '4111111111111111': 'CREDIT_APPROVED',
  '5555555555554444': 'CREDIT_APPROVED',
  '4000000000000002': 'CREDIT_DECLINED_7051',
  '4000000000000119': 'CREDIT_ERROR',
  '4000000000001976': 'CREDIT_REVIEW_APPROVED',
  '4000000000004954': 'CREDIT_REVIEW_REFUNDED',
  '4000000000000127': 'CREDIT_REFUSED',
};

/**
 * The sandbox provider's interest table, basis points for 1 to 12 installments (1x is free):
 * 8,49% for 6x, for instance.
 */
export const SANDBOX_INSTALLMENT_RATES: InstallmentRates = [
  0, 399, 549, 699, 849, 999, 1149, 1299, 1449, 1599, 1749, 1899,
];

/** The smallest installment the sandbox offers: R$ 5,00 (1x is always offered). */
export const SANDBOX_MINIMUM_INSTALLMENT_CENTS = 500;

/** How long an under-review credit payment takes to settle. */
export const SANDBOX_CREDIT_REVIEW_MS = 5000;

/** A credit charge. */
export interface CreditChargeRequest {
  token: string;
  /** BRL cents, the plan's total. */
  amountCents: number;
  installments: number;
  /** The operation's reference at the provider. */
  reference: string;
  /**
   * The payment's idempotency key: the provider answers a repeated key (with the same
   * reference) with the original charge's answer and never charges twice.
   */
  idempotencyKey: string;
}

/** The provider's answer to a credit charge. */
export type CreditChargeResult =
  | {
      kind: 'answered';
      word: string;
      code: string | null;
      /** An answer under review: when the provider settles it, and to which word. */
      settlesAt?: Date;
      settlesTo?: string;
    }
  | { kind: 'unknown-token' };

/** A stored credit token as the payment service reads it. */
export interface CreditToken {
  brand: CardBrand;
  last4: string;
}

/** The tokenizer's outcome. */
export type CreditTokenizeResult =
  | { kind: 'tokenized'; cardHash: string; brand: CardBrand; last4: string; expiry: string }
  | { kind: 'invalid'; violations: Partial<Record<string, CreditCardViolation>> };

/** A credit-card provider. */
export interface CreditCardProvider {
  readonly name: string;
  /** The interest table of its installment plans. */
  readonly rates: InstallmentRates;
  readonly minimumInstallmentCents: number;
  /** The credit token `token` (brand, last four digits), undefined when unknown. */
  creditToken(db: Kysely<Database>, token: string): Promise<CreditToken | undefined>;
  /** Charges a credit token once per idempotency key (a repeat answers the original charge). */
  chargeCredit(request: CreditChargeRequest): Promise<CreditChargeResult>;
}

/** The sandbox credit provider, with its tokenizer. */
export interface SandboxCreditCard extends CreditCardProvider {
  tokenizeCredit(card: {
    cardNumber: string;
    holderName: string;
    expiry: string;
    cvv: string;
  }): Promise<CreditTokenizeResult>;
}

function answerOf(outcome: SandboxCreditOutcome, now: Date) {
  const later = new Date(now.getTime() + SANDBOX_CREDIT_REVIEW_MS);
  switch (outcome) {
    case 'CREDIT_APPROVED':
      return { word: 'approved', code: null };
    case 'CREDIT_DECLINED_7051':
      return { word: 'declined', code: '7051' };
    case 'CREDIT_ERROR':
      return { word: 'error', code: null };
    case 'CREDIT_REVIEW_APPROVED':
      return { word: 'in_review', code: null, settlesAt: later, settlesTo: 'approved' };
    case 'CREDIT_REVIEW_REFUNDED':
      return { word: 'in_review', code: null, settlesAt: later, settlesTo: 'refunded' };
    case 'CREDIT_REFUSED':
      return { word: 'refused', code: null };
  }
}

/** Creates the sandbox credit provider over `db`. */
export function createSandboxCreditCard(deps: {
  db: Kysely<Database>;
  clock: Clock;
}): SandboxCreditCard {
  const { db, clock } = deps;
  return {
    name: 'sandbox-card',
    rates: SANDBOX_INSTALLMENT_RATES,
    minimumInstallmentCents: SANDBOX_MINIMUM_INSTALLMENT_CENTS,
    async tokenizeCredit(card) {
      const now = clock();
      const violations = creditCardViolations(card, {
        year: now.getUTCFullYear(),
        month: now.getUTCMonth() + 1,
      });
      if (Object.keys(violations).length > 0) return { kind: 'invalid', violations };
      const brand = cardBrandOf(card.cardNumber) as CardBrand;
      const last4 = lastFourOf(card.cardNumber);
      const digits = card.cardNumber.replace(/\D/g, '');
      const outcome = SANDBOX_CREDIT_TEST_CARDS[digits] ?? 'CREDIT_APPROVED';
      const cardHash = `ch_${randomBytes(18).toString('base64url')}`;
      await db
        .insertInto('card_tokens')
        .values({ token: cardHash, outcome, kind: 'CREDIT', brand, last4 })
        .execute();
      return { kind: 'tokenized', cardHash, brand, last4, expiry: card.expiry };
    },
    async creditToken(reader, token) {
      const row = await reader
        .selectFrom('card_tokens')
        .select(['brand', 'last4'])
        .where('token', '=', token)
        .where('kind', '=', 'CREDIT')
        .executeTakeFirst();
      if (row === undefined || row.brand === null || row.last4 === null) return undefined;
      return { brand: row.brand as CardBrand, last4: row.last4 };
    },
    async chargeCredit({ token, amountCents, installments, reference, idempotencyKey }) {
      /** The charge made under this key, if any. */
      const chargeOf = () =>
        db
          .selectFrom('sandbox_credit_charges')
          .select(['word', 'code', 'settles_at', 'settles_to'])
          .where('reference', '=', reference)
          .where('idempotency_key', '=', idempotencyKey)
          .executeTakeFirst();
      const answered = (charge: {
        word: string;
        code: string | null;
        settles_at: Date | null;
        settles_to: string | null;
      }): CreditChargeResult => ({
        kind: 'answered',
        word: charge.word,
        code: charge.code,
        ...(charge.settles_at === null ? {} : { settlesAt: new Date(charge.settles_at) }),
        ...(charge.settles_to === null ? {} : { settlesTo: charge.settles_to }),
      });
      const earlier = await chargeOf();
      if (earlier !== undefined) return answered(earlier);
      const row = await db
        .selectFrom('card_tokens')
        .select('outcome')
        .where('token', '=', token)
        .where('kind', '=', 'CREDIT')
        .executeTakeFirst();
      if (row === undefined) return { kind: 'unknown-token' };
      const answer = answerOf(row.outcome as SandboxCreditOutcome, clock());
      // Two calls with one key at once: the first insert is the charge, both answer it.
      await db
        .insertInto('sandbox_credit_charges')
        .values({
          reference,
          idempotency_key: idempotencyKey,
          token,
          amount_cents: amountCents,
          installments,
          word: answer.word,
          code: answer.code,
          settles_at: answer.settlesAt ?? null,
          settles_to: answer.settlesTo ?? null,
          created_at: clock(),
        })
        .onConflict((oc) => oc.columns(['reference', 'idempotency_key']).doNothing())
        .execute();
      const charge = await chargeOf();
      return charge === undefined ? { kind: 'answered', ...answer } : answered(charge);
    },
  };
}
