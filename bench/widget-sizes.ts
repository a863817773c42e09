import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Compressed weight of one widget: its entry script plus every chunk it can load. */
export interface WidgetWeight {
  widget: string;
  files: string[];
  gzipBytes: number;
  /** At quality 11, as `scripts/precompress.ts` writes the `.br` copies the server sends. */
  brotliBytes: number;
}

const brotliSize = (data: Buffer) =>
  brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;

const CHUNK_REFERENCE = /["'`(]\.{0,2}\/?((?:chunks\/)?[\w.-]+\.js)["'`)]/g;

/** Every widget's entry chunk (`chunks/<widget>-<hash>.js`), which each loader script names. */
const WIDGET_CHUNK = /^chunks\/(simulator|checkout|inbound-payment)-[\w-]+\.js$/;

/**
 * Follows the chunk references of a built entry script (static and dynamic imports alike): what
 * a host page that embeds this one widget loads. Every loader script names every widget's chunk
 * (a page may queue a mount of another widget), but loads only its own unless asked, so from
 * the loader only its own widget's chunk is followed.
 */
export function collectFiles(distDir: string, entry: string): string[] {
  const seen = new Set<string>();
  const entryFile = resolve(distDir, entry);
  const widget = entry.replace(/\.js$/, '');
  const queue = [entryFile];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === undefined || seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(CHUNK_REFERENCE)) {
      const reference = match[1];
      if (reference === undefined) continue;
      const other = WIDGET_CHUNK.exec(reference);
      if (file === entryFile && other && other[1] !== widget) continue;
      for (const candidate of [resolve(dirname(file), reference), resolve(distDir, reference)]) {
        if (existsSync(candidate) && !seen.has(candidate)) queue.push(candidate);
      }
    }
  }
  return [...seen];
}

/** Measures every entry script in `distDir` (the widget bundles), gzip and brotli. */
export function measureWidgets(distDir: string): WidgetWeight[] {
  return readdirSync(distDir)
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((entry) => {
      const files = collectFiles(distDir, entry);
      const contents = files.map((file) => readFileSync(file));
      const gzipBytes = contents.reduce(
        (sum, data) => sum + gzipSync(data, { level: 9 }).length,
        0,
      );
      const brotliBytes = contents.reduce((sum, data) => sum + brotliSize(data), 0);
      return {
        widget: entry,
        files: files.map((f) => f.slice(distDir.length + 1)),
        gzipBytes,
        brotliBytes,
      };
    });
}

/** Formats a byte count as KB with one decimal. */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export const WIDGET_DIST = join(process.cwd(), 'dist', 'widgets');
