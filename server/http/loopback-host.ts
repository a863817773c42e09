/**
 * Whether a listening interface (`HOST`) is reachable from this machine only (issue 14, item 9):
 * sandbox mode's helpers (the mailbox with everyone's codes and reset links, the quote validity
 * switch) must not face a network unless the operator says so.
 * @module
 */
import { isIPv4, isIPv6 } from 'node:net';

/**
 * True for `localhost`, any address of 127.0.0.0/8, `::1` and the IPv4-mapped loopback
 * (`::ffff:127.x.x.x`), with or without brackets. `0.0.0.0` and `::` listen on every interface,
 * so they are not loopback; neither is any other host name (it may resolve anywhere).
 */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost') return true;
  if (isIPv4(name)) return name.startsWith('127.');
  // A zone-scoped address (`fe80::1%eth0`) is link-local at best.
  if (!isIPv6(name) || name.includes('%')) return false;
  // The URL parser writes an IPv6 address in its shortest form, a mapped IPv4 one in hex
  // (`::ffff:127.0.0.1` → `[::ffff:7f00:1]`; 127 is 0x7f).
  const canonical = new URL(`http://[${name}]/`).hostname;
  return canonical === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(canonical);
}
