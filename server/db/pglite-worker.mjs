/**
 * The embedded PGlite database in its own thread (issue 4): the server's event loop only posts
 * statements and receives rows, while PostgreSQL (WebAssembly), its file writes and the parsing
 * of the results run here. Plain JavaScript so the thread starts without a TypeScript loader.
 *
 * Messages in: `{ id, sql, params }` (a statement) and `{ close: true }`. Messages out:
 * `{ ready: true }` or `{ ready: false, error }` once, then `{ id, rows, affectedRows }` or
 * `{ id, error }` per statement, and `{ closed: true }`. Errors travel as plain objects with the
 * database error's fields (`code`, `constraint`, `detail`, …), rebuilt by `pglite-thread.ts`.
 * @module
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** An error as a plain object: its message, name and own fields (structured clone drops them). */
function plainError(error) {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const plain = { ...error, message: String(error.message), name: String(error.name) };
  for (const [key, value] of Object.entries(plain)) {
    if (typeof value === 'function' || typeof value === 'symbol') delete plain[key];
  }
  return plain;
}

const port = parentPort;
let pglite;
try {
  const { dataDir } = workerData;
  pglite = dataDir === 'memory' ? new PGlite() : new PGlite(dataDir);
  await pglite.waitReady;
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: plainError(error) });
}

port.on('message', async (message) => {
  if (message.close) {
    try {
      if (pglite !== undefined && !pglite.closed) await pglite.close();
    } finally {
      port.postMessage({ closed: true });
      port.close();
    }
    return;
  }
  const { id, sql, params } = message;
  try {
    const result = await pglite.query(sql, params);
    port.postMessage({ id, rows: result.rows, affectedRows: result.affectedRows ?? 0 });
  } catch (error) {
    port.postMessage({ id, error: plainError(error) });
  }
});
