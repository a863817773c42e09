/**
 * Password hashing with scrypt from `node:crypto` (no native addon): a random salt per hash,
 * stored as `scrypt$N$r$p$salt$hash` (base64url) so the cost can be raised later and old hashes
 * still verify with the parameters they were made with.
 * @module
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** The cost parameters of one scrypt hash. */
export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** Default cost: N=2^15, r=8, p=1 (32 MiB, tens of milliseconds; OWASP lists N=2^15+). */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Largest N accepted from a stored hash: a tampered row must not make us allocate gigabytes. */
const MAX_N = 2 ** 20;

/** Hashes and verifies passwords. */
export interface PasswordHasher {
  /** A new `scrypt$N$r$p$salt$hash` for `password`. */
  hash(password: string): Promise<string>;
  /**
   * Whether `password` matches `stored`. With `stored` undefined (unknown e-mail, no password
   * yet) it still spends the same work on a dummy hash and answers false, so the time taken does
   * not reveal whether an account exists.
   */
  verify(password: string, stored: string | null | undefined): Promise<boolean>;
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // Node refuses above 32 MiB by default; scrypt needs 128·N·r bytes plus some headroom.
    maxmem: 256 * params.N * params.r,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** The parts of a stored hash, or undefined when it is not one of ours. */
export function parseScryptHash(
  stored: string,
): { params: ScryptParams; salt: Buffer; key: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [, n, r, p, salt = '', key = ''] = parts;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo =
    Number.isInteger(params.N) && params.N > 1 && (params.N & (params.N - 1)) === 0;
  if (!powerOfTwo || params.N > MAX_N) return undefined;
  if (!Number.isInteger(params.r) || params.r < 1 || params.r > 32) return undefined;
  if (!Number.isInteger(params.p) || params.p < 1 || params.p > 16) return undefined;
  const saltBytes = Buffer.from(salt, 'base64url');
  const keyBytes = Buffer.from(key, 'base64url');
  if (saltBytes.length === 0 || keyBytes.length === 0) return undefined;
  return { params, salt: saltBytes, key: keyBytes };
}

/** Creates a hasher; `params` only for tests that want a cheaper cost. */
export function createPasswordHasher(params: ScryptParams = DEFAULT_SCRYPT_PARAMS): PasswordHasher {
  const hash = async (password: string): Promise<string> => {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, params);
    return [
      'scrypt',
      params.N,
      params.r,
      params.p,
      salt.toString('base64url'),
      key.toString('base64url'),
    ].join('$');
  };
  // Made once, lazily: the stand-in compared against when there is no real hash.
  let dummy: Promise<string> | undefined;

  return {
    hash,
    async verify(password, stored) {
      const parsed = stored ? parseScryptHash(stored) : undefined;
      if (parsed === undefined) {
        dummy ??= hash(randomBytes(16).toString('hex'));
        const fallback = parseScryptHash(await dummy);
        if (fallback !== undefined) await derive(password, fallback.salt, fallback.params);
        return false;
      }
      const key = await derive(password, parsed.salt, parsed.params);
      return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
    },
  };
}
