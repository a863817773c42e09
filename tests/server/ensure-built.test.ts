import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { BUILD_STEPS, ensureBuilt, missingBuildSteps } from '../../server/ensure-built';
import { startupBanner } from '../../server/startup-banner';

async function rootWith(files: string[]): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'fx-build-'));
  for (const file of files) {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), '');
  }
  return root;
}

describe('ensureBuilt', () => {
  test('runs only the build scripts whose output is missing, in build order', async () => {
    const root = await rootWith(['dist/portal/index.html', 'dist/portal/index.html.br']);
    const ran: string[] = [];
    const failed = ensureBuilt(
      root,
      () => undefined,
      (script) => {
        ran.push(script);
        return true;
      },
    );
    expect(ran).toEqual(['build:widgets', 'docs']);
    expect(failed).toEqual([]);
  });

  test('runs nothing when everything is built', async () => {
    const root = await rootWith(BUILD_STEPS.map((step) => step.output));
    expect(missingBuildSteps(root)).toEqual([]);
  });

  test('rebuilds a folder built before precompression: its files are there, their .br copies not', async () => {
    const root = await rootWith([
      'dist/widgets/simulator.js',
      'dist/portal/index.html',
      'dist/portal/index.html.br',
      'docs/reference/index.html',
    ]);
    expect(missingBuildSteps(root).map((step) => step.script)).toEqual(['build:widgets', 'docs']);
  });

  test('reports a failed step and carries on with the next', async () => {
    const root = await rootWith([]);
    const messages: string[] = [];
    const failed = ensureBuilt(
      root,
      (message) => messages.push(message),
      (script) => script !== 'build:portal',
    );
    expect(failed).toEqual(['build:portal']);
    expect(messages.join('\n')).toContain('npm run build:portal failed');
  });
});

describe('startupBanner', () => {
  test('lists every URL and says that sandbox log-ins come with the identity issue', () => {
    const text = startupBanner(
      { mode: 'sandbox', databaseUrl: undefined, dataDir: '/tmp/data' },
      'http://localhost:8080',
    ).join('\n');
    for (const url of [
      'http://localhost:8080/api',
      'http://localhost:8080/api/openapi.json',
      'http://localhost:8080/demo',
      'http://localhost:8080/widgets/simulator.js',
      'http://localhost:8080/examples/',
      'http://localhost:8080/docs/',
    ]) {
      expect(text).toContain(url);
    }
    expect(text).toMatch(/Sandbox log-ins/);
  });

  test('says plainly that sandbox mode is not for real customers, and when it faces a network', () => {
    const local = startupBanner(
      { mode: 'sandbox', databaseUrl: undefined, dataDir: '/tmp/data', host: '127.0.0.1' },
      'http://localhost:8080',
    ).join('\n');
    expect(local).toMatch(/SANDBOX MODE IS NOT FOR REAL CUSTOMERS/);
    expect(local).toMatch(/FX_MODE=production/);
    expect(local).not.toMatch(/SANDBOX_PUBLIC/);
    const open = startupBanner(
      { mode: 'sandbox', databaseUrl: undefined, dataDir: '/tmp/data', host: '0.0.0.0' },
      'http://sandbox.example:8080',
    ).join('\n');
    expect(open).toMatch(/Listening on 0\.0\.0\.0 \(SANDBOX_PUBLIC=1\): anyone who reaches it/);
  });

  test('prints no sandbox section in production', () => {
    const text = startupBanner(
      { mode: 'production', databaseUrl: 'postgres://x', dataDir: '/tmp/data' },
      'https://fx.example',
    ).join('\n');
    expect(text).not.toMatch(/Sandbox/);
  });
});
