import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { MIN_BYTES, precompressFolder } from '../../scripts/precompress';

/** Text that compresses well, `bytes` long. */
const text = (bytes: number) => 'const answer = "forty-two";\n'.repeat(bytes).slice(0, bytes);

async function folderWith(files: Record<string, string | Buffer>): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fx-precompress-'));
  for (const [file, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), content);
  }
  return dir;
}

describe('precompressFolder', () => {
  test('writes a brotli and a gzip copy beside every compressible file, nested ones too, each decoding to the original', async () => {
    const files = {
      'index.html': `<!doctype html>${text(4000)}`,
      'assets/index-Dq9jLJ6G.js': text(5000),
      'assets/index-eUfQwKrE.css': `body{}${text(3000)}`,
      'icons.svg': `<svg>${text(2000)}</svg>`,
      'manifest.json': JSON.stringify({ text: text(2000) }),
    };
    const dir = await folderWith(files);
    const report = await precompressFolder(dir);
    expect(report.compressed).toBe(Object.keys(files).length);
    for (const [file, content] of Object.entries(files)) {
      const original = Buffer.from(content);
      const br = await fs.readFile(path.join(dir, `${file}.br`));
      const gz = await fs.readFile(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length);
    }
  });

  test('leaves tiny files, incompressible files, source maps and images as they are', async () => {
    const dir = await folderWith({
      'tiny.js': text(MIN_BYTES - 1),
      'random.js': randomBytes(4096),
      'index-Dq9jLJ6G.js.map': text(5000),
      'photo.png': text(5000),
    });
    await precompressFolder(dir);
    for (const file of ['tiny.js', 'random.js', 'index-Dq9jLJ6G.js.map', 'photo.png']) {
      expect(existsSync(path.join(dir, `${file}.br`))).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`))).toBe(false);
    }
  });

  test('a second run replaces the copies and removes those whose file is gone, never compressing a copy', async () => {
    const dir = await folderWith({ 'a.js': text(3000), 'b.js': text(3000) });
    await precompressFolder(dir);
    await fs.rm(path.join(dir, 'b.js'));
    await fs.writeFile(path.join(dir, 'a.js'), text(6000));
    await precompressFolder(dir);
    expect((await fs.readdir(dir)).sort()).toEqual(['a.js', 'a.js.br', 'a.js.gz']);
    const br = await fs.readFile(path.join(dir, 'a.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(text(6000));
  });
});
