/**
 * Which proxies may say who the client is (issue 14, item 2): `TRUST_PROXY`, mapped onto
 * Fastify's `trustProxy`. Every per-address limit (sign-in, registration, recovery, e-mail codes,
 * CEP lookups) keys on `request.ip`, so trusting an `X-Forwarded-For` that the client wrote itself
 * lets one client pass for any number of addresses. Unset, nothing is trusted: `request.ip` is
 * the socket's address, in every mode.
 * @module
 */
import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/**
 * The trusted proxies: `false` (none), a hop count (the last `n` hops before the platform are
 * proxies, whatever their addresses), or addresses, CIDR ranges and the names `loopback`,
 * `linklocal`, `uniquelocal` (proxy-addr's names) of the proxies.
 */
export type TrustProxy = false | number | string[];

/** The largest hop count accepted: more proxies than this in front of one service is a typo. */
export const MAX_TRUSTED_HOPS = 32;

/** proxy-addr's names for the reserved ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const HELP =
  'TRUST_PROXY must be empty (trust no proxy), a hop count from 0 to ' +
  `${MAX_TRUSTED_HOPS} (e.g. 1), or a comma-separated list of proxy addresses, CIDR ranges ` +
  `or the names ${RANGE_NAMES.join(', ')} (e.g. 127.0.0.1,10.0.0.0/8)`;

/** An address, `address/prefix` within the family's bits, or a range name. */
function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const slash = entry.indexOf('/');
  const address = slash < 0 ? entry : entry.slice(0, slash);
  const family = isIP(address);
  if (family === 0) return false;
  if (slash < 0) return true;
  const prefix = entry.slice(slash + 1);
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Parses `TRUST_PROXY`.
 * @throws Error naming the variable and what is allowed when the value is unusable; `true`
 * (trust every sender) is refused on purpose: it is the forgery this setting exists to stop.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_TRUSTED_HOPS) throw new Error(`${HELP}, got "${raw}".`);
    return hops === 0 ? false : hops;
  }
  const entries = value.split(',').map((entry) => entry.trim().toLowerCase());
  const bad = entries.find((entry) => !isProxyEntry(entry));
  if (bad !== undefined) {
    const hint =
      bad === 'true'
        ? ' Trusting every sender would let any client forge its address: name the proxies.'
        : '';
    throw new Error(`${HELP}, got "${raw}".${hint}`);
  }
  return entries;
}

/**
 * Fastify's `trustProxy` for a parsed value. Fastify 5.12.1 no longer takes a number (a hop count
 * cannot tell a proxy from a client that reaches the platform directly, GHSA-3m5p-2c4r-xxw2), so
 * a count becomes the trust function it used to be: hop 0 is the socket, and each of the `n`
 * trusted hops lets the next address to the left of `X-Forwarded-For` through. That is safe only
 * when the platform cannot be reached except through those proxies, as the README says.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
