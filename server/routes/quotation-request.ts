/**
 * What the quotation routes share: the empty-query refusal that runs before any work, the
 * correspondent of a request (the `correspondentId` query or the `correspondent_id` header), and
 * the refusal of admin-only fields on the public routes.
 * @module
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { QuotationError } from '../services/quotation-error';

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

/**
 * The correspondent a request quotes for: the `correspondentId` query parameter when given (the
 * remittance query names it, spec operations §7.2), else the `correspondent_id` header. Neither
 * → CORRESPONDENT_NOT_FOUND.
 */
export function correspondentIdOf(request: FastifyRequest, fromQuery?: string): number {
  const id = fromQuery === undefined ? request.identity.correspondentId : Number(fromQuery);
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('CORRESPONDENT_NOT_FOUND');
  return id;
}

/**
 * The public routes serve no admin: a `spreadMaster` other than the default 0 answers
 * ADMIN_REQUIRED (403), a `bypassLimitToken` answers INVALID_MANAGER_TOKEN 'The token entered is
 * not valid!' (spec operations §5.1). The `admin/` variants, with manager-token validation, come
 * with the identity issue.
 */
export function refuseAdminFields(query: { spreadMaster?: string; bypassLimitToken?: string }) {
  if (query.spreadMaster !== undefined && Number(query.spreadMaster) !== 0) {
    throw new QuotationError('ADMIN_REQUIRED');
  }
  if (query.bypassLimitToken !== undefined && query.bypassLimitToken !== '') {
    throw new QuotationError('INVALID_MANAGER_TOKEN');
  }
}
