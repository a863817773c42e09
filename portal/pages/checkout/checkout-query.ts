/**
 * What the URL hands the outbound checkout: the simulation the simulator carried
 * (`widgets/simulator/simulation-url.ts`: quotationId, currency, amount, sendAmount, reverse,
 * purposeCode, coupon, expiresAt) and the record a payee page just saved (`?beneficiaryId=`,
 * `?accountId=`, `?investmentBrokerId=`, the paper-money checkout's `?addressId=`). Once read, the checkout drops these parameters.
 * @module
 */
import { QUOTATION_ID_MAX_LENGTH } from '../../../src/contracts/quotations';
import { isCurrencyCode } from '../../../src/domain/pricing/currencies';
import { isPurposeCode } from '../../../src/domain/pricing/purpose-codes';
import type { CheckoutQuotation } from '../../../src/stores/checkout-store';

/** The parameters the checkout consumes (and then removes from the URL). */
export const CHECKOUT_QUERY_KEYS = [
  'quotationId',
  'currency',
  'amount',
  'sendAmount',
  'reverse',
  'purposeCode',
  'coupon',
  'personType',
  'expiresAt',
  'beneficiaryId',
  'accountId',
  'investmentBrokerId',
  // The address the paper-money checkout's address page just saved.
  'addressId',
  // The simulator preselection the hand-over carries: this page names its own simulator.
  'simulator',
  'remittanceType',
] as const;

const DECIMAL = /^\d{1,13}(\.\d{1,2})?$/;

/** The quotation the URL carries, or `undefined` when it carries none (or a malformed one). */
export function quotationFromQuery(search: URLSearchParams): CheckoutQuotation | undefined {
  const id = search.get('quotationId')?.trim();
  const currency = search.get('currency')?.trim().toUpperCase();
  const amount = search.get('amount')?.trim() ?? '';
  const total = search.get('sendAmount')?.trim() ?? '';
  const purpose = search.get('purposeCode')?.trim().toUpperCase() ?? 'MAINTENANCE';
  if (
    !id ||
    id.length > QUOTATION_ID_MAX_LENGTH ||
    !isCurrencyCode(currency) ||
    !isPurposeCode(purpose)
  ) {
    return undefined;
  }
  if (!DECIMAL.test(amount) || !DECIMAL.test(total)) return undefined;
  const coupon = search.get('coupon')?.trim();
  const expiresAt = search.get('expiresAt')?.trim();
  const expiry = expiresAt && !Number.isNaN(Date.parse(expiresAt)) ? expiresAt : null;
  return {
    id,
    currency,
    amount,
    total,
    reverse: search.get('reverse') === 'true',
    purposeCode: purpose,
    expiresAt: expiry,
    coupon: coupon ? coupon : null,
  };
}

/** Where the checkout's simulator starts when the URL carries no quotation. */
export interface SimulationSeed {
  currency?: string;
  amount?: string;
}

/**
 * The simulation a host asked for without a quotation (`<fx-checkout data-currency="EUR"
 * data-amount="200">`): the foreign currency and amount the simulator starts from.
 */
export function simulationSeedFromQuery(search: URLSearchParams): SimulationSeed {
  const seed: SimulationSeed = {};
  const currency = search.get('currency')?.trim().toUpperCase();
  const amount = search.get('amount')?.trim() ?? '';
  if (isCurrencyCode(currency)) seed.currency = currency;
  if (DECIMAL.test(amount)) seed.amount = amount;
  return seed;
}

/** A positive id parameter, else `undefined`. */
function idParam(search: URLSearchParams, key: string): number | undefined {
  const text = search.get(key)?.trim();
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** The record a payee page hands back. */
export interface CheckoutSelection {
  beneficiaryId?: number;
  accountId?: number;
  investmentBrokerId?: number;
  addressId?: number;
}

/** The records the URL selects. */
export function selectionFromQuery(search: URLSearchParams): CheckoutSelection {
  const selection: CheckoutSelection = {};
  const beneficiaryId = idParam(search, 'beneficiaryId');
  const accountId = idParam(search, 'accountId');
  const investmentBrokerId = idParam(search, 'investmentBrokerId');
  if (beneficiaryId !== undefined) selection.beneficiaryId = beneficiaryId;
  if (accountId !== undefined) selection.accountId = accountId;
  if (investmentBrokerId !== undefined) selection.investmentBrokerId = investmentBrokerId;
  const addressId = idParam(search, 'addressId');
  if (addressId !== undefined) selection.addressId = addressId;
  return selection;
}

/** The query without the parameters the checkout consumed (`undefined`: nothing to drop). */
export function withoutCheckoutParams(search: URLSearchParams): URLSearchParams | undefined {
  if (!CHECKOUT_QUERY_KEYS.some((key) => search.has(key))) return undefined;
  const next = new URLSearchParams(search);
  for (const key of CHECKOUT_QUERY_KEYS) next.delete(key);
  return next;
}
