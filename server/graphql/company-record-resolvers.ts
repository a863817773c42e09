/**
 * A company's capital limit and identity documents over GraphQL (spec platform §3 "Capital/
 * financial limit", "Identity document (company, GraphQL)"; §7 "GraphQL"; issue 20):
 * `getTitularCapFin(cnpj)`, `createNewDocumentType` and `createNewDocumentVersion`. Each calls
 * the service the REST routes of `server/routes/company-records.ts` call, its arguments checked
 * with the same contracts; no SQL here.
 * @module
 */
import * as z from 'zod/mini';
import {
  CompanyDocumentInputSchema,
  CompanyDocumentTypeSchema,
  CompanyDocumentVersionInputSchema,
} from '../../src/contracts/company-documents';
import type { CapitalLimitAnswer, CompanyDocument } from '../../src/contracts/customers';
import { CnpjSchema } from '../../src/contracts/registration';
import type { CapitalLimitService } from '../services/customers/capital-limit';
import type { CompanyDocumentService } from '../services/customers/company-documents';
import { companyCaller, type GraphqlContext } from './graphql-context';
import { parseArgument, parseArguments, withoutNulls } from './graphql-input';

/** What the company-record resolvers call. */
export interface CompanyRecordResolverDeps {
  companyDocuments: CompanyDocumentService;
  capitalLimits: CapitalLimitService;
}

/** `createNewDocumentVersion`'s arguments: the REST body plus the type its path names. */
const DocumentVersionArgumentsSchema = z.extend(CompanyDocumentVersionInputSchema, {
  documentType: CompanyDocumentTypeSchema,
});

/** The resolvers of the capital limit and the identity documents. */
export function companyRecordResolvers({
  companyDocuments,
  capitalLimits,
}: CompanyRecordResolverDeps) {
  return {
    Query: {
      async getTitularCapFin(
        _root: unknown,
        args: { cnpj?: string | null },
        context: GraphqlContext,
      ): Promise<CapitalLimitAnswer> {
        const cnpj =
          args.cnpj === undefined || args.cnpj === null
            ? args.cnpj
            : parseArgument(CnpjSchema, args.cnpj, 'cnpj');
        const { user, ref } = await companyCaller(context, cnpj);
        return capitalLimits.capitalLimit(user, ref.document);
      },
    },
    Mutation: {
      async createNewDocumentType(
        _root: unknown,
        args: { documentType: string; documentValues?: string[] | null; files: unknown[] },
        context: GraphqlContext,
      ): Promise<CompanyDocument> {
        const { user, ref } = await companyCaller(context);
        const input = parseArguments(CompanyDocumentInputSchema, withoutNulls(args));
        return companyDocuments.createDocumentType(user, ref.document, input);
      },
      async createNewDocumentVersion(
        _root: unknown,
        args: { documentType: string; files: unknown[] },
        context: GraphqlContext,
      ): Promise<CompanyDocument> {
        const { user, ref } = await companyCaller(context);
        const input = parseArguments(DocumentVersionArgumentsSchema, args);
        return companyDocuments.createDocumentVersion(user, ref.document, input);
      },
    },
  };
}
