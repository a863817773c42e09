/**
 * Bench target, run in a child process so the load generator does not share its event loop:
 * the real app (fresh PGlite, migrated and seeded) and a bare Fastify route, side by side.
 * With `BENCH_DATABASE_URL` (e.g. `postgres://postgres@127.0.0.1:5432/test`) the app runs on
 * that PostgreSQL server instead, in a fresh schema dropped at exit.
 * Prints one JSON line with both ports, then serves until killed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { applySandboxSeed } from '../server/db/seed';

const dataDir = mkdtempSync(join(tmpdir(), 'fx-bench-'));
const config = loadConfig({
  ...process.env,
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  FX_MODE: 'sandbox',
});
const databaseUrl = process.env.BENCH_DATABASE_URL;
const schema = `bench_${randomBytes(6).toString('hex')}`;

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

if (databaseUrl !== undefined) await adminQuery(databaseUrl, `create schema ${schema}`);
const db =
  databaseUrl === undefined
    ? createDatabase({ pgliteDataDir: join(dataDir, 'pglite') })
    : createDatabase({ databaseUrl, schema });
await migrateToLatest(db);
await applySandboxSeed(db);

const app = await buildApp({ config, db });
await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });

const portOf = (address: ReturnType<typeof app.server.address>) =>
  typeof address === 'object' && address !== null ? address.port : 0;
process.stdout.write(
  `${JSON.stringify({ app: portOf(app.server.address()), bare: portOf(bare.server.address()) })}\n`,
);

const stop = async () => {
  await Promise.allSettled([app.close(), bare.close()]);
  await db.destroy();
  if (databaseUrl !== undefined) await adminQuery(databaseUrl, `drop schema ${schema} cascade`);
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
