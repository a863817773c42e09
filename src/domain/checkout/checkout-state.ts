/**
 * What a checkout keeps besides its navigation (spec operations §3.9), and the part of it the
 * browser keeps in local storage under 'checkoutData' so a reload resumes the operation.
 * @module
 */
import type { CheckoutNavigation } from './navigation';

/** The local-storage key of the persisted checkout (spec operations §3.9). */
export const CHECKOUT_STORAGE_KEY = 'checkoutData';

/**
 * A checkout in progress (spec operations §3.9): its navigation, the operation being built or
 * created, the public (inbound payment link) operation, the payment data and the card
 * transaction id. The shapes of the operation and payment data are the contracts' (`remittances`,
 * `payments`); they are type parameters here so this module stays free of them.
 */
export interface CheckoutState<OperationData = unknown, PaymentData = unknown> {
  navigation: CheckoutNavigation;
  operationData: OperationData | null;
  publicOperationData: OperationData | null;
  paymentData: PaymentData | null;
  transactionID: string | null;
}

/** The persisted part: `{operationData, paymentData}` (spec operations §3.9). */
export interface PersistedCheckoutData<OperationData = unknown, PaymentData = unknown> {
  operationData: OperationData | null;
  paymentData: PaymentData | null;
}

/** The part of a checkout kept in local storage. */
export function persistedCheckoutData<O, P>(
  state: CheckoutState<O, P>,
): PersistedCheckoutData<O, P> {
  return { operationData: state.operationData, paymentData: state.paymentData };
}
