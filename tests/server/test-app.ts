/**
 * Test harness: builds the app on a throw-away database — in-memory PGlite, or, when
 * `DATABASE_URL` is set, a database of its own on that PostgreSQL server (dropped afterwards) — so
 * the same suites run on both (design §7, conventions "Integration tests"). A file's database is
 * a copy of the run's migrated (and seeded) template (`database-templates.ts`, issue 35).
 * @module
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { Kysely } from 'kysely';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../../server/app';
import type { Config } from '../../server/config';
import { createDatabase, type DatabaseHandle } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { PGliteDialect } from '../../server/db/pglite-dialect';
import type { Database } from '../../server/db/schema';
import { applySandboxSeed } from '../../server/db/seed';
import { adminQuery, databaseUrlNamed } from './database-admin';
import type { TemplateContents } from './database-templates';

export { adminQuery } from './database-admin';

/** Which database a test database runs on. */
export type TestTarget = 'pglite' | 'postgres';

/** The target chosen by the environment: PostgreSQL when `DATABASE_URL` is set. */
export function defaultTarget(): TestTarget {
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

/** Every target available here (PGlite always, PostgreSQL when `DATABASE_URL` is set). */
export function availableTargets(): TestTarget[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A database for one test file, with its clean-up. */
export interface TestDatabase {
  db: DatabaseHandle;
  target: TestTarget;
  /** On PostgreSQL, the address of this database (for a second pool or process on it). */
  url?: string;
  /** Closes the database and, on PostgreSQL, drops it. */
  close(): Promise<void>;
}

/** What a new test database holds: nothing, the schema, or the schema and the sandbox seed. */
export type TestDatabaseContents = 'empty' | TemplateContents;

/** The run's templates, when the global set-up made them (the server projects of vitest). */
function templates() {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined;
  }
}

async function pgliteDatabase(contents: TestDatabaseContents): Promise<DatabaseHandle> {
  const tarball = contents === 'empty' ? undefined : templates()?.pglite[contents];
  if (tarball === undefined) return createDatabase({ pgliteDataDir: 'memory' });
  const loadDataDir = new Blob([await fs.readFile(tarball)]);
  return new Kysely<Database>({
    dialect: new PGliteDialect({ pglite: async () => new PGlite({ loadDataDir }) }),
  });
}

/**
 * Opens a database of its own on `target`: empty (not migrated) by default, or a copy of the
 * run's migrated or seeded template. Where no template was made, a copy is an empty database
 * (callers migrate and seed as before: both are idempotent).
 */
export async function createTestDatabase(
  target: TestTarget = defaultTarget(),
  contents: TestDatabaseContents = 'empty',
): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (target === 'pglite' || !url) {
    const db = await pgliteDatabase(contents);
    return { db, target: 'pglite', close: () => db.destroy() };
  }
  const made = templates()?.postgres;
  const name = `${made?.prefix ?? 't'}_${randomBytes(6).toString('hex')}`;
  const template = contents === 'empty' ? undefined : made?.[contents];
  await adminQuery(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  const own = databaseUrlNamed(url, name);
  const db = createDatabase({ databaseUrl: own, maxConnections: 5 });
  return {
    db,
    target: 'postgres',
    url: own,
    async close() {
      await db.destroy();
      // Not forced: a connection the file still holds would be cut with an error in its process.
      // A database left here goes in the run's teardown (`database-templates.ts`).
      await adminQuery(url, `drop database if exists ${name}`).catch(() => undefined);
    },
  };
}

/** Writes a small repository root with built-looking folders, for the static routes. */
export async function createFixtureRoot(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'fx-root-'));
  const files: Record<string, string> = {
    'dist/portal/index.html': '<!doctype html><title>Portal</title><div id="root"></div>',
    'dist/portal/assets/index-B1x2aZq9.js': 'console.log("portal");',
    'dist/portal/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'dist/widgets/simulator.js': 'import("./chunks/runtime-Ab12Cd34.js");',
    'dist/widgets/x.js': 'export {};',
    'dist/widgets/chunks/runtime-Ab12Cd34.js': 'export const runtime = 1;',
    'examples/index.html': '<!doctype html><title>Example</title>',
    'docs/embedding.md':
      '# Embedding a widget\n\nAdd a `<script>` tag. See [theming](theming.md).\n',
    'docs/theming.md': '# Theming\n\nColours come from the correspondent.\n',
    'docs/reference/index.html': '<!doctype html><title>Reference</title>',
  };
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(root, file);
    await fs.mkdir(path.dirname(full), { recursive: true });
    await fs.writeFile(full, content);
  }
  return root;
}

/** The key tests sign quotations with (so no test writes a key into a shared folder). */
export const TEST_QUOTE_KEY = { id: 'test', secret: 'a-test-quote-signing-secret-of-32-chars' };

/** A configuration for tests. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(os.tmpdir(), 'fx-unused-data'),
    databaseUrl: undefined,
    mode: 'sandbox',
    publicOrigin: 'http://localhost:8080',
    rootDir: path.join(os.tmpdir(), 'fx-empty-root'),
    quoteSigningKeys: [TEST_QUOTE_KEY],
    ...overrides,
  };
}

/** A migrated, seeded app over a fresh database. */
export interface TestApp {
  app: FastifyInstance;
  db: DatabaseHandle;
  config: Config;
  target: TestTarget;
  close(): Promise<void>;
}

/** Builds the app on a fresh, migrated and seeded database. */
export async function buildTestApp(
  options: {
    config?: Partial<Config>;
    seed?: boolean;
    /** Adds test-only routes before the app is made ready. */
    extend?: (app: FastifyInstance) => void;
    /** The app's clock (tests that move time). */
    clock?: AppDeps['clock'];
    /** The operation lifecycle job's options; `false` starts none. */
    lifecycle?: AppDeps['lifecycle'];
    /** The e-mail outbox worker's options; `false` starts none (`app.outbox.drain()` delivers). */
    outbox?: AppDeps['outbox'];
    /** The transport e-mails are delivered through (a fake SMTP server's stand-in). */
    mailer?: AppDeps['mailer'];
    /** The request logger (tests that read the log); default none. */
    logger?: AppDeps['logger'];
    /**
     * An existing test database (a restart: a new app on the same data); it is migrated and
     * seeded again (both are idempotent) and left open by `close()`.
     */
    database?: TestDatabase;
  } = {},
): Promise<TestApp> {
  const database =
    options.database ??
    (await createTestDatabase(defaultTarget(), (options.seed ?? true) ? 'seeded' : 'migrated'));
  await migrateToLatest(database.db);
  if (options.seed ?? true) await applySandboxSeed(database.db);
  const config = testConfig(options.config);
  const app = await buildApp({
    config,
    db: database.db,
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.lifecycle === undefined ? {} : { lifecycle: options.lifecycle }),
    ...(options.outbox === undefined ? {} : { outbox: options.outbox }),
    ...(options.mailer === undefined ? {} : { mailer: options.mailer }),
    ...(options.logger === undefined ? {} : { logger: options.logger }),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    target: database.target,
    async close() {
      await app.close();
      if (options.database === undefined) await database.close();
    },
  };
}
