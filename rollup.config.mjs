// Builds the embeddable widgets (design §8) in two passes:
// 1. ES chunks: one chunk entry per widget (`widgets/elements/fx-<widget>.ts`, defining the
//    custom element) plus shared chunks — `runtime` (preact/compat, i18next, ofetch, nanostores,
//    zod/mini, the SDK) is one file however many widgets a page embeds.
// 2. Loader scripts: one tiny classic (IIFE) script per widget, `dist/widgets/<widget>.js`, with
//    the hashed chunk names of pass 1 baked in; they `import()` the chunks at run time, so the
//    host's snippet is a plain `<script src async>` (no `type="module"` needed).
// React is aliased to preact/compat. `FX_WIDGETS_OUT_DIR` changes the output folder (tests).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import alias from '@rollup/plugin-alias';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

const root = dirname(fileURLToPath(import.meta.url));
const outDir = resolve(root, process.env.FX_WIDGETS_OUT_DIR ?? 'dist/widgets');
const widgetsDir = join(root, 'widgets') + '/';
const WIDGETS = ['simulator', 'checkout', 'inbound-payment'];

/**
 * Modules outside widgets/ that only some widgets use (the frame protocol; the payer's Spanish
 * texts): kept out of the shared runtime chunk, so the simulator does not carry them.
 */
// The rate breakdown goes with the simulator's lazy 'More Details' chunk (issue 19, item 2).
const WIDGET_ONLY_SOURCES = [
  '/src/contracts/embed.ts',
  '/src/i18n/locales/es/widgets.ts',
  '/src/domain/pricing/rate-breakdown.ts',
];

/** Chunk file of each widget (relative to outDir), filled by pass 1, read by pass 2. */
const chunkFiles = {};

const aliases = () =>
  alias({
    entries: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  });

const commonPlugins = (chunks) => [
  aliases(),
  nodeResolve({
    browser: true,
    // ES modules first: dlv (under rosetta) points "browser" at a UMD build rollup cannot import.
    mainFields: ['module', 'browser', 'main'],
    extensions: ['.ts', '.tsx', '.mjs', '.js'],
  }),
  typescript({
    tsconfig: join(root, 'widgets/tsconfig.widgets.json'),
    // Type errors are reported by `npm run typecheck`; the build only transpiles and warns.
    noEmitOnError: false,
  }),
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __FX_CHUNKS__: () => JSON.stringify(chunks ? chunkFiles : {}),
    },
  }),
];

/** Pass 1 bookkeeping: remembers entry chunk names and writes `manifest.json` for the tests. */
function chunkManifest() {
  return {
    name: 'fx-chunk-manifest',
    buildStart() {
      // Hashed names change every build: start from an empty folder so stale chunks never ship.
      rmSync(outDir, { recursive: true, force: true });
    },
    generateBundle(_options, bundle) {
      const chunks = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (chunk.isEntry) chunkFiles[chunk.name] = `chunks/${chunk.fileName}`;
        chunks[`chunks/${chunk.fileName}`] = {
          name: chunk.name,
          isEntry: chunk.isEntry,
          imports: chunk.imports.map((file) => `chunks/${file}`),
          // Module → rendered length before minification: what to look at when a budget breaks.
          modules: Object.fromEntries(
            Object.entries(chunk.modules).map(([id, info]) => [
              relative(root, id).replaceAll('\\', '/'),
              info.renderedLength,
            ]),
          ),
        };
      }
      mkdirSync(outDir, { recursive: true });
      writeFileSync(
        join(outDir, 'manifest.json'),
        JSON.stringify({ entries: chunkFiles, chunks }, null, 2),
      );
    },
  };
}

/** After the last pass: prints the gzip weight a page pays for each widget. */
function sizeReport() {
  return {
    name: 'fx-size-report',
    writeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8'));
      const gz = (file) => gzipSync(readFileSync(join(outDir, file))).length;
      const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
      console.log('\nWidget bundles (gzip):');
      for (const widget of WIDGETS) {
        const files = new Set([`${widget}.js`]);
        const visit = (file) => {
          if (files.has(file)) return;
          files.add(file);
          manifest.chunks[file]?.imports.forEach(visit);
        };
        visit(manifest.entries[widget]);
        const parts = [...files].map((file) => `${file} ${kb(gz(file))}`);
        const total = [...files].reduce((sum, file) => sum + gz(file), 0);
        console.log(`  ${widget.padEnd(16)} ${kb(total).padStart(8)}  = ${parts.join(' + ')}`);
      }
    },
  };
}

const chunksBuild = {
  input: Object.fromEntries(WIDGETS.map((w) => [w, `widgets/elements/fx-${w}.ts`])),
  // zod ships a comment Rollup cannot place as a pure annotation and drops it (harmless); every
  // other warning is shown.
  onwarn(warning, warn) {
    if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
    warn(warning);
  },
  plugins: [
    ...commonPlugins(false),
    terser({ module: true, compress: { passes: 2 }, format: { comments: false } }),
    chunkManifest(),
  ],
  output: {
    dir: join(outDir, 'chunks'),
    format: 'es',
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: '[name]-[hash].js',
    // Everything outside widgets/ (libraries and the SDK) in one chunk every widget shares.
    // Shared code goes to `runtime`, except what only one widget needs (the checkout's frame
    // protocol): that stays in the widget's own chunk, so the simulator does not carry it.
    manualChunks: (id) =>
      id.startsWith(widgetsDir) || WIDGET_ONLY_SOURCES.some((file) => id.endsWith(file))
        ? undefined
        : 'runtime',
  },
};

const loaderBuild = (widget, last) => ({
  input: `widgets/loader/${widget}.ts`,
  plugins: [
    ...commonPlugins(true),
    terser({ compress: { passes: 2 }, format: { comments: false } }),
    ...(last ? [sizeReport()] : []),
  ],
  output: { file: join(outDir, `${widget}.js`), format: 'iife' },
});

export default [
  chunksBuild,
  ...WIDGETS.map((widget, i) => loaderBuild(widget, i === WIDGETS.length - 1)),
];
