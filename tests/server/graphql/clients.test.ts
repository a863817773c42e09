import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_QUERY_DEPTH } from '../../../server/graphql/query-cost';
import { GRAPHQL_SCHEMA } from '../../../server/routes/graphql';
import { buildTestApp, type TestApp } from '../test-app';
import {
  CLIENTE,
  EMPRESA,
  cnpjOf,
  insertCustomer,
  signedIn,
  userId,
} from '../customers/customer-fixtures';
import { hans } from '../payees/payee-fixtures';
import { codeOf, graphqlCaller } from './graphql-harness';

/** Another company, linked to the demo correspondent. */
const OUTRA = { email: 'outra@demo.test', cnpj: cnpjOf('453215870001') };
/** A company not yet linked to any correspondent. */
const NOVA = { email: 'nova@demo.test', cnpj: cnpjOf('606606600001') };

const SEDE = {
  nickname: 'Sede',
  street: 'Avenida Paulista',
  number: 1000,
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
  zipCode: '01310-100',
};
const BILLING = { ...SEDE, nickname: undefined };
delete BILLING.nickname;

/** The beneficiary fixture as a GraphQL input (no `type`: a beneficiary is always abroad). */
const { type: _type, ...beneficiary } = hans;

const ADDRESS_FIELDS = 'id nickname street number city state zipCode default';
const BENEFICIARY_FIELDS =
  'id fullName personType currency type studyDocuments { key url } account { id name iban code { option value } }';

describe('POST /api/v1/clients (GraphQL)', () => {
  let t: TestApp;
  let company: Record<string, string>;
  let other: Record<string, string>;
  let individual: Record<string, string>;
  let unlinked: Record<string, string>;
  let receiptKey: string;
  let othersKey: string;

  async function uploadOf(email: string): Promise<string> {
    const id = await userId(t.db, email);
    const key = `uploads/${id}/${randomUUID()}/doc-remittance.pdf`;
    await t.db
      .insertInto('uploads')
      .values({
        user_id: id,
        key,
        resource: 'remittance',
        content_type: 'application/pdf',
        size: 1024,
        content: null,
        uploaded_at: new Date(),
      })
      .execute();
    return key;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    await insertCustomer(t.db, {
      ...OUTRA,
      name: 'Outra Comercio Exterior Ltda',
      correspondents: [1],
    });
    await insertCustomer(t.db, { ...NOVA, name: 'Nova Trading Ltda' });
    company = await signedIn(t.app, EMPRESA.email);
    other = await signedIn(t.app, OUTRA.email);
    individual = await signedIn(t.app, CLIENTE.email);
    unlinked = await signedIn(t.app, NOVA.email);
    receiptKey = await uploadOf(EMPRESA.email);
    othersKey = await uploadOf(OUTRA.email);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const gql = graphqlCaller(() => t.app);

  describe('who may call', () => {
    test('answers UNAUTHENTICATED, with the spec message, without a session', async () => {
      const answer = await gql(
        { 'accept-language': 'pt-BR', correspondent_id: '1' },
        '{ legalPerson { cnpj } }',
      );
      expect(answer.status).toBe(200);
      expect(answer.data).toBeNull();
      expect(answer.errors).toEqual([
        expect.objectContaining({
          message: 'Houve uma falha ao autenticar o cliente!',
          path: ['legalPerson'],
          extensions: { code: 'UNAUTHENTICATED' },
        }),
      ]);
    });

    test("refuses an individual's token on every company operation", async () => {
      expect(codeOf(await gql(individual, '{ legalPerson { cnpj } }'))).toBe('FORBIDDEN');
      expect(
        codeOf(await gql(individual, `{ legalPersonExists(cnpj: "${EMPRESA.cnpj}") { exists } }`)),
      ).toBe('FORBIDDEN');
      expect(
        codeOf(
          await gql(
            individual,
            'mutation($a: AddressInput!) { createNewAddress(address: $a) { id } }',
            {
              a: SEDE,
            },
          ),
        ),
      ).toBe('FORBIDDEN');
    });

    test('refuses a company not linked to the request correspondent, and one without the header', async () => {
      expect(codeOf(await gql(unlinked, '{ legalPerson { cnpj } }'))).toBe('FORBIDDEN');
      const { correspondent_id: _omitted, ...noTenant } = company;
      expect(codeOf(await gql(noTenant, '{ legalPerson { cnpj } }'))).toBe(
        'CORRESPONDENT_NOT_FOUND',
      );
    });

    test("a company cannot read another company's record or existence", async () => {
      expect(codeOf(await gql(company, `{ legalPerson(cnpj: "${OUTRA.cnpj}") { email } }`))).toBe(
        'FORBIDDEN',
      );
      const exists = await gql(
        company,
        `{ legalPersonExists(cnpj: "${OUTRA.cnpj}") { exists email } }`,
      );
      expect(codeOf(exists)).toBe('FORBIDDEN');
      expect(JSON.stringify(exists)).not.toContain(OUTRA.email);
    });
  });

  describe('queries', () => {
    test('legalPersonExists answers the company itself, with its e-mail', async () => {
      const answer = await gql(
        company,
        'query($c: String!) { legalPersonExists(cnpj: $c) { exists email } }',
        { c: '11.222.333/0001-81' },
      );
      expect(answer.data).toEqual({ legalPersonExists: { exists: true, email: EMPRESA.email } });
    });

    test('legalPersonExists refuses a malformed CNPJ', async () => {
      const answer = await gql(company, '{ legalPersonExists(cnpj: "123") { exists } }');
      expect(codeOf(answer)).toBe('VALIDATION_FAILED');
      expect(answer.errors?.[0]?.extensions.fields).toEqual([
        expect.objectContaining({ field: 'cnpj' }),
      ]);
    });

    test('legalPerson answers the REST record of the company', async () => {
      const fields =
        'cnpj name email mobile pendencies wlCorrespondents needsComplianceUpdate personInCharge { doc email name } notificationStatus { operationalLimit { email { operationalLimitAt50 operationalLimitAt85 operationalLimitAt100 } } } addresses { id } billingAddresses { id } documents { documentType }';
      const answer = await gql(company, `{ legalPerson { ${fields} } }`);
      const rest = await t.app.inject({
        method: 'GET',
        url: `/api/customers/v1/legals/${EMPRESA.cnpj}`,
        headers: company,
      });
      const record = rest.json() as Record<string, unknown>;
      expect(answer.data?.legalPerson).toMatchObject({
        cnpj: record.cnpj,
        name: record.name,
        email: record.email,
        mobile: record.mobile,
        pendencies: record.pendencies,
        wlCorrespondents: record.wlCorrespondents,
        personInCharge: record.personInCharge,
        notificationStatus: record.notificationStatus,
      });
    });
  });

  describe('addresses', () => {
    test('creates, updates and deletes an address; the first is the default', async () => {
      const created = await gql(
        company,
        `mutation($a: AddressInput!) { createNewAddress(address: $a) { ${ADDRESS_FIELDS} } }`,
        { a: SEDE },
      );
      const address = created.data?.createNewAddress as { id: number; default: boolean };
      expect(address).toMatchObject({ nickname: 'Sede', default: true });

      const updated = await gql(
        company,
        `mutation($id: Int!, $a: AddressInput!) { updateAddress(id: $id, address: $a) { ${ADDRESS_FIELDS} } }`,
        { id: address.id, a: { ...SEDE, nickname: 'Matriz', complement: 'Andar 10' } },
      );
      expect(updated.data?.updateAddress).toMatchObject({ id: address.id, nickname: 'Matriz' });

      const listed = await gql(company, '{ legalPerson { addresses { id nickname } } }');
      expect(listed.data?.legalPerson).toEqual({
        addresses: [{ id: address.id, nickname: 'Matriz' }],
      });

      const deleted = await gql(
        company,
        `mutation { deleteAddress(id: ${address.id}) { success } }`,
      );
      expect(deleted.data).toEqual({ deleteAddress: { success: true } });
      const again = await gql(company, `mutation { deleteAddress(id: ${address.id}) { success } }`);
      expect(codeOf(again)).toBe('NOT_FOUND');
    });

    test('refuses an invalid address with each field, in the request language', async () => {
      const answer = await gql(
        { ...company, 'accept-language': 'pt-BR' },
        'mutation($a: AddressInput!) { createNewAddress(address: $a) { id } }',
        { a: { ...SEDE, state: 'XX', zipCode: '0131' } },
      );
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Há campos inválidos no pedido.',
        extensions: { code: 'VALIDATION_FAILED' },
      });
      const fields = (answer.errors?.[0]?.extensions.fields ?? []) as { field: string }[];
      expect(fields.map((field) => field.field).sort()).toEqual([
        'address.state',
        'address.zipCode',
      ]);
    });

    test("a company cannot change another company's address", async () => {
      const created = await gql(
        other,
        'mutation($a: AddressInput!) { createNewAddress(address: $a) { id } }',
        { a: SEDE },
      );
      const id = (created.data?.createNewAddress as { id: number }).id;
      const update = await gql(
        company,
        'mutation($id: Int!, $a: AddressInput!) { updateAddress(id: $id, address: $a) { id } }',
        { id, a: SEDE },
      );
      expect(codeOf(update)).toBe('NOT_FOUND');
      expect(codeOf(await gql(company, `mutation { deleteAddress(id: ${id}) { success } }`))).toBe(
        'NOT_FOUND',
      );
    });
  });

  describe('billing addresses', () => {
    test('adds a billing address with its receipt and a new version of it', async () => {
      const added = await gql(
        company,
        'mutation($b: BillingAddressInput!) { addBillingAddress(billingAddress: $b) { id city addressReceipt } }',
        { b: { ...BILLING, addressReceipt: receiptKey } },
      );
      const billing = added.data?.addBillingAddress as { id: number };
      expect(added.data?.addBillingAddress).toMatchObject({
        city: 'São Paulo',
        addressReceipt: receiptKey,
      });

      const version = await gql(
        company,
        'mutation($id: Int!, $b: BillingAddressInput!) { addVersionBillingAddress(id: $id, billingAddress: $b) { id street addressReceipt } }',
        { id: billing.id, b: { ...BILLING, street: 'Rua Augusta', addressReceipt: receiptKey } },
      );
      expect(version.data?.addVersionBillingAddress).toEqual({
        id: billing.id,
        street: 'Rua Augusta',
        addressReceipt: receiptKey,
      });
    });

    test("refuses another customer's receipt and another company's billing address", async () => {
      const foreign = await gql(
        company,
        'mutation($b: BillingAddressInput!) { addBillingAddress(billingAddress: $b) { id } }',
        { b: { ...BILLING, addressReceipt: othersKey } },
      );
      expect(codeOf(foreign)).toBe('VALIDATION_FAILED');
      const theirs = await gql(
        other,
        'mutation($b: BillingAddressInput!) { addBillingAddress(billingAddress: $b) { id } }',
        { b: BILLING },
      );
      const id = (theirs.data?.addBillingAddress as { id: number }).id;
      const version = await gql(
        company,
        'mutation($id: Int!, $b: BillingAddressInput!) { addVersionBillingAddress(id: $id, billingAddress: $b) { id } }',
        { id, b: BILLING },
      );
      expect(codeOf(version)).toBe('NOT_FOUND');
    });
  });

  describe('updateLegalPerson and giveCorrespondentAccess', () => {
    test("updates the company's fields and leaves the others", async () => {
      const answer = await gql(
        company,
        'mutation($p: LegalPersonInput!) { updateLegalPerson(legalPerson: $p) { name profession personInCharge { name email doc } email } }',
        {
          p: {
            profession: 'Importação de máquinas',
            personInChargeName: 'Maria Souza',
            personInChargeEmail: 'maria@empresa.test',
            personInChargeDoc: CLIENTE.cpf,
          },
        },
      );
      expect(answer.data?.updateLegalPerson).toEqual({
        name: 'Empresa Demo Importadora Ltda',
        profession: 'Importação de máquinas',
        personInCharge: { name: 'Maria Souza', email: 'maria@empresa.test', doc: CLIENTE.cpf },
        email: EMPRESA.email,
      });
    });

    test('refuses an invalid update and an e-mail of another user', async () => {
      const invalid = await gql(
        company,
        'mutation { updateLegalPerson(legalPerson: { companyName: "X" }) { name } }',
      );
      expect(codeOf(invalid)).toBe('VALIDATION_FAILED');
      const taken = await gql(
        company,
        `mutation { updateLegalPerson(legalPerson: { email: "${OUTRA.email}" }) { name } }`,
      );
      expect(codeOf(taken)).toBe('EMAIL_ALREADY_IN_USE');
    });

    test('links an unlinked company to the request correspondent, only that one', async () => {
      const elsewhere = await gql(
        unlinked,
        'mutation { giveCorrespondentAccess(correspondentId: 2) { wlCorrespondents } }',
      );
      expect(codeOf(elsewhere)).toBe('FORBIDDEN');
      const linked = await gql(
        unlinked,
        'mutation { giveCorrespondentAccess(correspondentId: 1, indicatorId: 1) { wlCorrespondents indicator { id } } }',
      );
      expect(linked.data?.giveCorrespondentAccess).toEqual({
        wlCorrespondents: [1],
        indicator: { id: 1 },
      });
      expect(codeOf(await gql(unlinked, '{ legalPerson { cnpj } }'))).toBeUndefined();
    });

    test('refuses an unknown indicator', async () => {
      const answer = await gql(
        other,
        'mutation { giveCorrespondentAccess(correspondentId: 1, indicatorId: 999999) { cnpj } }',
      );
      expect(codeOf(answer)).toBe('VALIDATION_FAILED');
    });
  });

  describe('beneficiaries and accounts', () => {
    let beneficiaryId: number;

    test('creates a beneficiary that legalPerson lists by type and currency', async () => {
      const created = await gql(
        company,
        `mutation($b: BeneficiaryInput!) { createNewBeneficiary(beneficiary: $b) { ${BENEFICIARY_FIELDS} } }`,
        { b: beneficiary },
      );
      const made = created.data?.createNewBeneficiary as { id: number };
      expect(made).toMatchObject({
        fullName: 'Hans Peter Müller',
        personType: 'physical',
        currency: 'EUR',
        type: 'OUTBOUND',
        account: { iban: 'DE89370400440532013000', code: { option: 'IBAN' } },
      });
      beneficiaryId = made.id;

      const listed = await gql(
        company,
        '{ legalPerson { eur: beneficiaries(type: OUTBOUND, currency: "EUR") { id } usd: beneficiaries(currency: "USD") { id } } }',
      );
      expect(listed.data?.legalPerson).toEqual({ eur: [{ id: beneficiaryId }], usd: [] });
      const theirs = await gql(other, '{ legalPerson { beneficiaries { id } } }');
      expect(theirs.data?.legalPerson).toEqual({ beneficiaries: [] });
    });

    test('refuses an invalid beneficiary with its fields', async () => {
      const answer = await gql(
        company,
        'mutation($b: BeneficiaryInput!) { createNewBeneficiary(beneficiary: $b) { id } }',
        {
          b: {
            ...beneficiary,
            fullName: 'Hans',
            account: { ...beneficiary.account, currency: 'USD' },
          },
        },
      );
      expect(codeOf(answer)).toBe('VALIDATION_FAILED');
      const fields = (answer.errors?.[0]?.extensions.fields ?? []) as { field: string }[];
      expect(fields.map((field) => field.field)).toContain('beneficiary.fullName');
    });

    test('sets study documents from the company’s own uploads only', async () => {
      const set = await gql(
        company,
        `mutation($id: Int!, $d: [StudyDocumentInput!]!) { setBeneficiaryStudyDocuments(id: $id, studyDocuments: $d) { studyDocuments { key url } } }`,
        { id: beneficiaryId, d: [{ key: receiptKey }] },
      );
      expect(set.data?.setBeneficiaryStudyDocuments).toEqual({
        studyDocuments: [{ key: receiptKey, url: expect.any(String) }],
      });
      const foreign = await gql(
        company,
        `mutation($id: Int!, $d: [StudyDocumentInput!]!) { setBeneficiaryStudyDocuments(id: $id, studyDocuments: $d) { id } }`,
        { id: beneficiaryId, d: [{ key: othersKey }] },
      );
      expect(codeOf(foreign)).toBe('VALIDATION_FAILED');
      const notTheirs = await gql(
        other,
        `mutation($id: Int!, $d: [StudyDocumentInput!]!) { setBeneficiaryStudyDocuments(id: $id, studyDocuments: $d) { id } }`,
        { id: beneficiaryId, d: [] },
      );
      expect(codeOf(notTheirs)).toBe('NOT_FOUND');
    });

    test("a company cannot delete another company's beneficiary; its own goes", async () => {
      expect(
        codeOf(
          await gql(other, `mutation { deleteBeneficiary(id: ${beneficiaryId}) { success } }`),
        ),
      ).toBe('NOT_FOUND');
      const deleted = await gql(
        company,
        `mutation { deleteBeneficiary(id: ${beneficiaryId}) { success } }`,
      );
      expect(deleted.data).toEqual({ deleteBeneficiary: { success: true } });
    });

    test('creates inbound (PIX on its own CNPJ) and outbound accounts, filtered by type', async () => {
      const inbound = await gql(
        company,
        'mutation($i: InboundAccountInput) { createNewBankAccount(inbound: $i) { id type currency pixType pixKey } }',
        { i: { name: 'Empresa Demo', pixType: 'cnpj', pixKey: '11.222.333/0001-81' } },
      );
      expect(inbound.data?.createNewBankAccount).toMatchObject({
        type: 'INBOUND',
        currency: 'BRL',
        pixType: 'cnpj',
        pixKey: EMPRESA.cnpj,
      });
      const outbound = await gql(
        company,
        'mutation($o: OutboundAccountInput) { createNewBankAccount(outbound: $o) { id type currency iban } }',
        { o: beneficiary.account },
      );
      const account = outbound.data?.createNewBankAccount as { id: number };
      expect(account).toMatchObject({ type: 'OUTBOUND', currency: 'EUR' });

      const listed = await gql(
        company,
        '{ legalPerson { inbound: accounts(type: INBOUND) { type } outbound: accounts(type: OUTBOUND, currency: "EUR") { id } } }',
      );
      expect(listed.data?.legalPerson).toEqual({
        inbound: [{ type: 'INBOUND' }],
        outbound: [{ id: account.id }],
      });

      expect(
        codeOf(await gql(other, `mutation { deleteBankAccount(id: ${account.id}) { success } }`)),
      ).toBe('NOT_FOUND');
      const deleted = await gql(
        company,
        `mutation { deleteBankAccount(id: ${account.id}) { success } }`,
      );
      expect(deleted.data).toEqual({ deleteBankAccount: { success: true } });
    });

    test("refuses a PIX key on another company's CNPJ, and neither or both inputs", async () => {
      const foreignKey = await gql(
        company,
        'mutation($i: InboundAccountInput) { createNewBankAccount(inbound: $i) { id } }',
        { i: { name: 'Empresa Demo', pixType: 'cnpj', pixKey: OUTRA.cnpj } },
      );
      expect(codeOf(foreignKey)).toBe('VALIDATION_FAILED');
      expect(codeOf(await gql(company, 'mutation { createNewBankAccount { id } }'))).toBe(
        'VALIDATION_FAILED',
      );
      const both = await gql(
        company,
        'mutation($i: InboundAccountInput, $o: OutboundAccountInput) { createNewBankAccount(inbound: $i, outbound: $o) { id } }',
        {
          i: { name: 'Empresa Demo', pixType: 'cnpj', pixKey: EMPRESA.cnpj },
          o: beneficiary.account,
        },
      );
      expect(codeOf(both)).toBe('VALIDATION_FAILED');
    });
  });

  describe('the request', () => {
    test('answers EMPTY_QUERY for a missing or blank query', async () => {
      for (const payload of [{}, { query: '' }, { query: '   ' }]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/clients',
          headers: company,
          payload,
        });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          data: null,
          errors: [
            { message: 'Requested query is missing or empty', extensions: { code: 'EMPTY_QUERY' } },
          ],
        });
      }
    });

    test('answers GRAPHQL_INVALID for a syntax error or an unknown field', async () => {
      for (const query of ['{ legalPerson { ', '{ nope }']) {
        const answer = await gql(company, query);
        expect(answer.status).toBe(400);
        expect(codeOf(answer)).toBe('GRAPHQL_INVALID');
      }
    });

    test(`refuses a query deeper than ${MAX_QUERY_DEPTH} levels`, async () => {
      const deepest = await gql(
        company,
        '{ legalPerson { documents { versions { files { key } } } beneficiaries { account { code { option } } } } }',
      );
      expect(deepest.errors).toBeUndefined();
      const introspection =
        '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }';
      const answer = await gql(company, introspection);
      expect(answer.status).toBe(400);
      expect(answer.data).toBeNull();
      expect(codeOf(answer)).toBe('QUERY_TOO_DEEP');
      expect(answer.errors?.[0]?.message).toBe(
        `The query is too deep: at most ${MAX_QUERY_DEPTH} levels.`,
      );
    });

    test('refuses an abusive query by its cost before running it', async () => {
      const copy = (n: number) =>
        `c${n}: legalPerson { documents { versions { files { key side } } } beneficiaries { address { city } account { code { value } } } accounts { id } }`;
      const answer = await gql(
        company,
        `{ ${Array.from({ length: 10 }, (_, n) => copy(n)).join(' ')} }`,
      );
      expect(answer.status).toBe(400);
      expect(answer.data).toBeNull();
      expect(codeOf(answer)).toBe('QUERY_TOO_COMPLEX');
      expect(answer.errors?.[0]?.message).toMatch(
        /^The query is too complex: cost \d+, at most 1000\.$/,
      );
    });

    test('refuses a body over 64 KB, a GET and a wrong content type in the GraphQL shape', async () => {
      const big = await t.app.inject({
        method: 'POST',
        url: '/api/v1/clients',
        headers: company,
        payload: { query: `{ legalPerson { cnpj } } # ${'x'.repeat(70 * 1024)}` },
      });
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({ errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
      const get = await t.app.inject({
        method: 'GET',
        url: '/api/v1/clients?query=%7BlegalPerson%7Bcnpj%7D%7D',
        headers: company,
      });
      expect(get.statusCode).toBe(405);
      expect(get.json()).toMatchObject({
        errors: [{ extensions: { code: 'METHOD_NOT_ALLOWED' } }],
      });
      const text = await t.app.inject({
        method: 'POST',
        url: '/api/v1/clients',
        headers: { ...company, 'content-type': 'text/plain' },
        payload: '{ legalPerson { cnpj } }',
      });
      expect(text.statusCode).toBe(415);
      expect(text.json()).toMatchObject({
        errors: [{ extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }],
      });
    });

    test('keeps the answers out of caches', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/clients',
        headers: company,
        payload: { query: '{ legalPerson { cnpj } }' },
      });
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  test('publishes the schema at /api/graphql/schema.graphql', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/graphql/schema.graphql' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/graphql; charset=utf-8');
    expect(response.body).toBe(GRAPHQL_SCHEMA);
    for (const operation of [
      'legalPersonExists',
      'legalPerson',
      'createNewAddress',
      'updateAddress',
      'deleteAddress',
      'addBillingAddress',
      'addVersionBillingAddress',
      'updateLegalPerson',
      'giveCorrespondentAccess',
      'createNewBeneficiary',
      'deleteBeneficiary',
      'setBeneficiaryStudyDocuments',
      'createNewBankAccount',
      'deleteBankAccount',
      'getTitularCapFin',
      'createNewDocumentType',
      'createNewDocumentVersion',
    ]) {
      expect(response.body).toContain(`  ${operation}(`);
    }
  });
});
