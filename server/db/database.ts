/**
 * Opens the database: PGlite embedded (default) or a PostgreSQL server through `pg` when a URL
 * is given (design §3). Both speak the same SQL, so one set of migrations serves both.
 * @module
 */
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import { PGliteThread } from './pglite-thread';
import type { Database } from './schema';

/** Where the data lives. */
export type DatabaseOptions =
  | {
      /** PostgreSQL server URL. */
      databaseUrl: string;
      /** Schema to work in (sets `search_path`); tests use a fresh one per file. */
      schema?: string;
      /** Pool size; default 10. */
      maxConnections?: number;
    }
  | {
      /** Folder of the embedded PGlite files, or `'memory'` for a throw-away database. */
      pgliteDataDir: string;
      /**
       * Run PGlite in a worker thread, off the server's event loop (see `pglite-thread.ts`).
       * Default: yes for a folder (the server), no for `'memory'` (tests open one per file).
       */
      pgliteThread?: boolean;
    };

/** Kysely over the configured database; `db.destroy()` closes the pool or flushes PGlite. */
export type DatabaseHandle = Kysely<Database>;

/** Schema names go into a connection option, so only plain identifiers are accepted. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function postgresDialect(url: string, schema: string | undefined, max: number): Dialect {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid schema name "${schema}".`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Every pooled connection gets the same search_path, so every query sees one schema.
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  return new PostgresDialect({ pool });
}

function pgliteDialect(dataDir: string, thread: boolean): Dialect {
  return new PGliteDialect({
    pglite: async () => {
      if (dataDir !== 'memory') await fs.mkdir(dataDir, { recursive: true });
      if (thread) return new PGliteThread(dataDir);
      return dataDir === 'memory' ? new PGlite() : new PGlite(dataDir);
    },
  });
}

/** Creates the Kysely instance for the given options; the connection opens on first use. */
export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  const dialect =
    'databaseUrl' in options
      ? postgresDialect(options.databaseUrl, options.schema, options.maxConnections ?? 10)
      : pgliteDialect(
          options.pgliteDataDir,
          options.pgliteThread ?? options.pgliteDataDir !== 'memory',
        );
  return new Kysely<Database>({ dialect });
}
