/**
 * The debit-card form's checks (spec operations §3.15, §5.4, §8.4, §9.10; issue 16), run in the
 * payer's browser before the card goes to the provider's tokenizer. They only catch typing slips:
 * whether the card is a debit card, its zip and its limit are the provider's answer (§8.5).
 *
 * The card number is checked by `card-validator` (Braintree's): its length for the brand the
 * number's prefix names and its Luhn check digit, so a mistyped digit is caught on the page rather
 * than by the provider. The sandbox's test cards (docs/sandbox.md) pass it, as real providers'
 * test numbers do.
 * @module
 */
// A CommonJS package: its default export, so Node's ESM loader (the server) reads it too.
import cardValidator from 'card-validator';

const { number: cardNumber } = cardValidator;

/** What the payer typed on the card form. */
export interface DebitCardInput {
  cardNumber: string;
  cvv: string;
  /** `MM/YY`. */
  expiry: string;
  zip: string;
}

/** A card field's problem, as a `payer` catalogue key under `card.errors`. */
export type DebitCardViolation = 'required' | 'number' | 'cvv' | 'expiry' | 'expired' | 'zip';

/** The digits of `text` (spaces and dashes a payer types are dropped). */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** The card number as the payer reads it: groups of four digits, at most 19 digits. */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The expiry as typed: `MM/YY`, the slash added after the month. */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The zip the provider reads: its first 5 digits (spec operations §5.4 "when longer than 5
 * digits, only the first 5 are entered", §9.10). A ZIP+4 `94105-1234` gives `94105`.
 */
export function zipFirstFive(text: string): string {
  return digitsOf(text).slice(0, 5);
}

/** The card number's problem: a length its brand does not have, or a failed Luhn check. */
export function cardNumberViolation(text: string): DebitCardViolation | undefined {
  const digits = digitsOf(text);
  if (digits === '') return 'required';
  return /^\d{12,19}$/.test(digits) && cardNumber(digits).isValid ? undefined : 'number';
}

/** The CVV's problem: 3 or 4 digits. */
export function cvvViolation(text: string): DebitCardViolation | undefined {
  if (text.trim() === '') return 'required';
  return /^\d{3,4}$/.test(text.trim()) ? undefined : 'cvv';
}

/**
 * The expiry's problem: `MM/YY` with a real month, and not before the month of `today` (a card
 * is valid through the last day of its month).
 */
export function expiryViolation(
  text: string,
  today: { year: number; month: number },
): DebitCardViolation | undefined {
  if (text.trim() === '') return 'required';
  const match = /^(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!match) return 'expiry';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'expiry';
  return year * 12 + month < today.year * 12 + today.month ? 'expired' : undefined;
}

/** The zip's problem: 5 digits once cut to its first five. */
export function zipViolation(text: string): DebitCardViolation | undefined {
  if (text.trim() === '') return 'required';
  return /^\d{5}$/.test(zipFirstFive(text)) ? undefined : 'zip';
}

/** Every problem of the card form, by field (empty when it can go to the tokenizer). */
export function debitCardViolations(
  card: DebitCardInput,
  today: { year: number; month: number },
): Partial<Record<keyof DebitCardInput, DebitCardViolation>> {
  const found: Partial<Record<keyof DebitCardInput, DebitCardViolation>> = {};
  const number = cardNumberViolation(card.cardNumber);
  if (number) found.cardNumber = number;
  const cvv = cvvViolation(card.cvv);
  if (cvv) found.cvv = cvv;
  const expiry = expiryViolation(card.expiry, today);
  if (expiry) found.expiry = expiry;
  const zip = zipViolation(card.zip);
  if (zip) found.zip = zip;
  return found;
}
