/**
 * Who a GraphQL call acts for (spec platform §7 "GraphQL"; issue 20): the same rules as the REST
 * record routes, checked per operation so that each error lands in the `errors` array. A call
 * without a session is UNAUTHENTICATED (the spec's client shows "Houve uma falha ao autenticar o
 * cliente!"); the signed-in user must be linked to the `correspondent_id` correspondent (tenancy
 * plugin; admins pass), and a company operation needs a company user: it acts on the user's own
 * CNPJ, and a CNPJ argument naming another company answers FORBIDDEN, as REST does.
 * @module
 */
import type { FastifyRequest } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import type { AuthUser } from '../../src/contracts/auth';
import type { Correspondent } from '../../src/contracts/correspondent';
import { AppError } from '../errors/app-error';
import { assertLinkedTo } from '../plugins/auth';
import type { CustomerRef } from '../services/customers/customer-access';

declare module 'mercurius' {
  interface MercuriusContext {
    /** The HTTP request the operation came in (its user, headers and correspondent). */
    request: FastifyRequest;
  }
}

/** What every resolver receives as its context: mercurius' own (`reply`, `app`) and `request`. */
export type GraphqlContext = MercuriusContext;

/** The signed-in user, else UNAUTHENTICATED. */
export function signedInUser(context: GraphqlContext): AuthUser {
  const user = context.request.user;
  if (user === undefined) throw new AppError('UNAUTHENTICATED');
  return user;
}

/** The request's correspondent (the `correspondent_id` header), else CORRESPONDENT_NOT_FOUND. */
export async function correspondentOf(context: GraphqlContext): Promise<Correspondent> {
  const { request, app } = context;
  request.correspondent ??= await app.resolveCorrespondent(request);
  return request.correspondent;
}

/** The signed-in user linked to the request's correspondent (admins pass), else 401/403. */
export async function linkedUser(context: GraphqlContext): Promise<AuthUser> {
  const user = signedInUser(context);
  assertLinkedTo(user, (await correspondentOf(context)).id);
  return user;
}

/** The company a caller acts on: `cnpj` when given (checked by the services), else its own. */
export function companyRefOf(user: AuthUser, cnpj?: string | null): CustomerRef {
  const document = cnpj ?? user.cnpj;
  // An individual's token on a company operation: nothing of a company is the caller's.
  if (document === undefined || document === '') throw new AppError('FORBIDDEN');
  return { kind: 'LEGAL', document };
}

/** The linked caller and the company it acts on, for every company operation. */
export async function companyCaller(
  context: GraphqlContext,
  cnpj?: string | null,
): Promise<{ user: AuthUser; ref: CustomerRef }> {
  const user = await linkedUser(context);
  return { user, ref: companyRefOf(user, cnpj) };
}
