/**
 * The served-cities search (spec operations §2.3 "City search"): `GET
 * /v1/paper-money/served-cities?q=` → up to ten `{ibge, name, state}` where paper money is
 * delivered at home; an empty list means the typed city is not served ('We do not deliver to
 * this city.').
 * @module
 */
import { ServedCityListSchema, type ServedCity } from '../contracts/served-cities';
import type { ApiRequest } from './request';

/** The served-cities call. */
export interface ServedCitiesApi {
  /**
   * `GET /v1/paper-money/served-cities?q=` → the served cities whose name contains `query`
   * (accents and case ignored). A blank query answers `[]` without a request.
   */
  search(query: string): Promise<ServedCity[]>;
}

/** Binds the served-cities call to a client's `request`. */
export function createServedCitiesApi(request: ApiRequest): ServedCitiesApi {
  return {
    search: (query) => {
      const q = query.trim();
      if (q === '') return Promise.resolve([]);
      return request('/v1/paper-money/served-cities', {
        query: { q },
        parse: (data) => ServedCityListSchema.parse(data),
      });
    },
  };
}
