import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  isLeafType,
  isNonNullType,
  type GraphQLField,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EMPRESA, signedIn } from '../customers/customer-fixtures';
import { ANONYMOUS_QUERY_LIMIT_BYTES } from '../../../server/routes/graphql';
import { buildTestApp, type TestApp } from '../test-app';
import { codeOf, graphqlCaller } from './graphql-harness';

// Issue 36, item 3: a variable of the wrong type is the caller's mistake, never the server's. Every
// argument of every query and mutation of the schema, sent a value of each wrong kind (a number,
// a boolean, a list, an object or null where a String! is expected; a fraction, 1e308 or a numeric
// string for an Int; a word for an enum), answers 400 GRAPHQL_INVALID naming the variable — with
// or without a session, before any resolver runs. They answered 500.

const schema = buildSchema(readFileSync('server/graphql/schema.graphql', 'utf8'));

/** Values of every kind: for a given type, most of them are wrong. */
const VALUES: readonly unknown[] = [5, 1.5, 1e308, true, [], {}, null, '100', 'x', [1, 2]];

/** The operations that set each argument of `field` to `value` (a variable per argument). */
function operationsOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const text = `${kind} (${declared}) { ${field.name}(${passed})${selection} }`;
  return VALUES.flatMap((value) =>
    field.args
      .filter((arg) => isWrong(arg.type, value))
      .map((arg) => ({
        label: `${field.name}(${arg.name}: ${JSON.stringify(value)})`,
        text,
        // The others get nothing: a wrong one alone is enough to refuse the operation.
        variables: { [arg.name]: value },
      })),
  );
}

/** Whether `value` can never be coerced to `type` (a value some type accepts is left out). */
function isWrong(type: GraphQLField<unknown, unknown>['args'][number]['type'], value: unknown) {
  if (value === null) return isNonNullType(type);
  const named = getNamedType(type);
  if (isInputObjectType(named)) return typeof value !== 'object' || Array.isArray(value);
  switch (named.name) {
    case 'String':
    case 'ID':
      return typeof value !== 'string';
    case 'Int':
      return !(typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < 2 ** 31);
    case 'Boolean':
      return typeof value !== 'boolean';
    default:
      // An enum: none of the values above is one of its names.
      return true;
  }
}

const cases = [
  ...Object.values(schema.getQueryType()?.getFields() ?? {}).flatMap((f) =>
    operationsOf('query', f),
  ),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).flatMap((f) =>
    operationsOf('mutation', f),
  ),
];

describe("GraphQL input the server refuses as the caller's mistake (POST /api/v1/clients)", () => {
  let t: TestApp;
  const gql = graphqlCaller(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  test('cover every argument of the schema', () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  test.each([
    ['without a session', false],
    ["with a company's session", true],
  ])('answer 400 GRAPHQL_INVALID, never 500, %s', async (_label, session) => {
    const headers = {
      'accept-language': 'en-US',
      ...(session ? await signedIn(t.app, EMPRESA.email) : {}),
    };
    const wrong: string[] = [];
    for (const { label, text, variables } of cases) {
      const answer = await gql(headers, text, variables);
      if (answer.status !== 400 || codeOf(answer) !== 'GRAPHQL_INVALID') {
        wrong.push(`${label}: ${answer.status} ${codeOf(answer) ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  // Issue 36, item 4: a NUL written as `\u0000` inside a string literal of the query text is
  // decoded by GraphQL after the body's own check; it is refused at the argument, as a REST field
  // is, and nothing is written (it reached PostgreSQL: 500).
  test.each([
    [
      'updateLegalPerson',
      'mutation { updateLegalPerson(legalPerson: { profession: "a\\u0000b" }) { cnpj } }',
      'legalPerson.profession',
    ],
    [
      'createNewAddress',
      'mutation { createNewAddress(address: { nickname: "Sede\\u0000", street: "Rua A", neighborhood: "Centro", city: "São Paulo", state: "SP", country: "BR", zipCode: "01001000" }) { id } }',
      'address.nickname',
    ],
  ])('%s with a NUL in a string literal answers 422 at its field', async (_name, text, field) => {
    const headers = { 'accept-language': 'en-US', ...(await signedIn(t.app, EMPRESA.email)) };
    const addresses = await t.db.selectFrom('addresses').select('id').execute();
    const answer = await gql(headers, text);
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field }],
    });
    expect(await t.db.selectFrom('addresses').select('id').execute()).toHaveLength(
      addresses.length,
    );
  });

  // Issue 36, item 5: every operation needs a session, so a long query without one is answered
  // UNAUTHENTICATED before GraphQL parses and validates it (a 64 KB one cost 0.65 s of CPU); with
  // a session the same query is parsed (and here found invalid).
  test('a long query without a session is refused before it is parsed', async () => {
    const long = `{ ${'legalPerson { cnpj } '.repeat(ANONYMOUS_QUERY_LIMIT_BYTES / 10)} `;
    const anonymous = await gql({ 'accept-language': 'en-US' }, long);
    expect(anonymous.status).toBe(401);
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
    const signedInAnswer = await gql(
      { 'accept-language': 'en-US', ...(await signedIn(t.app, EMPRESA.email)) },
      long,
    );
    expect(signedInAnswer.status).toBe(400);
    expect(codeOf(signedInAnswer)).toBe('GRAPHQL_INVALID');
    // A short one without a session is read as before: its operation answers UNAUTHENTICATED.
    const short = await gql({ 'accept-language': 'en-US' }, '{ legalPerson { cnpj } }');
    expect(codeOf(short)).toBe('UNAUTHENTICATED');
  });
});
