/**
 * Typed HTTP errors of the API client (spec platform §8 "HTTP errors"): a failed response with
 * a known status becomes one of these, keeping the request URL (the spec's "service"), the
 * method (the spec's "resource"), the status, the parsed error body and the response.
 * @module
 */
import { ApiErrorBodySchema, type ApiErrorBody } from '../contracts/errors';

/** What every typed API error keeps about the failed call. */
export interface ApiErrorDetails {
  /** The request URL, without its query string. */
  url: string;
  /** The HTTP method, upper case. */
  method: string;
  /** The HTTP status of the response. */
  status: number;
  /** The response body, when it is the API's error shape. */
  body?: ApiErrorBody;
  /** The raw response, when there was one. */
  response?: Response;
  /** The error this one was made from (ofetch's FetchError). */
  cause?: unknown;
}

/** Base class of the typed API errors; catch this to handle every typed failure. */
export class ApiError extends Error {
  /** The request URL, without its query string. */
  readonly url: string;
  /** The HTTP method, upper case. */
  readonly method: string;
  /** The HTTP status of the response. */
  readonly status: number;
  /** The response body, when it matches `ApiErrorBodySchema`. */
  readonly body?: ApiErrorBody;
  /** The raw response. */
  readonly response?: Response;

  constructor(details: ApiErrorDetails) {
    super(
      details.body?.message ?? `${details.method} ${details.url} failed with ${details.status}`,
      { cause: details.cause },
    );
    this.name = new.target.name;
    this.url = details.url;
    this.method = details.method;
    this.status = details.status;
    this.body = details.body;
    this.response = details.response;
  }

  /** The spec's name for the request URL (spec platform §8). */
  get service(): string {
    return this.url;
  }

  /** The spec's name for the request method (spec platform §8). */
  get resource(): string {
    return this.method;
  }

  /** The API's error code from the body, when there is one (e.g. `CORRESPONDENT_NOT_FOUND`). */
  get code(): string | undefined {
    return this.body?.code;
  }
}

/** 404: the record or route does not exist. */
export class NotFoundError extends ApiError {}
/** 422: the request was understood but its content is invalid; `body.fields` lists why. */
export class UnprocessableEntityError extends ApiError {}
/** 401: no valid session; the client drops the stored tokens before throwing this. */
export class UnauthorizedError extends ApiError {}
/** 403: the session is valid but not allowed to do this. */
export class ForbiddenError extends ApiError {}
/** 503: the service (or a provider behind it) is temporarily unavailable. */
export class ServiceUnavailableError extends ApiError {}

/** The statuses that get a typed error; any other status is passed on unchanged (spec §8). */
export const API_ERROR_CLASSES = {
  401: UnauthorizedError,
  403: ForbiddenError,
  404: NotFoundError,
  422: UnprocessableEntityError,
  503: ServiceUnavailableError,
} as const satisfies Record<number, new (details: ApiErrorDetails) => ApiError>;

/** Parses an error response body, answering `undefined` when it is not the API's error shape. */
export function parseApiErrorBody(data: unknown): ApiErrorBody | undefined {
  const result = ApiErrorBodySchema.safeParse(data);
  return result.success ? result.data : undefined;
}

/**
 * Builds the typed error for a failed response, or `undefined` when the status has no typed
 * error (the caller then rethrows the original error unchanged).
 */
export function createApiError(
  details: Omit<ApiErrorDetails, 'body'> & { data?: unknown },
): ApiError | undefined {
  const ErrorClass = (API_ERROR_CLASSES as Record<number, typeof ApiError | undefined>)[
    details.status
  ];
  if (!ErrorClass) return undefined;
  const { data, ...rest } = details;
  return new ErrorClass({ ...rest, body: parseApiErrorBody(data) });
}

/**
 * The response of a call did not match its contract: the server and this SDK disagree. Thrown
 * instead of handing the caller data of the wrong shape.
 */
export class ResponseContractError extends Error {
  /** The request URL, without its query string. */
  readonly url: string;
  /** The HTTP method, upper case. */
  readonly method: string;

  constructor(url: string, method: string, cause: unknown) {
    super(`${method} ${url} answered a body that does not match its contract`, { cause });
    this.name = 'ResponseContractError';
    this.url = url;
    this.method = method;
  }
}
