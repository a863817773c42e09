// Vite config of the portal (design §3): root portal/, output dist/portal served by the API
// process at '/', dev proxy of the server's own mounts to `npm start` on :8080.
// The production build runs on preact/compat, as the widgets do (rollup.config.mjs): React's
// own runtime alone is 82 KB brotli of a 100 KB first-load budget (docs/performance.md). The dev
// server keeps React, and so do the unit tests (vitest.config.ts does not read this file).
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/portal', import.meta.url));
const backend = 'http://localhost:8080';

/** React's entry points, each to its preact/compat counterpart (the same list as the widgets'). */
const PREACT_COMPAT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

/**
 * The most the entry stylesheet may weigh (brotli) to be inlined: with it, index.html stays well
 * inside the ~14 KB a server sends in its first round trip (RFC 6928's initial window).
 */
const INLINE_CSS_MAX_BROTLI = 8 * 1024;

/**
 * Puts the entry's stylesheet into index.html as a `<style>` when it is small (issue 15): a
 * `<link>` in the head holds the first paint for one more request, a `<style>` comes with the
 * page. The CSP allows it (`style-src 'unsafe-inline'`, server/plugins/security.ts). The file
 * itself stays in the build, where the manifest names it; the routes' own stylesheets still
 * load with their chunks.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'fx-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        // Vite's own tag for the entry's CSS: `<link rel="stylesheet" crossorigin href="/…css">`.
        return html.replace(
          /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/g,
          (tag, file: string) => {
            const asset = bundle?.[file];
            if (asset?.type !== 'asset') return tag;
            const css =
              typeof asset.source === 'string'
                ? asset.source
                : new TextDecoder().decode(asset.source);
            const small = brotliCompressSync(css).length <= INLINE_CSS_MAX_BROTLI;
            return small && !css.includes('</style') ? `<style>${css}</style>` : tag;
          },
        );
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  root,
  base: '/',
  plugins: [react(), inlineEntryCss()],
  resolve: {
    alias: [
      // react-shadow imports react-dom/server for SSR only; the portal renders on the client.
      { find: /^react-dom\/server$/, replacement: `${root}shims/react-dom-server.ts` },
      ...(command === 'build' ? PREACT_COMPAT : []),
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/portal-first-load.ts to weigh each page's first load (issue 15).
    manifest: true,
    // No inline module-preload polyfill or data: URLs that a strict CSP would block.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework (preact/compat in the build) changes least often: its own chunk stays
          // cached across app releases.
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](?:preact|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': backend,
      '/widgets': backend,
      '/examples': backend,
      '/docs': backend,
    },
  },
}));
