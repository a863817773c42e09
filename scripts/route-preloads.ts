/**
 * `tsx scripts/route-preloads.ts dist/portal` (run by `npm run build:portal` after `vite build`,
 * before precompress): writes `route-preloads.json`, which tells the server's SPA fallback what
 * each navigation needs besides the entry (issue 15). The page vite writes preloads only the
 * entry's static imports; a route's own chunks (its layouts and screen, with their static
 * imports) and the language's strings were asked for only once the entry had downloaded and
 * run, one more round trip on the critical path. With this file the server names them in the
 * page it sends, so the browser fetches them alongside the entry.
 *
 * For every route pattern of the route map (full paths, `/:identifier/login`), the hashed files
 * of the chunks its layouts and screen load (`route-modules.ts`, the table `build-routes.tsx`
 * is pinned to) and their static imports, minus what the entry already preloads; for each
 * language, its strings chunk. JavaScript only: a chunk's stylesheet is still linked by the
 * runtime when the chunk loads.
 * @module
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUPPORTED_LOCALES, type Locale } from '../src/i18n/locale';
import { ROUTE_MAP, type RouteEntry } from '../portal/routes/route-map';
import {
  COMING_SOON_MODULE,
  LAYOUT_MODULES,
  SCREEN_MODULES,
  type RouteModule,
} from '../portal/routes/route-modules';
import { staticClosure, type ManifestChunk } from './portal-first-load';

/** What `route-preloads.json` holds: files under the portal's root, without a leading `/`. */
export interface RoutePreloads {
  /** By route pattern (react-router syntax, full path): the chunks the route loads. */
  readonly routes: Readonly<Record<string, readonly string[]>>;
  /** By locale: its strings chunk (and what it imports). */
  readonly strings: Readonly<Record<string, readonly string[]>>;
}

/** The file name the server reads beside `index.html`. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The manifest key of each language's strings (`portal/app/locale-catalogues.ts`). */
export function stringsModule(locale: Locale): string {
  return `../src/i18n/locales/${locale}/index.ts`;
}

/** Route tables the computation reads (the real ones by default; a fixture in tests). */
export interface RouteTables {
  map: readonly RouteEntry[];
  screens: Readonly<Record<string, RouteModule>>;
  layouts: Readonly<Record<string, RouteModule>>;
  comingSoon: RouteModule;
}

const REAL_TABLES: RouteTables = {
  map: ROUTE_MAP,
  screens: SCREEN_MODULES,
  layouts: LAYOUT_MODULES,
  comingSoon: COMING_SOON_MODULE,
};

/** A route react-router can end on: its full pattern, the layouts above it and its screen. */
interface Leaf {
  pattern: string;
  layouts: string[];
  screen: RouteEntry;
}

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  if (child === '') return parent;
  return parent === '/' ? `/${child}` : `${parent}/${child}`;
}

/** The leaves as `build-routes.tsx` builds them (an entry with children and no '' child is its own index). */
function leavesOf(tables: RouteTables): Leaf[] {
  const out: Leaf[] = [];
  const walk = (entries: readonly RouteEntry[], parent: string, layouts: string[]) => {
    for (const entry of entries) {
      const pattern = joinPath(parent, entry.path);
      if (!entry.children) {
        out.push({ pattern, layouts, screen: entry });
        continue;
      }
      const chain = tables.layouts[entry.name] ? [...layouts, entry.name] : layouts;
      if (!entry.children.some((child) => child.path === '')) {
        out.push({ pattern, layouts: chain, screen: entry });
      }
      walk(entry.children, pattern, chain);
    }
  };
  walk(tables.map, '/', []);
  return out;
}

/**
 * The manifest keys a leaf loads: its layouts, and its screen (a redirect's target screen, which
 * the browser goes to at once; a name without a screen shows the "coming soon" page).
 */
function modulesOf(leaf: Leaf, leaves: readonly Leaf[], tables: RouteTables): string[] {
  const layouts = leaf.layouts.map((name) => (tables.layouts[name] as RouteModule)[0]);
  let screen = leaf.screen;
  for (let hops = 0; screen.redirectTo && hops < 5; hops += 1) {
    const target = leaves.find((candidate) => candidate.screen.name === screen.redirectTo);
    if (!target) return layouts;
    screen = target.screen;
    layouts.push(...target.layouts.map((name) => (tables.layouts[name] as RouteModule)[0]));
  }
  if (screen.redirectTo) return layouts;
  return [...new Set([...layouts, (tables.screens[screen.name] ?? tables.comingSoon)[0]])];
}

/**
 * The manifest key of a module: its path, or, for a module the bundler merged into a shared chunk
 * (`ProfileDataPage`, whose helpers other pages import), the one dynamically imported chunk that
 * bears its name (`_ProfileDataPage-CIvXksA-.js`).
 */
export function chunkKeyOf(manifest: Record<string, ManifestChunk>, module: string): string {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[^.]+$/, '');
  const dynamic = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  const keys = [...dynamic].filter((key) => manifest[key]?.name === name && key.startsWith('_'));
  if (keys.length !== 1) throw new Error(`no single chunk in the manifest for ${module}`);
  return keys[0] as string;
}

/** The JavaScript files of `keys` and their static imports, minus `exclude`, in closure order. */
function filesOf(
  manifest: Record<string, ManifestChunk>,
  keys: string[],
  exclude: ReadonlySet<string>,
): string[] {
  const chunkKeys = keys.map((key) => chunkKeyOf(manifest, key));
  return [...staticClosure(manifest, chunkKeys)]
    .filter((key) => !exclude.has(key))
    .map((key) => (manifest[key] as ManifestChunk).file)
    .filter((file) => file.endsWith('.js'));
}

/** Computes `route-preloads.json` from a Vite manifest. */
export function routePreloads(
  manifest: Record<string, ManifestChunk>,
  tables: RouteTables = REAL_TABLES,
): RoutePreloads {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entryClosure = staticClosure(manifest, entries);
  const leaves = leavesOf(tables);
  const routes: Record<string, readonly string[]> = {};
  for (const leaf of leaves) {
    // The first leaf of a pattern is the one react-router ranks first among equals.
    if (routes[leaf.pattern]) continue;
    routes[leaf.pattern] = filesOf(manifest, modulesOf(leaf, leaves, tables), entryClosure);
  }
  const strings: Record<string, readonly string[]> = {};
  for (const locale of SUPPORTED_LOCALES) {
    strings[locale] = filesOf(manifest, [stringsModule(locale)], entryClosure);
  }
  return { routes, strings };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist/portal';
  const manifest = JSON.parse(
    readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const preloads = routePreloads(manifest);
  writeFileSync(path.join(dir, ROUTE_PRELOADS_FILE), `${JSON.stringify(preloads, null, 1)}\n`);
  console.log(
    `${ROUTE_PRELOADS_FILE}: ${Object.keys(preloads.routes).length} route patterns, ` +
      `${Object.keys(preloads.strings).length} languages`,
  );
}
