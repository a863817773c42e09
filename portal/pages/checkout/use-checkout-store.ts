/**
 * The outbound checkout store of this portal instance: created once per app (keyed by the
 * app's services, design §8: never at module level) for the signed-in user, persisted in local
 * storage under 'checkoutData' (spec operations §3.9).
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
import { useSession } from '../../app/session';
import { browserStorage } from '../../app/browser-storage';

const stores = new WeakMap<PortalServices, { owner: string | undefined; store: CheckoutStore }>();

/**
 * The checkout store of `services`' app for `owner` (the signed-in user's id), created on first
 * use and again when another user signs in on the same app.
 */
export function checkoutStoreOf(services: PortalServices, owner?: string): CheckoutStore {
  const known = stores.get(services);
  if (known !== undefined && known.owner === owner) return known.store;
  const store = createCheckoutStore({
    storage: browserStorage('localStorage'),
    newKey: newIdempotencyKey,
    ...(owner === undefined ? {} : { owner }),
  });
  stores.set(services, { owner, store });
  return store;
}

/** The app's checkout store (the signed-in user's) and its current data. */
export function useCheckout(): { store: CheckoutStore; data: CheckoutData } {
  const { user } = useSession();
  const store = checkoutStoreOf(useServices(), user === undefined ? undefined : String(user.id));
  const data = useStore(store.$data);
  return { store, data };
}
