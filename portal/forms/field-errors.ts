/**
 * Field errors of the portal's forms: the first message of each field, by dotted path
 * (`address.zipCode`), from a contract's issues (catalogue keys) or from the API's error body
 * (`fields[]`, already in the user's language).
 * @module
 */
import { ApiError } from '../../src/api/errors';

/** Messages by dotted field path; one per field, the first reported. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The part of a zod issue these helpers read. */
export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The dotted form of an issue path (`['address', 'zipCode']` → `address.zipCode`). */
export function pathKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** The first message of each path among `issues` (contract messages are catalogue keys). */
export function issuesToFieldErrors(issues: readonly IssueLike[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = pathKey(issue.path);
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The errors under `prefix.`, with the prefix taken off (`address.city` → `city`). */
export function errorsUnder(errors: FieldErrors, prefix: string): Record<string, string> {
  const nested: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(`${prefix}.`)) nested[key.slice(prefix.length + 1)] = message;
  }
  return nested;
}

/** The `fields` of an API error body (`[{field, message}]`), empty for any other failure. */
export function apiFieldErrors(error: unknown): { field: string; message: string }[] {
  return error instanceof ApiError ? (error.body?.fields ?? []) : [];
}

/**
 * Splits an API error's fields into those a form shows beside its own fields (`known`) and the
 * rest, written "<field> <message>" and joined with commas (spec platform §5 "Registration
 * server errors").
 */
export function splitApiFieldErrors(
  error: unknown,
  known: (field: string) => boolean,
): { fields: Record<string, string>; rest: string | undefined } {
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const { field, message } of apiFieldErrors(error)) {
    if (known(field)) {
      if (!(field in fields)) fields[field] = message;
    } else {
      rest.push(field ? `${field} ${message}` : message);
    }
  }
  return { fields, rest: rest.length > 0 ? rest.join(', ') : undefined };
}
