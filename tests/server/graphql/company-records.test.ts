import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';
import { insertUpload } from '../uploads/upload-records';
import { CLIENTE, EMPRESA, cnpjOf, insertCustomer, signedIn } from '../customers/customer-fixtures';
import { codeOf, graphqlCaller } from './graphql-harness';

/** Another company, linked to the demo correspondent, without a capital limit. */
const OUTRA = { email: 'outra-capfin@demo.test', cnpj: cnpjOf('778899660001') };
const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';

const CAPFIN_FIELDS =
  'limitDays operationLimit utilizado requestChangeFail operationalLimitPeriod operationalLimit operationalLimitUsed view { max used available percentageOfUse warning lastRequestStatus }';
const DOCUMENT_FIELDS =
  'documentType documentValues versions { approved createdAt files { key side } }';
const CREATE_TYPE = `mutation($t: String!, $v: [String!], $f: [DocumentFileInput!]!) {
  createNewDocumentType(documentType: $t, documentValues: $v, files: $f) { ${DOCUMENT_FIELDS} }
}`;
const CREATE_VERSION = `mutation($t: String!, $f: [DocumentFileInput!]!) {
  createNewDocumentVersion(documentType: $t, files: $f) { ${DOCUMENT_FIELDS} }
}`;

interface Document {
  documentType: string;
  documentValues: string[];
  versions: {
    approved: boolean | null;
    createdAt: string;
    files: { key: string; side: string }[];
  }[];
}

describe(`GraphQL: the capital limit and the identity documents (${target})`, () => {
  let t: TestApp;
  let company: Record<string, string>;
  let other: Record<string, string>;
  let individual: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    await insertCustomer(t.db, {
      ...OUTRA,
      name: 'Outra Capfin Comercial Ltda',
      correspondents: [1],
    });
    company = await signedIn(t.app, EMPRESA.email);
    other = await signedIn(t.app, OUTRA.email);
    individual = await signedIn(t.app, CLIENTE.email);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const gql = graphqlCaller(() => t.app);
  const upload = (email: string = EMPRESA.email) => insertUpload(t.db, email, 'company-document');
  const twoFiles = async (email: string = EMPRESA.email) => [
    { key: await upload(email), side: 'FRONT' },
    { key: await upload(email), side: 'BACK' },
  ];
  const restDocuments = async (): Promise<Document[]> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers/v1/legals/${EMPRESA.cnpj}/documents`,
      headers: company,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Document[];
  };

  describe('getTitularCapFin', () => {
    test('answers the REST limit of the company, with or without its CNPJ', async () => {
      const rest = await t.app.inject({
        method: 'GET',
        url: `/api/customers/v1/legals/${EMPRESA.cnpj}/limit`,
        headers: company,
      });
      const own = await gql(company, `{ getTitularCapFin { ${CAPFIN_FIELDS} } }`);
      expect(own.errors).toBeUndefined();
      expect(own.data?.getTitularCapFin).toEqual(rest.json());
      expect(own.data?.getTitularCapFin).toMatchObject({
        limitDays: 365,
        operationLimit: 10_000_000,
        utilizado: 0,
        requestChangeFail: false,
      });
      const named = await gql(
        company,
        'query($c: String) { getTitularCapFin(cnpj: $c) { operationLimit } }',
        { c: '11.222.333/0001-81' },
      );
      expect(named.data).toEqual({ getTitularCapFin: { operationLimit: 10_000_000 } });
    });

    test('a company without a limit gets the spec defaults 0 / 0 / 0 with requestChangeFail', async () => {
      const answer = await gql(
        other,
        '{ getTitularCapFin { limitDays operationLimit utilizado requestChangeFail } }',
      );
      expect(answer.data).toEqual({
        getTitularCapFin: {
          limitDays: 0,
          operationLimit: 0,
          utilizado: 0,
          requestChangeFail: true,
        },
      });
    });

    test("refuses another company's CNPJ, an individual, no session and a malformed CNPJ", async () => {
      const query = 'query($c: String) { getTitularCapFin(cnpj: $c) { operationLimit } }';
      const theirs = await gql(company, query, { c: OUTRA.cnpj });
      expect(codeOf(theirs)).toBe('FORBIDDEN');
      expect(theirs.data).toBeNull();
      expect(codeOf(await gql(other, query, { c: EMPRESA.cnpj }))).toBe('FORBIDDEN');
      expect(codeOf(await gql(individual, query))).toBe('FORBIDDEN');
      expect(codeOf(await gql({ correspondent_id: '1' }, query))).toBe('UNAUTHENTICATED');
      const malformed = await gql(company, query, { c: '11222333000100' });
      expect(codeOf(malformed)).toBe('VALIDATION_FAILED');
      expect(malformed.errors?.[0]?.extensions.fields).toEqual([
        expect.objectContaining({ field: 'cnpj' }),
      ]);
    });
  });

  describe('createNewDocumentType and createNewDocumentVersion', () => {
    test('registers a type with its first version, under review, shown by legalPerson and REST', async () => {
      const files = await twoFiles();
      const answer = await gql(company, CREATE_TYPE, {
        t: 'PASSPORT',
        v: [' FX123456 '],
        f: files,
      });
      expect(answer.errors).toBeUndefined();
      const created = answer.data?.createNewDocumentType as Document;
      expect(created).toMatchObject({
        documentType: 'PASSPORT',
        documentValues: ['FX123456'],
        versions: [{ approved: null, files }],
      });
      const rest = await restDocuments();
      expect(rest.find((document) => document.documentType === 'PASSPORT')).toEqual(created);
      const record = await gql(company, `{ legalPerson { documents { ${DOCUMENT_FIELDS} } } }`);
      expect(record.errors).toBeUndefined();
      expect((record.data?.legalPerson as { documents: Document[] }).documents).toEqual(rest);
    });

    test('without documentValues, and a second time for the same type answers DOCUMENT_TYPE_EXISTS', async () => {
      const first = await gql(company, CREATE_TYPE, { t: 'RNE', f: await twoFiles() });
      expect(first.errors).toBeUndefined();
      expect(first.data?.createNewDocumentType).toMatchObject({
        documentType: 'RNE',
        documentValues: [],
      });
      const again = await gql(company, CREATE_TYPE, { t: 'RNE', f: await twoFiles() });
      expect(codeOf(again)).toBe('DOCUMENT_TYPE_EXISTS');
      expect(again.errors?.[0]?.path).toEqual(['createNewDocumentType']);
      const rne = (await restDocuments()).find((document) => document.documentType === 'RNE');
      expect(rne?.versions).toHaveLength(1);
    });

    test('a version created over GraphQL shows in the REST GET, and one created over REST in legalPerson', async () => {
      const registered = await gql(company, CREATE_TYPE, { t: 'CNH', f: await twoFiles() });
      expect(registered.errors).toBeUndefined();
      const overGraphql = await twoFiles();
      const answer = await gql(company, CREATE_VERSION, { t: 'CNH', f: overGraphql });
      expect(answer.errors).toBeUndefined();
      const document = answer.data?.createNewDocumentVersion as Document;
      expect(document.versions).toHaveLength(2);
      expect(document.versions[1]).toMatchObject({ approved: null, files: overGraphql });
      let rest = (await restDocuments()).find((found) => found.documentType === 'CNH');
      expect(rest).toEqual(document);

      const overRest = await twoFiles();
      const posted = await t.app.inject({
        method: 'POST',
        url: `/api/customers/v1/legals/${EMPRESA.cnpj}/documents/CNH/versions`,
        headers: company,
        payload: { files: overRest },
      });
      expect(posted.statusCode).toBe(201);
      rest = (await restDocuments()).find((found) => found.documentType === 'CNH');
      const record = await gql(company, `{ legalPerson { documents { ${DOCUMENT_FIELDS} } } }`);
      const cnh = (record.data?.legalPerson as { documents: Document[] }).documents.find(
        (found) => found.documentType === 'CNH',
      );
      expect(cnh?.versions).toHaveLength(3);
      expect(cnh?.versions[2]?.files).toEqual(overRest);
      expect(cnh).toEqual(rest);
    });

    test('a version of a type not registered answers NOT_FOUND', async () => {
      const answer = await gql(company, CREATE_VERSION, { t: 'RG', f: await twoFiles() });
      expect(codeOf(answer)).toBe('NOT_FOUND');
    });

    test("another company's upload key answers the catalogue's error at its field; nothing is written", async () => {
      const mine = await upload();
      const theirs = await upload(OUTRA.email);
      const files = [
        { key: mine, side: 'FRONT' },
        { key: theirs, side: 'BACK' },
      ];
      const answer = await gql({ ...company, 'accept-language': 'pt-BR' }, CREATE_TYPE, {
        t: 'RG',
        f: files,
      });
      expect(codeOf(answer)).toBe('VALIDATION_FAILED');
      expect(answer.errors?.[0]?.extensions.fields).toEqual([
        { field: 'files.1.key', message: expect.any(String) },
      ]);
      const english = await gql({ ...company, 'accept-language': 'en-US' }, CREATE_VERSION, {
        t: 'CNH',
        f: files,
      });
      expect(english.errors?.[0]?.extensions.fields).toEqual([
        { field: 'files.1.key', message: 'This file was not uploaded by you.' },
      ]);
      expect(answer.errors?.[0]?.extensions.fields?.[0]?.message).not.toBe(
        'This file was not uploaded by you.',
      );
      const documents = await restDocuments();
      expect(documents.map((document) => document.documentType)).not.toContain('RG');
      expect(
        documents.flatMap((document) => document.versions.flatMap((version) => version.files)),
      ).not.toContainEqual(expect.objectContaining({ key: theirs }));
    });

    test('refuses a bad type, sides and values with the contract at each argument', async () => {
      const [front, back] = await twoFiles();
      const badType = await gql(company, CREATE_TYPE, { t: 'VISA', f: [front, back] });
      expect(codeOf(badType)).toBe('VALIDATION_FAILED');
      expect(badType.errors?.[0]?.extensions.fields).toEqual([
        expect.objectContaining({ field: 'documentType' }),
      ]);
      const oneSide = await gql(company, CREATE_VERSION, {
        t: 'CNH',
        f: [front, { ...back, side: 'FRONT' }],
      });
      expect(oneSide.errors?.[0]?.extensions.fields).toEqual([
        expect.objectContaining({ field: 'files' }),
      ]);
      const badSide = await gql(company, CREATE_VERSION, {
        t: 'CNH',
        f: [front, { ...back, side: 'TOP' }],
      });
      expect(badSide.errors?.[0]?.extensions.fields).toContainEqual(
        expect.objectContaining({ field: 'files.1.side' }),
      );
      const tooMany = await gql(company, CREATE_TYPE, {
        t: 'RG',
        v: ['1', '2', '3', '4', '5', '6'],
        f: [front, back],
      });
      expect(tooMany.errors?.[0]?.extensions.fields).toEqual([
        expect.objectContaining({ field: 'documentValues' }),
      ]);
    });

    test('refuses an individual and a call without a session', async () => {
      const files = await twoFiles();
      expect(codeOf(await gql(individual, CREATE_TYPE, { t: 'RG', f: files }))).toBe('FORBIDDEN');
      expect(codeOf(await gql(individual, CREATE_VERSION, { t: 'CNH', f: files }))).toBe(
        'FORBIDDEN',
      );
      const anonymous = { correspondent_id: '1' };
      expect(codeOf(await gql(anonymous, CREATE_TYPE, { t: 'RG', f: files }))).toBe(
        'UNAUTHENTICATED',
      );
      expect(codeOf(await gql(anonymous, CREATE_VERSION, { t: 'CNH', f: files }))).toBe(
        'UNAUTHENTICATED',
      );
    });

    test("a company's documents are its own: another company's mutation lands on its own record", async () => {
      const files = await twoFiles(OUTRA.email);
      const answer = await gql(other, CREATE_TYPE, { t: 'RG', f: files });
      expect(answer.errors).toBeUndefined();
      expect((await restDocuments()).map((document) => document.documentType)).not.toContain('RG');
      // The other company cannot use the demo company's uploads either.
      const borrowed = await gql(other, CREATE_VERSION, { t: 'RG', f: await twoFiles() });
      expect(codeOf(borrowed)).toBe('VALIDATION_FAILED');
    });
  });

  test('the whole record with every list and the capital limit stays under the cost limit', async () => {
    const record = `legalPerson {
      cnpj name nickname email mobile profession wlStatus wlCorrespondents source pendencies revenue
      indicator { id } needsComplianceUpdate
      notificationStatus { operationalLimit { email { operationalLimitAt50 operationalLimitAt85 operationalLimitAt100 } } }
      personInCharge { doc email name }
      addresses { id nickname street number complement neighborhood city state country zipCode default }
      billingAddresses { id street number complement neighborhood city state country zipCode addressReceipt }
      documents { ${DOCUMENT_FIELDS} }
      beneficiaries { id fullName personType email phone cpf DNI CUIT currency type subType
        studyDocuments { key url }
        address { country state city neighborhood street number complement zipCode nickname }
        account { id type name currency number bankName bankCountry bankCode code { option value } iban bankAccountType bankBranch bankCode2 beneficiaryDocument { beneficiaryDocType value } } }
      accounts { id type name currency number bankName bankCountry bankCode code { option value } iban bankAccountType bankBranch bankCode2 inboundBankCode pixType pixKey beneficiaryDocument { beneficiaryDocType value } }
    }`;
    const answer = await gql(company, `{ ${record} getTitularCapFin { ${CAPFIN_FIELDS} } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.legalPerson).toMatchObject({ cnpj: EMPRESA.cnpj });
    expect(answer.data?.getTitularCapFin).toMatchObject({ limitDays: 365 });
  });

  test("a revenue above GraphQL's 32-bit Int (R$ 50 million) reads whole", async () => {
    await t.db
      .updateTable('users')
      .set({ income_cents: 5_000_000_000 })
      .where('email', '=', EMPRESA.email)
      .execute();
    const answer = await gql(company, '{ legalPerson { revenue } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.legalPerson).toEqual({ revenue: 5_000_000_000 });
  });
});
