/**
 * A failed case told so that it can be read and replayed: the route, the sender, the seed and
 * the path fast-check printed, the command that replays it, and the request with its long
 * values cut (a 10⁵-character string is shown by its length).
 * @module
 */
import type { HostileRequest } from './hostile-request';

/** What a report names. */
export interface FailedCase {
  route: string;
  sender: string;
  seed: number;
  path: string;
  request: HostileRequest | undefined;
  error: unknown;
}

/** `text` shown escaped (NUL and lone surrogates visible), cut to `limit` characters. */
export function shortened(text: string, limit = 300): string {
  const shown = JSON.stringify(text.length > limit ? text.slice(0, limit) : text);
  return text.length > limit ? `${shown}… (${text.length} characters)` : shown;
}

function payloadOf(request: HostileRequest): string {
  if (request.payload === undefined) return '(none)';
  if (typeof request.payload === 'string') return shortened(request.payload);
  return `${shortened(request.payload.toString('latin1'))} (bytes, shown as latin1)`;
}

/** The report of one failed case. */
export function failureReport(failed: FailedCase): string {
  const message = failed.error instanceof Error ? failed.error.message : String(failed.error);
  const replay =
    `FUZZ_SEED=${failed.seed} FUZZ_ROUTE='${failed.route}' FUZZ_SENDER='${failed.sender}' ` +
    `FUZZ_PATH='${failed.path}' npx vitest run tests/server/hostile-input.fuzz.test.ts`;
  const lines = [`${failed.route}, sent ${failed.sender}: ${message}`, `  replay: ${replay}`];
  if (failed.request !== undefined) {
    lines.push(
      `  url: ${shortened(failed.request.url)}`,
      `  headers: ${shortened(JSON.stringify(failed.request.headers))}`,
      `  payload: ${payloadOf(failed.request)}`,
    );
  }
  return lines.join('\n');
}
