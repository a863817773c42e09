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
      /**
       * Told when a pooled connection is lost (the server restarted, failed over or ended it);
       * a one-line warning on stderr by default. The pool drops that connection and opens a new
       * one for the next request.
       */
      onConnectionLost?: (error: Error) => void;
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

/** The default report of a lost connection: its code and message, nothing a statement carried. */
function warnConnectionLost(error: Error): void {
  const code = (error as { code?: unknown }).code;
  console.warn(
    `[fx] database connection lost${typeof code === 'string' ? ` (${code})` : ''}: ${error.message}`,
  );
}

function postgresDialect(
  url: string,
  schema: string | undefined,
  max: number,
  onConnectionLost: (error: Error) => void,
): Dialect {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid schema name "${schema}".`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Every pooled connection gets the same search_path, so every query sees one schema.
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  // A connection can be cut at any time (a restart, a failover, pg_terminate_backend). `pg` emits
  // that as an 'error' event, and an 'error' event nobody listens to ends the process (issue 36):
  // the pool re-emits an idle connection's, and a connection in use gets a listener of its own
  // (its query already rejects with the error, which the request answers as 503). The pool then
  // drops the dead connection and opens a new one when asked.
  pool.on('error', onConnectionLost);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
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
      ? postgresDialect(
          options.databaseUrl,
          options.schema,
          options.maxConnections ?? 10,
          options.onConnectionLost ?? warnConnectionLost,
        )
      : pgliteDialect(
          options.pgliteDataDir,
          options.pgliteThread ?? options.pgliteDataDir !== 'memory',
        );
  return new Kysely<Database>({ dialect });
}
