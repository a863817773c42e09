/**
 * The preload hints of a portal navigation (issue 15). The page vite writes names only the
 * entry's static imports; the chunks of the screen a URL opens, the strings of the visitor's
 * language and the correspondent lookup were asked for only once the entry had downloaded and
 * run. `scripts/route-preloads.ts` lists, at build time, the chunks of every route pattern
 * (`dist/portal/route-preloads.json`); here the server picks the pattern a URL matches (with
 * react-router's own ranking: `/maintenance` beats `/:identifier`), guesses the language as the
 * portal will (`detectLocale` over Accept-Language), and writes the `<link>`s into the page.
 * @module
 */
import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import { detectLocale, type Locale } from '../../src/i18n/locale';
import { isReservedIdentifier } from '../../src/domain/tenancy/reserved-identifiers';

/** What `scripts/route-preloads.ts` writes (files relative to the portal's root). */
export interface RoutePreloads {
  readonly routes: Readonly<Record<string, readonly string[]>>;
  readonly strings: Readonly<Record<string, readonly string[]>>;
}

/** The file beside `index.html`. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** A correspondent identifier as the database allows it (`correspondents.identifier` check). */
const IDENTIFIER = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The parsed file with the route objects to match against, by the file's modification time. */
interface Loaded {
  mtimeMs: number;
  preloads: RoutePreloads;
  routes: RouteObject[];
}

/**
 * Reads `route-preloads.json` from a portal folder, or `undefined` when the build wrote none
 * (then the page goes out as vite wrote it). The parsed file is kept per folder and read again
 * when it changes (the portal may be rebuilt while the server runs); one `stat` per navigation.
 */
export function createRoutePreloadsReader(
  portalDir: string,
): () => Promise<{ preloads: RoutePreloads; routes: RouteObject[] } | undefined> {
  const file = path.join(portalDir, ROUTE_PRELOADS_FILE);
  let loaded: Loaded | undefined;
  return async () => {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await stat(file));
    } catch {
      return undefined;
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      try {
        const preloads = JSON.parse(await readFile(file, 'utf8')) as RoutePreloads;
        const routes = Object.keys(preloads.routes).map((pattern) => ({ path: pattern }));
        loaded = { mtimeMs, preloads, routes };
      } catch {
        return undefined;
      }
    }
    return loaded;
  };
}

/** The languages of an Accept-Language header, most preferred first (q=0 left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((language) => language.tag !== '' && language.tag !== '*' && language.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((language) => language.tag);
}

/** The language the portal will most likely pick (`portal/app/locale.tsx`, without its stored choice). */
export function likelyLocale(acceptLanguage: string | undefined): Locale {
  return detectLocale(acceptedLanguages(acceptLanguage));
}

/** The route pattern a path matches, ranked as react-router ranks them, or `undefined`. */
export function matchedPattern(routes: RouteObject[], pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname);
  return matches?.[matches.length - 1]?.route.path;
}

/**
 * The correspondent identifier a portal path names (`/demo/login` → `demo`) when it could be one:
 * the database's pattern, not a reserved word. Whether it exists is the caller's question.
 */
export function identifierOfPath(pathname: string): string | undefined {
  const first = pathname.split('/')[1] ?? '';
  let identifier: string;
  try {
    identifier = decodeURIComponent(first);
  } catch {
    return undefined;
  }
  return IDENTIFIER.test(identifier) && !isReservedIdentifier(identifier) ? identifier : undefined;
}

/** The URL the portal's lookup asks (`src/api/correspondents.ts` under the `/api` base). */
export function correspondentLookupUrl(identifier: string): string {
  return `/api/v1/correspondents/${encodeURIComponent(identifier)}`;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What a navigation's page preloads besides the entry. */
export interface PagePreloads {
  /** Chunk files (relative to the portal's root). */
  modules: readonly string[];
  /** The correspondent lookup to start at once, if the URL names a known correspondent. */
  fetchUrl?: string;
}

/** The `<link>`s of {@link PagePreloads}: `modulepreload`s, then the lookup as a `fetch` preload. */
export function preloadLinks({ modules, fetchUrl }: PagePreloads): string {
  const links = modules.map(
    (file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`,
  );
  if (fetchUrl !== undefined) {
    links.push(`<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(fetchUrl)}">`);
  }
  return links.join('\n    ');
}

/**
 * The page with `links` placed after the last `modulepreload` vite wrote (so the entry's own
 * imports stay first), else before `</head>`.
 */
export function withPreloads(html: string, links: string): string {
  if (links === '') return html;
  const marker = '<link rel="modulepreload"';
  const last = html.lastIndexOf(marker);
  if (last !== -1) {
    const end = html.indexOf('>', last) + 1;
    return `${html.slice(0, end)}\n    ${links}${html.slice(end)}`;
  }
  const head = html.indexOf('</head>');
  return head === -1 ? html : `${html.slice(0, head)}    ${links}\n  ${html.slice(head)}`;
}

/** The chunks a path's page needs besides the entry: its route's, then the language's strings. */
export function modulesFor(
  loaded: { preloads: RoutePreloads; routes: RouteObject[] },
  pathname: string,
  locale: Locale,
): string[] {
  const pattern = matchedPattern(loaded.routes, pathname);
  const route = pattern === undefined ? [] : (loaded.preloads.routes[pattern] ?? []);
  return [...new Set([...(loaded.preloads.strings[locale] ?? []), ...route])];
}
