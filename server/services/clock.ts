/**
 * The platform's notion of "now" for business rules (quote validity, coupon expiry, cache
 * lifetimes), injected so tests can fix or move time.
 * @module
 */

/** A clock: the current instant. */
export type Clock = () => Date;

/** The real clock. */
export const systemClock: Clock = () => new Date();
