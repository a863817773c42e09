/**
 * JSON answers that browsers and CDNs may cache and revalidate (issue 4): the body is checked
 * against its contract and serialised ONCE per value, with a strong `ETag` derived from the
 * bytes; a request whose `If-None-Match` names it gets `304 Not Modified` and no body.
 *
 * Values come from the services' caches, which hand out the same frozen object for a whole
 * TTL, so a `WeakMap` keyed by that object is the memo: no extra lifetime to manage, and a
 * fresh object (after expiry or invalidation) is serialised anew.
 * @module
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';

/** The content type of a JSON text sent as it is (Fastify sets it itself for objects). */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A serialised body and its entity tag. */
export interface CacheableJson {
  /** The JSON text. */
  body: string;
  /** Strong entity tag, quotes included (`"…"`). */
  etag: string;
}

/** Cache-Control of public, rarely changing API answers (correspondent, agents). */
export const PUBLIC_API_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** Strong ETag of a body: a hash of its bytes. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Serialiser of `schema`'s values, memoised per object. The value goes through the contract
 * first, as the route serialiser would: unknown keys are dropped and a value that breaks the
 * contract throws (a 500, never a half-valid answer). These contracts are plain data (no
 * transforms or codecs), so parsing is the same as the serialiser's encoding.
 */
export function createCacheableJson<T extends object>(
  schema: z.ZodMiniType<T>,
): (value: T | Readonly<T>) => CacheableJson {
  const memo = new WeakMap<object, CacheableJson>();
  return (value) => {
    const hit = memo.get(value);
    if (hit !== undefined) return hit;
    const body = JSON.stringify(z.parse(schema, value));
    const entry = { body, etag: etagOf(body) };
    memo.set(value, entry);
    return entry;
  };
}

/** Whether an `If-None-Match` header names `etag` (weak comparison, as RFC 9110 asks). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

/** Answers `entry` with its ETag and `cacheControl`, or 304 when the client already has it. */
export function sendCacheableJson(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CacheableJson,
  cacheControl: string = PUBLIC_API_CACHE_CONTROL,
): FastifyReply {
  reply.header('cache-control', cacheControl).header('etag', entry.etag);
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    return reply.status(304).send();
  }
  // A string with a JSON content type is sent as is: Fastify skips its serialiser.
  return reply.type(JSON_CONTENT_TYPE).send(entry.body);
}
