/**
 * The cities where paper money is delivered at home (spec operations §1 "Paper money": "Home
 * delivery is offered in major Brazilian cities. Some cities are not served"; §2.3, §8.2): the
 * served set shipped with the repository (`server/data/served-cities.json`, IBGE municipality
 * codes, names, states and city-centre coordinates: the 27 state capitals and every other
 * municipality of more than about 300,000 inhabitants, IBGE 2022 census and 2021 estimates),
 * searched without accents or case. `tests/server/services/paper-money/served-cities.test.ts`
 * checks every code's IBGE check digit (`src/domain/address/ibge-code.ts`), its state prefix,
 * the coordinates, and that every sandbox agent's city is served.
 * @module
 */
import { foldCityName, isSameCity } from '../../../src/domain/address/city-name';
import servedCities from '../../data/served-cities.json' with { type: 'json' };

/** A served municipality. */
export interface ServedCity {
  /** The IBGE municipality code, 7 digits. */
  ibge: string;
  name: string;
  /** The state's two letters. */
  state: string;
  latitude: number;
  longitude: number;
}

const CITIES: readonly ServedCity[] = servedCities;

export { foldCityName };

/** The served city of this name in this state, if it is served. */
export function findServedCity(city: string, state: string): ServedCity | undefined {
  return CITIES.find((served) => isSameCity(served, city, state));
}

/** The served city of an IBGE code. */
export function servedCityByIbge(code: string): ServedCity | undefined {
  return CITIES.find((served) => served.ibge === code);
}

/**
 * Served cities whose name contains the query (accents and case ignored): those whose name, or
 * a word of it, starts with the query first ("sao" → São Bernardo… before Mogi das Cruzes), then
 * the others, each group by name.
 */
export function searchServedCities(query: string, limit = 10): ServedCity[] {
  const folded = foldCityName(query);
  if (folded === '') return [];
  const starting: ServedCity[] = [];
  const containing: ServedCity[] = [];
  for (const served of CITIES) {
    const name = foldCityName(served.name);
    if (name.startsWith(folded) || name.includes(` ${folded}`)) starting.push(served);
    else if (name.includes(folded)) containing.push(served);
  }
  return [...starting, ...containing].slice(0, limit);
}
