/**
 * The brand mark's letters.
 * @module
 */

const SKIPPED = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'the', 'of', 'and', '&']);

/**
 * Up to two initials of a name, upper case: the first letters of its first and last
 * significant words ("Demo Câmbio" → "DC", "Casa de Câmbio Exemplo" → "CE", "Aurora" → "AU").
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word && !SKIPPED.has(word.toLowerCase()));
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = last ? [...first][0] + ([...last][0] ?? '') : [...first].slice(0, 2).join('');
  return letters.toLocaleUpperCase('pt-BR');
}
