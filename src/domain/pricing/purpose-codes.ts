/**
 * Purpose codes of an exchange operation (spec operations §3.3, §3.24, §9.5).
 * @module
 */

/** The purposes of a remittance, in the spec's order (spec operations §3.24). */
export const PURPOSE_CODES = [
  'MAINTENANCE',
  'AVAILABILITY',
  'SERVICES',
  'STUDIES',
  'ADSENSE',
  'INVESTMENTS',
] as const;

/**
 * Why the money moves: MAINTENANCE (someone else; resident maintenance), AVAILABILITY (for
 * myself; funds abroad), SERVICES, STUDIES, ADSENSE, INVESTMENTS (to a broker account abroad).
 */
export type PurposeCode = (typeof PURPOSE_CODES)[number];

/** The direction of a remittance, seen from Brazil. */
export type RemittanceDirection = 'OUTBOUND' | 'INBOUND';

/** Inbound remittances accept only these purposes (spec operations §3.24). */
export const INBOUND_PURPOSE_CODES: readonly PurposeCode[] = [
  'ADSENSE',
  'AVAILABILITY',
  'MAINTENANCE',
];

/** Outbound remittances accept every purpose but ADSENSE, which is income received from abroad. */
// The spec lists ADSENSE only as an inbound purpose and §9.2 never pairs it with an outbound-only
// currency; USD lists it for both directions, which we read as "USD covers every inbound purpose".
export const OUTBOUND_PURPOSE_CODES: readonly PurposeCode[] = [
  'MAINTENANCE',
  'AVAILABILITY',
  'SERVICES',
  'STUDIES',
  'INVESTMENTS',
];

/** Whether a string is one of the purpose codes. */
export function isPurposeCode(value: unknown): value is PurposeCode {
  return typeof value === 'string' && (PURPOSE_CODES as readonly string[]).includes(value);
}

/** Whether a purpose may be used in a direction (spec operations §3.24). */
export function isPurposeAllowed(purpose: PurposeCode, direction: RemittanceDirection): boolean {
  return (direction === 'INBOUND' ? INBOUND_PURPOSE_CODES : OUTBOUND_PURPOSE_CODES).includes(
    purpose,
  );
}

/** Who operates: a visitor, an individual (CPF) or a company (CNPJ) (spec operations §3.24). */
export type PersonType = 'PUBLIC' | 'PHYSICAL' | 'LEGAL';

/**
 * The purpose preselected for a person type (spec operations §9.5): AVAILABILITY for companies,
 * MAINTENANCE for individuals and for anonymous visitors (who simulate as individuals).
 */
export function defaultPurposeFor(personType: PersonType): PurposeCode {
  return personType === 'LEGAL' ? 'AVAILABILITY' : 'MAINTENANCE';
}

/** One entry of the numbered, Canadian-payments-style purpose list. */
export interface NumberedPurpose {
  /** Three-digit code between 200 and 700. */
  code: number;
  /** English description as the spec shows it. */
  description: string;
}

/**
 * The numbered purpose codes 200–700 the spec gives as examples (spec operations §3.24); the full
 * list is not shown, so only these are kept.
 */
export const NUMBERED_PURPOSES: readonly NumberedPurpose[] = [
  { code: 200, description: 'Payroll Deposit' },
  { code: 230, description: 'Pension' },
  { code: 260, description: 'Investment' },
  { code: 380, description: 'Taxes' },
  { code: 400, description: 'Rent/Leases' },
  { code: 430, description: 'Bill Payment' },
  { code: 480, description: 'Donations' },
  { code: 650, description: 'Inter-FI Funds Transfer Debit' },
  { code: 700, description: 'Business PAD' },
];
