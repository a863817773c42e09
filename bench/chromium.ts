/**
 * Debian's Chromium for the browser benches: where it is and the flags it runs with. Never a
 * downloaded browser; `CHROMIUM_PATH` may point elsewhere, as for the browser tests.
 */
import { accessSync, constants } from 'node:fs';

/** Debian's Chromium, or CHROMIUM_PATH; undefined when there is none. */
export function chromiumPath(): string | undefined {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  try {
    accessSync(path, constants.X_OK);
    return path;
  } catch {
    return undefined;
  }
}

/**
 * The flags of `playwright.config.ts`: without the background-networking ones Chromium keeps
 * calling out of a machine with no network, and those calls would show in what is measured.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A host page the bench serves itself (route.fulfill) has no address, so Chromium counts it
  // public and would refuse its requests to the loopback platform.
  '--disable-features=LocalNetworkAccessChecks',
];
