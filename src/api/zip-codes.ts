/**
 * The zip-code (CEP) lookup (spec platform §5 "Address", §7 "Other server-backed actions"):
 * `GET /v1/zip-codes/{zipCode}` → the street, neighbourhood, city and state of a CEP. A CEP the
 * provider does not know answers 404 `ZIP_CODE_NOT_FOUND` ("The zip code entered was not found.").
 * @module
 */
import type { ZipLookup } from '../contracts/addresses';
import { normaliseZipCode } from '../domain/address/zip-code';
import type { ApiRequest } from './request';

/** The zip-code calls. */
export interface ZipCodesApi {
  /**
   * `GET /v1/zip-codes/{zipCode}` → the address of a CEP (typed `01310-100` or `01310100`).
   * Throws a `NotFoundError` (code `ZIP_CODE_NOT_FOUND`) for an unknown CEP and a `RangeError`,
   * before any request, for text that is not a CEP.
   */
  lookup(zipCode: string): Promise<ZipLookup>;
}

// Loaded with the first call that needs them (issue 15: contracts stay out of the first load).
const contracts = () => import('../contracts/addresses');

/** Binds the zip-code calls to a client's `request`. */
export function createZipCodesApi(request: ApiRequest): ZipCodesApi {
  return {
    lookup: async (zipCode) => {
      const digits = normaliseZipCode(zipCode);
      if (digits === undefined) throw new RangeError(`Not a CEP: ${JSON.stringify(zipCode)}`);
      const { ZipLookupSchema } = await contracts();
      return request(`/v1/zip-codes/${digits}`, { parse: (data) => ZipLookupSchema.parse(data) });
    },
  };
}
