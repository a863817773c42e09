/**
 * SQL of the console's limit-increase queue (issue 20): requests of the correspondents an
 * operator serves (the correspondent each was made under), with their customer and the limit the
 * customer holds now, their files with the upload each names, and a request locked `for update`
 * inside that scope for a decision.
 * @module
 */
import { sql, type Kysely } from 'kysely';
import type { Database, LimitUpdateRequestsTable } from '../schema';
import type { Selectable } from 'kysely';
import type { CustomerColumns, PageRequest } from './back-office-repository';

/** A request row as the console reads it, with its customer and the customer's limit now. */
export interface LimitUpdateReviewRow extends CustomerColumns {
  request_id: number;
  request_correspondent_id: number;
  request_status: Selectable<LimitUpdateRequestsTable>['status'];
  request_requested_limit_usd_cents: string | number | bigint;
  request_limit_at_request_usd_cents: string | number | bigint;
  request_approved_limit_usd_cents: string | number | bigint | null;
  request_origin: string;
  request_decision_reason: string | null;
  request_created_at: Date;
  request_decided_at: Date | null;
  current_limit_usd_cents: string | number | bigint | null;
  current_used_usd_cents: string | number | bigint | null;
}

/** A file of a request, with the upload it names (null when none matches its key). */
export interface LimitUpdateReviewFileRow {
  request_id: number;
  attachment_type: string;
  proof_document_type: string;
  upload_key: string;
  upload_id: number | null;
}

/** The customer's limit now: the row checkout reads (latest `updated_at`, then period). */
const currentLimitOf = (column: 'limit_usd_cents' | 'used_usd_cents') =>
  sql<
    string | number | bigint | null
  >`(select ol.${sql.ref(column)} from operational_limits ol where ol.user_id = users.id order by ol.updated_at desc, ol.period limit 1)`;

/** The repository over `db` (a transaction or the pool). */
export function createLimitUpdateReviewRepository(db: Kysely<Database>) {
  const base = (served: readonly number[]) =>
    db
      .selectFrom('limit_update_requests')
      .innerJoin('users', 'users.id', 'limit_update_requests.user_id')
      .where('limit_update_requests.correspondent_id', 'in', [...served]);

  const columns = (served: readonly number[]) =>
    base(served).select([
      'users.id',
      'users.name',
      'users.email',
      'users.person_type',
      'users.cpf',
      'users.cnpj',
      'users.registration_status',
      'users.created_at',
      'limit_update_requests.id as request_id',
      'limit_update_requests.correspondent_id as request_correspondent_id',
      'limit_update_requests.status as request_status',
      'limit_update_requests.requested_limit_usd_cents as request_requested_limit_usd_cents',
      'limit_update_requests.limit_at_request_usd_cents as request_limit_at_request_usd_cents',
      'limit_update_requests.approved_limit_usd_cents as request_approved_limit_usd_cents',
      'limit_update_requests.origin as request_origin',
      'limit_update_requests.decision_reason as request_decision_reason',
      'limit_update_requests.created_at as request_created_at',
      'limit_update_requests.decided_at as request_decided_at',
      currentLimitOf('limit_usd_cents').as('current_limit_usd_cents'),
      currentLimitOf('used_usd_cents').as('current_used_usd_cents'),
    ]);

  return {
    /** PENDING requests made under `served`, oldest first. */
    async pending(
      served: readonly number[],
      { page, limit }: PageRequest,
    ): Promise<{ rows: LimitUpdateReviewRow[]; total: number }> {
      if (served.length === 0) return { rows: [], total: 0 };
      const [rows, count] = await Promise.all([
        columns(served)
          .where('limit_update_requests.status', '=', 'PENDING')
          .orderBy('limit_update_requests.created_at')
          .orderBy('limit_update_requests.id')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        base(served)
          .where('limit_update_requests.status', '=', 'PENDING')
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** Request `id` made under `served` (any status). */
    async find(id: number, served: readonly number[]): Promise<LimitUpdateReviewRow | undefined> {
      if (served.length === 0) return undefined;
      return columns(served).where('limit_update_requests.id', '=', id).executeTakeFirst();
    },

    /** Request `id` made under `served`, locked `for update`: its owner and status. */
    async lock(id: number, served: readonly number[]) {
      if (served.length === 0) return undefined;
      return db
        .selectFrom('limit_update_requests')
        .select(['id', 'user_id', 'correspondent_id', 'status'])
        .where('id', '=', id)
        .where('correspondent_id', 'in', [...served])
        .forUpdate()
        .executeTakeFirst();
    },

    /** The files of requests `ids`, by request and position, with their uploads. */
    async filesOf(ids: readonly number[]): Promise<LimitUpdateReviewFileRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('limit_update_attachments')
        .innerJoin(
          'limit_update_requests',
          'limit_update_requests.id',
          'limit_update_attachments.request_id',
        )
        .leftJoin('uploads', (join) =>
          join
            .onRef('uploads.key', '=', 'limit_update_attachments.upload_key')
            .onRef('uploads.user_id', '=', 'limit_update_requests.user_id'),
        )
        .select([
          'limit_update_attachments.request_id',
          'limit_update_attachments.attachment_type',
          'limit_update_attachments.proof_document_type',
          'limit_update_attachments.upload_key',
          'uploads.id as upload_id',
        ])
        .where('limit_update_attachments.request_id', 'in', [...ids])
        .orderBy('limit_update_attachments.request_id')
        .orderBy('limit_update_attachments.position')
        .execute();
    },

    /**
     * An arrived upload attached to a limit-increase request made under `served` (the file
     * viewer's second scope, beside the uploader's links to the correspondents).
     */
    async findAttachedUpload(id: number, served: readonly number[]) {
      if (served.length === 0) return undefined;
      return db
        .selectFrom('uploads')
        .select([
          // The uploader, as `id` like the customer of the back-office repository's `findUpload`.
          'uploads.user_id as id',
          'uploads.key as upload_key',
          'uploads.content_type as upload_content_type',
        ])
        .where('uploads.id', '=', id)
        .where('uploads.uploaded_at', 'is not', null)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('limit_update_attachments')
              .innerJoin(
                'limit_update_requests',
                'limit_update_requests.id',
                'limit_update_attachments.request_id',
              )
              .select('limit_update_attachments.id')
              .whereRef('limit_update_attachments.upload_key', '=', 'uploads.key')
              .whereRef('limit_update_requests.user_id', '=', 'uploads.user_id')
              .where('limit_update_requests.correspondent_id', 'in', [...served]),
          ),
        )
        .executeTakeFirst();
    },
  };
}

/** The repository's operations. */
export type LimitUpdateReviewRepository = ReturnType<typeof createLimitUpdateReviewRepository>;
