/**
 * The keys of the `common` catalogue as dotted paths (`validation.password.minLength`), so that a
 * rule naming a message that does not exist fails to compile instead of showing a raw key.
 * @module
 */
import type { common } from '../../i18n/locales/pt-BR/common';

/** Every dotted leaf path of a nested catalogue object. */
export type DottedKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${DottedKeys<T[K]>}`;
}[keyof T & string];

/**
 * A message key of the `common` namespace (i18next's default namespace, so `t(key)` finds it).
 * Domain rules answer codes plus one of these; the UI and the server translate them by locale.
 */
export type CommonMessageKey = DottedKeys<typeof common>;

/**
 * The error parameter of a zod check that carries a catalogue key instead of zod's bare
 * wording: `z.refine(isValidCpf, catalogueError('validation.cpf'))`. The issue's `message` is
 * then the key, which the server and the forms translate with `t(key)` in the caller's locale.
 */
export function catalogueError(key: CommonMessageKey): { error: CommonMessageKey } {
  return { error: key };
}
