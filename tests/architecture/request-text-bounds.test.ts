/**
 * Every text a request can carry has a maximum length (issue 14, item 7): a billing address's
 * `addressReceipt` once stored a 900 kB string. The OpenAPI document is built from the same zod
 * contracts the routes validate with, so walking each operation's body, query, path and header
 * schemas finds any `type: string` a contract left unbounded. Texts with a closed set of values
 * (`enum`, `const`) and binary parts (a multipart file) are bounded otherwise.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../server/test-app';

type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Enough fields that the walk cannot pass by finding none (the contracts have well over this). */
const MIN_STRING_FIELDS = 100;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The schema a local `$ref` (`#/components/schemas/X`) points at. */
function resolve(document: Json, ref: string): unknown {
  let node: unknown = document;
  for (const segment of ref.replace(/^#\//, '').split('/')) {
    if (!isObject(node)) return undefined;
    node = node[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return node;
}

/** The string schemas under `schema`, with their JSON paths, following `$ref`s once each. */
function stringSchemas(
  document: Json,
  schema: unknown,
  path: string,
  seen: Set<string> = new Set(),
): { path: string; schema: Json }[] {
  if (!isObject(schema)) return [];
  if (typeof schema.$ref === 'string') {
    if (seen.has(schema.$ref)) return [];
    return stringSchemas(
      document,
      resolve(document, schema.$ref),
      path,
      new Set([...seen, schema.$ref]),
    );
  }
  const found: { path: string; schema: Json }[] = [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string')) found.push({ path, schema });
  if (isObject(schema.properties)) {
    for (const [name, child] of Object.entries(schema.properties)) {
      found.push(...stringSchemas(document, child, `${path}.${name}`, seen));
    }
  }
  if (isObject(schema.additionalProperties)) {
    found.push(...stringSchemas(document, schema.additionalProperties, `${path}.*`, seen));
  }
  if (isObject(schema.items))
    found.push(...stringSchemas(document, schema.items, `${path}[]`, seen));
  if (Array.isArray(schema.prefixItems)) {
    schema.prefixItems.forEach((child, index) => {
      found.push(...stringSchemas(document, child, `${path}[${index}]`, seen));
    });
  }
  for (const combinator of ['anyOf', 'oneOf', 'allOf']) {
    const options = schema[combinator];
    if (Array.isArray(options)) {
      for (const option of options) found.push(...stringSchemas(document, option, path, seen));
    }
  }
  for (const keyword of ['not', 'if', 'then', 'else']) {
    if (isObject(schema[keyword]))
      found.push(...stringSchemas(document, schema[keyword], path, seen));
  }
  return found;
}

/** Whether a string schema is bounded some other way than a length. */
function isClosedOrBinary(schema: Json): boolean {
  return 'enum' in schema || 'const' in schema || schema.format === 'binary';
}

describe('request texts', () => {
  let t: TestApp;
  let document: Json;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    document = (await t.app.inject({ url: '/api/openapi.json' })).json();
  });
  afterAll(async () => {
    await t.close();
  });

  test('every string a request body, query, path or header carries has a maximum length', () => {
    const fields: { where: string; schema: Json }[] = [];
    const paths = isObject(document.paths) ? document.paths : {};
    for (const [route, item] of Object.entries(paths)) {
      if (!isObject(item)) continue;
      for (const method of METHODS) {
        const operation = item[method];
        if (!isObject(operation)) continue;
        const where = `${method.toUpperCase()} ${route}`;
        const parameters = [
          ...(Array.isArray(item.parameters) ? item.parameters : []),
          ...(Array.isArray(operation.parameters) ? operation.parameters : []),
        ];
        for (const raw of parameters) {
          const parameter =
            isObject(raw) && typeof raw.$ref === 'string' ? resolve(document, raw.$ref) : raw;
          if (!isObject(parameter)) continue;
          const at = `${where} ${String(parameter.in)}:${String(parameter.name)}`;
          for (const found of stringSchemas(document, parameter.schema, '$')) {
            fields.push({ where: `${at} ${found.path}`, schema: found.schema });
          }
        }
        const body = operation.requestBody;
        const content = isObject(body) && isObject(body.content) ? body.content : {};
        for (const [mediaType, media] of Object.entries(content)) {
          if (!isObject(media)) continue;
          for (const found of stringSchemas(document, media.schema, '$')) {
            fields.push({
              where: `${where} body(${mediaType}) ${found.path}`,
              schema: found.schema,
            });
          }
        }
      }
    }
    const checked = fields.filter((field) => !isClosedOrBinary(field.schema));
    const offenders = checked
      .filter((field) => typeof field.schema.maxLength !== 'number')
      .map((field) => field.where);
    expect(checked.length).toBeGreaterThanOrEqual(MIN_STRING_FIELDS);
    expect(offenders, `request strings without maxLength:\n${offenders.join('\n')}`).toEqual([]);
  });
});
