/**
 * What the quotation routes share: the empty-query refusal that runs before any work, the
 * correspondent of a request (the `correspondentId` query or the `correspondent_id` header), the
 * refusal of admin-only fields on the public routes and their reading on the `admin/` variants.
 * @module
 */
import type { FastifyRequest } from 'fastify';
import { userOf } from '../plugins/auth';
import { AppError } from '../errors/app-error';

import type { AdminQuoteOptions } from '../services/quotations/quotation-service';

/**
 * preValidation hook: a query with no parameters, or only empty ones, is refused with
 * EMPTY_QUERY 'Requested query is missing or empty' before validation or pricing (spec §5.1).
 */
export function refuseEmptyQuery(request: FastifyRequest, _reply: unknown, done: () => void): void {
  const query = request.query;
  const values = typeof query === 'object' && query !== null ? Object.values(query as object) : [];
  if (values.every((value) => value === undefined || value === '')) {
    throw new AppError('EMPTY_QUERY');
  }
  done();
}

/** The largest id an `integer` column holds. */
const MAX_ID = 2_147_483_647;

/**
 * The correspondent a request quotes for: the `correspondentId` query parameter when given (the
 * remittance query names it, spec operations §7.2), else the `correspondent_id` header. Neither
 * → CORRESPONDENT_NOT_FOUND, as is an id past the column's range (PostgreSQL refused it in the
 * query: a 500; issue 14).
 */
export function correspondentIdOf(request: FastifyRequest, fromQuery?: string): number {
  const id = fromQuery === undefined ? request.identity.correspondentId : Number(fromQuery);
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_ID) {
    throw new AppError('CORRESPONDENT_NOT_FOUND');
  }
  return id;
}

/**
 * The public routes serve no admin: a `spreadMaster` other than the default 0 answers
 * ADMIN_REQUIRED (403), a `bypassLimitToken` answers INVALID_MANAGER_TOKEN 'The token entered is
 * not valid!' (spec operations §5.1). The `admin/` variants take both ({@link adminOptionsOf}).
 */
export function refuseAdminFields(query: { spreadMaster?: string; bypassLimitToken?: string }) {
  if (query.spreadMaster !== undefined && Number(query.spreadMaster) !== 0) {
    throw new AppError('ADMIN_REQUIRED');
  }
  if (query.bypassLimitToken !== undefined && query.bypassLimitToken !== '') {
    throw new AppError('INVALID_MANAGER_TOKEN');
  }
}

/**
 * A percentage text of the contract ('1.5', '0.25', '2') in whole basis points, exactly (no
 * floating point): 150, 25, 200.
 */
export function percentageToBasisPoints(text: string): number {
  const [units = '0', decimals = ''] = text.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0').slice(0, 2));
}

/**
 * The admin fields of an `admin/` request: the signed-in administrator (the route's guard has
 * checked the role), `spreadMaster` in basis points and the manager token, when given.
 */
export function adminOptionsOf(
  request: FastifyRequest,
  query: { spreadMaster?: string; bypassLimitToken?: string },
): AdminQuoteOptions {
  const spread = query.spreadMaster === undefined ? 0 : percentageToBasisPoints(query.spreadMaster);
  const token = query.bypassLimitToken?.trim();
  return {
    userId: userOf(request).id,
    ...(spread > 0 ? { spreadBasisPoints: spread } : {}),
    ...(token ? { bypassLimitToken: token } : {}),
  };
}
