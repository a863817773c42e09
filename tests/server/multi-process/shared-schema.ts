/**
 * The one fresh PostgreSQL schema the API processes of the multi-process suite share, and the
 * test's own Kysely handle on it (for setting up customers and reading what the processes wrote).
 * @module
 */
import { randomBytes } from 'node:crypto';
import { createDatabase, type DatabaseHandle } from '../../../server/db/database';
import { adminQuery } from '../test-app';

/** A schema created for one test file. */
export interface SharedSchema {
  url: string;
  name: string;
  /** The test's handle on the schema (a small pool of its own). */
  db: DatabaseHandle;
  /** Closes the handle and drops the schema with everything in it. */
  drop(): Promise<void>;
}

/** Creates an empty schema `mp_…` on the server at `url` (the processes migrate it). */
export async function createSharedSchema(url: string): Promise<SharedSchema> {
  const name = `mp_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create schema ${name}`);
  const db = createDatabase({ databaseUrl: url, schema: name, maxConnections: 4 });
  return {
    url,
    name,
    db,
    async drop() {
      await db.destroy();
      await adminQuery(url, `drop schema ${name} cascade`);
    },
  };
}
