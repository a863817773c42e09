/**
 * The core of the API client (spec platform §7 "Common", §8 "HTTP errors"): one `request`
 * function over ofetch that sends the request-identification and session-token headers on every
 * call, stores the session tokens a response carries (replacement rule of spec §4), turns failed
 * responses into typed errors and reports every failure before passing it on.
 *
 * It imports no resource module: `./client` composes every resource on it for the portal and the
 * SDK, while a widget composes only the calls it makes (correspondent, quotations), so its bundle
 * carries no other contracts (issue 4 budget: 40 KB gzip for the simulator).
 * @module
 */
import { createFetch, ofetch, type $Fetch, type FetchResponse } from 'ofetch';
import { shouldReplaceTokens } from '../domain/session/token-rule';
import { tokensFromHeaders, tokensToHeaders } from '../domain/session/session-tokens';
import { ResponseContractError, UnauthorizedError, createApiError } from './errors';
import { createMemoryTokenStore, type TokenStore } from './token-store';

/** Where a failure happened, as given to the error reporter. */
export interface ErrorReportContext {
  /** The request URL, without its query string. */
  url: string;
  /** The HTTP method, upper case. */
  method: string;
}

/**
 * Receives every failure of the client (HTTP error, network error, contract mismatch) before it
 * is passed to the caller (spec platform §8). It must not throw; if it does, the throw is ignored
 * so that reporting can never change what the caller sees.
 */
export type ErrorReporter = (error: unknown, context: ErrorReportContext) => void;

/** Options of {@link createApiRequest} (and of `createApiClient` in `./client`). */
export interface ApiClientOptions {
  /** Base URL of the API, including its `/api` prefix, e.g. `https://fx.example.com/api`. */
  baseURL: string;
  /** The current correspondent's id, sent as `correspondent_id` (0 when unknown, spec §6). */
  getCorrespondentId?: () => number | string | undefined;
  /** Where session tokens are kept; defaults to a fresh in-memory store. */
  tokenStore?: TokenStore;
  /** Called with every failure before it is thrown. */
  reporter?: ErrorReporter;
  /** The `fetch` to use (tests pass a fake; defaults to the global one). */
  fetch?: typeof fetch;
  /** Called after a 401 has cleared the tokens, e.g. to send the user to the login page. */
  onUnauthorized?: (error: UnauthorizedError) => void;
  /** The user's locale, sent as `Accept-Language` so the API answers messages in it. */
  getLocale?: () => string | undefined;
}

/** Options of one {@link ApiRequest} call. */
export interface ApiRequestOptions<T = unknown> {
  /** HTTP method; `GET` when omitted. */
  method?: string;
  /** Query parameters; `undefined` values are left out. */
  query?: Record<string, unknown>;
  /** JSON body. */
  body?: unknown;
  /** Extra headers; they win over the default ones (e.g. the password-reset tokens, spec §7). */
  headers?: Record<string, string>;
  /**
   * Validates and narrows the answer (usually a contract's `parse`). When it throws, the call
   * fails with a {@link ResponseContractError}, reported like any other failure.
   */
  parse?: (data: unknown) => T;
  /** `blob` for a file answer (a PDF); JSON otherwise. */
  responseType?: 'blob';
}

/** One API call: `path` is relative to the base URL, e.g. `/v1/correspondents/demo`. */
export type ApiRequest = <T>(path: string, options?: ApiRequestOptions<T>) => Promise<T>;

/** Joins the base URL and a path with exactly one slash between them. */
export function joinUrl(baseURL: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

interface FetchErrorLike {
  response?: FetchResponse<unknown>;
  data?: unknown;
}

function responseOf(error: unknown): FetchErrorLike['response'] {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  return (error as FetchErrorLike).response;
}

/** Creates the `request` of one client; create one per app or widget instance. */
export function createApiRequest(options: ApiClientOptions): ApiRequest {
  const tokenStore = options.tokenStore ?? createMemoryTokenStore();
  const customFetch = options.fetch;
  const $fetch: $Fetch = customFetch
    ? createFetch({ fetch: (input, init) => customFetch(input, init) })
    : ofetch;

  function storeTokens(headers: Headers): void {
    const incoming = tokensFromHeaders(headers);
    if (incoming && shouldReplaceTokens(tokenStore.get(), incoming)) tokenStore.set(incoming);
  }

  function report(error: unknown, context: ErrorReportContext): void {
    try {
      options.reporter?.(error, context);
    } catch {
      // A broken reporter must not replace the error the caller is waiting for.
    }
  }

  function commonHeaders(): Record<string, string> {
    const locale = options.getLocale?.();
    return {
      'user-type': 'user',
      correspondent_id: String(options.getCorrespondentId?.() ?? 0),
      ...(locale ? { 'accept-language': locale } : {}),
      ...tokensToHeaders(tokenStore.get()),
    };
  }

  async function request<T>(path: string, requestOptions: ApiRequestOptions<T> = {}): Promise<T> {
    const method = (requestOptions.method ?? 'GET').toUpperCase();
    const url = joinUrl(options.baseURL, path);
    const context = { url, method };
    let data: unknown;
    try {
      data = await $fetch(url, {
        method,
        query: requestOptions.query,
        body: requestOptions.body as BodyInit | Record<string, unknown> | undefined,
        headers: { ...commonHeaders(), ...requestOptions.headers },
        ...(requestOptions.responseType === undefined
          ? {}
          : { responseType: requestOptions.responseType }),
        // Retrying is the caller's decision: a silent retry would report one failure twice.
        retry: 0,
        onResponse: ({ response }) => storeTokens(response.headers),
      });
    } catch (error) {
      const response = responseOf(error);
      const typed = response
        ? createApiError({
            url,
            method,
            status: response.status,
            response,
            data: (error as FetchErrorLike).data ?? response._data,
            cause: error,
          })
        : undefined;
      if (typed instanceof UnauthorizedError) tokenStore.clear();
      const failure: unknown = typed ?? error;
      report(failure, context);
      if (typed instanceof UnauthorizedError) options.onUnauthorized?.(typed);
      throw failure;
    }
    if (!requestOptions.parse) return data as T;
    try {
      return requestOptions.parse(data);
    } catch (error) {
      const failure = new ResponseContractError(url, method, error);
      report(failure, context);
      throw failure;
    }
  }

  return request;
}
