/**
 * Reads the identification headers every client request carries (spec platform §6 "Request
 * identification"): `user-type: user` and `correspondent_id` (the current correspondent, or 0).
 *
 * Decision: a `correspondent_id` that is not a non-negative integer counts as 0 ("no
 * correspondent") instead of failing the request — the header is context, not input, and a
 * public call must not break because a client sent `undefined`. Routes that need a tenant
 * resolve and check it through the tenancy plugin.
 * @module
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Who is calling, as far as the identification headers say. */
export interface RequestIdentity {
  /** The `user-type` header (`user` from the portal and widgets), or null when absent. */
  userType: string | null;
  /** The `correspondent_id` header; 0 when absent or unusable. */
  correspondentId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Identification headers of the request (request-identification plugin). */
    identity: RequestIdentity;
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Parses `correspondent_id`: a plain non-negative integer, anything else is 0. */
export function parseCorrespondentId(raw: string | undefined): number {
  const text = raw?.trim() ?? '';
  if (!/^\d{1,9}$/.test(text)) return 0;
  return Number(text);
}

/** The identity of a request, from its headers. */
export function identify(request: Pick<FastifyRequest, 'headers'>): RequestIdentity {
  const userType = headerValue(request.headers['user-type'])?.trim();
  return {
    userType: userType === undefined || userType === '' ? null : userType,
    correspondentId: parseCorrespondentId(headerValue(request.headers['correspondent_id'])),
  };
}

/** Sets `request.identity` on every request. */
export const requestIdentificationPlugin = fp(
  async (app) => {
    app.decorateRequest('identity', null as unknown as RequestIdentity);
    // A callback hook: synchronous work needs no promise per request.
    app.addHook('onRequest', (request, _reply, done) => {
      request.identity = identify(request);
      done();
    });
  },
  { name: 'fx-request-identification' },
);
