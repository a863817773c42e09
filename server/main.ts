/**
 * `npm start`: builds what is missing, opens the database, migrates, seeds the sandbox once,
 * listens and prints where everything is. Closes cleanly on SIGINT/SIGTERM so PGlite flushes
 * its files (data survives a restart).
 * @module
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { databaseOptionsFromConfig } from './db/database-options';
import { migrateToLatest } from './db/migrate';
import { applySandboxSeed } from './db/seed';
import { ensureBuilt } from './ensure-built';
import { startupBanner } from './startup-banner';

const log = (message: string) => console.log(`[fx] ${message}`);

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  ensureBuilt(config.rootDir, log);

  const db = createDatabase(databaseOptionsFromConfig(config));
  const applied = await migrateToLatest(db);
  if (applied.length > 0) log(`migrations applied: ${applied.join(', ')}`);
  if (config.mode === 'sandbox' && (await applySandboxSeed(db))) log('sandbox data seeded');

  const app = await buildApp({ config, db, logger: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: closing`);
    try {
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const origin = config.publicOrigin.endsWith(`:${config.port}`)
    ? config.publicOrigin.replace(/:\d+$/, `:${port}`)
    : config.publicOrigin;
  console.log(startupBanner(config, origin).join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `[fx] ${error.message}` : error);
  process.exit(1);
});
