/**
 * Maps the process configuration to the database to open.
 * @module
 */
import path from 'node:path';
import type { Config } from '../config';
import type { DatabaseOptions } from './database';

/** `DATABASE_URL` wins; otherwise PGlite files under `DATA_DIR/pglite`. */
export function databaseOptionsFromConfig(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): DatabaseOptions {
  if (config.databaseUrl !== undefined) return { databaseUrl: config.databaseUrl };
  return { pgliteDataDir: path.join(config.dataDir, 'pglite') };
}
