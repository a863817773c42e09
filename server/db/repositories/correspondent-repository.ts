/**
 * SQL of the correspondents: finds rows, nothing else (the service decides what they mean).
 * @module
 */
import type { Kysely } from 'kysely';
import type { CorrespondentRow, Database } from '../schema';

/** Reads correspondents. */
export interface CorrespondentRepository {
  /** The row with exactly this identifier, or `undefined`. */
  findByIdentifier(identifier: string): Promise<CorrespondentRow | undefined>;
  /** The row with this id, or `undefined`. */
  findById(id: number): Promise<CorrespondentRow | undefined>;
  /** Every registered site origin of every correspondent (for CORS), without duplicates. */
  listSiteOrigins(): Promise<string[]>;
}

/** Creates the repository over a database (or a transaction). */
export function createCorrespondentRepository(db: Kysely<Database>): CorrespondentRepository {
  return {
    findByIdentifier: (identifier) =>
      db
        .selectFrom('correspondents')
        .selectAll()
        .where('identifier', '=', identifier)
        .executeTakeFirst(),
    findById: (id) =>
      db.selectFrom('correspondents').selectAll().where('id', '=', id).executeTakeFirst(),
    async listSiteOrigins() {
      const rows = await db.selectFrom('correspondents').select('site_origins').execute();
      return [...new Set(rows.flatMap((row) => row.site_origins))];
    },
  };
}
