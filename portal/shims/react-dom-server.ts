/**
 * Stand-in for `react-dom/server` in the portal bundle. react-shadow imports `renderToString`
 * only for its server-side-rendering mode, which the portal never uses; the real module would add
 * ~200 KB to every page load.
 * @module
 */

/** Never called by the portal (react-shadow calls it only with `ssr`). */
export function renderToString(): string {
  throw new Error('react-dom/server is not bundled in the portal (no server-side rendering)');
}
