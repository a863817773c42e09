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
    Query: { ...company.Query, ...records.Query },
    Mutation: { ...company.Mutation, ...payees.Mutation, ...records.Mutation },
    LegalPerson: { ...company.LegalPerson },
  };
}
