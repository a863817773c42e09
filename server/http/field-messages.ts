/**
 * The messages of `fields[]` in an error body (spec platform §5 "Generic field messages", §8):
 * contracts carry keys of the `common` catalogue as their messages (`validation.required`,
 * see `src/domain/identity/message-key.ts`), answered here as text in the caller's language;
 * anything else (zod's own English wording for a wrong type) becomes the spec's generic
 * 'Campo {0} é inválido' / 'Field {0} is invalid' with the field's name.
 * @module
 */
import type { i18n } from 'i18next';
import { createI18n, resources, type Locale } from '../../src/i18n';

/** Issue details a catalogue message may interpolate (zod's `minimum`, `maximum`…). */
export type FieldMessageParams = Readonly<Record<string, unknown>>;

// One i18next instance per locale for the whole process (created on first use): translating
// is read-only, and i18next does the lookup and the `{{name}}` interpolation.
const translators = new Map<Locale, i18n>();

function translator(locale: Locale): i18n {
  let instance = translators.get(locale);
  if (instance === undefined) {
    instance = createI18n(locale);
    translators.set(locale, instance);
  }
  return instance;
}

/** Whether `message` is the dotted key of a message (not of a group) in the `common` catalogue. */
export function isCommonMessageKey(message: string): boolean {
  let node: unknown = resources['pt-BR'].common;
  for (const segment of message.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, segment)) return false;
    node = (node as Record<string, unknown>)[segment];
  }
  return typeof node === 'string';
}

/** Interpolation values: the field's name, a length bound under the catalogue's `length`. */
function interpolation(field: string, params: FieldMessageParams): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  const bound = params.maximum ?? params.minimum;
  return {
    ...values,
    ...(typeof bound === 'number' || typeof bound === 'bigint' ? { length: String(bound) } : {}),
    field,
  };
}

/** The spec's generic message for an invalid field, in `locale`. */
export function invalidFieldMessage(field: string, locale: Locale): string {
  return translator(locale).t('general.invalidField', { ns: 'common', 0: field });
}

/**
 * The text of a field message in `locale`: a `common` catalogue key is translated (with the
 * field's name and the bounds filled in); `undefined` for any other message.
 */
export function translateFieldMessage(
  message: string,
  field: string,
  locale: Locale,
  params: FieldMessageParams = {},
): string | undefined {
  if (!isCommonMessageKey(message)) return undefined;
  return translator(locale).t(message, { ns: 'common', ...interpolation(field, params) });
}
