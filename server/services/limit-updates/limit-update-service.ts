/**
 * Limit-increase requests of the signed-in customer (spec platform §3 "Limit-increase request",
 * §4, §5 "Attachments", §7 "Limit updates"; issue 20), one transaction per creation:
 *
 * 1. `lockCustomer`: the customer's row is locked, so two creations of one customer run one
 *    after the other (the partial unique index on PENDING requests backs this up).
 * 2. The `Idempotency-Key`: a request already made under it answers again (same body) or is
 *    refused with IDEMPOTENCY_KEY_REUSED (another body).
 * 3. At most one PENDING request per customer: LIMIT_UPDATE_PENDING_EXISTS (409).
 * 4. The files are the caller's uploads that really arrived (the remittances' upload checker:
 *    png, jpg/jpeg or pdf, at most 5 MB, enforced when signed and stored); any other key is a
 *    422 at `attachments.{i}.key`. Step membership was checked by the body's contract.
 * 5. The limit asked for must be above the current one: LIMIT_UPDATE_NOT_ABOVE_CURRENT.
 *
 * The list and detail read only the caller's requests made under the request's correspondent;
 * another's, or one made under another correspondent, is 404. The decision is
 * `limit-update-decision.ts`.
 * @module
 */
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../src/contracts/auth';
import type { LimitRequestStatus } from '../../../src/contracts/customers';
import {
  LIMIT_UPDATE_LIST_DEFAULTS,
  parseLimitUpdateFilter,
  parseLimitUpdateSort,
  type LimitUpdate,
  type LimitUpdateCreateBody,
  type LimitUpdateList,
  type LimitUpdateListQuery,
} from '../../../src/contracts/limit-updates';
import { createLimitUpdateRepository } from '../../db/repositories/limit-update-repository';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../clock';
import { requestHash } from '../remittances/remittance-service';
import { uploadsRefused } from '../uploads/upload-ownership';
import type { UploadDocumentChecker } from '../uploads/upload-service';
import { limitUpdateOf } from './limit-update-mapper';

/** The customer's limit-increase requests. */
export interface LimitUpdateService {
  /**
   * `POST /customers/v1/limit-updates`; `replayed` when the key had already made it.
   * @throws AppError LIMIT_UPDATE_PENDING_EXISTS, IDEMPOTENCY_KEY_REUSED, VALIDATION_FAILED
   * (a key not the caller's arrived upload), LIMIT_UPDATE_NOT_ABOVE_CURRENT, FORBIDDEN (admin)
   */
  create(input: {
    user: AuthUser;
    correspondentId: number;
    idempotencyKey: string;
    body: LimitUpdateCreateBody;
  }): Promise<{ request: LimitUpdate; replayed: boolean }>;
  /**
   * `GET /customers/v1/limit-updates`: a page of the caller's requests.
   * @throws AppError LIMIT_UPDATE_SORT_INVALID, LIMIT_UPDATE_QUERY_INVALID
   */
  list(
    user: AuthUser,
    correspondentId: number,
    query: LimitUpdateListQuery,
  ): Promise<LimitUpdateList>;
  /** `GET /customers/v1/limit-updates/{id}`. @throws AppError NOT_FOUND */
  detail(user: AuthUser, correspondentId: number, id: number): Promise<LimitUpdate>;
}

/** The status of the customer's latest request (the limit card's), null when there is none. */
export function lastLimitUpdateStatus(
  db: Kysely<Database>,
  userId: number,
): Promise<LimitRequestStatus | null> {
  return createLimitUpdateRepository(db).lastStatus(userId);
}

/** Creates the service; `documents` is the upload checker remittances use. */
export function createLimitUpdateService({
  db,
  clock,
  documents,
}: {
  db: Kysely<Database>;
  clock: Clock;
  documents: UploadDocumentChecker;
}): LimitUpdateService {
  return {
    async create({ user, correspondentId, idempotencyKey, body }) {
      // An administrator operates the platform and holds no limit of their own (issue 19).
      if (user.isAdmin) throw new AppError('FORBIDDEN');
      const hash = requestHash(body);
      return db.transaction().execute(async (trx) => {
        const repository = createLimitUpdateRepository(trx);
        await repository.lockCustomer(user.id);
        const previous = await repository.findByKey(user.id, idempotencyKey);
        if (previous !== undefined) {
          if (previous.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
          const files = await repository.attachmentsOf([previous.id]);
          return { request: limitUpdateOf(previous, files), replayed: true };
        }
        if (await repository.hasPending(user.id)) {
          throw new AppError('LIMIT_UPDATE_PENDING_EXISTS');
        }
        const keys = body.attachments.map((attachment) => attachment.key);
        const checked = await documents.check(trx, user.id, keys, 'limit-increase');
        const refused = keys
          .map((key, index) => ({ key, field: `attachments.${index}.key` }))
          .filter((reference) => checked.unknown.includes(reference.key));
        if (refused.length > 0) throw uploadsRefused(refused, checked.otherPurpose);
        const current = await repository.currentLimit(user.id);
        const limitAtRequest = current?.limitUsdCents ?? 0;
        if (body.requestedLimit <= limitAtRequest) {
          throw new AppError('LIMIT_UPDATE_NOT_ABOVE_CURRENT');
        }
        const now = clock();
        const row = await repository.insert(
          {
            user_id: user.id,
            correspondent_id: correspondentId,
            requested_limit_usd_cents: body.requestedLimit,
            limit_at_request_usd_cents: limitAtRequest,
            origin: body.origin.trim(),
            idempotency_key: idempotencyKey,
            request_hash: hash,
            created_at: now,
            updated_at: now,
          },
          body.attachments.map((attachment) => ({
            attachment_type: attachment.attachmentType,
            proof_document_type: attachment.proofDocumentType,
            upload_key: attachment.key,
          })),
        );
        const files = await repository.attachmentsOf([row.id]);
        return { request: limitUpdateOf(row, files), replayed: false };
      });
    },

    async list(user, correspondentId, query) {
      const sort = parseLimitUpdateSort(query.sort);
      if (sort === undefined) throw new AppError('LIMIT_UPDATE_SORT_INVALID');
      const filter = parseLimitUpdateFilter(query.query);
      if (filter === undefined) throw new AppError('LIMIT_UPDATE_QUERY_INVALID');
      const page = query.page ?? LIMIT_UPDATE_LIST_DEFAULTS.page;
      const limit = query.limit ?? LIMIT_UPDATE_LIST_DEFAULTS.limit;
      const repository = createLimitUpdateRepository(db);
      const { rows, total } = await repository.listOwn(user.id, correspondentId, {
        filter,
        sort,
        page,
        limit,
      });
      const files = await repository.attachmentsOf(rows.map((row) => row.id));
      return { items: rows.map((row) => limitUpdateOf(row, files)), page, limit, total };
    },

    async detail(user, correspondentId, id) {
      const repository = createLimitUpdateRepository(db);
      const row = await repository.findOwn(id, user.id, correspondentId);
      if (row === undefined) throw new AppError('NOT_FOUND');
      return limitUpdateOf(row, await repository.attachmentsOf([row.id]));
    },
  };
}
