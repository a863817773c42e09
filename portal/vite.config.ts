// Vite config of the portal (design §3): root portal/, output dist/portal served by the API
// process at '/', dev proxy of the server's own mounts to `npm start` on :8080.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/portal', import.meta.url));
const backend = 'http://localhost:8080';

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  resolve: {
    // react-shadow imports react-dom/server for SSR only; the portal renders on the client.
    alias: [{ find: /^react-dom\/server$/, replacement: `${root}shims/react-dom-server.ts` }],
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
          // The framework changes least often: its own chunk stays cached across app releases.
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](?:react|react-dom|react-router|scheduler)[\\/]/,
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
});
