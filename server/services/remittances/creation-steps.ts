/**
 * The steps an outbound and an inbound creation share (spec operations §4.1, §6.6; issues 5 and
 * 16), each over the creation's transaction: the `Idempotency-Key`, the documents and the
 * operational limit under its row lock.
 * @module
 */
import type { Kysely } from 'kysely';
import type { RemittanceStatus } from '../../../src/domain/operations/operation-status';
import type {
  RemittanceCustomer,
  RemittanceRepository,
} from '../../db/repositories/remittance-repository';
import type { Database, RemittanceRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { uploadsNotOwned } from '../uploads/upload-ownership';
import type { UploadDocumentChecker } from '../uploads/upload-service';

/** The status and reservation the limit step decided. */
export interface Reservation {
  status: RemittanceStatus;
  reservedUsdCents: number;
  period: string | null;
  /** The limit's use before and after the reservation, and its maximum (USD cents), if reserved. */
  usage?: LimitUsage;
}

/** A limit's use around one reservation, USD cents (what the company limit e-mails compare). */
export interface LimitUsage {
  before: number;
  after: number;
  max: number;
}

/**
 * The key: claimed now (undefined), or the operation it already made (a replay); another body
 * under the same key, or a key whose first call was refused, is IDEMPOTENCY_KEY_REUSED.
 */
export async function claimKey(
  repository: RemittanceRepository,
  userId: number,
  key: string,
  hash: string,
): Promise<RemittanceRow | undefined> {
  const claim = await repository.claimKey(userId, key, hash);
  if (claim.claimed) return undefined;
  if (claim.requestHash !== hash || claim.remittanceId === null) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  }
  const row = await repository.findById(claim.remittanceId);
  if (row === undefined) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return row;
}

/**
 * The documents are the caller's uploads that really arrived (the checker reads only the
 * caller's): another's key, a free text or a key only signed is a 422 at its field (issue 14,
 * item 7). Answers whether any is still under review.
 */
export async function checkDocuments(
  documents: UploadDocumentChecker,
  trx: Kysely<Database>,
  userId: number,
  keys: readonly string[],
): Promise<{ awaitingReview: boolean }> {
  const checked = await documents.check(trx, userId, [...keys]);
  const missing = keys
    .map((key, index) => ({ field: `documents.${index}`, key }))
    .filter((reference) => checked.unknown.includes(reference.key));
  if (missing.length > 0) throw uploadsNotOwned(missing.map((reference) => reference.field));
  return { awaitingReview: checked.awaitingReview };
}

/**
 * The operational limit (USD cents) under its row lock: over it, MANUAL_ANALYSIS and nothing
 * reserved; within it, `used += amount` and the status follows the registration (PENDING →
 * WAITING_REGISTRATION_APPROVAL) and the documents (under review → WAITING_DOCUMENT_APPROVAL),
 * else AWAITING_PAYMENT. A company's limit is its capital/financial limit, kept as its row of the
 * same table (spec platform §3; issue 20): it is reserved and released exactly as an
 * individual's. A customer without any limit row — individual or company — goes to
 * MANUAL_ANALYSIS, unless their registration is still PENDING: the limit is granted when the
 * registration is approved (the console's registrations queue), so the operation waits in
 * WAITING_REGISTRATION_APPROVAL with nothing reserved, and the approval reserves it then (under
 * this same lock, through this same step).
 */
export async function reserveLimit(
  repository: RemittanceRepository,
  customer: RemittanceCustomer,
  usdCents: number,
  awaitingReview: boolean,
  now: Date,
): Promise<Reservation> {
  const limit = await repository.lockLimit(customer.id);
  if (limit === undefined && customer.registration_status === 'PENDING') {
    return { status: 'WAITING_REGISTRATION_APPROVAL', reservedUsdCents: 0, period: null };
  }
  if (limit === undefined || limit.usedUsdCents + usdCents > limit.limitUsdCents) {
    return { status: 'MANUAL_ANALYSIS', reservedUsdCents: 0, period: null };
  }
  const used = limit.usedUsdCents + usdCents;
  await repository.setLimitUsed(customer.id, limit.period, used, now);
  const status: RemittanceStatus =
    customer.registration_status === 'PENDING'
      ? 'WAITING_REGISTRATION_APPROVAL'
      : awaitingReview
        ? 'WAITING_DOCUMENT_APPROVAL'
        : 'AWAITING_PAYMENT';
  return {
    status,
    reservedUsdCents: usdCents,
    period: usdCents === 0 ? null : limit.period,
    usage: { before: limit.usedUsdCents, after: used, max: limit.limitUsdCents },
  };
}
