/**
 * The message a customer shares with whoever withdraws the notes at the ATM (spec operations
 * §2.7 "a withdrawal message to share, in Portuguese and English"; "a bilingual message with
 * beneficiary, country, currency, reference number and withdrawal locations"; issue 17).
 *
 * One text holds both languages, whatever the screen's language: the reader may not speak the
 * customer's. So both languages' wording lives here, beside each other, rather than in the two
 * UI catalogues (where a screen only ever reads one). Amounts and dates are formatted in each
 * half's own locale; dates on Brasília's clock, where the ATMs are.
 * @module
 */
import { minorToDecimalString } from '../money/money';

/** An amount in minor units with its precision (the wire money's `value` and `precision`). */
export interface WithdrawalAmount {
  value: number;
  precision: number;
  currency: string;
}

/** What the message tells. */
export interface WithdrawalMessageInput {
  /** Who withdraws the notes (the receiver, else the purchaser). */
  beneficiary: string;
  /** ISO 3166 code of the country of the ATMs (the platform's: `BR`). */
  country: string;
  /** The notes' amount and currency. */
  amount: WithdrawalAmount;
  /** The withdrawal code, the reference number typed at the ATM. */
  code: string;
  /** Where to withdraw, one line; the correspondent's partner ATMs when not given. */
  locations?: string | null;
  /** The correspondent's name, for the default locations. */
  correspondent: string;
  /** Until when the notes can be withdrawn (ISO 8601), if known. */
  availableUntil?: string | null;
}

const WORDING = {
  'pt-BR': {
    title: 'Saque de moeda estrangeira',
    beneficiary: 'Beneficiário',
    country: 'País',
    currency: 'Moeda',
    code: 'Número de referência (código de saque)',
    locations: 'Locais de saque',
    defaultLocations: (name: string) => `caixas eletrônicos da rede parceira de ${name}`,
    until: 'Disponível até',
  },
  'en-US': {
    title: 'Foreign cash withdrawal',
    beneficiary: 'Beneficiary',
    country: 'Country',
    currency: 'Currency',
    code: 'Reference number (withdrawal code)',
    locations: 'Withdrawal locations',
    defaultLocations: (name: string) => `${name}'s partner-network ATMs`,
    until: 'Available until',
  },
} as const;

type MessageLocale = keyof typeof WORDING;

/** The ATMs' country: the platform's customers withdraw in Brazil. */
export const WITHDRAWAL_COUNTRY = 'BR';

/** The time zone of the ATMs' dates. */
export const WITHDRAWAL_TIME_ZONE = 'America/Sao_Paulo';

function amountText(amount: WithdrawalAmount, locale: MessageLocale): string {
  const digits = Math.min(amount.precision, 2);
  const text = minorToDecimalString(amount.value, amount.precision);
  // The ISO code, not a symbol: "US$" or "$" would be ambiguous to a reader abroad.
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(text as Intl.StringNumericLiteral);
  return `${amount.currency} ${number}`;
}

function countryText(code: string, locale: MessageLocale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function dateText(iso: string, locale: MessageLocale): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: WITHDRAWAL_TIME_ZONE,
  }).format(date);
}

function half(input: WithdrawalMessageInput, locale: MessageLocale): string {
  const words = WORDING[locale];
  const until = input.availableUntil ? dateText(input.availableUntil, locale) : undefined;
  const locations = input.locations?.trim() || words.defaultLocations(input.correspondent);
  return [
    words.title,
    `${words.beneficiary}: ${input.beneficiary}`,
    `${words.country}: ${countryText(input.country, locale)}`,
    `${words.currency}: ${amountText(input.amount, locale)}`,
    `${words.code}: ${input.code}`,
    `${words.locations}: ${locations}`,
    ...(until ? [`${words.until}: ${until}`] : []),
  ].join('\n');
}

/**
 * The bilingual withdrawal message: the Portuguese half, a blank line, the English half.
 * @example
 * withdrawalMessage({ beneficiary: 'Ana', country: 'BR', code: '4821-7730',
 *   amount: { value: 100000, precision: 2, currency: 'USD' }, correspondent: 'Demo' })
 * // 'Saque de moeda estrangeira\nBeneficiário: Ana\nPaís: Brasil\nMoeda: USD 1.000,00\n…'
 */
export function withdrawalMessage(input: WithdrawalMessageInput): string {
  return `${half(input, 'pt-BR')}\n\n${half(input, 'en-US')}`;
}
