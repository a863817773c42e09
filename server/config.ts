/**
 * Runtime configuration of the platform process, read once from the environment
 * (design §3 "Runtime shape", README "Configuration").
 * @module
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLoopbackHost } from './http/loopback-host';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import {
  parseQuoteSigningKeys,
  type QuoteSigningKey,
} from './services/quotations/quote-signing-keys';

/** `sandbox` seeds demo data and enables the sandbox providers; `production` does neither. */
export type Mode = 'sandbox' | 'production';

/** Every setting the server reads from its environment. */
export interface Config {
  /** TCP port to listen on (`PORT`, default 8080). */
  port: number;
  /**
   * Interface to bind (`HOST`): default `127.0.0.1` in sandbox mode (its helpers are for this
   * machine), `0.0.0.0` in production mode.
   */
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
  /**
   * SMTP server the e-mails go through (`SMTP_URL`, `smtp://user:pass@host:587` or `smtps://…`).
   * Required in production; in sandbox mode without it e-mails go to the sandbox mailbox.
   */
  smtpUrl?: string | undefined;
  /** The sender of the platform's e-mails (`MAIL_FROM`, default `no-reply@` the public host). */
  mailFrom?: string;
  /**
   * The zip-code provider (`ZIP_CODE_PROVIDER`: `sandbox` or `viacep`); absent: by mode (ViaCEP
   * in production, the shipped sandbox data in sandbox mode).
   */
  zipCodeProvider?: 'sandbox' | 'viacep' | undefined;
  /**
   * The secret that signs the platform's own upload policies (`UPLOAD_SIGNING_SECRET`); when
   * absent it is generated once and kept in `DATA_DIR/upload-signing-secret`. Never logged.
   */
  uploadSigningSecret?: string | undefined;
  /**
   * The keys that sign quotations (`QUOTE_SIGNING_KEYS`: `keyId:secret,…`, the first signs);
   * when absent one is generated once and kept in `DATA_DIR/quote-signing-key`. Never logged.
   */
  quoteSigningKeys?: QuoteSigningKey[] | undefined;
  /**
   * An S3-compatible bucket for uploaded documents (`S3_BUCKET`, `S3_REGION` default
   * `us-east-1`, `S3_ENDPOINT` for a non-AWS service); credentials come from the AWS SDK's usual
   * chain (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`…). Absent: the platform's own storage in
   * sandbox mode; uploads unavailable (503) in production mode.
   */
  s3?: S3Config | undefined;
  /**
   * Seconds between the automatic steps of a paid operation, PAYMENT_APPROVED → PROCESSING →
   * COMPLETED (`LIFECYCLE_STEP_SECONDS`). Default 5 in sandbox mode; in production mode the steps
   * are taken only when it is set (there the settlement system moves paid operations on).
   */
  lifecycleStepSeconds?: number | undefined;
  /**
   * How long an inbound payment link lasts, in seconds (`INBOUND_LINK_VALIDITY_SECONDS`, 1 to
   * 43200). Sandbox mode only, so tests and demos need not wait 12 hours; production always
   * uses the spec's 12 hours (spec operations §4.6, §9.7) and refuses the variable.
   */
  inboundLinkValiditySeconds?: number | undefined;
  /**
   * The proxies whose `X-Forwarded-*` headers are believed (`TRUST_PROXY`): absent or `false`,
   * none, and `request.ip` is the socket's address (issue 14).
   */
  trustProxy?: TrustProxy | undefined;
}

/** Where uploaded documents go in production (design §3, "uploads in S3-compatible storage"). */
export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
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

function parseSmtpUrl(raw: string | undefined): string | undefined {
  const value = nonEmpty(raw);
  if (value === undefined) return undefined;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    // The value may hold a password: name the variable, never echo it.
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL.');
  }
  return value;
}

/** `no-reply@` the public origin's host (`no-reply@localhost` by default). */
function defaultMailFrom(publicOrigin: string): string {
  let host = 'localhost';
  try {
    host = new URL(publicOrigin).hostname || host;
  } catch {
    // A malformed PUBLIC_ORIGIN keeps the default sender.
  }
  return `no-reply@${host}`;
}

/** `ZIP_CODE_PROVIDER`: `sandbox`, `viacep` or absent. */
function parseZipCodeProvider(raw: string | undefined): 'sandbox' | 'viacep' | undefined {
  const value = nonEmpty(raw)?.toLowerCase();
  if (value === undefined) return undefined;
  if (value === 'sandbox' || value === 'viacep') return value;
  throw new ConfigError(`ZIP_CODE_PROVIDER must be one of sandbox, viacep, got "${raw}".`);
}

/** `S3_BUCKET` (required for a bucket), `S3_REGION`, `S3_ENDPOINT`. */
function parseS3(env: Record<string, string | undefined>): S3Config | undefined {
  const bucket = nonEmpty(env.S3_BUCKET);
  if (bucket === undefined) return undefined;
  const endpoint = nonEmpty(env.S3_ENDPOINT);
  return {
    bucket,
    region: nonEmpty(env.S3_REGION) ?? 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
  };
}

/** Default `LIFECYCLE_STEP_SECONDS` in sandbox mode. */
export const SANDBOX_LIFECYCLE_STEP_SECONDS = 5;

/** `LIFECYCLE_STEP_SECONDS`: a whole number of seconds, 0 to 86400; absent: by mode. */
function parseLifecycleStep(raw: string | undefined, mode: Mode): number | undefined {
  const value = nonEmpty(raw);
  if (value === undefined) return mode === 'sandbox' ? SANDBOX_LIFECYCLE_STEP_SECONDS : undefined;
  const seconds = Number(value);
  if (!/^\d+$/.test(value) || seconds > 86_400) {
    throw new ConfigError(
      `LIFECYCLE_STEP_SECONDS must be a whole number of seconds from 0 to 86400, got "${raw}".`,
    );
  }
  return seconds;
}

/** `INBOUND_LINK_VALIDITY_SECONDS`: 1 to 43200 whole seconds, sandbox mode only. */
function parseInboundLinkValidity(raw: string | undefined, mode: Mode): number | undefined {
  const value = nonEmpty(raw);
  if (value === undefined) return undefined;
  if (mode !== 'sandbox') {
    throw new ConfigError(
      'INBOUND_LINK_VALIDITY_SECONDS is a sandbox setting; production links last 12 hours.',
    );
  }
  const seconds = Number(value);
  if (!/^\d+$/.test(value) || seconds < 1 || seconds > 43_200) {
    throw new ConfigError(
      `INBOUND_LINK_VALIDITY_SECONDS must be a whole number of seconds from 1 to 43200, got "${raw}".`,
    );
  }
  return seconds;
}

function parseProxies(raw: string | undefined): TrustProxy {
  try {
    return parseTrustProxy(raw);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}

/** `SANDBOX_PUBLIC`: `1`/`true` or `0`/`false`/empty. */
function parseSandboxPublic(raw: string | undefined): boolean {
  const value = nonEmpty(raw)?.toLowerCase();
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new ConfigError(`SANDBOX_PUBLIC must be 1 or 0, got "${raw}".`);
}

/**
 * The interface to bind. Sandbox mode listens on loopback unless `SANDBOX_PUBLIC=1`: its mailbox
 * shows anyone's codes and reset links and its helpers change quote validity for everyone, so
 * it must not face a network by accident (issue 14).
 */
function resolveHost(env: Record<string, string | undefined>, mode: Mode): string {
  const configured = nonEmpty(env.HOST);
  if (mode === 'production') return configured ?? '0.0.0.0';
  const sandboxPublic = parseSandboxPublic(env.SANDBOX_PUBLIC);
  const host = configured ?? '127.0.0.1';
  if (!isLoopbackHost(host) && !sandboxPublic) {
    throw new ConfigError(
      `HOST=${host} would open sandbox mode to the network: its mailbox shows every e-mail's ` +
        'codes and reset links and its helpers change quotes for everyone, so it is not for ' +
        'real customers. Listen on a loopback address (e.g. HOST=127.0.0.1), use ' +
        'FX_MODE=production, or set SANDBOX_PUBLIC=1 if a public sandbox is what you mean.',
    );
  }
  return host;
}

function parseSigningKeys(raw: string | undefined): QuoteSigningKey[] | undefined {
  const value = nonEmpty(raw);
  if (value === undefined) return undefined;
  try {
    return parseQuoteSigningKeys(value);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Reads the configuration from an environment (usually `process.env`).
 * @throws ConfigError when a value is present but unusable (a bad PORT, FX_MODE, SMTP_URL or
 * TRUST_PROXY), when production mode has no SMTP_URL, or when sandbox mode would listen on a
 * non-loopback HOST without SANDBOX_PUBLIC=1.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const port = parsePort(env.PORT);
  const mode = parseMode(env.FX_MODE);
  const smtpUrl = parseSmtpUrl(env.SMTP_URL);
  // Production must never drop an e-mail (a registration code, a reset link) silently.
  if (mode === 'production' && smtpUrl === undefined) {
    throw new ConfigError(
      'FX_MODE=production needs SMTP_URL (e.g. smtp://user:password@mail.example:587) to send ' +
        'e-mail; the sandbox mailbox exists only in sandbox mode.',
    );
  }
  const publicOrigin = (nonEmpty(env.PUBLIC_ORIGIN) ?? `http://localhost:${port}`).replace(
    /\/+$/,
    '',
  );
  return {
    port,
    host: resolveHost(env, mode),
    // Relative to the working directory, like every path a user types on a command line.
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    mode,
    // Without a trailing slash: browsers send Origin without one.
    publicOrigin,
    rootDir: DEFAULT_ROOT_DIR,
    smtpUrl,
    mailFrom: nonEmpty(env.MAIL_FROM) ?? defaultMailFrom(publicOrigin),
    zipCodeProvider: parseZipCodeProvider(env.ZIP_CODE_PROVIDER),
    uploadSigningSecret: nonEmpty(env.UPLOAD_SIGNING_SECRET),
    quoteSigningKeys: parseSigningKeys(env.QUOTE_SIGNING_KEYS),
    s3: parseS3(env),
    lifecycleStepSeconds: parseLifecycleStep(env.LIFECYCLE_STEP_SECONDS, mode),
    inboundLinkValiditySeconds: parseInboundLinkValidity(env.INBOUND_LINK_VALIDITY_SECONDS, mode),
    trustProxy: parseProxies(env.TRUST_PROXY),
  };
}
