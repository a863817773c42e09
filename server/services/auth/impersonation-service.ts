/**
 * Impersonation (design §4 "impersonation"; spec platform §6 "Operator/admin impersonation"):
 * an admin creates a one-time token for a customer, valid five minutes and stored only as its
 * SHA-256; the portal's `/{identifier}/impersonate-user/{token}` exchanges it for a session of
 * the customer whose `impersonated_by` is the admin. That session lives two hours and rotating
 * it never extends it (auth service). Admins cannot be impersonated.
 * @module
 */
import type { Kysely } from 'kysely';
import type { AuthUser, ImpersonationTokenRequest } from '../../../src/contracts/auth';
import type { Correspondent } from '../../../src/contracts/correspondent';
import type { SessionTokens } from '../../../src/domain/session/session-tokens';
import { stripDocument } from '../../../src/domain/documents/strip-document';
import { createCustomerRepository } from '../../db/repositories/customer-repository';
import { createImpersonationRepository } from '../../db/repositories/impersonation-repository';
import { createSessionRepository } from '../../db/repositories/session-repository';
import type { UserWithCorrespondents } from '../../db/repositories/user-repository';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { toAuthUser } from './auth-service';
import { systemClock, type Clock } from '../clock';
import {
  hashAccessToken,
  newAccessToken,
  newClientId,
  sessionTokens,
} from './session-tokens-service';

/** How long a token can be exchanged: five minutes. */
export const IMPERSONATION_TOKEN_TTL_MS = 5 * 60 * 1000;

/** How long an impersonated session lives: two hours, never extended. */
export const IMPERSONATION_SESSION_TTL_MS = 2 * 60 * 60 * 1000;

/** A created token and the portal path that exchanges it. */
export interface CreatedImpersonationToken {
  token: string;
  /** ISO date-time. */
  expiresAt: string;
  /** `/{identifier}/impersonate-user/{token}`. */
  path: string;
}

/** An exchanged token: the customer's session, and who is behind it (for the audit trail). */
export interface Impersonation {
  user: AuthUser;
  tokens: SessionTokens;
  impersonatedBy: number;
  sessionId: number;
}

/** What the impersonation service does. */
export interface ImpersonationService {
  /**
   * A token for the customer of `target`, created by `admin` while acting for `correspondent`.
   * NOT_FOUND for an unknown customer, IMPERSONATION_NOT_ALLOWED for an admin.
   */
  createToken(
    admin: AuthUser,
    target: ImpersonationTokenRequest,
    correspondent: Correspondent | undefined,
  ): Promise<CreatedImpersonationToken>;
  /** Spends `token` for a session; IMPERSONATION_TOKEN_INVALID when unknown, used or expired. */
  exchange(token: string): Promise<Impersonation>;
}

/** Creates the impersonation service. */
export function createImpersonationService({
  db,
  clock = systemClock,
}: {
  db: Kysely<Database>;
  clock?: Clock;
}): ImpersonationService {
  /**
   * The correspondent of the portal path: the admin's when the customer is linked to it (else
   * the customer would land on the data-sharing screen), else the customer's first active one,
   * else the admin's. Without a current correspondent (the operator page `/admin`), the
   * customer's first active one; CORRESPONDENT_NOT_FOUND when they have none.
   */
  async function pathCorrespondent(
    target: UserWithCorrespondents,
    current: Correspondent | undefined,
  ): Promise<{ id: number; identifier: string }> {
    if (
      current !== undefined &&
      (target.correspondents.includes(current.id) || target.correspondents.length === 0)
    ) {
      return current;
    }
    if (target.correspondents.length === 0) throw new AppError('CORRESPONDENT_NOT_FOUND');
    const linked = await db
      .selectFrom('correspondents')
      .select(['id', 'identifier'])
      .where('id', 'in', target.correspondents)
      .where('active', '=', true)
      .orderBy('id')
      .executeTakeFirst();
    if (linked !== undefined) return linked;
    if (current === undefined) throw new AppError('CORRESPONDENT_NOT_FOUND');
    return current;
  }

  return {
    async createToken(admin, target, correspondent) {
      if (!admin.isAdmin) throw new AppError('FORBIDDEN');
      const customers = createCustomerRepository(db);
      const user =
        target.userId !== undefined
          ? await customers.findById(target.userId)
          : await customers.findByDocument(stripDocument(target.document ?? ''));
      if (user === undefined) throw new AppError('NOT_FOUND');
      if (user.is_admin) throw new AppError('IMPERSONATION_NOT_ALLOWED');
      const landing = await pathCorrespondent(user, correspondent);
      const token = newAccessToken();
      const expiresAt = new Date(clock().getTime() + IMPERSONATION_TOKEN_TTL_MS);
      await createImpersonationRepository(db).create({
        tokenHash: hashAccessToken(token),
        userId: user.id,
        createdBy: admin.id,
        correspondentId: landing.id,
        expiresAt,
      });
      return {
        token,
        expiresAt: expiresAt.toISOString(),
        path: `/${landing.identifier}/impersonate-user/${token}`,
      };
    },

    exchange(token) {
      return db.transaction().execute(async (trx) => {
        const now = clock();
        const tokens = createImpersonationRepository(trx);
        const spent = await tokens.spend(hashAccessToken(token), now);
        if (spent === undefined) throw new AppError('IMPERSONATION_TOKEN_INVALID');
        const customers = createCustomerRepository(trx);
        // The admin may have lost the role since creating the token.
        const admin = await customers.findById(spent.createdBy);
        if (admin === undefined || !admin.is_admin) {
          throw new AppError('IMPERSONATION_TOKEN_INVALID');
        }
        const user = await customers.findById(spent.userId);
        if (user === undefined) throw new AppError('IMPERSONATION_TOKEN_INVALID');
        if (user.is_admin) throw new AppError('IMPERSONATION_NOT_ALLOWED');

        const accessToken = newAccessToken();
        const client = newClientId();
        const expiresAt = new Date(now.getTime() + IMPERSONATION_SESSION_TTL_MS);
        await createSessionRepository(trx).create({
          userId: user.id,
          clientId: client,
          tokenHash: hashAccessToken(accessToken),
          expiresAt,
          impersonatedBy: admin.id,
        });
        const session = await trx
          .selectFrom('user_sessions')
          .select('id')
          .where('client_id', '=', client)
          .executeTakeFirstOrThrow();
        await tokens.attachSession(spent.id, session.id);
        return {
          user: toAuthUser(user, true),
          tokens: sessionTokens({ accessToken, client, uid: user.email, expiresAt }),
          impersonatedBy: admin.id,
          sessionId: session.id,
        };
      });
    },
  };
}
