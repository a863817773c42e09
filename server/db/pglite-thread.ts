/**
 * PGlite in a worker thread (issue 4 "the quotation endpoint at least 40% of a bare route"): the
 * embedded database is PostgreSQL compiled to WebAssembly and, in the server's own thread, every
 * statement, file write and result parse stopped the event loop (about a third of the thread's
 * time under a quotation load, in the stored quotes' inserts). Here the thread only posts the
 * statement and its parameters and receives the parsed rows; the database works beside it.
 *
 * {@link PGliteThread} offers the part of PGlite's API the dialect uses (`waitReady`, `query`,
 * `close`, `closed`), so `PGliteDialect` runs over either. Statement errors come back with the
 * database error's fields (`code`, `constraint`, `detail`, …) as properties, as PGlite's own
 * errors have them. The thread keeps the process alive only while a statement is in flight.
 * @module
 */
import { Worker } from 'node:worker_threads';

/** What the dialect needs of a PGlite session, in this thread or another. */
export interface PGliteSession {
  readonly waitReady: Promise<void>;
  readonly closed: boolean;
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  close(): Promise<void>;
}

interface Reply {
  id?: number;
  rows?: unknown[];
  affectedRows?: number;
  error?: Record<string, unknown> & { message: string };
  ready?: boolean;
  closed?: boolean;
}

interface Pending {
  resolve: (value: { rows: unknown[]; affectedRows: number }) => void;
  reject: (error: Error) => void;
}

/** An error of the other thread, with its fields back as properties. */
function errorOf(plain: Record<string, unknown> & { message: string }): Error {
  const error = new Error(plain.message);
  Object.assign(error, plain);
  return error;
}

/** PGlite running in a worker thread; `dataDir` as PGlite takes it, or `'memory'`. */
export class PGliteThread implements PGliteSession {
  readonly waitReady: Promise<void>;
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #closed = false;
  #closing: Promise<void> | undefined;
  #onClosed: (() => void) | undefined;

  /** Starts the thread; {@link waitReady} settles when the database is open. */
  constructor(dataDir: string) {
    this.#worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir },
    });
    this.waitReady = new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => {
        this.#closed = true;
        reject(error);
      };
      this.#worker.once('error', onError);
      this.#worker.once('message', (reply: Reply) => {
        this.#worker.off('error', onError);
        if (reply.ready) {
          resolve();
        } else {
          this.#closed = true;
          void this.#worker.terminate();
          reject(errorOf(reply.error ?? { message: 'PGlite did not start' }));
        }
        this.#worker.on('message', (message: Reply) => this.#receive(message));
        this.#worker.on('error', (error) => this.#fail(error));
        this.#worker.on('exit', () => this.#fail(new Error('The PGlite thread exited.')));
        this.#worker.unref();
      });
    });
  }

  /** Whether the database is closed (or failed). */
  get closed(): boolean {
    return this.#closed;
  }

  /** Runs one statement in the database's thread. */
  query<R>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; affectedRows: number }> {
    if (this.#closed) return Promise.reject(new Error('PGlite is closed.'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, {
        resolve: resolve as Pending['resolve'],
        reject,
      });
      this.#worker.postMessage({ id, sql, params });
    });
  }

  /** Closes the database (its files are flushed) and ends the thread. */
  close(): Promise<void> {
    if (this.#closing) return this.#closing;
    this.#closing = new Promise<void>((resolve) => {
      this.#onClosed = resolve;
      this.#worker.ref();
      this.#worker.postMessage({ close: true });
    }).then(async () => {
      this.#closed = true;
      await this.#worker.terminate();
    });
    return this.#closing;
  }

  #receive(reply: Reply): void {
    if (reply.closed) {
      this.#onClosed?.();
      return;
    }
    const pending = reply.id === undefined ? undefined : this.#pending.get(reply.id);
    if (pending === undefined || reply.id === undefined) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0 && this.#closing === undefined) this.#worker.unref();
    if (reply.error) pending.reject(errorOf(reply.error));
    else pending.resolve({ rows: reply.rows ?? [], affectedRows: reply.affectedRows ?? 0 });
  }

  /** The thread died: every statement waiting fails, and so does every later one. */
  #fail(error: Error): void {
    this.#closed = true;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
    this.#onClosed?.();
  }
}
