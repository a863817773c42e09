/**
 * Zip-code answers kept per process (lru-cache through the server's one cache policy,
 * `services/read-through-cache`): a CEP's street changes rarely, and the registration and
 * address forms ask for the same few CEPs again and again. A burst of lookups of one CEP makes
 * one request; failures are not kept (the next lookup tries again).
 * @module
 */
import type { ZipLookup } from '../../../src/contracts/addresses';
import { createReadThroughCache } from '../../services/read-through-cache';
import type { ZipCodeProvider } from './zip-code-provider';

/** Cache settings. */
export interface ZipCodeCacheOptions {
  /** Lifetime of a found address, ms; default one day. */
  ttlMs?: number;
  /** Lifetime of a "not found", ms; default ten minutes (a new CEP shows up soon enough). */
  notFoundTtlMs?: number;
  /** Most CEPs kept; default 10 000. */
  maxEntries?: number;
  /** Milliseconds clock, for tests (must not read 0). */
  now?: () => number;
}

/** A provider answering from a cache in front of `provider`. */
export function withZipCodeCache(
  provider: ZipCodeProvider,
  options: ZipCodeCacheOptions = {},
): ZipCodeProvider {
  const ttlMs = options.ttlMs ?? 24 * 60 * 60 * 1000;
  const notFoundTtlMs = options.notFoundTtlMs ?? 10 * 60 * 1000;
  // lru-cache holds no `undefined`: `false` stands for "not found".
  const cache = createReadThroughCache<string, ZipLookup | false>({
    max: options.maxEntries ?? 10_000,
    ttlMs,
    load: async (zipCode) => (await provider.lookup(zipCode)) ?? false,
    ttlOf: (value) => (value === false ? notFoundTtlMs : ttlMs),
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  return {
    name: provider.name,
    async lookup(zipCode) {
      const value = await cache.forceFetch(zipCode);
      return value === false ? undefined : { ...value };
    },
  };
}
