import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import base from '../playwright.config';

// The order proof of issue 35: every spec file, last to first, one at a time, on one worker, each
// file a project that waits for the one before (Playwright otherwise runs files in name order).
// A journey that leans on data another file left behind fails here or when run alone
// (`scripts/e2e-isolation.mjs`).
//
//   npx playwright test -c e2e/reverse-order.config.ts
const here = import.meta.dirname;

function specFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return specFiles(path);
    return entry.name.endsWith('.spec.ts') ? [relative(here, path)] : [];
  });
}

const files = specFiles(here).sort().reverse();

export default defineConfig({
  ...base,
  testDir: here,
  workers: 1,
  retries: 0,
  // The server starts from the repository's root, as with the main config.
  webServer: {
    ...(base.webServer as Exclude<PlaywrightTestConfig['webServer'], unknown[] | undefined>),
    cwd: dirname(here),
  },
  projects: files.map((file, index) => ({
    name: file,
    use: devices['Desktop Chrome'],
    testMatch: file,
    dependencies: files.slice(Math.max(0, index - 1), index),
  })),
});
