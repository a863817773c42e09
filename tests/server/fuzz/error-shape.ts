/**
 * What the hostile-input property asserts of each answer: never a 5xx, and every 4xx in the one
 * error shape (spec platform §8) with a catalogue code whose status is the answer's own.
 * @module
 */
import { ERROR_STATUS, isApiErrorBody, type ErrorCode } from '../../../src/contracts/errors';

/** The parts of an inject answer the check reads. */
export interface Answer {
  statusCode: number;
  body: string;
}

function isCatalogueCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, code);
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** What is wrong with `answer`, in a sentence; `undefined` when it holds. */
export function problemWith(answer: Answer): string | undefined {
  const { statusCode } = answer;
  if (statusCode >= 500) return `answered ${statusCode}: ${answer.body.slice(0, 300)}`;
  if (statusCode < 400) return undefined;
  const body = parsed(answer.body);
  if (!isApiErrorBody(body)) {
    return `answered ${statusCode} outside the error shape: ${answer.body.slice(0, 300)}`;
  }
  if (body.statusCode !== statusCode) {
    return `answered ${statusCode} with statusCode ${body.statusCode} in its body`;
  }
  if (!isCatalogueCode(body.code)) return `answered ${statusCode} with unknown code ${body.code}`;
  if (ERROR_STATUS[body.code] !== statusCode) {
    return `answered ${statusCode} with ${body.code}, a ${ERROR_STATUS[body.code]} code`;
  }
  return undefined;
}
