/**
 * The operations of the app's own OpenAPI document, with their parameters and body schema and
 * every local `$ref` followed, so that the hostile-input property test derives its requests
 * from each route's contract rather than from a list kept by hand (issue 14).
 * @module
 */

/** A JSON Schema as the document carries it (only what the generators read). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Where a parameter goes in the request. */
export type ParameterLocation = 'path' | 'query' | 'header';

/** One parameter of an operation, its schema resolved. */
export interface Parameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the document. */
export interface Operation {
  /** Upper-case HTTP method. */
  method: string;
  /** The path template, e.g. `/api/customers/v1/physicals/{cpf}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, resolved; `undefined` when the operation documents none. */
  jsonBody: JsonSchema | undefined;
  /** Whether the body is documented as required. */
  bodyRequired: boolean;
  /** Status codes the operation documents. */
  statuses: string[];
}

/** The parts of an OpenAPI 3.1 document the walker reads. */
interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: Record<string, unknown>;
}

interface RawParameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface RawOperation {
  parameters?: RawParameter[];
  requestBody?: {
    $ref?: string;
    required?: boolean;
    content?: Record<string, { schema?: JsonSchema }>;
  };
  responses?: Record<string, unknown>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** The value a local JSON pointer (`#/components/schemas/Money`) names in `document`. */
function pointerTarget(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`only local references are followed: ${ref}`);
  let at: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof at !== 'object' || at === null || !(key in at)) {
      throw new Error(`unresolved reference ${ref}`);
    }
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/**
 * A copy of `value` with every `$ref` replaced by its target. A reference met again inside its
 * own expansion (a recursive schema) is cut to `{}`: any value.
 */
export function resolveRefs<T>(document: unknown, value: T, seen: readonly string[] = []): T {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(document, item, seen)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.$ref === 'string') {
    const ref = record.$ref;
    if (seen.includes(ref)) return {} as T;
    return resolveRefs(document, pointerTarget(document, ref), [...seen, ref]) as T;
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, child]) => [key, resolveRefs(document, child, seen)]),
  ) as T;
}

function isLocation(value: string): value is ParameterLocation {
  return value === 'path' || value === 'query' || value === 'header';
}

/** Every operation of `document`, in the document's order. */
export function operationsOf(document: unknown): Operation[] {
  const resolved = resolveRefs(document, document as OpenApiDocument);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(resolved.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = (raw.parameters ?? []).flatMap((parameter): Parameter[] =>
        isLocation(parameter.in)
          ? [
              {
                name: parameter.name,
                in: parameter.in,
                required: parameter.required ?? parameter.in === 'path',
                schema: parameter.schema ?? {},
              },
            ]
          : [],
      );
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters,
        jsonBody: raw.requestBody?.content?.['application/json']?.schema,
        bodyRequired: raw.requestBody?.required ?? false,
        statuses: Object.keys(raw.responses ?? {}),
      });
    }
  }
  return operations;
}

/** The name a failure report and `FUZZ_ROUTE` use: `POST /api/v1/remittances/`. */
export function operationName(operation: Pick<Operation, 'method' | 'path'>): string {
  return `${operation.method} ${operation.path}`;
}
