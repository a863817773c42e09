/**
 * The outbound checkout store of this portal instance: created once per app (keyed by the
 * app's services, design §8: never at module level), persisted in the tab's sessionStorage
 * under 'checkoutData' (spec operations §3.9).
 * @module
 */
import { useStore } from '../../../widgets/shared/use-store';
import { newIdempotencyKey } from '../../../src/api/remittances';
import {
  createCheckoutStore,
  type CheckoutData,
  type CheckoutStore,
} from '../../../src/stores/checkout-store';
import { useServices, type PortalServices } from '../../app/services';

const stores = new WeakMap<PortalServices, CheckoutStore>();

function tabStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The checkout store of `services`' app, created on first use. */
export function checkoutStoreOf(services: PortalServices): CheckoutStore {
  let store = stores.get(services);
  if (!store) {
    store = createCheckoutStore({ storage: tabStorage(), newKey: newIdempotencyKey });
    stores.set(services, store);
  }
  return store;
}

/** The app's checkout store and its current data. */
export function useCheckout(): { store: CheckoutStore; data: CheckoutData } {
  const store = checkoutStoreOf(useServices());
  const data = useStore(store.$data);
  return { store, data };
}
