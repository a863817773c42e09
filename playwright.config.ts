import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Browser journeys run on Debian's Chromium (never a downloaded browser) against the real
// platform started from source on a fresh data folder.
const port = Number(process.env.E2E_PORT ?? 8188);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'fx-e2e-'));

/**
 * Specs that change what every other journey sees: demo's quote validity (the expiry modal), and
 * the operator console's queues, which every journey that asks for a limit or registers a pending
 * customer adds to while the console pages through them. They run after the rest, one at a time.
 */
const SHARED_STATE = ['**/02-simulator/expiry.spec.ts', '**/09-console/*.spec.ts'];

const chromium = devices['Desktop Chrome'];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two workers, one a core: each journey owns its customer, so files run in any order and side by
  // side (issue 35). `E2E_WORKERS=1` runs them one after the other.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // In CI a test that fails is run once more and, if it then passes, reported as flaky (listed in
  // the run's output) rather than failing the run: on two busy cores a click can land on a
  // screen still re-rendering. A test that fails twice fails the run. Locally, no retry.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A host page the tests serve themselves (route.fulfill) has no address, so Chromium
        // counts it public and would refuse its requests to the loopback platform.
        '--disable-features=LocalNetworkAccessChecks',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: SHARED_STATE },
    {
      name: 'shared-state',
      use: chromium,
      testMatch: SHARED_STATE,
      workers: 1,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    // The server's log goes to a file in its data folder, so a journey can check what it holds
    // (e2e/06-inbound-payer: no card number in it). Playwright ignores a web server's stdout.
    command: 'npx tsx server/main.ts > "$DATA_DIR/server.log"',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Paid operations step PAYMENT_APPROVED → PROCESSING → COMPLETED every second (the sandbox
    // default is 5 s): the journeys follow an operation to its end without waiting longer.
    env: {
      // The address baseURL uses (and sandbox mode's own default): a HOST in the caller's
      // environment must not move it, nor open the sandbox to the network (issue 14).
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      // The embedded PGlite of that fresh folder, even where the caller's environment names a
      // PostgreSQL server (CI sets DATABASE_URL for the server suite).
      DATABASE_URL: '',
      FX_MODE: 'sandbox',
      // Customers registered by the journeys' API steps arrive each from an address of their
      // own (`x-forwarded-for`, believed from this machine only), as customers behind the
      // platform's proxy do: the whole suite registers more than the per-address limit allows
      // in 15 minutes. The limit itself is tested in tests/server/registration.
      TRUST_PROXY: '127.0.0.1',
      LIFECYCLE_STEP_SECONDS: process.env.LIFECYCLE_STEP_SECONDS ?? '1',
    },
  },
});
