/**
 * Runtime configuration of the platform process, read once from the environment
 * (design §3 "Runtime shape", README "Configuration").
 * @module
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `sandbox` seeds demo data and enables the sandbox providers; `production` does neither. */
export type Mode = 'sandbox' | 'production';

/** Every setting the server reads from its environment. */
export interface Config {
  /** TCP port to listen on (`PORT`, default 8080). */
  port: number;
  /** Interface to bind (`HOST`, default `0.0.0.0`). */
  host: string;
  /** Folder of the embedded database and other local state (`DATA_DIR`, default `./data`). */
  dataDir: string;
  /** PostgreSQL server URL (`DATABASE_URL`); when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** `FX_MODE`, default `sandbox`. */
  mode: Mode;
  /** The origin browsers reach the platform at (`PUBLIC_ORIGIN`); always admitted by CORS. */
  publicOrigin: string;
  /** Repository root: where `dist/`, `examples/` and `docs/` are found. */
  rootDir: string;
}

/** A configuration value that cannot be used; the message names the variable and what is allowed. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const MODES: readonly Mode[] = ['sandbox', 'production'];

/** The repository root, two levels above this file's folder (`server/config.ts`). */
const DEFAULT_ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer between 0 and 65535, got "${raw}".`);
  }
  return port;
}

function parseMode(raw: string | undefined): Mode {
  if (raw === undefined || raw.trim() === '') return 'sandbox';
  const mode = MODES.find((candidate) => candidate === raw.trim().toLowerCase());
  if (mode === undefined) {
    throw new ConfigError(`FX_MODE must be one of ${MODES.join(', ')}, got "${raw}".`);
  }
  return mode;
}

function nonEmpty(raw: string | undefined): string | undefined {
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

/**
 * Reads the configuration from an environment (usually `process.env`).
 * @throws ConfigError when a value is present but unusable (a bad PORT or FX_MODE).
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const port = parsePort(env.PORT);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    // Relative to the working directory, like every path a user types on a command line.
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    mode: parseMode(env.FX_MODE),
    // Without a trailing slash: browsers send Origin without one.
    publicOrigin: (nonEmpty(env.PUBLIC_ORIGIN) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    rootDir: DEFAULT_ROOT_DIR,
  };
}
