/**
 * The Brazilian FX tax rules as data with an effective-from date and their legal basis (design §6),
 * so an operator can add the next change without a deploy and an old quote stays explainable by
 * the rule that was in force when it was made.
 * @module
 */
import type { PurposeCode } from '../pricing/purpose-codes';

/** What a tax rule applies to: cash purchase, a remittance either way, or a card purchase. */
export type TaxRuleKind = 'PAPER_MONEY' | 'REMITTANCE_OUTBOUND' | 'REMITTANCE_INBOUND' | 'CARD';

/** One tax rule: the IOF and IR rates for a kind (and, for remittances, a purpose) from a date on. */
export interface TaxRule {
  /** The operation kind the rule covers. */
  kind: TaxRuleKind;
  /** The purpose, for remittances; absent for paper money and cards. */
  purposeCode?: PurposeCode;
  /** IOF rate in basis points (350 = 3.5%). */
  iofBasisPoints: number;
  /** IR rate in basis points (2500 = 25%); 0 when the purpose carries no IR. */
  irBasisPoints: number;
  /** First day the rule applies, `YYYY-MM-DD`, a calendar day in Brasília time. */
  effectiveFrom: string;
  /** The act that sets the rate, for the audit trail. */
  legalBasis: string;
}

const DECREE_12499 =
  'Decreto 12.499/2025 (in force since 2025-06-11; restored by the Supreme Court (STF) on 2025-07-16)';
const SINCE = '2025-06-11';

function remittance(
  kind: 'REMITTANCE_OUTBOUND' | 'REMITTANCE_INBOUND',
  purposeCode: PurposeCode,
  iofBasisPoints: number,
  irBasisPoints = 0,
): TaxRule {
  return {
    kind,
    purposeCode,
    iofBasisPoints,
    irBasisPoints,
    effectiveFrom: SINCE,
    legalBasis: DECREE_12499,
  };
}

/**
 * The rules in force since 11 June 2025 (design §6): paper money 3.5%; outbound AVAILABILITY,
 * MAINTENANCE and STUDIES 3.5%; SERVICES 3.5% plus 25% IR; INVESTMENTS 1.1%; inbound ADSENSE,
 * AVAILABILITY and MAINTENANCE 0.38%; international card purchases 3.5% (reference).
 */
export const DEFAULT_TAX_RULES: readonly TaxRule[] = [
  {
    kind: 'PAPER_MONEY',
    iofBasisPoints: 350,
    irBasisPoints: 0,
    effectiveFrom: SINCE,
    legalBasis: DECREE_12499,
  },
  remittance('REMITTANCE_OUTBOUND', 'AVAILABILITY', 350),
  remittance('REMITTANCE_OUTBOUND', 'MAINTENANCE', 350),
  remittance('REMITTANCE_OUTBOUND', 'STUDIES', 350),
  remittance('REMITTANCE_OUTBOUND', 'SERVICES', 350, 2500),
  remittance('REMITTANCE_OUTBOUND', 'INVESTMENTS', 110),
  remittance('REMITTANCE_INBOUND', 'ADSENSE', 38),
  remittance('REMITTANCE_INBOUND', 'AVAILABILITY', 38),
  remittance('REMITTANCE_INBOUND', 'MAINTENANCE', 38),
  {
    kind: 'CARD',
    iofBasisPoints: 350,
    irBasisPoints: 0,
    effectiveFrom: SINCE,
    legalBasis: DECREE_12499,
  },
];

/** The time zone the rules' dates are read in: Brazilian taxes change at midnight in Brasília. */
export const TAX_TIME_ZONE = 'America/Sao_Paulo';

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TAX_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const HOUR_MS = 3_600_000;

// Brasília's offsets from UTC are whole hours (−3, and −2 in the summers up to 2019), so its
// calendar day is the same for a whole UTC hour: the last hour's day is kept, and a quote pays
// for `Intl` formatting (about 10 µs) once an hour instead of every time.
let lastHour = Number.NaN;
let lastDay = '';

/** The calendar day (`YYYY-MM-DD`) of an instant in Brasília time. */
export function brasiliaDay(at: Date): string {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  if (hour !== lastHour) {
    lastDay = dayFormatter.format(at);
    lastHour = hour;
  }
  return lastDay;
}

/** Which rule to look up: the kind, the purpose for remittances, and the instant of the quote. */
export interface TaxRuleQuery {
  /** The operation kind. */
  kind: TaxRuleKind;
  /** The purpose; ignored for PAPER_MONEY and CARD. */
  purposeCode?: PurposeCode;
  /** When the quote is made. */
  at: Date;
}

/**
 * The newest rule in force at `at` for the kind (and purpose, for remittances): the one with the
 * latest `effectiveFrom` on or before the Brasília day of `at`. `undefined` when no rule covers it
 * (an unknown purpose for the direction, or a date before every rule).
 */
export function taxRuleFor(rules: readonly TaxRule[], query: TaxRuleQuery): TaxRule | undefined {
  const day = brasiliaDay(query.at);
  const needsPurpose = query.kind === 'REMITTANCE_OUTBOUND' || query.kind === 'REMITTANCE_INBOUND';
  let best: TaxRule | undefined;
  for (const rule of rules) {
    if (rule.kind !== query.kind) continue;
    if (needsPurpose && rule.purposeCode !== query.purposeCode) continue;
    // ISO calendar days compare correctly as strings.
    if (rule.effectiveFrom > day) continue;
    if (!best || rule.effectiveFrom >= best.effectiveFrom) best = rule;
  }
  return best;
}
