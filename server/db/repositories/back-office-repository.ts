/**
 * SQL of the operator console (issue 20): the correspondents an operator serves, the queues
 * (registrations pending review, documents pending review, operations held for an operator),
 * each scoped to those correspondents, and the records locked `for update` for a decision.
 * Every write runs in the caller's transaction.
 * @module
 */
import { sql, type Kysely } from 'kysely';
import type { Database, RemittanceRow, UserRow } from '../schema';
import type { UploadRow } from './upload-repository';

/** The statuses of the operations queue. */
const HELD = ['MANUAL_ANALYSIS', 'WAITING_REGISTRATION_APPROVAL', 'WAITING_DOCUMENT_APPROVAL'];

/** The customer columns a record carries. */
export type CustomerColumns = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'person_type' | 'cpf' | 'cnpj' | 'registration_status' | 'created_at'
>;

/** A page request. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** A customer's correspondents among `served`: the scope check of registrations and documents. */
export function linkedTo(served: readonly number[]) {
  return sql<boolean>`exists (select 1 from user_correspondents uc where uc.user_id = users.id and uc.correspondent_id in (${sql.join(served)}))`;
}

/** An upload row as the console reads it. */
export type ReviewUploadRow = UploadRow;

/** A correspondent a customer is linked to, as the console names it. */
export interface LinkedCorrespondent {
  id: number;
  identifier: string;
  name: string;
}

/** The console's repository over `db` (a transaction or the pool). */
export function createBackOfficeRepository(db: Kysely<Database>) {
  const customerColumns = CUSTOMER_COLUMNS;

  return {
    /** The correspondents (ids) operator `userId` serves. */
    async servedBy(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('operator_correspondents')
        .select('correspondent_id')
        .where('user_id', '=', userId)
        .orderBy('correspondent_id')
        .execute();
      return rows.map((row) => row.correspondent_id);
    },

    /** The correspondents among `served` customer `userId` is linked to. */
    async linksOf(userId: number, served: readonly number[]): Promise<LinkedCorrespondent[]> {
      if (served.length === 0) return [];
      return db
        .selectFrom('user_correspondents')
        .innerJoin('correspondents', 'correspondents.id', 'user_correspondents.correspondent_id')
        .select(['correspondents.id', 'correspondents.identifier', 'correspondents.name'])
        .where('user_correspondents.user_id', '=', userId)
        .where('user_correspondents.correspondent_id', 'in', [...served])
        .orderBy('correspondents.id')
        .execute();
    },

    /** Confirmed registrations still PENDING of customers of `served`, oldest first. */
    async pendingRegistrations(served: readonly number[], { page, limit }: PageRequest) {
      if (served.length === 0) return { rows: [], total: 0 };
      const base = db
        .selectFrom('users')
        .where('registration_status', '=', 'PENDING')
        .where('confirmed_at', 'is not', null)
        .where(linkedTo(served));
      const [rows, count] = await Promise.all([
        base
          .select(customerColumns)
          .orderBy('users.created_at')
          .orderBy('users.id')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** Customer `userId` when linked to one of `served`; `lock` locks the row `for update`. */
    async findCustomer(
      userId: number,
      served: readonly number[],
      lock = false,
    ): Promise<CustomerColumns | undefined> {
      if (served.length === 0) return undefined;
      let query = db
        .selectFrom('users')
        .select(customerColumns)
        .where('users.id', '=', userId)
        .where(linkedTo(served));
      if (lock) query = query.forUpdate();
      return query.executeTakeFirst();
    },

    /** Sets a customer's registration status. */
    async setRegistrationStatus(userId: number, status: 'APPROVED' | 'REJECTED', at: Date) {
      await db
        .updateTable('users')
        .set({ registration_status: status, updated_at: at })
        .where('id', '=', userId)
        .execute();
    },

    /** Arrived documents PENDING review of customers of `served`, oldest first. */
    async pendingDocuments(served: readonly number[], { page, limit }: PageRequest) {
      if (served.length === 0) return { rows: [], total: 0 };
      const base = db
        .selectFrom('uploads')
        .innerJoin('users', 'users.id', 'uploads.user_id')
        .where('uploads.review_status', '=', 'PENDING')
        .where('uploads.uploaded_at', 'is not', null)
        .where(linkedTo(served));
      const [rows, count] = await Promise.all([
        base
          .select([...customerColumns, ...UPLOAD_COLUMNS])
          .orderBy('uploads.uploaded_at')
          .orderBy('uploads.id')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** An arrived upload of a customer of `served`; `lock` locks it `for update`. */
    async findUpload(id: number, served: readonly number[], lock = false) {
      if (served.length === 0) return undefined;
      let query = db
        .selectFrom('uploads')
        .innerJoin('users', 'users.id', 'uploads.user_id')
        .select([...customerColumns, ...UPLOAD_COLUMNS])
        .where('uploads.id', '=', id)
        .where('uploads.uploaded_at', 'is not', null)
        .where(linkedTo(served));
      if (lock) query = query.forUpdate(['uploads']);
      return query.executeTakeFirst();
    },

    /** The customer's uploads among `keys` still PENDING review, locked `for update`. */
    async lockPendingUploads(userId: number, keys: readonly string[]) {
      if (keys.length === 0) return [];
      return db
        .selectFrom('uploads')
        .innerJoin('users', 'users.id', 'uploads.user_id')
        .select([...customerColumns, ...UPLOAD_COLUMNS])
        .where('uploads.user_id', '=', userId)
        .where('uploads.key', 'in', [...keys])
        .where('uploads.review_status', '=', 'PENDING')
        .orderBy('uploads.id')
        .forUpdate(['uploads'])
        .execute();
    },

    /** Records an operator's review of an upload. */
    async reviewUpload(
      id: number,
      review: { status: 'APPROVED' | 'REJECTED'; by: number; at: Date; reason: string | null },
    ) {
      await db
        .updateTable('uploads')
        .set({
          review_status: review.status,
          reviewed_by: review.by,
          reviewed_at: review.at,
          review_reason: review.reason,
        })
        .where('id', '=', id)
        .execute();
    },

    /** The review statuses of a customer's uploads among `keys`. */
    async reviewsOf(userId: number, keys: readonly string[]) {
      if (keys.length === 0) return [];
      return db
        .selectFrom('uploads')
        .select(['key', 'review_status'])
        .where('user_id', '=', userId)
        .where('key', 'in', [...keys])
        .execute();
    },

    /** Operations held for an operator under `served`, oldest first (card reviews excluded). */
    async heldOperations(served: readonly number[], { page, limit }: PageRequest) {
      if (served.length === 0) return { rows: [], total: 0 };
      const base = db
        .selectFrom('remittances')
        .innerJoin('users', 'users.id', 'remittances.user_id')
        .where('remittances.status', 'in', HELD)
        .where('remittances.correspondent_id', 'in', [...served])
        .where(notUnderCardReview);
      const [rows, count] = await Promise.all([
        base
          .select(customerColumns)
          .select(OPERATION_COLUMNS)
          .orderBy('remittances.created_at')
          .orderBy('remittances.id')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** Operation `id` under `served` with its customer (any status). */
    async findOperation(id: number, served: readonly number[]) {
      if (served.length === 0) return undefined;
      return db
        .selectFrom('remittances')
        .innerJoin('users', 'users.id', 'remittances.user_id')
        .select(customerColumns)
        .select(OPERATION_COLUMNS)
        .where('remittances.id', '=', id)
        .where('remittances.correspondent_id', 'in', [...served])
        .executeTakeFirst();
    },

    /** Operation `id` under `served`, locked `for update`. */
    async lockOperation(id: number, served: readonly number[]): Promise<RemittanceRow | undefined> {
      if (served.length === 0) return undefined;
      return db
        .selectFrom('remittances')
        .selectAll()
        .where('id', '=', id)
        .where('correspondent_id', 'in', [...served])
        .forUpdate()
        .executeTakeFirst();
    },

    /**
     * The customer's operations in `status` under `served`, locked `for update`, oldest first.
     * A customer may be linked to several correspondents: a decision of an operator of some of
     * them (a registration, a document) moves only those correspondents' operations (issue 36).
     */
    async lockOperationsOf(
      userId: number,
      status: string,
      served: readonly number[],
    ): Promise<RemittanceRow[]> {
      if (served.length === 0) return [];
      return db
        .selectFrom('remittances')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', '=', status)
        .where('correspondent_id', 'in', [...served])
        .orderBy('id')
        .forUpdate()
        .execute();
    },

    /** Records what operation `id` now holds of the limit (after `reserveLimit`'s lock). */
    async setReservation(id: number, reservedUsdCents: number, period: string | null, at: Date) {
      await db
        .updateTable('remittances')
        .set({ reserved_usd_cents: reservedUsdCents, limit_period: period, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** Whether operation `id` has a card payment under the provider's review (issue 18). */
    async underCardReview(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('card_payments')
        .select('id')
        .where('remittance_id', '=', id)
        .where('status', '=', 'UNDER_REVIEW')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The correspondent's name and identifier (an e-mail's brand and links). */
    async brandOf(correspondentId: number) {
      return db
        .selectFrom('correspondents')
        .select(['name', 'identifier'])
        .where('id', '=', correspondentId)
        .executeTakeFirst();
    },

    /** A customer's locale (the language of their e-mails). */
    async localeOf(userId: number) {
      const row = await db
        .selectFrom('users')
        .select('locale')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.locale ?? 'pt-BR';
    },
  };
}

/** The customer columns of every record. */
export const CUSTOMER_COLUMNS = [
  'users.id',
  'users.name',
  'users.email',
  'users.person_type',
  'users.cpf',
  'users.cnpj',
  'users.registration_status',
  'users.created_at',
] as const;

/** The upload columns of a document record. */
const UPLOAD_COLUMNS = [
  'uploads.id as upload_id',
  'uploads.key as upload_key',
  'uploads.resource as upload_resource',
  'uploads.content_type as upload_content_type',
  'uploads.size as upload_size',
  'uploads.uploaded_at as upload_uploaded_at',
  'uploads.review_status as upload_review_status',
] as const;

/** The operation columns of an operation record. */
const OPERATION_COLUMNS = [
  'remittances.id as operation_id',
  'remittances.kind as operation_kind',
  'remittances.status as operation_status',
  'remittances.correspondent_id as operation_correspondent_id',
  'remittances.currency as operation_currency',
  'remittances.foreign_amount_minor as operation_foreign_amount_minor',
  'remittances.total_brl_cents as operation_total_brl_cents',
  'remittances.usd_cents as operation_usd_cents',
  'remittances.reserved_usd_cents as operation_reserved_usd_cents',
  'remittances.payment_method as operation_payment_method',
  'remittances.documents as operation_documents',
  'remittances.created_at as operation_created_at',
] as const;

/** An operation held by a card payment under review is the provider's to decide (issue 18). */
const notUnderCardReview = sql<boolean>`not exists (select 1 from card_payments cp where cp.remittance_id = remittances.id and cp.status = 'UNDER_REVIEW')`;

/** The console's repository. */
export type BackOfficeRepository = ReturnType<typeof createBackOfficeRepository>;
