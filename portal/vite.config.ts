// Vite config of the portal (design §3): root portal/, output dist/portal served by the API
// process at '/', dev proxy of the server's own mounts to `npm start` on :8080.
// The production build runs on preact/compat, as the widgets do (rollup.config.mjs): React's
// own runtime alone is 82 KB brotli of a 100 KB first-load budget (docs/performance.md). The dev
// server keeps React, and so do the unit tests (vitest.config.ts does not read this file).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
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

export default defineConfig(({ command }) => ({
  root,
  base: '/',
  plugins: [react()],
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
