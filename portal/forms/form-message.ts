/**
 * A form's message before translation: a catalogue key (contract messages are `common` keys,
 * the page's own are `portal` keys) or text the API already wrote in the user's language. Kept
 * untranslated in state so a language switch re-renders every message in the new language.
 * @module
 */
import type { Translate } from '../app/locale';

/** A message to show beside a field or in a notice. */
export type FormMessage =
  { key: string; values?: Record<string, string | number> } | { text: string };

/** A `common` catalogue key (the contracts' messages). */
export function commonMessage(key: string): FormMessage {
  return { key: `common:${key}` };
}

/** Text already in the user's language (the API's field messages). */
export function textMessage(text: string): FormMessage {
  return { text };
}

/** The message in the current language. */
export function messageText(t: Translate, message: FormMessage | undefined): string | undefined {
  if (!message) return undefined;
  return 'text' in message ? message.text : t(message.key, message.values);
}

/** Contract keys by field → messages by field. */
export function commonMessages(
  errors: Readonly<Record<string, string>>,
): Record<string, FormMessage> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, commonMessage(key)]),
  );
}
