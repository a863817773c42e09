/**
 * `tsx scripts/portal-first-load.ts`: the JavaScript a cold visit to a portal page transfers
 * (issue 15 budgets, brotli): the entry chunk, every chunk it imports statically, and the lazy
 * chunks of the page's layouts and screen with their static imports. Reads the build manifest
 * of `npm run build:portal` (dist/portal/.vite/manifest.json) and the `.br` copies beside the
 * chunks (brotli at quality 11 when a chunk has none, as precompress would write it).
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One chunk of the Vite manifest (the fields read here). */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The strings of the default language (pt-BR), loaded before the first render. */
const STRINGS = '../src/i18n/locales/pt-BR/index.ts';

/** The lazy modules (manifest keys) each measured page loads, besides the entry. */
export const PAGES: Readonly<Record<string, readonly string[]>> = {
  '/': [STRINGS, 'pages/LandingPage.tsx'],
  '/demo': [
    STRINGS,
    'pages/CorrespondentArea.tsx',
    'pages/PublicLayout.tsx',
    'pages/PublicHomePage.tsx',
  ],
  '/demo/login': [
    STRINGS,
    'pages/CorrespondentArea.tsx',
    'pages/PublicLayout.tsx',
    'pages/session/LoginPage.tsx',
  ],
};

/** The manifest keys of `keys` and of every chunk they import statically. */
export function staticClosure(
  manifest: Record<string, ManifestChunk>,
  keys: string[],
): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the manifest: ${key}`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

function sizesOf(dir: string, file: string): { raw: number; gz: number; br: number } {
  const data = readFileSync(path.join(dir, file));
  const copy = path.join(dir, `${file}.br`);
  const br = existsSync(copy)
    ? readFileSync(copy).length
    : brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { raw: data.length, gz: gzipSync(data, { level: 9 }).length, br };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist/portal';
  const manifest = JSON.parse(
    readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  for (const [page, lazy] of Object.entries(PAGES)) {
    const keys = [...staticClosure(manifest, [...entries, ...lazy])];
    const files = keys.map((key) => manifest[key]?.file ?? key).filter((f) => f.endsWith('.js'));
    const total = { raw: 0, gz: 0, br: 0 };
    const rows = files.map((file) => {
      const size = sizesOf(dir, file);
      total.raw += size.raw;
      total.gz += size.gz;
      total.br += size.br;
      return `    ${kb(size.br).padStart(9)}  ${file}`;
    });
    console.log(
      `${page}: ${kb(total.br)} brotli (${kb(total.gz)} gzip, ${kb(total.raw)} raw), ${files.length} chunks`,
    );
    if (process.argv.includes('--chunks')) console.log(rows.join('\n'));
  }
}
