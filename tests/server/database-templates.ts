/**
 * Vitest global set-up of the server projects: the database every test file starts from is
 * migrated and seeded ONCE per run, then each file gets a copy of its own (issue 35). Running the
 * 39 migrations and the sandbox seed for each of 90 files cost more than many of their tests.
 *
 * - PGlite: an in-memory database is migrated (and then seeded) and dumped as a data-folder
 *   tarball; a file's database loads it (`new PGlite({ loadDataDir })`).
 * - PostgreSQL (`DATABASE_URL`): two template databases on the server; a file's database is
 *   `CREATE DATABASE … TEMPLATE` of one of them, and is dropped when the file closes it.
 *
 * Isolation stays per file: no two files share a database. The templates live only for the run.
 * @module
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { PGliteDialect } from '../../server/db/pglite-dialect';
import type { Database } from '../../server/db/schema';
import { applySandboxSeed } from '../../server/db/seed';
import { adminQuery, databaseUrlNamed } from './database-admin';

/** What a template holds: the schema alone, or the schema and the sandbox seed. */
export type TemplateContents = 'migrated' | 'seeded';

/** Where this run's templates are, handed to the test files (`inject('databaseTemplates')`). */
export interface DatabaseTemplates {
  /** PGlite data-folder tarballs, by contents. */
  pglite: Record<TemplateContents, string>;
  /**
   * PostgreSQL template database names, by contents, and the run's prefix of every database it
   * makes (when `DATABASE_URL` is set).
   */
  postgres?: Record<TemplateContents, string> & { prefix: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function pgliteTemplates(folder: string): Promise<Record<TemplateContents, string>> {
  const pglite = new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrateToLatest(db);
    const migrated = path.join(folder, 'migrated.tar');
    await fs.writeFile(
      migrated,
      Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()),
    );
    await applySandboxSeed(db);
    const seeded = path.join(folder, 'seeded.tar');
    await fs.writeFile(seeded, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return { migrated, seeded };
  } finally {
    await db.destroy();
  }
}

async function postgresTemplate(url: string, name: string, seed: boolean): Promise<void> {
  await adminQuery(url, `create database ${name}`);
  const db = createDatabase({ databaseUrl: databaseUrlNamed(url, name), maxConnections: 2 });
  try {
    await migrateToLatest(db);
    if (seed) await applySandboxSeed(db);
  } finally {
    // A template must have no open connection when a copy of it is made.
    await db.destroy();
  }
}

/** The run's templates, for {@link teardown} (one entry a project that set up). */
const made: { folder: string; url: string | undefined; templates: DatabaseTemplates }[] = [];

/** Makes the run's templates and hands their places to the project's test files. */
export async function setup(project: TestProject): Promise<void> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'fx-db-templates-'));
  const templates: DatabaseTemplates = { pglite: await pgliteTemplates(folder) };
  // The `server-pglite` project's files see no PostgreSQL (`pglite-only.ts`): no templates there.
  const url = project.name === 'server-pglite' ? undefined : process.env.DATABASE_URL;
  if (url) {
    const stem = `fx_tpl_${randomBytes(4).toString('hex')}`;
    templates.postgres = { prefix: stem, migrated: `${stem}_migrated`, seeded: `${stem}_seeded` };
    await postgresTemplate(url, templates.postgres.migrated, false);
    await postgresTemplate(url, templates.postgres.seeded, true);
  }
  made.push({ folder, url, templates });
  project.provide('databaseTemplates', templates);
}

/**
 * Removes the run's templates, and the databases of its files that are left: a file drops its
 * own when it closes it, unless a connection of the file was still open then.
 */
export async function teardown(): Promise<void> {
  for (let entry = made.pop(); entry !== undefined; entry = made.pop()) {
    await removeTemplates(entry.folder, entry.url, entry.templates);
  }
}

async function removeTemplates(
  folder: string,
  url: string | undefined,
  templates: DatabaseTemplates,
): Promise<void> {
  await fs.rm(folder, { recursive: true, force: true });
  if (url && templates.postgres) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [templates.postgres.prefix],
      );
      for (const { datname } of rows) {
        await client.query(`drop database if exists ${datname} with (force)`);
      }
    } finally {
      await client.end();
    }
  }
}
