/**
 * The keys that sign quotations (issue 13): `QUOTE_SIGNING_KEYS`, a comma-separated list of
 * `keyId:secret` whose first key signs and every key verifies (to rotate: put the new key first,
 * keep the old one until the longest quote validity has passed, then remove it). Unset, one key
 * is generated once into `DATA_DIR/quote-signing-key`: enough for one machine; processes on
 * several machines need the variable, with the same value everywhere.
 * @module
 */
import { keptSecret } from '../../kept-secret';

/** One signing key. */
export interface QuoteSigningKey {
  /** Short, URL-safe: it leads every token. */
  id: string;
  /** At least 32 characters. */
  secret: string;
}

/** The file, under the data folder, that keeps a generated key. */
export const QUOTE_KEY_FILE = 'quote-signing-key';

/** The id of the generated key. */
export const GENERATED_KEY_ID = 'k0';

const KEY_ID = /^[A-Za-z0-9_-]{1,16}$/;

/**
 * Parses `QUOTE_SIGNING_KEYS`.
 * @throws Error naming what is wrong (never the secret) when an entry is unusable.
 */
export function parseQuoteSigningKeys(raw: string): QuoteSigningKey[] {
  const keys = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry, index) => {
      const colon = entry.indexOf(':');
      const id = colon < 0 ? '' : entry.slice(0, colon);
      const secret = colon < 0 ? '' : entry.slice(colon + 1);
      if (!KEY_ID.test(id) || secret.length < 32) {
        throw new Error(
          `QUOTE_SIGNING_KEYS entry ${index + 1} must be keyId:secret, the id of 1-16 letters, ` +
            'digits, _ or -, the secret of at least 32 characters.',
        );
      }
      return { id, secret };
    });
  if (keys.length === 0) throw new Error('QUOTE_SIGNING_KEYS holds no key.');
  if (new Set(keys.map((key) => key.id)).size !== keys.length) {
    throw new Error('QUOTE_SIGNING_KEYS repeats a key id.');
  }
  return keys;
}

/** The configured keys, or the one kept under `dataDir` (created when missing). */
export function resolveQuoteSigningKeys(
  configured: readonly QuoteSigningKey[] | undefined,
  dataDir: string,
): readonly QuoteSigningKey[] {
  if (configured !== undefined && configured.length > 0) return configured;
  return [{ id: GENERATED_KEY_ID, secret: keptSecret(dataDir, QUOTE_KEY_FILE) }];
}
