/**
 * Runs the migrations to the latest one, at every start (idempotent: applied ones are skipped).
 * @module
 */
import { Migrator, sql, type Kysely, type MigrationProvider, type Migration } from 'kysely';
import { migrations } from './migrations';

const provider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  },
};

/** Names of the migrations this call applied (empty when the schema was already current). */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in ANY schema unless told which one; pinning the
  // current schema keeps two schemas of one database (tests on PostgreSQL) apart.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  const migrator = new Migrator({
    db,
    provider,
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${name} failed.`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
