/**
 * A company's identity documents (spec platform §3 "Identity document (company, GraphQL)",
 * "Legal person" `documents`; §4 "Compliance"; issue 20). One implementation behind the REST
 * routes (`POST /customers/v1/legals/{cnpj}/documents`, `…/documents/{documentType}/versions`)
 * and the GraphQL mutations `createNewDocumentType` / `createNewDocumentVersion`:
 *
 * - who may reach the company is `customer-access`'s rule (the caller's own CNPJ, or an admin),
 *   and each action is one transaction holding the company's row lock;
 * - the files are two uploads of the company's own that really arrived (the checker remittances
 *   use, `uploadDocumentChecker`): another's key, a free text or a key only signed is a 422 at its
 *   field (`files.0.key`), before anything is written;
 * - a new type starts with its first version; a new version is added to a registered type; each
 *   version is under review (`approved` null) until the back office decides.
 * @module
 */
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../src/contracts/auth';
import type {
  CompanyDocumentInput,
  CompanyDocumentType,
  DocumentFileInput,
} from '../../../src/contracts/company-documents';
import type { CompanyDocument } from '../../../src/contracts/customers';
import {
  createCompanyDocumentRepository,
  type CompanyDocumentRecord,
} from '../../db/repositories/company-document-repository';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { systemClock, type Clock } from '../clock';
import { uploadsRefused } from '../uploads/upload-ownership';
import type { UploadDocumentChecker } from '../uploads/upload-service';
import { reachCustomer } from './customer-access';

/** A new version of a registered type (GraphQL `createNewDocumentVersion`'s arguments). */
export interface DocumentVersionInput {
  documentType: CompanyDocumentType;
  files: DocumentFileInput[];
}

/** What the company-document service does; every call checks that `user` may reach the company. */
export interface CompanyDocumentService {
  /**
   * Registers `documentType` for the company `cnpj` with its first version (under review).
   * @returns the document with its one version
   * @throws AppError FORBIDDEN (not the caller's company), NOT_FOUND (admin: no such company),
   * DOCUMENT_TYPE_EXISTS (409: send a new version instead), VALIDATION_FAILED
   * (`validation.uploadNotOwned` at `files.{i}.key`)
   */
  createDocumentType(
    user: AuthUser,
    cnpj: string,
    input: CompanyDocumentInput,
  ): Promise<CompanyDocument>;
  /**
   * Adds a version (under review) to the company's registered `documentType`.
   * @returns the document with all its versions, oldest first
   * @throws AppError FORBIDDEN, NOT_FOUND (no such company, or the type is not registered),
   * VALIDATION_FAILED (`validation.uploadNotOwned` at `files.{i}.key`)
   */
  createDocumentVersion(
    user: AuthUser,
    cnpj: string,
    input: DocumentVersionInput,
  ): Promise<CompanyDocument>;
  /** The company's documents, each with its versions oldest first. */
  list(user: AuthUser, cnpj: string): Promise<CompanyDocument[]>;
}

/** Dependencies of the company-document service. */
export interface CompanyDocumentServiceDeps {
  db: Kysely<Database>;
  /** Which keys are the owner's arrived uploads (the remittances' checker). */
  documents: UploadDocumentChecker;
  clock?: Clock;
}

/** A stored document as the contracts show it. */
export function toCompanyDocument(record: CompanyDocumentRecord): CompanyDocument {
  return {
    documentType: record.documentType,
    documentValues: record.documentValues,
    versions: record.versions.map((version) => ({
      approved: version.approved,
      createdAt: version.createdAt.toISOString(),
      files: version.files,
    })),
  };
}

/** Creates the company-document service. */
export function createCompanyDocumentService({
  db,
  documents,
  clock = systemClock,
}: CompanyDocumentServiceDeps): CompanyDocumentService {
  const companyRef = (cnpj: string) => ({ kind: 'LEGAL' as const, document: cnpj });

  /** Refuses any file that is not an arrived upload of the company's own. */
  async function checkFiles(
    trx: Kysely<Database>,
    ownerId: number,
    files: readonly DocumentFileInput[],
  ): Promise<void> {
    const checked = await documents.check(
      trx,
      ownerId,
      files.map((file) => file.key),
      'company-document',
    );
    const refused = files
      .map((file, index) => ({ field: `files.${index}.key`, key: file.key }))
      .filter((reference) => checked.unknown.includes(reference.key));
    if (refused.length > 0) throw uploadsRefused(refused, checked.otherPurpose);
  }

  /** The company's document of `documentType`, read back in `trx`. */
  async function documentOf(
    trx: Kysely<Database>,
    ownerId: number,
    documentType: string,
  ): Promise<CompanyDocument> {
    const all = await createCompanyDocumentRepository(trx).listFor(ownerId);
    const found = all.find((record) => record.documentType === documentType);
    if (found === undefined) throw new AppError('NOT_FOUND');
    return toCompanyDocument(found);
  }

  return {
    createDocumentType(user, cnpj, input) {
      return db.transaction().execute(async (trx) => {
        const company = await reachCustomer(trx, user, companyRef(cnpj), { lock: true });
        await checkFiles(trx, company.id, input.files);
        const repository = createCompanyDocumentRepository(trx);
        const now = clock();
        const values = (input.documentValues ?? []).map((value) => value.trim());
        const id = await repository.insertType(company.id, input.documentType, values, now);
        if (id === undefined) throw new AppError('DOCUMENT_TYPE_EXISTS');
        await repository.insertVersion(id, input.files, now);
        return documentOf(trx, company.id, input.documentType);
      });
    },

    createDocumentVersion(user, cnpj, input) {
      return db.transaction().execute(async (trx) => {
        const company = await reachCustomer(trx, user, companyRef(cnpj), { lock: true });
        const repository = createCompanyDocumentRepository(trx);
        const id = await repository.findTypeId(company.id, input.documentType);
        if (id === undefined) throw new AppError('NOT_FOUND');
        await checkFiles(trx, company.id, input.files);
        await repository.insertVersion(id, input.files, clock());
        return documentOf(trx, company.id, input.documentType);
      });
    },

    async list(user, cnpj) {
      const company = await reachCustomer(db, user, companyRef(cnpj));
      const records = await createCompanyDocumentRepository(db).listFor(company.id);
      return records.map(toCompanyDocument);
    },
  };
}
