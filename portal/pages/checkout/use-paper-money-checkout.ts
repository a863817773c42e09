/**
 * The paper-money checkout store of this portal instance: created once per app (keyed by the
 * app's services, design §8) for the signed-in user, persisted in local storage beside the
 * remittance checkouts (`use-checkout-store.ts` does the same for them).
 * @module
 */
import { useStore } from '../../../widgets/shared/use-store';
import { newIdempotencyKey } from '../../../src/api/remittances';
import {
  createPaperMoneyCheckoutStore,
  type PaperMoneyCheckoutData,
  type PaperMoneyCheckoutStore,
} from '../../../src/stores/paper-money-checkout-store';
import { useServices, type PortalServices } from '../../app/services';
import { useSession } from '../../app/session';
import { browserStorage } from '../../app/browser-storage';

type Known = { owner: string | undefined; store: PaperMoneyCheckoutStore };
const stores = new WeakMap<PortalServices, Known>();

/** The paper-money checkout store of `services`' app for `owner`, created on first use. */
export function paperMoneyCheckoutStoreOf(
  services: PortalServices,
  owner?: string,
): PaperMoneyCheckoutStore {
  const known = stores.get(services);
  if (known !== undefined && known.owner === owner) return known.store;
  const store = createPaperMoneyCheckoutStore({
    storage: browserStorage('localStorage'),
    newKey: newIdempotencyKey,
    ...(owner === undefined ? {} : { owner }),
  });
  stores.set(services, { owner, store });
  return store;
}

/** The app's paper-money checkout store (the signed-in user's) and its current data. */
export function usePaperMoneyCheckout(): {
  store: PaperMoneyCheckoutStore;
  data: PaperMoneyCheckoutData;
} {
  const { user } = useSession();
  const store = paperMoneyCheckoutStoreOf(
    useServices(),
    user === undefined ? undefined : String(user.id),
  );
  return { store, data: useStore(store.$data) };
}
