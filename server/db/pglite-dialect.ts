/**
 * Our own Kysely dialect for PGlite (design §7). PGlite is ONE PostgreSQL session: if two
 * transactions overlap on it, their statements interleave inside one `BEGIN … COMMIT`, so a
 * failed transaction's rows can be committed by the other one (the flaw of the community
 * kysely-pglite dialect). This driver hands out the session under a mutex: a transaction holds
 * it from `BEGIN` to `COMMIT`/`ROLLBACK`, and single queries wait their turn too.
 *
 * Consequence to keep in mind: inside `db.transaction().execute(trx => …)`, use `trx`; a query on
 * `db` there would wait for the transaction that is waiting for it.
 * @module
 */
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { AsyncMutex, type Release } from './async-mutex';
import type { PGliteSession } from './pglite-thread';

/** Options of {@link PGliteDialect}. */
export interface PGliteDialectConfig {
  /**
   * The PGlite instance (or a {@link PGliteSession} such as PGlite in a worker thread), or a
   * factory called once on first use.
   */
  pglite: PGliteSession | (() => Promise<PGliteSession>);
}

/** Kysely dialect for an embedded PGlite database, with serialised sessions. */
export class PGliteDialect implements Dialect {
  readonly #config: PGliteDialectConfig;

  /** @param config where the PGlite instance comes from. */
  constructor(config: PGliteDialectConfig) {
    this.#config = config;
  }

  /** The PostgreSQL adapter: PGlite speaks PostgreSQL's SQL. */
  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  /** The serialising driver. */
  createDriver(): Driver {
    return new PGliteDriver(this.#config);
  }

  /** PostgreSQL's query compiler. */
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  /** PostgreSQL's catalogue introspector. */
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

/** The driver: one connection object over the one session, leased under a mutex. */
export class PGliteDriver implements Driver {
  readonly #config: PGliteDialectConfig;
  readonly #mutex = new AsyncMutex();
  #pglite: PGliteSession | undefined;
  #connection: PGliteConnection | undefined;
  #release: Release | undefined;

  /** @param config where the PGlite instance comes from. */
  constructor(config: PGliteDialectConfig) {
    this.#config = config;
  }

  /** Opens (or adopts) the PGlite instance. */
  async init(): Promise<void> {
    const source = this.#config.pglite;
    const pglite = typeof source === 'function' ? await source() : source;
    await pglite.waitReady;
    this.#pglite = pglite;
    this.#connection = new PGliteConnection(pglite);
  }

  /** Waits for the session to be free and leases it; released by {@link releaseConnection}. */
  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.lock();
    const connection = this.#connection;
    if (connection === undefined) {
      release();
      throw new Error('PGlite driver used before init() or after destroy().');
    }
    this.#release = release;
    return connection;
  }

  /** Starts a transaction on the leased session. */
  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    // PGlite runs one session, so isolation levels are moot, but honour the request anyway.
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const access = settings.accessMode ? ` ${settings.accessMode}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${level}${access}`));
  }

  /** Commits the transaction on the leased session. */
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  /** Rolls back the transaction on the leased session. */
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  /** Creates a savepoint (nested `trx.savepoint()`). */
  async savepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(savepointQuery('savepoint', savepointName));
  }

  /** Rolls back to a savepoint. */
  async rollbackToSavepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(savepointQuery('rollback to savepoint', savepointName));
  }

  /** Releases a savepoint. */
  async releaseSavepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(savepointQuery('release savepoint', savepointName));
  }

  /** Gives the session back to the next waiter. */
  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  /** Waits for the current holder, then closes PGlite so its files are flushed. */
  async destroy(): Promise<void> {
    const release = await this.#mutex.lock();
    try {
      const pglite = this.#pglite;
      this.#pglite = undefined;
      this.#connection = undefined;
      if (pglite !== undefined && !pglite.closed) await pglite.close();
    } finally {
      release();
    }
  }
}

function savepointQuery(command: string, savepointName: string): CompiledQuery {
  return CompiledQuery.raw(`${command} "${savepointName.replace(/"/g, '""')}"`);
}

/** The one connection: runs compiled queries on the PGlite session. */
class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGliteSession;

  constructor(pglite: PGliteSession) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    // Kysely reads numAffectedRows only for insert/update/delete/merge; PGlite always counts.
    return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows ?? 0) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The PGlite dialect does not stream; use execute().');
  }
}
