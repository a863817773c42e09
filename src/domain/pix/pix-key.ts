/**
 * PIX keys of an account form (spec operations §3.12, §5.2) and their DICT formats (BCB "Manual
 * de Padrões para Iniciação do Pix" §2.5.1): CPF 11 digits, CNPJ 14 characters (the
 * alphanumeric CNPJ too), e-mail, mobile phone `+55DDNNNNNNNNN`, random key (EVP, a UUID written
 * with its hyphens), and the copy-paste code (a whole BR Code).
 *
 * A CPF or CNPJ key must be the customer's own registered document (spec §5.2
 * `doesDocumentMatch`): the account receives money for the person operating.
 * @module
 */
import { isValidCnpj } from '../documents/cnpj';
import { isValidCpf } from '../documents/cpf';
import { stripDocument } from '../documents/strip-document';
import { isValidEmail, normaliseEmail } from '../identity/email';
import type { CommonMessageKey } from '../identity/message-key';
import { toE164 } from '../identity/phone';
import { isPixCopyPasteCode } from './emv';

/** The PIX key types, as the account form names them (spec operations §3.12). */
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'hash', 'qrcode'] as const;

/** A PIX key type: hash is the random key, qrcode the copy-paste code. */
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** Longest e-mail key the DICT accepts. */
export const PIX_EMAIL_MAX_LENGTH = 77;

/** A random key (EVP): a UUID, any version, hyphenated (DICT). */
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is one of the PIX key types. */
export function isPixKeyType(value: unknown): value is PixKeyType {
  return typeof value === 'string' && (PIX_KEY_TYPES as readonly string[]).includes(value);
}

/** A Brazilian mobile number in E.164 (`+5561912345678`), or `undefined`. */
function brazilianMobileE164(value: string): string | undefined {
  const e164 = toE164(value, 'BR');
  return e164?.startsWith('+55') ? e164 : undefined;
}

/**
 * The catalogue message of what is wrong with a PIX key, or `undefined` when it is acceptable.
 * `ownerDocument`, the customer's registered CPF/CNPJ, is checked against cpf/cnpj keys when
 * given.
 */
export function pixKeyViolation(
  type: PixKeyType,
  value: string,
  ownerDocument?: string,
): CommonMessageKey | undefined {
  const key = value.trim();
  if (key === '') return 'validation.required';
  switch (type) {
    case 'cpf':
    case 'cnpj': {
      const valid = type === 'cpf' ? isValidCpf(key) : isValidCnpj(key);
      if (!valid) return type === 'cpf' ? 'validation.cpf' : 'validation.cnpj';
      if (ownerDocument !== undefined && stripDocument(key) !== stripDocument(ownerDocument)) {
        return 'validation.pix.doesDocumentMatch';
      }
      return undefined;
    }
    case 'email':
      return isValidEmail(key) && key.length <= PIX_EMAIL_MAX_LENGTH
        ? undefined
        : 'validation.email';
    case 'phone':
      return brazilianMobileE164(key) ? undefined : 'validation.pix.phone';
    case 'hash':
      return EVP.test(key) ? undefined : 'validation.pix.hash';
    case 'qrcode':
      return isPixCopyPasteCode(key) ? undefined : 'validation.pix.qrcode';
  }
}

/** Whether a PIX key is acceptable (see {@link pixKeyViolation}). */
export function isValidPixKey(type: PixKeyType, value: string, ownerDocument?: string): boolean {
  return pixKeyViolation(type, value, ownerDocument) === undefined;
}

/**
 * A valid key in its DICT format (manual §2.5.1): documents bare (CNPJ letters upper-case),
 * e-mail lower-case, phone E.164, random key lower-case; a copy-paste code trimmed. An invalid
 * key is returned trimmed.
 */
export function normalisePixKey(type: PixKeyType, value: string): string {
  const key = value.trim();
  if (pixKeyViolation(type, key) !== undefined) return key;
  switch (type) {
    case 'cpf':
    case 'cnpj':
      return stripDocument(key);
    case 'email':
      return normaliseEmail(key);
    case 'phone':
      return brazilianMobileE164(key) ?? key;
    case 'hash':
      return key.toLowerCase();
    case 'qrcode':
      return key;
  }
}
