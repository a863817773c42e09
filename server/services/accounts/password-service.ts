/**
 * Password recovery, reset and change (spec platform §2.3, §5 "Password", §7; devise-token-auth
 * style, issue 3):
 * - recovery e-mails a one-time link (1 hour, SHA-256 stored) to
 *   `/api/v1/auth/user/password/edit?reset_password_token=…&redirect_url=…`; the answer never
 *   says whether the e-mail has an account;
 * - opening the link uses the token up and opens a short-lived reset session (it also confirms
 *   the e-mail: the link proves the address);
 * - the reset, made with that session's token headers, sets the new password (policy, not one of
 *   the last five) and ends every session of the user, the reset one included (its token
 *   travelled in a URL): the user signs in again with the new password;
 * - the change, by a signed-in user, needs the current password and ends the user's other
 *   sessions.
 * @module
 */
import type { SessionTokens } from '../../../src/domain/session/session-tokens';
import { createAccountRepository } from '../../db/repositories/account-repository';
import { createAccountTokenRepository } from '../../db/repositories/account-token-repository';
import { AppError } from '../../errors/app-error';
import type { Authenticated } from '../auth/auth-service';
import type { OutgoingMail } from '../mail/mailer';
import { PASSWORD_RESET_TTL_MINUTES, renderMail } from '../mail/templates';
import {
  hashAccessToken,
  newAccessToken,
  newClientId,
  sessionTokens,
} from '../auth/session-tokens-service';
import { activateAccount } from './account-activation';
import {
  hashOneTimeToken,
  newOneTimeToken,
  type AccountDeps,
  type MailContext,
} from './account-deps';
import { assertNotRecentlyUsed, assertPasswordPolicy } from './password-rules';

/** How long a reset link stays valid. */
export const PASSWORD_RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;

/** How long the session a reset link opens lasts: long enough to type a new password. */
export const RESET_SESSION_TTL_MS = 30 * 60 * 1000;

/** Why a reset link was refused (the `reset_password_error` of the redirect). */
export type ResetLinkError = 'invalid_token' | 'expired_token';

/** What the password service does. */
export interface PasswordService {
  /**
   * E-mails a reset link for `email` (through the outbox) if it has an account; answers the
   * same either way.
   */
  requestRecovery(
    email: string,
    redirectUrl: string,
    context: Pick<MailContext, 'brand'>,
  ): Promise<void>;
  /** Uses a reset link: the reset session's tokens, or why the link is refused. */
  openResetLink(
    token: string,
    context: Pick<MailContext, 'brand'>,
  ): Promise<{ tokens: SessionTokens } | { error: ResetLinkError }>;
  /** Sets the new password from a reset session; RESET_SESSION_REQUIRED from any other. */
  reset(auth: Authenticated, password: string, context: Pick<MailContext, 'brand'>): Promise<void>;
  /** Changes the password of a signed-in user (CURRENT_PASSWORD_INVALID when wrong). */
  change(
    auth: Authenticated,
    body: { currentPassword: string; password: string },
    context: Pick<MailContext, 'brand'>,
  ): Promise<void>;
}

/** Creates the password service. */
export function createPasswordService(deps: AccountDeps): PasswordService {
  const { db, hasher, outbox, clock, publicOrigin } = deps;

  const changedNotice = (
    user: { email: string; name: string; locale: 'pt-BR' | 'en-US' },
    brand: string,
  ): OutgoingMail =>
    renderMail(user.email, { kind: 'password-changed', name: user.name }, user.locale, brand);

  async function newPasswordHash(userId: number, password: string): Promise<string> {
    assertPasswordPolicy(password);
    await assertNotRecentlyUsed(createAccountRepository(db), hasher, userId, password);
    return hasher.hash(password);
  }

  return {
    async requestRecovery(email, redirectUrl, { brand }) {
      const account = await createAccountRepository(db).findByEmail(email);
      if (account === undefined) return;
      const token = newOneTimeToken();
      const now = clock();
      const link =
        `${publicOrigin}/api/v1/auth/user/password/edit?reset_password_token=${token}` +
        `&redirect_url=${encodeURIComponent(redirectUrl)}`;
      await db.transaction().execute(async (trx) => {
        await createAccountTokenRepository(trx).issue({
          userId: account.id,
          purpose: 'PASSWORD_RESET',
          tokenHash: hashOneTimeToken(token),
          expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
          now,
        });
        await outbox.enqueue(
          renderMail(
            account.email,
            { kind: 'password-reset', name: account.name, link },
            account.locale,
            brand,
          ),
          trx,
        );
      });
    },

    async openResetLink(token, { brand }) {
      const tokens = createAccountTokenRepository(db);
      const row = await tokens.findByHash(hashOneTimeToken(token.trim()), 'PASSWORD_RESET');
      if (row === undefined || row.used_at !== null) return { error: 'invalid_token' };
      if (row.expires_at <= clock()) return { error: 'expired_token' };
      const accessToken = newAccessToken();
      const client = newClientId();
      const result = await db.transaction().execute(async (trx) => {
        const now = clock();
        const used = await createAccountTokenRepository(trx).consume(row.id, now);
        if (used === undefined) return undefined;
        const accounts = createAccountRepository(trx);
        const user = await accounts.findById(row.user_id);
        if (user === undefined) return undefined;
        const expiresAt = new Date(now.getTime() + RESET_SESSION_TTL_MS);
        const sessionId = await accounts.openSession({
          userId: user.id,
          clientId: client,
          tokenHash: hashAccessToken(accessToken),
          expiresAt,
        });
        await createAccountTokenRepository(trx).attachSession(row.id, sessionId);
        await activateAccount(deps, trx, user, brand);
        return { user, expiresAt };
      });
      if (result === undefined) return { error: 'invalid_token' };
      return {
        tokens: sessionTokens({
          accessToken,
          client,
          uid: result.user.email,
          expiresAt: result.expiresAt,
        }),
      };
    },

    async reset(auth, password, { brand }) {
      const grant = await createAccountTokenRepository(db).findBySession(auth.sessionId);
      if (grant === undefined || grant.user_id !== auth.user.id) {
        throw new AppError('RESET_SESSION_REQUIRED');
      }
      const hash = await newPasswordHash(auth.user.id, password);
      await db.transaction().execute(async (trx) => {
        const accounts = createAccountRepository(trx);
        const found = await accounts.findById(auth.user.id);
        if (found === undefined) throw new AppError('UNAUTHORIZED');
        await accounts.setPassword(found.id, hash);
        await createAccountTokenRepository(trx).detachSession(auth.sessionId);
        await accounts.revokeSessions(found.id);
        await outbox.enqueue(changedNotice(found, brand), trx);
      });
    },

    async change(auth, { currentPassword, password }, { brand }) {
      // An admin acting as the customer must not take over the customer's password.
      if (auth.user.impersonated === true) throw new AppError('FORBIDDEN');
      const accounts = createAccountRepository(db);
      const user = await accounts.findById(auth.user.id);
      if (user === undefined) throw new AppError('UNAUTHORIZED');
      if (!(await hasher.verify(currentPassword, user.password_hash))) {
        throw new AppError('CURRENT_PASSWORD_INVALID', {
          fields: [{ field: 'currentPassword', message: 'validation.password.currentInvalid' }],
        });
      }
      const hash = await newPasswordHash(user.id, password);
      await db.transaction().execute(async (trx) => {
        const inTrx = createAccountRepository(trx);
        await inTrx.setPassword(user.id, hash);
        await inTrx.revokeSessions(user.id, auth.sessionId);
        await outbox.enqueue(changedNotice(user, brand), trx);
      });
    },
  };
}
