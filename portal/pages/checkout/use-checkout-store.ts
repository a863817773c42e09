/**
 * The remittance checkout stores of this portal instance, one per direction: created once per
 * app (keyed by the app's services, design §8: never at module level) for the signed-in user,
 * persisted in local storage under 'checkoutData' (spec operations §3.9; the inbound one under
 * its own key).
 * @module
 */
import { useStore } from '../../../widgets/shared/use-store';
import { newIdempotencyKey } from '../../../src/api/remittances';
import {
  createCheckoutStore,
  type CheckoutData,
  type CheckoutKind,
  type CheckoutStore,
} from '../../../src/stores/checkout-store';
import { useServices, type PortalServices } from '../../app/services';
import { useSession } from '../../app/session';
import { browserStorage } from '../../app/browser-storage';

type Known = { owner: string | undefined; store: CheckoutStore };
const stores = new WeakMap<PortalServices, Partial<Record<CheckoutKind, Known>>>();

/**
 * The checkout store of `kind` (outbound by default) of `services`' app for `owner` (the
 * signed-in user's id), created on first use and again when another user signs in on the same
 * app.
 */
export function checkoutStoreOf(
  services: PortalServices,
  owner?: string,
  kind: CheckoutKind = 'remittance-outbound',
): CheckoutStore {
  const byKind = stores.get(services) ?? {};
  const known = byKind[kind];
  if (known !== undefined && known.owner === owner) return known.store;
  const store = createCheckoutStore({
    storage: browserStorage('localStorage'),
    newKey: newIdempotencyKey,
    kind,
    ...(owner === undefined ? {} : { owner }),
  });
  stores.set(services, { ...byKind, [kind]: { owner, store } });
  return store;
}

/** The app's checkout store of `kind` (the signed-in user's) and its current data. */
export function useCheckout(kind: CheckoutKind = 'remittance-outbound'): {
  store: CheckoutStore;
  data: CheckoutData;
} {
  const { user } = useSession();
  const store = checkoutStoreOf(
    useServices(),
    user === undefined ? undefined : String(user.id),
    kind,
  );
  const data = useStore(store.$data);
  return { store, data };
}
