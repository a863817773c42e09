/**
 * SQL of `audit_events`: the trail of what was done in impersonated sessions.
 * @module
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AuditEventsTable, Database } from '../schema';

/** An audit event to write. */
export type NewAuditEvent = Insertable<AuditEventsTable>;
/** An audit event as read. */
export type AuditEventRow = Selectable<AuditEventsTable>;

/** Writes and reads audit events. */
export interface AuditRepository {
  record(event: NewAuditEvent): Promise<void>;
  /** The events of sessions impersonated by `adminId`, oldest first. */
  byAdmin(adminId: number): Promise<AuditEventRow[]>;
}

/** An audit repository over `db`. */
export function createAuditRepository(db: Kysely<Database>): AuditRepository {
  return {
    async record(event) {
      await db.insertInto('audit_events').values(event).execute();
    },

    async byAdmin(adminId) {
      return db
        .selectFrom('audit_events')
        .selectAll()
        .where('impersonated_by', '=', adminId)
        .orderBy('id')
        .execute();
    },
  };
}
