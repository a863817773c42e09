/**
 * Where a customer's CEP is, to order a correspondent's agents by distance (issue 17): the CEP is
 * looked up with the zip-code provider, and its city's centre is taken from the served set
 * (`served-cities.ts`), by the IBGE code the provider answers or, when it answers none (the
 * sandbox's state-only answers), by city name and state. A city outside the served set, an
 * unknown CEP or a provider that cannot answer give `undefined`: the agents list then keeps its
 * usual order rather than failing, since the order is a convenience, not the answer.
 * @module
 */
import type { Coordinates } from '../../../src/domain/address/distance';
import { normaliseZipCode } from '../../../src/domain/address/zip-code';
import {
  ZipCodeUnavailableError,
  type ZipCodeProvider,
} from '../../providers/zip-codes/zip-code-provider';
import { findServedCity, servedCityByIbge } from './served-cities';

/** The centre of the served city of a CEP, or `undefined` when it cannot be placed. */
export type CityLocator = (zipCode: string) => Promise<Coordinates | undefined>;

/** Creates the locator over a zip-code provider. */
export function createCityLocator({ zipCodes }: { zipCodes: ZipCodeProvider }): CityLocator {
  return async (zipCode) => {
    const digits = normaliseZipCode(zipCode);
    if (digits === undefined) return undefined;
    let found;
    try {
      found = await zipCodes.lookup(digits);
    } catch (error) {
      if (error instanceof ZipCodeUnavailableError) return undefined;
      throw error;
    }
    if (found === undefined) return undefined;
    const city =
      (found.ibge === null ? undefined : servedCityByIbge(found.ibge)) ??
      (found.city === '' ? undefined : findServedCity(found.city, found.state));
    return city === undefined ? undefined : { latitude: city.latitude, longitude: city.longitude };
  };
}
