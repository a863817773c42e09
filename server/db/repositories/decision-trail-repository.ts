/**
 * SQL of the console's audit trail (issue 20): `back_office_decisions` is append-only — this
 * repository inserts and reads, and nothing in the code updates or deletes a row.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** One decision to record. */
export interface DecisionEntry {
  correspondentId: number | null;
  recordKind: string;
  recordId: number;
  operatorId: number;
  operatorName: string;
  /** SET_LIMIT: an operator's capital-limit change (statuses: the limit before and after). */
  action: 'APPROVE' | 'REJECT' | 'RELEASE' | 'CANCEL' | 'SET_LIMIT';
  reason: string | null;
  statusBefore: string;
  statusAfter: string;
  at: Date;
}

/** The trail over `db` (a transaction or the pool). */
export function createDecisionTrailRepository(db: Kysely<Database>) {
  return {
    /** Appends a decision. */
    async record(entry: DecisionEntry): Promise<void> {
      await db
        .insertInto('back_office_decisions')
        .values({
          correspondent_id: entry.correspondentId,
          record_kind: entry.recordKind,
          record_id: entry.recordId,
          operator_id: entry.operatorId,
          operator_name: entry.operatorName,
          action: entry.action,
          reason: entry.reason,
          status_before: entry.statusBefore,
          status_after: entry.statusAfter,
          created_at: entry.at,
        })
        .execute();
    },

    /** A record's trail, oldest first. */
    async of(recordKind: string, recordId: number) {
      return db
        .selectFrom('back_office_decisions')
        .select([
          'id',
          'action',
          'reason',
          'status_before',
          'status_after',
          'operator_id',
          'operator_name',
          'created_at',
        ])
        .where('record_kind', '=', recordKind)
        .where('record_id', '=', recordId)
        .orderBy('id')
        .execute();
    },

    /** The latest decision on a record (who decided it), if any. */
    async latest(recordKind: string, recordId: number) {
      return db
        .selectFrom('back_office_decisions')
        .select(['operator_name', 'created_at'])
        .where('record_kind', '=', recordKind)
        .where('record_id', '=', recordId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}
