/**
 * The resolver map of the companies' GraphQL API (spec platform §7 "GraphQL", operations §7.7):
 * one object per root type, each entry a small function over the services the REST routes use.
 * A new operation is one entry here (or in the module of its concept) plus its lines in
 * `schema.graphql`; e.g. `getTitularCapFin(cnpj)` is
 * `Query.getTitularCapFin: async (_root, args, context) => { const { user, ref } = await
 * companyCaller(context, args.cnpj); return capitalLimits.capitalLimit(user, ref.document); }`
 * (`company-record-resolvers.ts`).
 * @module
 */
import type { IResolvers } from 'mercurius';
import { rejectHostileValue } from '../plugins/hostile-text';
import { companyRecordResolvers, type CompanyRecordResolverDeps } from './company-record-resolvers';
import { legalPersonResolvers, type LegalPersonResolverDeps } from './legal-person-resolvers';
import { payeeResolvers } from './payee-resolvers';

/** The services the resolvers call. */
export type GraphqlServices = LegalPersonResolverDeps & CompanyRecordResolverDeps;

/** The `Query`, `Mutation` and `LegalPerson` resolvers of every operation. */
export function createResolvers(services: GraphqlServices): IResolvers {
  const company = legalPersonResolvers(services);
  const payees = payeeResolvers(services);
  const records = companyRecordResolvers(services);
  return {
    Query: refusingHostileText({ ...company.Query, ...records.Query }),
    Mutation: refusingHostileText({ ...company.Mutation, ...payees.Mutation, ...records.Mutation }),
    LegalPerson: refusingHostileText({ ...company.LegalPerson }),
  };
}

/** A resolver as the root types hold them. */
type Resolver = (root: never, args: never, ...rest: never[]) => unknown;

/**
 * The resolvers, each refusing arguments that hold text no column can hold (U+0000, a lone
 * surrogate) with the REST routes' 422 at the argument's path (issue 36). The request body was
 * checked when it arrived, but GraphQL decodes the escapes of its string literals afterwards
 * (`profession: "a\u0000b"` in the query text), so every argument is checked here, in one place.
 */
function refusingHostileText<T extends Record<string, Resolver>>(resolvers: T): T {
  return Object.fromEntries(
    Object.entries(resolvers).map(([name, resolve]) => [
      name,
      (root: never, args: never, ...rest: never[]) => {
        rejectHostileValue(args, 'args');
        return resolve(root, args, ...rest);
      },
    ]),
  ) as T;
}
