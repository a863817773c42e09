/**
 * The address display rule (spec platform §5 "Address").
 * @module
 */

/** What the rule needs of an address: its street text and its number. */
export interface AddressDisplaySource {
  address: string | null | undefined;
  addressNumber: number | null | undefined;
}

/** The number part shown for an address without a number ("sem número"). */
export const NO_NUMBER = 'S/N';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * `'<address>, <number part>'`: empty address → `''`; the number part is `addressNumber` when
 * greater than 0, else `S/N`; when the text already contains the number part it is removed from
 * the text first, so `Rua A, 10` with number 10 shows once. The number only matches as a whole
 * token (so 10 is not cut out of "Rua 101") and the separators left behind are tidied.
 */
export function addressDisplay({ address, addressNumber }: AddressDisplaySource): string {
  const text = (address ?? '').trim();
  if (!text) return '';
  const numberPart =
    typeof addressNumber === 'number' && Number.isFinite(addressNumber) && addressNumber > 0
      ? String(addressNumber)
      : NO_NUMBER;
  const token = new RegExp(`(^|[^0-9A-Za-z])${escapeRegExp(numberPart)}(?=$|[^0-9A-Za-z])`, 'gi');
  const street = text
    .replace(token, '$1')
    .replace(/\s*,\s*(,\s*)+/g, ', ')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,\-–]+|[\s,\-–]+$/g, '');
  return street ? `${street}, ${numberPart}` : numberPart;
}
