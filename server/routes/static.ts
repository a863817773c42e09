/**
 * Static files of the one process (design §3): the built portal at `/` (SPA), widget bundles
 * at `/widgets/`, the example correspondent site at `/examples/`. Folders that are not built
 * yet are simply not served; the SPA fallback then explains how to build them, never crashes.
 * @module
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { EMBED_PARAM } from '../../src/contracts/embed';
import { etagOf, matchesEtag } from '../http/cacheable-json';
import { htmlPage } from '../http/html-page';
import {
  correspondentLookupUrl,
  createRoutePreloadsReader,
  identifierOfPath,
  likelyLocale,
  modulesFor,
  preloadLinks,
  withPreloads,
} from '../http/route-preloads';
import { compressionPlugin } from '../plugins/compression';
import { embeddableCsp } from '../plugins/security';

/** Paths the SPA fallback never answers: they have their own handlers (or are JSON). */
const NON_SPA_PREFIXES = ['/api', '/widgets', '/examples', '/docs'];

/** Where the served folders are. */
export interface StaticPaths {
  portal: string;
  widgets: string;
  examples: string;
}

/** The served folders under a repository root. */
export function staticPaths(rootDir: string): StaticPaths {
  return {
    portal: path.join(rootDir, 'dist', 'portal'),
    widgets: path.join(rootDir, 'dist', 'widgets'),
    examples: path.join(rootDir, 'examples'),
  };
}

/** The portal's icon (`portal/public/favicon.svg`). */
const FAVICON = 'favicon.svg';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Entry scripts keep their name across releases, so caches must look again soon. */
const ENTRY_SCRIPT = 'public, max-age=300';

/**
 * Whether a file name carries a content hash, as vite (`assets/index-Dq9jLJ6G.js`, its `.map`)
 * and rollup (`chunks/simulator-Ev-JD_wI.js`) write them: `-` then 8 base64url characters
 * before the extension. The hash alphabet has `-` and `_` and need not hold a digit
 * (`index-eUfQwKrE.css`), which the earlier rule required, so most real names missed it.
 */
export function isHashedAsset(fileName: string): boolean {
  return /-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+(?:\.map)?$/.test(fileName);
}

/** The file a path names, without the `.br` or `.gz` of the precompressed copy sent for it. */
function originalPath(filePath: string): string {
  return filePath.replace(/\.(?:br|gz)$/, '');
}

/**
 * Cache-Control of a file under `dist/widgets`: chunks are hashed, so cached for good; entry
 * scripts keep their URL (correspondents embed it), so caches check again after 5 minutes.
 */
export function widgetCacheControl(relativePath: string): string {
  const name = path.basename(relativePath);
  const nested = relativePath.includes('/') || relativePath.includes(path.sep);
  return nested && isHashedAsset(name) ? IMMUTABLE : ENTRY_SCRIPT;
}

/** Cache-Control of a file under `dist/portal`: hashed assets for good, the rest revalidated. */
export function portalCacheControl(relativePath: string): string {
  const inAssets =
    relativePath.startsWith(`assets${path.sep}`) || relativePath.startsWith('assets/');
  return inAssets && isHashedAsset(path.basename(relativePath)) ? IMMUTABLE : REVALIDATE;
}

/**
 * Options shared by the folders compressed at build time: `@fastify/static` answers a client
 * that accepts br or gzip with the `.br` or `.gz` copy (issue 15), and every answer says that it
 * varies with Accept-Encoding, the uncompressed one too, so a shared cache never hands a copy
 * to a client that cannot read it. ETag and Last-Modified come from the file sent, so each
 * encoding has its own validator.
 */
export function precompressedStatic(
  root: string,
  cacheControlOf: (relativePath: string) => string,
): Pick<FastifyStaticOptions, 'root' | 'preCompressed' | 'cacheControl' | 'setHeaders'> {
  return {
    root,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlOf(path.relative(root, originalPath(filePath))));
      res.setHeader('vary', 'accept-encoding');
    },
  };
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}

/** A path whose last segment has an extension names a file (`/assets/x.js`), not a screen. */
function looksLikeFile(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/** Whether a not-found request should get the portal's index.html (client-side routing). */
export function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  const reserved = NON_SPA_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  // A link opened by curl or a crawler (`Accept: */*`) is a navigation too; a missing file is not.
  return !reserved && !looksLikeFile(pathname) && acceptsHtml(request);
}

/**
 * The correspondent identifier of an embedded-checkout navigation, else `undefined`: the page
 * `<fx-checkout>` opens in its frame (`/{identifier}/…?fx-embed=…`), or any page of the
 * correspondent loaded into a frame (`Sec-Fetch-Dest: iframe`), so that reloading the frame on a
 * later screen of the checkout (whose address no longer carries `fx-embed`) still shows it.
 */
export function embedIdentifier(request: FastifyRequest): string | undefined {
  const [pathname = '/', query = ''] = request.url.split('?', 2);
  const framed = request.headers['sec-fetch-dest'] === 'iframe';
  if (!framed && !new URLSearchParams(query).has(EMBED_PARAM)) return undefined;
  const first = pathname.split('/')[1] ?? '';
  let identifier: string;
  try {
    identifier = decodeURIComponent(first);
  } catch {
    return undefined;
  }
  return /^[a-z0-9][a-z0-9_-]{0,62}$/i.test(identifier) ? identifier : undefined;
}

const NOT_BUILT_PAGE = htmlPage({
  title: 'Portal not built',
  bodyHtml: `<h1>The portal is not built yet</h1>
<p>Run <code>npm run build</code> (or simply <code>npm start</code>, which builds what is
missing), then reload this page.</p>
<p>The API is already up: <a href="/api/health">/api/health</a>,
<a href="/api/openapi.json">/api/openapi.json</a>.</p>`,
});

/** Encodings of the portal's page, as `scripts/precompress.ts` stores them beside it. */
const PAGE_ENCODINGS = { br: '.br', gzip: '.gz' } as const;

/**
 * The portal's page in the best encoding the client accepts that the build stored: the `.br` or
 * `.gz` copy beside `index.html` (issue 15: a navigation is the first request of every visit,
 * and everything else waits for it), else the page as it is.
 */
async function readSpaIndex(
  paths: StaticPaths,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding: keyof typeof PAGE_ENCODINGS | undefined }> {
  const file = path.join(paths.portal, 'index.html');
  const encoding =
    negotiate(
      acceptEncoding ?? '',
      Object.keys(PAGE_ENCODINGS) as (keyof typeof PAGE_ENCODINGS)[],
    ) ?? undefined;
  if (encoding !== undefined) {
    try {
      return { body: await readFile(`${file}${PAGE_ENCODINGS[encoding]}`), encoding };
    } catch {
      // Not precompressed (a build folder written by hand, or the copy was not worth keeping).
    }
  }
  return { body: await readFile(file), encoding: undefined };
}

/** Compresses a page as `scripts/precompress.ts` would (brotli at its best, gzip level 9). */
const COMPRESS = {
  br: (page: Buffer) =>
    promisify(brotliCompress)(page, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.length,
      },
    }),
  gzip: (page: Buffer) => promisify(gzip)(page, { level: 9 }),
} as const;

/**
 * Compressed pages already sent, by encoding and page bytes: a navigation's page is one of a few
 * (route pattern × language × whether the correspondent exists), so brotli at its best runs
 * once per variant, not per request. Only derived bytes; a miss compresses again.
 */
const compressedPages = new Map<string, Buffer>();
const COMPRESSED_PAGES_MAX = 200;

async function compressedPage(
  page: Buffer,
  encoding: keyof typeof PAGE_ENCODINGS,
): Promise<Buffer> {
  const key = `${encoding}\n${etagOf(page)}`;
  const cached = compressedPages.get(key);
  if (cached) return cached;
  const body = await COMPRESS[encoding](page);
  if (compressedPages.size >= COMPRESSED_PAGES_MAX) {
    compressedPages.delete(compressedPages.keys().next().value as string);
  }
  compressedPages.set(key, body);
  return body;
}

/** Readers of `route-preloads.json`, one per portal folder. */
const preloadReaders = new Map<string, ReturnType<typeof createRoutePreloadsReader>>();

function preloadsOf(portalDir: string) {
  let reader = preloadReaders.get(portalDir);
  if (!reader) {
    reader = createRoutePreloadsReader(portalDir);
    preloadReaders.set(portalDir, reader);
  }
  return reader();
}

/** What the server knows that the page's preloads depend on. */
export interface SpaPageHints {
  /**
   * Whether a correspondent with this identifier exists (the correspondent service's
   * read-through cache): only then does the page start its lookup.
   */
  correspondentExists?: (identifier: string) => Promise<boolean>;
}

/**
 * The page for this navigation with the preloads of its route (issue 15): its route's chunks,
 * the strings of the language the visitor most likely gets, the correspondent lookup of a known
 * correspondent; in the best encoding the client accepts. `undefined` when the build wrote no
 * `route-preloads.json` (the page is then sent as stored).
 */
async function readRoutePage(
  paths: StaticPaths,
  request: FastifyRequest,
  hints: SpaPageHints,
): Promise<{ body: Buffer; encoding: keyof typeof PAGE_ENCODINGS | undefined } | undefined> {
  const loaded = await preloadsOf(paths.portal);
  if (!loaded) return undefined;
  const html = await readFile(path.join(paths.portal, 'index.html'), 'utf8');
  const pathname = request.url.split('?')[0] ?? '/';
  const modules = modulesFor(loaded, pathname, likelyLocale(request.headers['accept-language']));
  const identifier = identifierOfPath(pathname);
  const known =
    identifier !== undefined &&
    hints.correspondentExists !== undefined &&
    (await hints.correspondentExists(identifier));
  const links = preloadLinks({
    modules,
    ...(known ? { fetchUrl: correspondentLookupUrl(identifier) } : {}),
  });
  const page = Buffer.from(withPreloads(html, links));
  const encoding =
    negotiate(
      request.headers['accept-encoding'] ?? '',
      Object.keys(PAGE_ENCODINGS) as (keyof typeof PAGE_ENCODINGS)[],
    ) ?? undefined;
  if (encoding === undefined) return { body: page, encoding };
  return { body: await compressedPage(page, encoding), encoding };
}

/**
 * Answers a SPA navigation with `dist/portal/index.html`, or the "not built" page; with
 * `frameAncestors` (an embedded checkout page) the page may be framed by those origins. One async
 * read (the page is small) instead of a blocking existence check plus a stream: the portal
 * may be rebuilt while the server runs, so the file is not kept in memory.
 *
 * When the build wrote `route-preloads.json`, the page names what the navigation needs besides
 * the entry ({@link readRoutePage}); its bytes then depend on the path, on Accept-Language and on
 * whether the correspondent exists, so it is compressed here (each variant once, see
 * {@link compressedPage}) and varies with Accept-Encoding and Accept-Language. Otherwise the
 * brotli or gzip copy the build stored goes out (the page with its inlined stylesheet is 16 KB
 * as it is, under 4 KB in brotli). `no-cache` with an ETag of the bytes sent (one per
 * representation): a returning visitor revalidates it with a 304 (issue 15).
 */
export async function sendSpaIndex(
  paths: StaticPaths,
  request: FastifyRequest,
  reply: FastifyReply,
  frameAncestors?: readonly string[],
  hints: SpaPageHints = {},
): Promise<FastifyReply> {
  reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
  if (frameAncestors) {
    // A page opened by <fx-checkout> inside its frame: the correspondent's sites may frame it.
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      reply.header('content-security-policy', embeddableCsp(csp, frameAncestors));
    }
    reply.removeHeader('x-frame-options');
  }
  let page: Awaited<ReturnType<typeof readSpaIndex>>;
  let vary = 'accept-encoding';
  try {
    const routePage = await readRoutePage(paths, request, hints);
    if (routePage) vary = 'accept-encoding, accept-language';
    page = routePage ?? (await readSpaIndex(paths, request.headers['accept-encoding']));
  } catch {
    return reply.status(503).send(NOT_BUILT_PAGE);
  }
  const etag = etagOf(page.body);
  reply.header('etag', etag).header('vary', vary);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  if (page.encoding !== undefined) reply.header('content-encoding', page.encoding);
  return reply.status(200).send(page.body);
}

/** Options of the static routes. */
export interface StaticRoutesOptions {
  paths: StaticPaths;
}

/** Serves the portal, widgets and examples folders that exist. */
export const staticRoutes: FastifyPluginAsync<StaticRoutesOptions> = async (app, { paths }) => {
  if (existsSync(paths.portal)) {
    await app.register(fastifyStatic, {
      ...precompressedStatic(paths.portal, portalCacheControl),
      prefix: '/',
      decorateReply: false,
      index: ['index.html'],
      // `/` is a navigation like any other: the SPA fallback answers it, with its preloads.
      allowedPath: (pathname) => pathname !== '/',
    });
  }
  if (existsSync(path.join(paths.portal, FAVICON))) {
    // Browsers ask every page without an icon link for /favicon.ico (the example site, the
    // guides, an API answer opened in a tab): the portal's icon, not a 404 in the console.
    app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').redirect(`/${FAVICON}`, 301),
    );
  }
  if (existsSync(paths.widgets)) {
    const widgetFiles = precompressedStatic(paths.widgets, widgetCacheControl);
    await app.register(fastifyStatic, {
      ...widgetFiles,
      prefix: '/widgets/',
      decorateReply: false,
      index: false,
      setHeaders: (res, filePath, stat) => {
        widgetFiles.setHeaders?.(res, filePath, stat);
        // Entry scripts import their chunks as ES modules, which browsers fetch in CORS mode:
        // public code, no credentials, so any host page may load it.
        res.setHeader('access-control-allow-origin', '*');
      },
    });
  }
  if (existsSync(paths.examples)) {
    app.get('/examples', { schema: { hide: true } }, async (_request, reply) =>
      reply.redirect('/examples/', 301),
    );
    // The example site is served from its source folder, which people edit while the server
    // runs: copies compressed at build time would go stale at the first edit, so its few small
    // files are compressed per request instead, in a scope of their own.
    await app.register(async (site) => {
      await site.register(compressionPlugin);
      await site.register(fastifyStatic, {
        root: paths.examples,
        prefix: '/examples/',
        decorateReply: false,
        index: ['index.html'],
        cacheControl: false,
        setHeaders: (res) => {
          res.setHeader('cache-control', REVALIDATE);
          // The compression plugin says so only when it compresses; shared caches need it always.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    });
  }
};
