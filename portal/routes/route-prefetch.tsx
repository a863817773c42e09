/**
 * Prefetching the next page's chunks (issue 15): when the browser is idle after a page rendered
 * (the likely next pages) and when a link shows intent (hover, focus, touch), so that the click
 * finds its page loaded. A prefetch only starts the route's `lazy` imports; the browser's module
 * map keeps what they load, and the router's own `lazy` call then finds it there.
 * @module
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
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

/** Prefetches `paths` once the browser is idle after the page rendered. */
export function usePrefetchOnIdle(paths: readonly string[]): void {
  const prefetch = usePrefetch();
  const key = paths.join('\n');
  useEffect(() => {
    const run = () => key.split('\n').forEach(prefetch);
    // Safari has no requestIdleCallback: a short timeout lets the page's own requests go first.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(run, 1000);
    return () => window.clearTimeout(handle);
  }, [prefetch, key]);
}
