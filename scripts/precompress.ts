/**
 * `tsx scripts/precompress.ts <folder>…`: writes a brotli (`.br`) and a gzip (`.gz`) copy beside
 * every compressible file of the built folders, at the strongest settings (brotli quality 11,
 * gzip level 9), so the server answers `Accept-Encoding` from disk instead of compressing on
 * every request (issue 15; served by `@fastify/static`'s `preCompressed`).
 *
 * A file gets no copy when it is tiny (its answer fits in one packet either way) or when the copy
 * would not be meaningfully smaller; the server then answers it as it is. Stale copies of a
 * previous run are removed first, so a copy never outlives or contradicts its file.
 * @module
 */
import { readdirSync, statSync } from 'node:fs';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Extensions of text-like files worth compressing (images, fonts and archives already are).
 * Source maps are left out: only developer tools read them, and brotli at quality 11 on the
 * portal's 4 MB map would add seconds to every build.
 */
export const COMPRESSIBLE = /\.(?:m?js|cjs|css|html?|svg|json|txt|xml|wasm|md|webmanifest)$/i;

/** Below this many bytes a file is sent as it is. */
export const MIN_BYTES = 512;

/** A copy is kept only when it is at most this share of the original. */
const MAX_RATIO = 0.95;

/** The precompressed copies, by encoding, with their file extension. */
export const ENCODINGS = [
  {
    extension: '.br',
    compress: (data: Buffer) =>
      brotliAsync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { extension: '.gz', compress: (data: Buffer) => gzipAsync(data, { level: 9 }) },
] as const;

/** What one run did. */
export interface PrecompressReport {
  /** Files that got at least one copy. */
  compressed: number;
  /** Compressible files left as they are (too small, or no gain). */
  skipped: number;
  /** Bytes of the originals that got copies, and of their brotli and gzip copies. */
  bytes: { original: number; br: number; gz: number };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const isCopy = (file: string) => ENCODINGS.some(({ extension }) => file.endsWith(extension));

/** How many files are compressed at once: zlib runs them on libuv's thread pool (4 threads). */
const CONCURRENCY = 4;

/**
 * Writes the `.br` and `.gz` copies under `dir`, replacing those of any earlier run. Files are
 * compressed a few at a time on zlib's threads, so every core helps (the TypeDoc reference alone
 * is some 650 pages).
 */
export async function precompressFolder(dir: string): Promise<PrecompressReport> {
  const report: PrecompressReport = {
    compressed: 0,
    skipped: 0,
    bytes: { original: 0, br: 0, gz: 0 },
  };
  const files = filesUnder(dir);
  await Promise.all(files.filter(isCopy).map((file) => rm(file)));
  const queue = files.filter((name) => !isCopy(name) && COMPRESSIBLE.test(name));

  async function compressOne(file: string): Promise<void> {
    if ((await stat(file)).size < MIN_BYTES) {
      report.skipped++;
      return;
    }
    const data = await readFile(file);
    let wrote = false;
    for (const { extension, compress } of ENCODINGS) {
      const copy = await compress(data);
      if (copy.length > data.length * MAX_RATIO) continue;
      await writeFile(file + extension, copy);
      report.bytes[extension === '.br' ? 'br' : 'gz'] += copy.length;
      wrote = true;
    }
    if (wrote) {
      report.compressed++;
      report.bytes.original += data.length;
    } else {
      report.skipped++;
    }
  }

  async function worker(): Promise<void> {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      await compressOne(file);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return report;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folders = process.argv.slice(2);
  if (folders.length === 0) {
    console.error('usage: tsx scripts/precompress.ts <folder>…');
    process.exit(2);
  }
  for (const folder of folders) {
    if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
      console.error(`precompress: ${folder} is not a folder (build it first)`);
      process.exit(1);
    }
    const { compressed, skipped, bytes } = await precompressFolder(folder);
    console.log(
      `precompress ${folder}: ${compressed} files (${kb(bytes.original)} → br ${kb(bytes.br)}, gzip ${kb(bytes.gz)}), ${skipped} left as they are`,
    );
  }
}
