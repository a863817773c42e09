/**
 * E-mail addresses (spec platform §5 "email: must be valid"): a practical check of what a mail
 * system will accept for a customer's inbox, not the full RFC 5322 grammar (quoted local parts
 * and IP-literal domains are refused: no customer types them, and they are a phishing favourite).
 * @module
 */

/** Longest address SMTP can carry (RFC 5321 path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest local part (RFC 5321). */
export const EMAIL_LOCAL_MAX_LENGTH = 64;

/** Characters allowed unquoted in a local part (RFC 5322 `atext`) plus the dot. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
/** A domain label: letters (any script, for internationalised domains), digits, inner hyphens. */
const DOMAIN_LABEL = /^[\p{L}\p{Nd}](?:[\p{L}\p{Nd}-]{0,61}[\p{L}\p{Nd}])?$/u;
/** A top-level domain: letters only, two or more (or an `xn--` punycode label). */
const TOP_LEVEL = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/u;

/** Trims and lower-cases: addresses are compared case-insensitively (logins, uniqueness). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Whether `email` is a deliverable-looking address: exactly one `@`; a local part of 1–64
 * unquoted characters, no leading, trailing or doubled dot; a domain of at least two labels,
 * each 1–63 letters/digits/inner hyphens, ending in an alphabetic top-level domain; 254
 * characters at most. Surrounding spaces are ignored (forms trim them).
 */
export function isValidEmail(email: string): boolean {
  const value = email.trim();
  if (value.length === 0 || value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > EMAIL_LOCAL_MAX_LENGTH || !LOCAL_PART.test(local)) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL.test(labels[labels.length - 1] ?? '');
}

/**
 * The address with most of its local part hidden, as the existence check answers it (spec
 * platform §8 `userSendInvitation`: "vamos enviar um e-mail para: {email}") so a stranger typing
 * someone's CPF learns where the invitation went without learning the address:
 * `joana.silva@example.com` → `jo*********@example.com`. One- and two-character local parts
 * keep only their first character.
 */
export function maskEmail(email: string): string {
  const value = normaliseEmail(email);
  const at = value.lastIndexOf('@');
  if (at < 1) return value;
  const local = value.slice(0, at);
  const visible = local.length <= 2 ? 1 : 2;
  return `${local.slice(0, visible)}${'*'.repeat(Math.max(3, local.length - visible))}${value.slice(at)}`;
}
