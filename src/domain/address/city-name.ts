/**
 * City names compared as people type them (spec operations §2.3 "City search", §8.2): without
 * accents, case or extra spaces, so 'sao paulo' is São Paulo. Shared by the server's served-set
 * lookup and the checkout's check of the delivery address.
 * @module
 */

/**
 * A name folded for comparison: no accents, no case, single spaces.
 * @example foldCityName('  São  Paulo ') // 'sao paulo'
 */
export function foldCityName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Whether a city (name and state) is `place`, names compared folded and states by their letters.
 * @example isSameCity({ name: 'Goiânia', state: 'GO' }, 'goiania', 'go') // true
 */
export function isSameCity(
  place: { name: string; state: string },
  city: string,
  state: string,
): boolean {
  return (
    place.state.toUpperCase() === state.trim().toUpperCase() &&
    foldCityName(place.name) === foldCityName(city)
  );
}
