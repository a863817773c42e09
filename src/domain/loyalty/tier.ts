/**
 * The miles program's tier (spec operations §3.5, §4.9).
 * @module
 */

/** DIAMOND club members earn the bonus miles; everyone else the regular ones. */
export type MilesTier = 'DIAMOND' | 'REGULAR';

/** The tier answer of the loyalty provider (`/v2/exchanges/miles/client/{document}/tier`). */
export interface ClubMembership {
  /** Whether the customer belongs to the diamond club. */
  isClubDiamond: boolean;
}

/** DIAMOND when the provider reports `isClubDiamond`, otherwise REGULAR (spec operations §4.9). */
export function tierFromMembership(membership: ClubMembership): MilesTier {
  return membership.isClubDiamond ? 'DIAMOND' : 'REGULAR';
}

/**
 * The tier before the provider answers: DIAMOND, the client's stored default
 * (spec operations §3.5 "smilesTier … default diamond").
 */
export const DEFAULT_MILES_TIER: MilesTier = 'DIAMOND';
