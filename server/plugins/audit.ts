/**
 * The audit trail of impersonation (design §4 "impersonation"): every request made in a session
 * an admin opened by impersonation is written to `audit_events` with the customer's id, the
 * admin's id, the method, the route pattern, the path, the answer's status and the time — reads
 * included (an admin looking at a customer's data is itself worth a record), HEAD and OPTIONS
 * excluded. The exchange that opens such a session is recorded too (the route calls
 * `reply.auditAs`, since that request carries no session yet).
 *
 * Written once the answer is done (its response's `close`): the trail never slows or fails the
 * customer's request; a write that fails is logged as an error.
 * @module
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import fp from 'fastify-plugin';
import { createAuditRepository } from '../db/repositories/audit-repository';
import type { Database } from '../db/schema';

/** Whom an audited request acted as, and who was behind it. */
export interface AuditSubject {
  userId: number;
  impersonatedBy: number;
  sessionId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Whom the request is recorded as, once it is (see {@link FastifyReply.auditAs}). */
    auditSubject: AuditSubject | undefined;
  }
  interface FastifyReply {
    /**
     * Records this request in the audit trail when its answer is done, as `subject`. The hook
     * calls it for every request of an impersonated session; a route whose request opens such a
     * session (no session on it yet) calls it itself.
     */
    auditAs(subject: AuditSubject): void;
  }
}

/** Options of the audit plugin. */
export interface AuditPluginOptions extends Record<string, unknown> {
  db: Kysely<Database>;
}

const NOT_AUDITED = new Set(['HEAD', 'OPTIONS']);

/** The subject of a request, when it belongs to an impersonated session. */
export function auditSubjectOf(request: FastifyRequest): AuditSubject | undefined {
  const auth = request.auth;
  if (auth === undefined || auth.impersonatedBy === null) return undefined;
  return { userId: auth.user.id, impersonatedBy: auth.impersonatedBy, sessionId: auth.sessionId };
}

/** Installs the hook. Register after the auth plugin. */
export const auditPlugin = fp<AuditPluginOptions>(
  async (app, { db }) => {
    const audit = createAuditRepository(db);
    app.decorateRequest('auditSubject', undefined);
    app.decorateReply('auditAs', function (this: FastifyReply, subject: AuditSubject) {
      const { request, raw } = this;
      if (request.auditSubject !== undefined || NOT_AUDITED.has(request.method)) return;
      request.auditSubject = subject;
      // 'close' comes after the answer is sent, and also when the client went away first.
      raw.once('close', () => void record(request, raw.statusCode, subject));
    });
    // A callback hook that only looks at the session: a request outside an impersonated session
    // (nearly all) costs nothing more. Not an onResponse hook: with one, Fastify would time and
    // listen to every response of the app (measured: about 1.5 µs a request on a quote).
    app.addHook('onRequest', (request, reply, done) => {
      const subject = auditSubjectOf(request);
      if (subject !== undefined) reply.auditAs(subject);
      done();
    });
    async function record(request: FastifyRequest, statusCode: number, subject: AuditSubject) {
      try {
        await audit.record({
          user_id: subject.userId,
          impersonated_by: subject.impersonatedBy,
          session_id: subject.sessionId,
          correspondent_id: request.identity.correspondentId,
          method: request.method,
          route: request.routeOptions.url ?? '(no route)',
          path: request.url.split('?')[0] ?? request.url,
          status_code: statusCode,
        });
      } catch (error) {
        request.log.error({ err: error }, 'audit event not written');
      }
    }
  },
  { name: 'fx-audit', dependencies: ['fx-auth', 'fx-request-identification'] },
);
