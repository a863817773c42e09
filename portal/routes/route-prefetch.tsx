/**
 * Prefetching the next page's chunks (issue 15) when the visitor shows intent: a link hovered,
 * focused or touched, a sign-in form being filled in; so that the click finds its page loaded.
 * Not on idle: on a phone's data plan a page spends nothing on pages the visitor may never open
 * (an idle prefetch of the registration doubled the JavaScript of a correspondent's home). A prefetch only starts the route's `lazy` imports; the browser's module
 * map keeps what they load, and the router's own `lazy` call then finds it there.
 * @module
 */
import { createContext, useContext, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** Starts loading the chunks of the page at `path` (a pathname, e.g. from `pathFor`). */
export type Prefetch = (path: string) => void;

/** The prefetch of a route list: every matched route's `lazy`, failures ignored. */
export function createPrefetch(routes: RouteObject[]): Prefetch {
  return (path) => {
    for (const { route } of matchRoutes(routes, path) ?? []) {
      // A failed prefetch costs nothing: the navigation loads (and reports) the chunk again.
      if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
    }
  };
}

// Outside a provider (unit tests of one page) prefetching does nothing.
const PrefetchContext = createContext<Prefetch>(() => undefined);

/** Provides the app's prefetch to every page. */
export function PrefetchProvider(props: { prefetch: Prefetch; children: ReactNode }) {
  return (
    <PrefetchContext.Provider value={props.prefetch}>{props.children}</PrefetchContext.Provider>
  );
}

/** The app's prefetch. */
export function usePrefetch(): Prefetch {
  return useContext(PrefetchContext);
}

/** Event handlers of a link that prefetch `path` when the user points at, focuses or touches it. */
export function prefetchIntent(prefetch: Prefetch, path: string) {
  const start = () => prefetch(path);
  return { onMouseEnter: start, onFocus: start, onTouchStart: start };
}
