/**
 * Where each checkout keeps its data in the browser (spec operations §3.9): the outbound, the
 * inbound and the paper-money checkout, each under its own key. Apart from the stores so that the
 * portal's entry, which clears them all on sign-out, does not load the stores themselves
 * (issue 15: they are the checkout's, not the first page's).
 * @module
 */
import { CHECKOUT_STORAGE_KEY } from '../domain/checkout/checkout-state';

/** The sessionStorage key of the checkout (spec operations §3.9). */
export const CHECKOUT_DATA_KEY = CHECKOUT_STORAGE_KEY;

/** The storage key of the inbound checkout (its own, beside the outbound one). */
export const INBOUND_CHECKOUT_DATA_KEY = `${CHECKOUT_STORAGE_KEY}:inbound`;

/** The storage key of the paper-money checkout (beside the remittance ones). */
export const PAPER_MONEY_CHECKOUT_KEY = `${CHECKOUT_STORAGE_KEY}:paper-money`;

/** Every checkout's key: what signing out clears. */
export const CHECKOUT_DATA_KEYS = [
  CHECKOUT_DATA_KEY,
  INBOUND_CHECKOUT_DATA_KEY,
  PAPER_MONEY_CHECKOUT_KEY,
] as const;
