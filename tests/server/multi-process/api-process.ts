/**
 * One API process of the multi-process suite (design §3: N processes on one PostgreSQL), run as
 * `node --import tsx tests/server/multi-process/api-process.ts` by `api-processes.ts`. Modelled
 * on `bench/serve.ts`, but the schema is the test's (created and dropped by it) and nothing is
 * built: `server/ensure-built.ts` is never run here.
 *
 * Environment: `DATABASE_URL`, `DATABASE_SCHEMA`, `DATA_DIR` (a temporary folder),
 * `FX_MODE=sandbox`, `QUOTE_SIGNING_KEYS` (the same in every process), `LIFECYCLE_STEP_SECONDS`,
 * `LIFECYCLE_POLL_MS`. Migrates and seeds (both idempotent: the second process finds them done),
 * listens on a free port of 127.0.0.1, prints one JSON line `{"port":…}` and serves until a
 * SIGTERM or the end of its stdin (a clean stop), or a SIGKILL (the crash the suite simulates).
 * @module
 */
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { applySandboxSeed } from '../../../server/db/seed';

const databaseUrl = process.env.DATABASE_URL;
const schema = process.env.DATABASE_SCHEMA;
if (databaseUrl === undefined || schema === undefined) {
  throw new Error('api-process needs DATABASE_URL and DATABASE_SCHEMA');
}
const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1' });
const db = createDatabase({ databaseUrl, schema });
await migrateToLatest(db);
await applySandboxSeed(db);

const pollIntervalMs = Number(process.env.LIFECYCLE_POLL_MS ?? '200');
// Warnings and errors (a failed lifecycle step, a 500) go to stderr, which the suite shows when a
// test fails.
const app = await buildApp({
  config,
  db,
  logger: { level: 'warn', stream: process.stderr },
  lifecycle: { pollIntervalMs },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address !== null ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port })}\n`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await app.close();
  await db.destroy();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// The suite holds our stdin open; it closes when the suite's process ends in any way, even
// killed outright, so no orphan keeps serving (and holding connections to its schema).
process.stdin.on('end', () => void stop());
process.stdin.resume();
