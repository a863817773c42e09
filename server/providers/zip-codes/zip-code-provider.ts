/**
 * The port every source of zip-code (CEP) data implements (conventions "The server": providers
 * are ports with a sandbox adapter and a real adapter side by side). A provider is asked with the
 * 8 digits of a well-formed CEP; the route has already refused malformed ones.
 * @module
 */
import type { ZipLookup } from '../../../src/contracts/addresses';

/** A source of addresses by CEP. */
export interface ZipCodeProvider {
  /** Where the answers come from, for logs and docs (`sandbox`, `viacep`). */
  readonly name: string;
  /**
   * The address of `zipCode` (8 digits), or `undefined` when the source does not know it.
   * Rejects with {@link ZipCodeUnavailableError} when the source cannot answer.
   */
  lookup(zipCode: string): Promise<ZipLookup | undefined>;
}

/** The zip-code source could not be read or answered something unusable. */
export class ZipCodeUnavailableError extends Error {
  override readonly name = 'ZipCodeUnavailableError';
}
