/**
 * The route map as a browser opens it: one address per screen, its path parameters filled with
 * the seeded sandbox's values (an unknown id shows the page's own "not found" state, which is
 * still its screen). Used by the route sweep (route-sweep.spec.ts).
 * @module
 */
import { ROUTES_BY_NAME, type ResolvedRoute } from '../../portal/routes/route-map';

const PARAMS: Readonly<Record<string, string>> = {
  identifier: 'demo',
  id: '1',
  remittanceId: '1',
  token: 'not-a-real-token',
  queue: 'registrations',
};

/** The address of a route; the catch-all gets a path that is no page. */
export function urlOf(route: ResolvedRoute): string {
  return route.fullPath.endsWith('*')
    ? '/a/path/that/is/not/a/page'
    : route.fullPath.replace(/:(\w+)/g, (_whole, key: string) => PARAMS[key] ?? '1');
}

/** One route per entry (aliases share their entry's screen). */
export const SCREEN_ROUTES: readonly ResolvedRoute[] = [...ROUTES_BY_NAME.values()].filter(
  (route) => route.name === route.entry.name,
);
