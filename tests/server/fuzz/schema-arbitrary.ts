/**
 * Arbitraries derived from a route's own JSON Schema: at every field, the valid-ish value the
 * contract describes or a hostile one ({@link hostileFor}), so that a request gets past the
 * first check often enough to reach the code behind it.
 * @module
 */
import fc from 'fast-check';
import {
  hostileKey,
  hostileNumber,
  hostileText,
  hostileValue,
  setOwn,
  wrongType,
} from './hostile-values';
import type { JsonSchema } from './openapi-walker';

/** Past this depth of a schema, a value is only hostile (guards an unexpected recursion). */
const MAX_SCHEMA_DEPTH = 12;

/** Values known to reach deeper (seeded documents, ids), by field or parameter name. */
export type KnownValues = Readonly<Record<string, readonly unknown[]>>;

/** Options of {@link schemaArbitrary}. */
export interface SchemaArbitraryOptions {
  /** Values tried as valid-ish for fields of that name. */
  known?: KnownValues;
  /** How often a field is hostile, out of 10 (default 3; 0: only unknown keys are). */
  hostileWeight?: number;
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties !== undefined) return ['object'];
  if (schema.items !== undefined) return ['array'];
  return [];
}

function textMatching(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern, 'u'));
  } catch {
    return undefined;
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern !== undefined) {
    const matching = textMatching(schema.pattern);
    if (matching !== undefined) return matching;
  }
  switch (schema.format) {
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress();
    default:
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 20, 40),
      });
  }
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_000) + (integer ? 1 : 0);
  const high = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_000) - (integer ? 1 : 0);
  if (integer) {
    const min = Math.max(Math.ceil(low), Number.MIN_SAFE_INTEGER);
    const max = Math.min(Math.floor(high), Number.MAX_SAFE_INTEGER);
    return min <= max ? fc.integer({ min, max }) : fc.constant(min);
  }
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

/** Hostile values that fit the schema's type best, plus the wrong types. */
export function hostileFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const near: fc.Arbitrary<unknown>[] = [];
  if (types.includes('string')) {
    near.push(hostileText);
    if (schema.maxLength !== undefined) near.push(fc.constant('x'.repeat(schema.maxLength + 1)));
  }
  if (types.includes('integer') || types.includes('number')) {
    near.push(
      hostileNumber,
      hostileText.filter((text) => text.length < 100),
    );
  }
  if (types.includes('array')) {
    near.push(fc.constant(Array.from({ length: 10_000 }, () => 'x')));
  }
  if (types.includes('object')) {
    near.push(fc.tuple(hostileKey, hostileValue).map(([key, value]) => keyed(key, value)));
  }
  return near.length === 0 ? hostileValue : fc.oneof(...near, wrongType);
}

function keyed(key: string, value: unknown): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  setOwn(target, key, value);
  return target;
}

function validObject(
  schema: JsonSchema,
  options: SchemaArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, child] of Object.entries(properties)) {
    model[name] = fieldArbitrary(name, child, options, depth + 1);
  }
  const record = fc.record(model, { requiredKeys: schema.required ?? [] });
  // Now and then a key the contract does not know, hostile itself or holding a hostile value.
  return fc
    .tuple(record, fc.option(fc.tuple(hostileKey, hostileValue), { freq: 4 }))
    .map(([value, extra]) => {
      const target: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) setOwn(target, key, item);
      if (extra !== null) setOwn(target, extra[0], extra[1]);
      return target;
    });
}

function validValue(
  schema: JsonSchema,
  options: SchemaArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches !== undefined && branches.length > 0) {
    return fc.oneof(...branches.map((branch) => schemaArbitrary(branch, options, depth + 1)));
  }
  if (schema.allOf !== undefined && schema.allOf.length > 0) {
    const merged: JsonSchema = { ...schema, allOf: undefined };
    for (const part of schema.allOf) {
      merged.properties = { ...merged.properties, ...part.properties };
      merged.required = [...(merged.required ?? []), ...(part.required ?? [])];
      merged.type ??= part.type;
    }
    return validValue(merged, options, depth);
  }
  const types = typesOf(schema);
  if (types.length === 0) return hostileValue;
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return validString(schema);
        case 'integer':
          return validNumber(schema, true);
        case 'number':
          return validNumber(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return fc.array(schemaArbitrary(schema.items ?? {}, options, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
          });
        default:
          return validObject(schema, options, depth);
      }
    }),
  );
}

function fieldArbitrary(
  name: string,
  schema: JsonSchema,
  options: SchemaArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  const known = options.known?.[name];
  const own = schemaArbitrary(schema, options, depth);
  return known === undefined || known.length === 0 ? own : fc.oneof(own, fc.constantFrom(...known));
}

/**
 * Values for `schema`: mostly what it describes, with hostile values at any depth
 * (`hostileWeight` out of 10 at each field).
 */
export function schemaArbitrary(
  schema: JsonSchema,
  options: SchemaArbitraryOptions = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > MAX_SCHEMA_DEPTH) return hostileFor(schema);
  const hostileWeight = options.hostileWeight ?? 3;
  if (hostileWeight <= 0) return validValue(schema, options, depth);
  return fc.oneof(
    { weight: 10 - hostileWeight, arbitrary: validValue(schema, options, depth) },
    { weight: hostileWeight, arbitrary: hostileFor(schema) },
  );
}

/** Values for a named parameter or field, known values of that name among them. */
export function namedArbitrary(
  name: string,
  schema: JsonSchema,
  options: SchemaArbitraryOptions = {},
): fc.Arbitrary<unknown> {
  return fieldArbitrary(name, schema, options, 0);
}
