import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { SANDBOX_MANAGER_TOKEN } from '../../../server/db/seeds/sandbox-manager-tokens';
import { startupBanner } from '../../../server/startup-banner';

describe('the sandbox manager token', () => {
  test('is printed by the start banner in sandbox mode only', () => {
    const sandbox = startupBanner(
      { mode: 'sandbox', databaseUrl: undefined, dataDir: '/tmp/data' },
      'http://localhost:8080',
    ).join('\n');
    expect(sandbox).toContain(SANDBOX_MANAGER_TOKEN);
    const production = startupBanner(
      { mode: 'production', databaseUrl: 'postgres://x', dataDir: '/tmp/data' },
      'https://fx.example',
    ).join('\n');
    expect(production).not.toContain(SANDBOX_MANAGER_TOKEN);
  });

  test('is documented in docs/sandbox.md', () => {
    expect(readFileSync('docs/sandbox.md', 'utf8')).toContain(SANDBOX_MANAGER_TOKEN);
  });
});
