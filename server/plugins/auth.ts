/**
 * Authentication: `request.user` from the token headers (design §4 "token protocol"), and the
 * preHandlers routes declare their requirement with: `app.requireUser` (401 UNAUTHORIZED),
 * `app.requireAdmin` (403 FORBIDDEN for a signed-in non-admin) and `app.requireLinkedUser`
 * (the user shares data with the request's correspondent, for record routes).
 * @module
 */
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../src/contracts/auth';
import { AppError } from '../errors/app-error';
import type { AuthService, Authenticated } from '../services/auth/auth-service';
import { presentedTokens } from '../services/auth/session-tokens-service';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of the token headers, else undefined. */
    user: AuthUser | undefined;
    /** The session behind `user` (sign-out and rotation need it). */
    auth: Authenticated | undefined;
  }
  interface FastifyInstance {
    /** preHandler: a signed-in user, else 401 UNAUTHORIZED. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** preHandler: a signed-in admin; 401 when not signed in, 403 FORBIDDEN otherwise. */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /**
     * preHandler: a signed-in user linked to the request's correspondent (admins pass);
     * resolves `request.correspondent` on the way. 401 / 403 FORBIDDEN.
     */
    requireLinkedUser(request: FastifyRequest): Promise<void>;
  }
}

/** Options of the auth plugin. */
export interface AuthPluginOptions extends Record<string, unknown> {
  auth: AuthService;
}

/** The signed-in user of a request, or the 401 a protected route answers. */
export function userOf(request: FastifyRequest): AuthUser {
  if (request.user === undefined) throw new AppError('UNAUTHORIZED');
  return request.user;
}

/**
 * Throws FORBIDDEN unless `user` may act for correspondent `correspondentId`: linked to it
 * (data sharing, spec platform §4) or an admin.
 */
export function assertLinkedTo(user: AuthUser, correspondentId: number): void {
  if (user.isAdmin) return;
  if (!user.correspondents.includes(correspondentId)) throw new AppError('FORBIDDEN');
}

/** The one call a password-reset session may make: `PUT /api/v1/auth/user/password`. */
function isPasswordResetCall(request: FastifyRequest): boolean {
  return request.method === 'PUT' && request.routeOptions.url === '/api/v1/auth/user/password';
}

/** Decorates the app with `request.user` and the guards. Register after the tenancy plugin. */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { auth }) => {
    app.decorateRequest('user', undefined);
    app.decorateRequest('auth', undefined);
    // A callback hook: requests without the three headers (public pages, widgets, the quotes of
    // the simulator) cost no query and no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const presented = presentedTokens(request.headers);
      if (presented === undefined) {
        done();
        return;
      }
      auth.authenticate(presented).then((found) => {
        // A reset link's session (its tokens travelled in a URL) sets the new password,
        // nothing else: on any other route the request is anonymous.
        if (
          found !== undefined &&
          (found.purpose !== 'PASSWORD_RESET' || isPasswordResetCall(request))
        ) {
          request.auth = found;
          request.user = found.user;
        }
        done();
      }, done);
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      userOf(request);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!userOf(request).isAdmin) throw new AppError('FORBIDDEN');
    });
    app.decorate('requireLinkedUser', async (request: FastifyRequest) => {
      const user = userOf(request);
      const correspondent = await app.resolveCorrespondent(request);
      request.correspondent = correspondent;
      assertLinkedTo(user, correspondent.id);
    });
  },
  { name: 'fx-auth', dependencies: ['fx-tenancy'] },
);
