/**
 * Normalising a typed document number (CPF or CNPJ) before validation.
 * @module
 */

/**
 * Removes the separators people type in documents (dots, dashes, slashes, spaces) and upper-cases
 * letters (the alphanumeric CNPJ is case-insensitive, design §6). Any other character is kept,
 * so that garbage stays invalid instead of being silently dropped.
 */
export function stripDocument(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase();
}

/** Whether every character of `value` is the same one (e.g. `11111111111`). */
export function isRepeatedCharacter(value: string): boolean {
  return value.length > 0 && value.split('').every((c) => c === value[0]);
}
