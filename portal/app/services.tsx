/**
 * The portal's services: one API client and one correspondent store for the whole app
 * (design §8: stores are created per app, never at module level), provided by context.
 * @module
 */
import { createContext, useContext, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '../../src/api/client';
import {
  createCorrespondentStore,
  type CorrespondentStore,
} from '../../src/stores/correspondent-store';

/** What pages reach through {@link useServices}. */
export interface PortalServices {
  /** The API client; its `correspondent_id` is the loaded correspondent's id (spec §6). */
  api: ApiClient;
  /** The correspondent of the current `/:identifier` area. */
  correspondents: CorrespondentStore;
}

/** Options of {@link createPortalServices}. */
export interface PortalServicesOptions {
  /** API base URL; `/api` on the platform's own origin. */
  baseURL?: string;
  /** The user's locale, sent as `Accept-Language`. */
  getLocale?: () => string | undefined;
  /** `fetch` to use (tests). */
  fetch?: typeof fetch;
}

/** Creates the app's API client and correspondent store, wired to each other. */
export function createPortalServices(options: PortalServicesOptions = {}): PortalServices {
  // The client asks the store for the id lazily, so the two can be built in either order.
  const holder: { store?: CorrespondentStore } = {};
  const api = createApiClient({
    baseURL: options.baseURL ?? '/api',
    getCorrespondentId: () => {
      const state = holder.store?.$state.get();
      return state && (state.status === 'ready' || state.status === 'disabled')
        ? state.correspondent.id
        : 0;
    },
    getLocale: options.getLocale,
    fetch: options.fetch,
  });
  const correspondents = createCorrespondentStore(api);
  holder.store = correspondents;
  return { api, correspondents };
}

const ServicesContext = createContext<PortalServices | null>(null);

/** Provides the app's services to every page. */
export function ServicesProvider(props: { services: PortalServices; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={props.services}>{props.children}</ServicesContext.Provider>
  );
}

/** The app's services; throws outside {@link ServicesProvider} (a wiring mistake). */
export function useServices(): PortalServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs a <ServicesProvider>');
  return services;
}
