/**
 * The portal's services: one API client and one correspondent store for the whole app
 * (design §8: stores are created per app, never at module level), provided by context.
 * @module
 */
import { createContext, useContext, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '../../src/api/client';
import { createCookieTokenStore } from '../../src/api/cookie-token-store';
import { createRememberedTokenStore } from '../../src/api/remembered-token-store';
import { createMemoryTokenStore, createWebStorageTokenStore } from '../../src/api/token-store';
import {
  createCorrespondentStore,
  type CorrespondentStore,
} from '../../src/stores/correspondent-store';
import {
  createMemoryOperatorStore,
  createSessionStore,
  createWebStorageOperatorStore,
  type OperatorSessionStore,
  type SessionStore,
  type SessionTokenStore,
} from '../../src/stores/session-store';
import { CHECKOUT_DATA_KEYS } from '../../src/stores/checkout-storage-keys';
import { browserStorage } from './browser-storage';

/** What pages reach through {@link useServices}. */
export interface PortalServices {
  /** The API client; its `correspondent_id` is the loaded correspondent's id (spec §6). */
  api: ApiClient;
  /** The correspondent of the current `/:identifier` area. */
  correspondents: CorrespondentStore;
  /** Who is signed in (read it through `useSession()` of `./session`). */
  session: SessionStore;
}

/** Options of {@link createPortalServices}. */
export interface PortalServicesOptions {
  /** API base URL; `/api` on the platform's own origin. */
  baseURL?: string;
  /** The user's locale, sent as `Accept-Language`. */
  getLocale?: () => string | undefined;
  /** `fetch` to use (tests). */
  fetch?: typeof fetch;
  /** Where the session tokens live; the browser's (cookie or sessionStorage) when omitted. */
  tokenStore?: SessionTokenStore;
  /** Where an impersonating operator's tokens wait; the browser's sessionStorage when omitted. */
  operatorStore?: OperatorSessionStore;
}

/**
 * The browser's token store: "stay signed in" keeps the tokens in the auth cookie of spec §9
 * (localStorage where the Secure cookie is refused, i.e. plain http other than localhost), else
 * in sessionStorage, gone with the tab.
 */
export function createBrowserTokenStore(): SessionTokenStore {
  const local = browserStorage('localStorage');
  const session = browserStorage('sessionStorage');
  return createRememberedTokenStore({
    persistent:
      typeof document === 'undefined'
        ? createMemoryTokenStore()
        : createCookieTokenStore(document, { fallback: local }),
    temporary: session ? createWebStorageTokenStore(session) : createMemoryTokenStore(),
  });
}

/** Creates the app's API client and correspondent store, wired to each other. */
export function createPortalServices(options: PortalServicesOptions = {}): PortalServices {
  // The client asks the store for the id lazily, so the two can be built in either order.
  const holder: { store?: CorrespondentStore; session?: SessionStore } = {};
  const tokens = options.tokenStore ?? createBrowserTokenStore();
  const sessionStorageOfTab = browserStorage('sessionStorage');
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
    tokenStore: tokens,
    // Any 401 (spec §8): the client dropped the tokens; the session turns signed out and the
    // route guards send the user to the login, keeping where they were.
    onUnauthorized: () => holder.session?.handleUnauthorized(),
  });
  const correspondents = createCorrespondentStore(api);
  const session = createSessionStore({
    auth: api.auth,
    tokens,
    operator:
      options.operatorStore ??
      (sessionStorageOfTab
        ? createWebStorageOperatorStore(sessionStorageOfTab)
        : createMemoryOperatorStore()),
  });
  holder.store = correspondents;
  holder.session = session;
  // Signing out (or being signed out) leaves no checkout behind on a shared computer.
  session.$state.listen((state) => {
    if (state.status !== 'signed-out') return;
    for (const key of CHECKOUT_DATA_KEYS) {
      browserStorage('localStorage')?.removeItem(key);
    }
  });
  return { api, correspondents, session };
}

const ServicesContext = createContext<PortalServices | null>(null);

/** Provides the app's services to every page. */
export function ServicesProvider(props: { services: PortalServices; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={props.services}>{props.children}</ServicesContext.Provider>
  );
}

/** The app's services, or undefined outside {@link ServicesProvider}. */
export function useOptionalServices(): PortalServices | undefined {
  return useContext(ServicesContext) ?? undefined;
}

/** The app's services; throws outside {@link ServicesProvider} (a wiring mistake). */
export function useServices(): PortalServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs a <ServicesProvider>');
  return services;
}
