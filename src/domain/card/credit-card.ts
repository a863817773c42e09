/**
 * The credit-card form's checks (spec operations §3.14, §5.4, §8.3; issue 18), run in the
 * customer's browser before the card goes to the provider's tokenizer, and again by the sandbox
 * tokenizer. They catch typing slips and a brand the provider does not take; whether the card
 * pays is the provider's answer (§4.2).
 *
 * Brand and number come from `card-validator` (Braintree's, with `credit-card-type`): the brand
 * the number's prefix names (Brazil's Elo and Hipercard included), the lengths that brand has and
 * the Luhn check digit. The digit helpers and the expiry check are the debit card's
 * (`../payer/debit-card`), shared.
 * @module
 */
// A CommonJS package: its default export, so Node's ESM loader (the server) reads it too.
import cardValidator from 'card-validator';
import { cvvViolation, digitsOf, expiryViolation } from '../payer/debit-card';

const { cardholderName, number: cardNumber } = cardValidator;

/** The card brands the platform names (`credit-card-type`'s ids). */
export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'american-express',
  'diners-club',
  'discover',
  'jcb',
  'unionpay',
  'maestro',
  'mir',
  'elo',
  'hiper',
  'hipercard',
] as const;

/** A card brand. */
export type CardBrand = (typeof CARD_BRANDS)[number];

/**
 * The brands the card provider takes (the sandbox's and the product's decision, docs/sandbox.md):
 * the ones Brazilian acquirers settle in installments. Any other brand is refused with
 * 'Check your card's brand and number.' (spec §8.3).
 */
export const ACCEPTED_CARD_BRANDS: readonly CardBrand[] = [
  'visa',
  'mastercard',
  'american-express',
  'elo',
  'hipercard',
  'diners-club',
];

/** The brand of a (possibly partial) card number, once its prefix names exactly one. */
export function cardBrandOf(text: string): CardBrand | undefined {
  const digits = digitsOf(text);
  if (digits === '') return undefined;
  const type = cardNumber(digits).card?.type;
  return (CARD_BRANDS as readonly string[]).includes(type ?? '') ? (type as CardBrand) : undefined;
}

/** Whether the provider takes `brand` (spec §5.4 isValidCardType). */
export function isAcceptedBrand(brand: string | undefined): brand is CardBrand {
  return brand !== undefined && (ACCEPTED_CARD_BRANDS as readonly string[]).includes(brand);
}

/** The CVV length of a brand: 4 for American Express, 3 otherwise. */
export function cvvLengthOf(brand: CardBrand | undefined): 3 | 4 {
  return brand === 'american-express' ? 4 : 3;
}

/** What the customer typed on the credit-card form (spec §3.14). */
export interface CreditCardInput {
  /** creditCardNumber, with or without spaces. */
  cardNumber: string;
  /** creditCardNameHolder, as printed on the card. */
  holderName: string;
  /** creditCardExpirationDate, `MM/YY`. */
  expiry: string;
  /** creditCardCVV. */
  cvv: string;
}

/**
 * A credit-card field's problem (spec §5.4), a `common` catalogue key under
 * `validation.creditCard`: `required`, `number` (invalid card number), `brand` (isValidCardType:
 * a brand the provider does not take), `holder` (invalid holder name), `expiry` (isValidMonth /
 * isValidYear), `expired`, `cvv`.
 */
export type CreditCardViolation =
  'required' | 'number' | 'brand' | 'holder' | 'expiry' | 'expired' | 'cvv';

/** The card number's problem: its length and Luhn digit, then its brand. */
export function creditCardNumberViolation(text: string): CreditCardViolation | undefined {
  const digits = digitsOf(text);
  if (digits === '') return 'required';
  if (!/^\d{12,19}$/.test(digits) || !cardNumber(digits).isValid) return 'number';
  return isAcceptedBrand(cardBrandOf(digits)) ? undefined : 'brand';
}

/** The most characters a card prints of its holder's name (the embossing line, ISO/IEC 7813). */
export const HOLDER_NAME_MAX = 26;

/**
 * The holder name's problem: letters as printed on the card, at least two words (a first and a
 * last name), at most {@link HOLDER_NAME_MAX} characters once spaces are collapsed. The spec says
 * only "invalid holder name" (operations §5.4); the 26 is the printed line's, which
 * `card-validator` does not check (it allows 255).
 */
export function holderNameViolation(text: string): CreditCardViolation | undefined {
  const name = text.trim().replace(/\s+/g, ' ');
  if (name === '') return 'required';
  if ([...name].length > HOLDER_NAME_MAX) return 'holder';
  if (!cardholderName(name).isValid) return 'holder';
  if (!/^[\p{L}'. -]+$/u.test(name)) return 'holder';
  return name.split(' ').filter((word) => /\p{L}{2,}/u.test(word)).length >= 2
    ? undefined
    : 'holder';
}

/** The CVV's problem, its length by brand (4 digits for American Express, 3 otherwise). */
export function creditCvvViolation(
  text: string,
  brand: CardBrand | undefined,
): CreditCardViolation | undefined {
  const found = cvvViolation(text);
  if (found) return found === 'required' ? 'required' : 'cvv';
  return text.trim().length === cvvLengthOf(brand) ? undefined : 'cvv';
}

/** Every problem of the credit-card form, by field (empty when it can go to the tokenizer). */
export function creditCardViolations(
  card: CreditCardInput,
  today: { year: number; month: number },
): Partial<Record<keyof CreditCardInput, CreditCardViolation>> {
  const found: Partial<Record<keyof CreditCardInput, CreditCardViolation>> = {};
  const number = creditCardNumberViolation(card.cardNumber);
  if (number) found.cardNumber = number;
  const holder = holderNameViolation(card.holderName);
  if (holder) found.holderName = holder;
  const expiry = expiryViolation(card.expiry, today);
  if (expiry)
    found.expiry = expiry === 'required' ? 'required' : expiry === 'expired' ? 'expired' : 'expiry';
  const cvv = creditCvvViolation(card.cvv, cardBrandOf(card.cardNumber));
  if (cvv) found.cvv = cvv;
  return found;
}

/** The last four digits of a card number, all a summary shows of it. */
export function lastFourOf(text: string): string {
  return digitsOf(text).slice(-4);
}
