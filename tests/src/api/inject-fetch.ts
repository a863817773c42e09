/**
 * A `fetch` over Fastify's `inject`, so SDK suites run against the real API without a socket.
 * Bodies stay bytes both ways, so uploads and downloads pass through unchanged.
 * @module
 */
import type { FastifyInstance } from 'fastify';

/** A `fetch` that hands each request to Fastify's `inject`. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const reply = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(reply.headers)) {
      if (value !== undefined) responseHeaders.set(key, String(value));
    }
    return new Response(reply.statusCode === 204 ? null : new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      headers: responseHeaders,
    });
  }) as typeof fetch;
}
