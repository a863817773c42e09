/**
 * SQL of limit-increase requests (spec platform §3 "Limit-increase request", §4; issue 20): the
 * requests and their files, the customer's row lock that serialises two creations of one
 * customer, the operational limit a decision raises (read `for update`, the same row and order
 * checkout reserves under) and the recipient of the decision's e-mail. Reads of a customer's
 * requests always name the owner and the correspondent.
 * @module
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { LimitUpdateFilter, LimitUpdateSort } from '../../../src/contracts/limit-updates';
import type { Locale } from '../../../src/i18n/locale';
import type { Database, LimitUpdateAttachmentsTable, LimitUpdateRequestsTable } from '../schema';

/** A request row as read. */
export type LimitUpdateRow = Selectable<LimitUpdateRequestsTable>;
/** A file row as read. */
export type LimitUpdateAttachmentRow = Selectable<LimitUpdateAttachmentsTable>;
/** A file to insert (the request id is set by {@link LimitUpdateRepository.insert}). */
export type NewLimitUpdateAttachment = Omit<
  Insertable<LimitUpdateAttachmentsTable>,
  'request_id' | 'position'
>;

/** A customer's current operational limit (USD cents), as locked. */
export interface CurrentLimit {
  period: string;
  limitUsdCents: number;
  usedUsdCents: number;
}

/** Who a decision's e-mail goes to. */
export interface LimitUpdateRecipient {
  email: string;
  name: string;
  locale: Locale;
  brand: string;
  identifier: string;
  /** A company's limit is its capital/financial limit (its own period). */
  personType: 'PHYSICAL' | 'LEGAL';
}

const SORT_COLUMNS = {
  createdAt: 'created_at',
  status: 'status',
  requestedLimit: 'requested_limit_usd_cents',
  id: 'id',
} as const;

/** Creates the repository over `db` (a transaction or the pool). */
export function createLimitUpdateRepository(db: Kysely<Database>) {
  return {
    /** Locks the customer's row: two creations of one customer run one after the other. */
    async lockCustomer(userId: number): Promise<void> {
      await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    },

    /** The customer's request made under idempotency key `key`. */
    async findByKey(userId: number, key: string): Promise<LimitUpdateRow | undefined> {
      return db
        .selectFrom('limit_update_requests')
        .selectAll()
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
    },

    /** Whether the customer has a PENDING request (under any correspondent). */
    async hasPending(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('limit_update_requests')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Inserts a request and its files (positions in the given order). */
    async insert(
      values: Insertable<LimitUpdateRequestsTable>,
      attachments: readonly NewLimitUpdateAttachment[],
    ): Promise<LimitUpdateRow> {
      const row = await db
        .insertInto('limit_update_requests')
        .values(values)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (attachments.length > 0) {
        await db
          .insertInto('limit_update_attachments')
          .values(
            attachments.map((attachment, index) => ({
              ...attachment,
              request_id: row.id,
              position: index + 1,
            })),
          )
          .execute();
      }
      return row;
    },

    /** The request `id` of `userId` made under correspondent `correspondentId`. */
    async findOwn(
      id: number,
      userId: number,
      correspondentId: number,
    ): Promise<LimitUpdateRow | undefined> {
      return db
        .selectFrom('limit_update_requests')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('correspondent_id', '=', correspondentId)
        .executeTakeFirst();
    },

    /** A page of the customer's requests under the correspondent, and how many there are. */
    async listOwn(
      userId: number,
      correspondentId: number,
      options: { filter: LimitUpdateFilter; sort: LimitUpdateSort; page: number; limit: number },
    ): Promise<{ rows: LimitUpdateRow[]; total: number }> {
      let query = db
        .selectFrom('limit_update_requests')
        .where('user_id', '=', userId)
        .where('correspondent_id', '=', correspondentId);
      if (options.filter.status !== undefined) {
        query = query.where('status', '=', options.filter.status);
      }
      const counted = await query
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirst();
      const rows = await query
        .selectAll()
        .orderBy(SORT_COLUMNS[options.sort.field], options.sort.direction)
        .orderBy('id', 'desc')
        .limit(options.limit)
        .offset((options.page - 1) * options.limit)
        .execute();
      return { rows, total: Number(counted?.total ?? 0) };
    },

    /** The files of the requests `ids`, by request and position. */
    async attachmentsOf(ids: readonly number[]): Promise<LimitUpdateAttachmentRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('limit_update_attachments')
        .selectAll()
        .where('request_id', 'in', [...ids])
        .orderBy('request_id')
        .orderBy('position')
        .execute();
    },

    /** The status of the customer's latest request, or null when there is none. */
    async lastStatus(userId: number): Promise<LimitUpdateRow['status'] | null> {
      const row = await db
        .selectFrom('limit_update_requests')
        .select('status')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.status ?? null;
    },

    /** The request `id` read `for update` (any customer's: the decision's lock). */
    async lockById(id: number): Promise<LimitUpdateRow | undefined> {
      return db
        .selectFrom('limit_update_requests')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Records a decision on the request `id`. */
    async decide(
      id: number,
      decision: {
        status: 'APPROVED' | 'REJECTED';
        approvedLimitUsdCents: number | null;
        reason: string | null;
        decidedBy: number;
        at: Date;
      },
    ): Promise<LimitUpdateRow> {
      return db
        .updateTable('limit_update_requests')
        .set({
          status: decision.status,
          approved_limit_usd_cents: decision.approvedLimitUsdCents,
          decision_reason: decision.reason,
          decided_by: decision.decidedBy,
          decided_at: decision.at,
          updated_at: decision.at,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * The customer's current limit: the row checkout reads (latest `updated_at`, then period),
     * `for update` when `lock` (the row lock checkout reserves under).
     */
    async currentLimit(userId: number, lock = false): Promise<CurrentLimit | undefined> {
      let query = db
        .selectFrom('operational_limits')
        .select(['period', 'limit_usd_cents', 'used_usd_cents'])
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('period')
        .limit(1);
      if (lock) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      return row === undefined
        ? undefined
        : {
            period: row.period,
            limitUsdCents: Number(row.limit_usd_cents),
            usedUsdCents: Number(row.used_usd_cents),
          };
    },

    /**
     * Sets the customer's limit of `period` to `limitUsdCents` (a row with nothing used when the
     * customer had none).
     */
    async setLimit(userId: number, period: string, limitUsdCents: number, at: Date): Promise<void> {
      await db
        .insertInto('operational_limits')
        .values({
          user_id: userId,
          period,
          limit_usd_cents: limitUsdCents,
          used_usd_cents: 0,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'period']).doUpdateSet({
            limit_usd_cents: limitUsdCents,
            updated_at: at,
          }),
        )
        .execute();
    },

    /** Who the decision on request `id` is e-mailed to, signed by its correspondent. */
    async recipientOf(id: number): Promise<LimitUpdateRecipient | undefined> {
      return db
        .selectFrom('limit_update_requests')
        .innerJoin('users', 'users.id', 'limit_update_requests.user_id')
        .innerJoin('correspondents', 'correspondents.id', 'limit_update_requests.correspondent_id')
        .select([
          'users.email as email',
          'users.name as name',
          'users.locale as locale',
          'users.person_type as personType',
          'correspondents.name as brand',
          'correspondents.identifier as identifier',
        ])
        .where('limit_update_requests.id', '=', id)
        .executeTakeFirst();
    },
  };
}

/** The repository's operations. */
export type LimitUpdateRepository = ReturnType<typeof createLimitUpdateRepository>;
