/**
 * Sign-in, token authentication, rotation and sign-out (design §4 "token protocol"). Holds the
 * logic; the SQL is in the user and session repositories, the HTTP in `routes/auth.ts`.
 * @module
 */
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../src/contracts/auth';
import type { SessionTokens } from '../../../src/domain/session/session-tokens';
import type { Database } from '../../db/schema';
import {
  createSessionRepository,
  type FoundSession,
} from '../../db/repositories/session-repository';
import {
  createUserRepository,
  type UserWithCorrespondents,
} from '../../db/repositories/user-repository';
import { AppError } from '../../errors/app-error';
import type { PasswordHasher } from './password-hasher';
import {
  hashAccessToken,
  newAccessToken,
  newClientId,
  ROTATION_GRACE_MS,
  SESSION_TTL_MS,
  sessionTokens,
} from './session-tokens-service';

/** A request's authenticated session. */
export interface Authenticated {
  user: AuthUser;
  /** The session row id (sign-out, rotation). */
  sessionId: number;
  client: string;
  expiresAt: Date;
  /** The hash of the token the request presented. */
  presentedHash: string;
  viaPreviousToken: boolean;
  /** The admin acting as the user, in a session opened by impersonation (design §4); else null. */
  impersonatedBy: number | null;
  /** `PASSWORD_RESET` for the session a reset link opened (only the reset call accepts it). */
  purpose: 'SIGN_IN' | 'PASSWORD_RESET';
}

/** What the auth service does. */
export interface AuthService {
  /**
   * Signs in with e-mail and password: the user and new tokens for a new client.
   * @throws AppError INVALID_CREDENTIALS for an unknown e-mail, a wrong password, or an account
   * without a password, alike; EMAIL_NOT_CONFIRMED (403) for the right password of an account
   * whose e-mail is not confirmed yet.
   */
  signIn(email: string, password: string): Promise<{ user: AuthUser; tokens: SessionTokens }>;
  /** The session of the presented token headers, or undefined. */
  authenticate(presented: {
    accessToken: string;
    client: string;
    uid: string;
  }): Promise<Authenticated | undefined>;
  /**
   * Replaces the session's token by a new one with a fresh 14-day expiry; undefined when the
   * request came with the previous token or a concurrent request already rotated (the client
   * keeps the newer token it got, by the not-older-expiry rule).
   */
  rotate(auth: Authenticated): Promise<SessionTokens | undefined>;
  /** Revokes the session. */
  signOut(auth: Authenticated): Promise<void>;
}

/** Dependencies of the auth service. */
export interface AuthServiceDeps {
  db: Kysely<Database>;
  hasher: PasswordHasher;
  /** The current time (tests move it). */
  now?: () => Date;
}

/** The user as the `data` field of the auth answers shows it (spec platform §3). */
export function toAuthUser(row: UserWithCorrespondents, impersonated = false): AuthUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: [...row.roles],
    ...(row.cpf === null ? {} : { cpf: row.cpf }),
    ...(row.cnpj === null ? {} : { cnpj: row.cnpj }),
    correspondents: row.correspondents,
    isAdmin: row.is_admin,
    needsComplianceUpdate: row.needs_compliance_update,
    ...(impersonated ? { impersonated: true } : {}),
  };
}

function authenticated(found: FoundSession, presentedHash: string): Authenticated {
  return {
    user: toAuthUser(found.user, found.session.impersonated_by !== null),
    sessionId: found.session.id,
    client: found.session.client_id,
    expiresAt: found.session.expires_at,
    presentedHash,
    viaPreviousToken: found.viaPreviousToken,
    impersonatedBy: found.session.impersonated_by,
    purpose: found.session.purpose,
  };
}

/** Creates the auth service. */
export function createAuthService({
  db,
  hasher,
  now = () => new Date(),
}: AuthServiceDeps): AuthService {
  const users = createUserRepository(db);
  const sessions = createSessionRepository(db);

  return {
    async signIn(email, password) {
      const row = await users.findByEmail(email);
      // Verify even without a user: the dummy hash costs the same time as a real one.
      const valid = await hasher.verify(password, row?.password_hash);
      if (row === undefined || !valid) throw new AppError('INVALID_CREDENTIALS');
      // Only after the right password: an unconfirmed account is not revealed to a guesser.
      if (row.confirmed_at === null) throw new AppError('EMAIL_NOT_CONFIRMED');
      const accessToken = newAccessToken();
      const client = newClientId();
      const expiresAt = new Date(now().getTime() + SESSION_TTL_MS);
      await sessions.create({
        userId: row.id,
        clientId: client,
        tokenHash: hashAccessToken(accessToken),
        expiresAt,
      });
      return {
        user: toAuthUser(row),
        tokens: sessionTokens({ accessToken, client, uid: row.email, expiresAt }),
      };
    },

    async authenticate(presented) {
      const tokenHash = hashAccessToken(presented.accessToken);
      const found = await sessions.findByToken({
        clientId: presented.client,
        uid: presented.uid,
        tokenHash,
        now: now(),
      });
      return found === undefined ? undefined : authenticated(found, tokenHash);
    },

    async rotate(auth) {
      if (auth.viaPreviousToken) return undefined;
      const current = now();
      const accessToken = newAccessToken();
      // Never earlier than the current expiry, so the client's not-older rule accepts it. An
      // impersonation keeps its short lifetime: rotating never extends it.
      const expiresAt =
        auth.impersonatedBy === null
          ? new Date(Math.max(current.getTime() + SESSION_TTL_MS, auth.expiresAt.getTime()))
          : auth.expiresAt;
      const rotated = await sessions.rotate({
        id: auth.sessionId,
        tokenHash: hashAccessToken(accessToken),
        previousTokenHash: auth.presentedHash,
        previousValidUntil: new Date(current.getTime() + ROTATION_GRACE_MS),
        expiresAt,
        now: current,
      });
      if (!rotated) return undefined;
      return sessionTokens({ accessToken, client: auth.client, uid: auth.user.email, expiresAt });
    },

    async signOut(auth) {
      await sessions.revoke(auth.sessionId);
    },
  };
}
