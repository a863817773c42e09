/**
 * Contracts of a company's identity documents (spec platform §3 "Identity document (company,
 * GraphQL)", "Legal person" `documents`; §4 "Compliance": document versions carry an approved
 * flag; issue 20). A document type is registered once with its first version; later versions
 * replace it for review. Each version is two files `{key, side}`, the front and the back, each the
 * key of an upload of the company's own (`POST /v1/registrations/s3-sign` with resource
 * `company-document`). Messages are catalogue keys (see `auth.ts`).
 * @module
 */
import * as z from 'zod/mini';
import { catalogueError } from '../domain/identity/message-key';
import { requiredText } from './auth';
import { CnpjSchema } from './registration';
import { UPLOAD_KEY_MAX } from './text-limits';

/**
 * The identity documents a company sends: the person in charge's RG, CNH, RNE (foreigner's
 * registration) or passport. The spec does not list them; these are the ones the limit-increase
 * identification step takes (spec §3), plus the RNE.
 */
export const COMPANY_DOCUMENT_TYPES = ['RG', 'CNH', 'RNE', 'PASSPORT'] as const;

/** A company document type. */
export const CompanyDocumentTypeSchema = z.enum(
  COMPANY_DOCUMENT_TYPES,
  catalogueError('validation.documentType'),
);
/** A company document type. */
export type CompanyDocumentType = z.infer<typeof CompanyDocumentTypeSchema>;

/** The two sides every version carries (spec §3: "two files, each {key, side}"). */
export const DOCUMENT_SIDES = ['FRONT', 'BACK'] as const;

/** One side of a document. */
export const DocumentSideSchema = z.enum(DOCUMENT_SIDES, catalogueError('validation.documentSide'));
/** One side of a document. */
export type DocumentSide = z.infer<typeof DocumentSideSchema>;

/** One file of a new version: the key of an upload of the caller's own, and its side. */
export const DocumentFileInputSchema = z.object({
  key: requiredText(UPLOAD_KEY_MAX),
  side: DocumentSideSchema,
});
/** One file of a new version. */
export type DocumentFileInput = z.infer<typeof DocumentFileInputSchema>;

/** Exactly two files, one FRONT and one BACK, of two different uploads. */
export const DocumentFilesSchema = z
  .array(DocumentFileInputSchema)
  .check(
    z.refine(
      (files) =>
        files.length === 2 &&
        DOCUMENT_SIDES.every((side) => files.some((file) => file.side === side)) &&
        files[0]?.key !== files[1]?.key,
      catalogueError('validation.documentSides'),
    ),
  );

/** Most values (document numbers, issuing body…) a document type carries, and their length. */
export const DOCUMENT_VALUES_MAX = 5;
const DOCUMENT_VALUE_MAX_LENGTH = 64;

/**
 * `POST /customers/v1/legals/{cnpj}/documents` (GraphQL `createNewDocumentType`): a new document
 * type with its first version. `documentValues` are what the document says (its number, issuing
 * body…), as the company types them.
 */
export const CompanyDocumentInputSchema = z.object({
  documentType: CompanyDocumentTypeSchema,
  documentValues: z.optional(
    z
      .array(requiredText(DOCUMENT_VALUE_MAX_LENGTH))
      .check(z.maxLength(DOCUMENT_VALUES_MAX, catalogueError('validation.tooLong'))),
  ),
  files: DocumentFilesSchema,
});
/** A new document type with its first version. */
export type CompanyDocumentInput = z.infer<typeof CompanyDocumentInputSchema>;

/**
 * `POST /customers/v1/legals/{cnpj}/documents/{documentType}/versions` (GraphQL
 * `createNewDocumentVersion`, which names the type in the body): a new version of a registered
 * type, under review until the back office decides.
 */
export const CompanyDocumentVersionInputSchema = z.object({ files: DocumentFilesSchema });
/** A new version's files. */
export type CompanyDocumentVersionInput = z.infer<typeof CompanyDocumentVersionInputSchema>;

/** `/customers/v1/legals/{cnpj}/documents/{documentType}` path parameters. */
export const CompanyDocumentParamsSchema = z.object({
  cnpj: CnpjSchema,
  documentType: CompanyDocumentTypeSchema,
});
