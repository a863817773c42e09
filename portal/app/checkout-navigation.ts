/**
 * Where the simulator's "Send money" leads inside the portal: the widget builds the checkout URL
 * (`widgets/simulator/simulation-url.ts`), the portal follows it with its router instead of a full
 * page load whenever it points at the portal itself.
 * @module
 */

/**
 * The router path (pathname, query and hash) of `url` when it is on `origin`, so the router can
 * follow it; `undefined` for another origin or an unparsable URL (then a real navigation is due).
 */
export function routerPathOf(url: string, origin: string): string | undefined {
  try {
    const target = new URL(url, origin);
    if (target.origin !== new URL(origin).origin) return undefined;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return undefined;
  }
}
