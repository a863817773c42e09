/**
 * The audit trail of impersonation (design §4 "impersonation"): every request made in a session
 * an admin opened by impersonation is written to `audit_events` with the customer's id, the
 * admin's id, the method, the route pattern, the path, the answer's status and the time — reads
 * included (an admin looking at a customer's data is itself worth a record), HEAD and OPTIONS
 * excluded. The exchange that opens such a session is recorded too (the route names it in
 * `request.auditSubject`, since that request carries no session yet).
 *
 * Written in an `onResponse` hook, after the answer is sent: the trail never slows or fails the
 * customer's request; a write that fails is logged as an error.
 * @module
 */
import type { FastifyRequest } from 'fastify';
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
    /** Set by a route whose request opened an impersonated session (no session on it yet). */
    auditSubject: AuditSubject | undefined;
  }
}

/** Options of the audit plugin. */
export interface AuditPluginOptions extends Record<string, unknown> {
  db: Kysely<Database>;
}

const NOT_AUDITED = new Set(['HEAD', 'OPTIONS']);

/** The subject of a request, when it belongs to an impersonated session. */
export function auditSubjectOf(request: FastifyRequest): AuditSubject | undefined {
  if (request.auditSubject !== undefined) return request.auditSubject;
  const auth = request.auth;
  if (auth === undefined || auth.impersonatedBy === null) return undefined;
  return { userId: auth.user.id, impersonatedBy: auth.impersonatedBy, sessionId: auth.sessionId };
}

/** Installs the hook. Register after the auth plugin. */
export const auditPlugin = fp<AuditPluginOptions>(
  async (app, { db }) => {
    const audit = createAuditRepository(db);
    app.decorateRequest('auditSubject', undefined);
    // A callback hook: a request outside an impersonated session (nearly all) costs no promise.
    app.addHook('onResponse', (request, reply, done) => {
      const subject = NOT_AUDITED.has(request.method) ? undefined : auditSubjectOf(request);
      if (subject === undefined) {
        done();
        return;
      }
      void record(request, reply.statusCode, subject).finally(done);
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
