// Tests the bundle that ships (conventions "Widgets"): builds it with the real rollup config
// into a temporary folder and inspects the files and the build's manifest.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const WIDGETS = ['simulator', 'checkout', 'inbound-payment'] as const;
const BUDGET_BYTES = 40 * 1024;

interface Manifest {
  entries: Record<string, string>;
  chunks: Record<
    string,
    { name: string; isEntry: boolean; imports: string[]; modules: Record<string, number> }
  >;
}

let outDir = '';
let manifest: Manifest;

const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
const gzipSize = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;

/** The files a page loads for one widget: its loader, its chunk and every chunk it imports. */
function filesOf(widget: string): string[] {
  const files = new Set<string>([`${widget}.js`]);
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    manifest.chunks[file]?.imports.forEach(visit);
  };
  const entry = manifest.entries[widget];
  if (entry) visit(entry);
  return [...files];
}

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'fx-widgets-'));
  const result = spawnSync(join('node_modules', '.bin', 'rollup'), ['-c', 'rollup.config.mjs'], {
    env: { ...process.env, FX_WIDGETS_OUT_DIR: outDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`rollup failed:\n${result.stderr}`);
  manifest = JSON.parse(read('manifest.json')) as Manifest;
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('widget bundles', () => {
  it.each(WIDGETS)('ships a classic (non-module) loader script for %s', (widget) => {
    const loader = read(`${widget}.js`);
    // An IIFE: usable from a plain <script src async>, no `type="module"` needed.
    expect(loader.startsWith('!function(){') || loader.startsWith('(function(){')).toBe(true);
    expect(loader).not.toMatch(/^\s*(import|export)\s/m);
    expect(loader).toContain(manifest.entries[widget]);
    expect(existsSync(join(outDir, manifest.entries[widget] ?? 'missing'))).toBe(true);
  });

  it('renders with preact, never with react-dom', () => {
    const modules = Object.values(manifest.chunks).flatMap((chunk) => Object.keys(chunk.modules));
    expect(modules.some((id) => id.startsWith('node_modules/preact/compat/'))).toBe(true);
    expect(modules.filter((id) => /node_modules\/(react|react-dom|scheduler)\//.test(id))).toEqual(
      [],
    );
    for (const file of Object.keys(manifest.chunks)) {
      expect(read(file)).not.toMatch(
        /__CLIENT_INTERNALS_DO_NOT_USE|react-dom\.production|ReactDOM/,
      );
    }
  });

  it('carries zod/mini only, never classic zod', () => {
    const zod = Object.values(manifest.chunks)
      .flatMap((chunk) => Object.keys(chunk.modules))
      .filter((id) => id.startsWith('node_modules/zod/'));
    expect(zod.some((id) => id.startsWith('node_modules/zod/v4/mini/'))).toBe(true);
    expect(zod.filter((id) => id.includes('/classic/'))).toEqual([]);
  });

  it('shares one runtime chunk (preact, rosetta, ofetch, nanostores) among the three widgets', () => {
    const runtime = Object.entries(manifest.chunks).filter(([, chunk]) => chunk.name === 'runtime');
    expect(runtime).toHaveLength(1);
    const [runtimeFile, runtimeChunk] = runtime[0] ?? ['', { modules: {} }];
    for (const library of ['preact', 'rosetta', 'ofetch', 'nanostores']) {
      expect(
        Object.keys(runtimeChunk.modules).some((id) => id.startsWith(`node_modules/${library}/`)),
      ).toBe(true);
    }
    for (const widget of WIDGETS) expect(filesOf(widget)).toContain(runtimeFile);
  });

  it('leaves i18next out of the widget bundles (the portal keeps it; widgets translate with rosetta)', () => {
    const modules = Object.values(manifest.chunks).flatMap((chunk) => Object.keys(chunk.modules));
    expect(modules.filter((id) => id.startsWith('node_modules/i18next/'))).toEqual([]);
  });

  it('keeps a page with the simulator under 40 KB gzip', () => {
    const lines: string[] = [];
    for (const widget of WIDGETS) {
      const files = filesOf(widget);
      const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
      lines.push(`${widget}: ${(total / 1024).toFixed(1)} KB gzip (${files.join(', ')})`);
      expect(total).toBeLessThan(BUDGET_BYTES);
    }
    console.log(lines.join('\n'));
  });

  it('keeps the loader script itself tiny', () => {
    for (const widget of WIDGETS) expect(gzipSize(`${widget}.js`)).toBeLessThan(2 * 1024);
  });
});
