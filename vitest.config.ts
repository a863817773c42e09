import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

/**
 * Four projects (issue 35):
 * - `unit`: domain rules, contracts, the SDK's stores, scripts and architecture checks: plain
 *   Node, no DOM set-up;
 * - `ui`: the portal's and the widgets' components, with Testing Library and both languages'
 *   catalogues loaded once per file (`tests/setup-testing-library.ts`);
 * - `server`: the API's integration suites, each file on a database of its own copied from the
 *   run's migrated and seeded template (`tests/server/database-templates.ts`); on PostgreSQL when
 *   `DATABASE_URL` is set (CI), else on in-memory PGlite;
 * - `server-pglite`, only when `DATABASE_URL` is set: the smoke set that covers what PGlite does
 *   differently (its worker thread, migrations, transaction isolation and row locks, the
 *   embedded start) and one suite per domain, so the default database of `npm start` stays tested
 *   without running the whole server suite twice.
 */
const PGLITE_SMOKE = [
  'tests/server/db/**/*.test.ts',
  'tests/server/config.test.ts',
  'tests/server/services/attempt-limiter.test.ts',
  'tests/server/jobs/outbox-worker.test.ts',
  'tests/server/auth/sessions.test.ts',
  'tests/server/registration/registration.test.ts',
  'tests/server/quotations/quotation-service.test.ts',
  'tests/server/remittances/create-remittance.test.ts',
  'tests/server/remittances/create-inbound-remittance.test.ts',
  'tests/server/paper-money/create-purchase.test.ts',
  'tests/server/card-payments/card-payments.test.ts',
  'tests/server/graphql/company-records.test.ts',
  'tests/server/back-office/back-office.test.ts',
];

/**
 * The server suites import the whole app (about a second a file); they share nothing else in
 * memory (each builds its app on a database of its own), so a worker imports it once and runs
 * file after file (`isolate: false`). Their time goes mostly to waiting on the database and on
 * password hashing, not to the CPU: four workers on two cores keep both busy.
 */
const server: TestProjectConfiguration = {
  extends: true,
  test: {
    name: 'server',
    include: ['tests/server/**/*.test.ts'],
    globalSetup: ['tests/server/database-templates.ts'],
    isolate: false,
    maxWorkers: 4,
    // Projects with their own worker count run as groups of their own, one after another.
    sequence: { groupOrder: 1 },
  },
};

const projects: TestProjectConfiguration[] = [
  {
    extends: true,
    test: { name: 'unit', include: ['tests/{src,scripts,architecture}/**/*.test.{ts,tsx}'] },
  },
  {
    extends: true,
    test: {
      name: 'ui',
      include: ['tests/{portal,widgets}/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/setup-testing-library.ts'],
    },
  },
  server,
];
if (process.env.DATABASE_URL) {
  projects.push({
    extends: true,
    test: {
      name: 'server-pglite',
      include: PGLITE_SMOKE,
      isolate: false,
      sequence: { groupOrder: 2 },
      globalSetup: ['tests/server/database-templates.ts'],
      // Before each file: the file sees no PostgreSQL, as on a developer's machine.
      setupFiles: ['tests/server/pglite-only.ts'],
    },
  });
}

export default defineConfig({
  test: {
    // Both cores (vitest leaves one free by default, for a watcher the run does not have).
    maxWorkers: 2,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects,
  },
});
