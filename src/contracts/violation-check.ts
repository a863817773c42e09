/**
 * Domain rules that answer a catalogue key (or `undefined`) as zod checks: the bridge between
 * `src/domain` validators (`pixKeyViolation`, `bankCodeViolation`…) and the contracts, so a rule
 * is written once and its message stays the rule's own.
 * @module
 */
import * as z from 'zod/mini';
import type { CommonMessageKey } from '../domain/identity/message-key';

/** A rule: the message of what is wrong with a value, or `undefined` when it is acceptable. */
export type Violation<T> = (value: T) => CommonMessageKey | undefined;

/**
 * A check on a value that reports the rule's own message at `path` (relative to the checked
 * value; empty for the value itself). On an object, it runs once the object parsed into its
 * shape; `when` may let it run earlier.
 */
export function violationCheck<T>(
  rule: Violation<T>,
  path: PropertyKey[] = [],
  when?: (payload: { value: unknown }) => boolean,
) {
  return z.superRefine<T>(
    (value, ctx) => {
      const message = rule(value);
      // A fresh array each time: zod prefixes the parents' keys onto the issue's path in place.
      if (message !== undefined) {
        ctx.addIssue({ code: 'custom', message, path: [...path], input: value });
      }
    },
    when ? { when } : undefined,
  );
}

/** Whether a value is a string with something other than spaces in it. */
export function isFilled(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
