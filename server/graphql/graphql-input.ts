/**
 * GraphQL arguments checked with the same zod contracts as the REST bodies (one rule for both):
 * the GraphQL types only say a field's shape; the contract says what a valid value is. A failure
 * is VALIDATION_FAILED with each field at its dotted path under the argument's name, its message
 * a catalogue key (translated when the error is formatted).
 * @module
 */
import type * as z from 'zod/mini';
import { AppError } from '../errors/app-error';

/** `value` parsed by `schema`, else VALIDATION_FAILED naming each field under `argument`. */
export function parseArgument<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  argument: string,
): z.infer<S> {
  return parseUnder(schema, value, [argument]);
}

/**
 * An operation's arguments together, parsed by the REST body's `schema` (each argument one of
 * its fields), else VALIDATION_FAILED naming each field from its argument (`files.0.key`).
 */
export function parseArguments<S extends z.ZodMiniType>(schema: S, args: unknown): z.infer<S> {
  return parseUnder(schema, args, []);
}

function parseUnder<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  prefix: readonly string[],
): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError('VALIDATION_FAILED', {
    fields: parsed.error.issues.map((issue) => ({
      field: [...prefix, ...issue.path.map(String)].join('.'),
      message: issue.message,
    })),
  });
}

/**
 * A GraphQL input object without the keys sent as `null` for optional arguments that the
 * contract types as `optional` only (GraphQL has no "absent" for a nullable field in a list).
 */
export function withoutNulls<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== null),
  ) as Partial<T>;
}
