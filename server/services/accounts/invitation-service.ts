/**
 * Set-password invitations (spec platform §3 "Invitation", §4 "Registration", §8
 * `userSendInvitation`): a record known without access (no password) gets a one-time link,
 * `{PUBLIC_ORIGIN}/{identifier}/password/invitation?invitation_token=…`, valid 7 days; accepting
 * it sets the password (policy, history), confirms the e-mail (the link proves the address) and
 * uses the token up. Only the SHA-256 of the token is stored; a new invitation withdraws the
 * previous one.
 * @module
 */
import { maskEmail } from '../../../src/domain/identity/email';
import { stripDocument } from '../../../src/domain/documents/strip-document';
import { createAccountRepository } from '../../db/repositories/account-repository';
import { createAccountTokenRepository } from '../../db/repositories/account-token-repository';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { INVITATION_TTL_DAYS, renderMail } from '../mail/templates';
import { activateAccount } from './account-activation';
import {
  hashOneTimeToken,
  newOneTimeToken,
  type AccountDeps,
  type MailContext,
} from './account-deps';
import { assertNotRecentlyUsed, assertPasswordPolicy } from './password-rules';

/** How long an invitation stays valid. */
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

/** What the invitation service does. */
export interface InvitationService {
  /**
   * E-mails a set-password invitation to the record of `document` (CPF or CNPJ), through the
   * outbox; the address it goes to, masked. ACCOUNT_NOT_FOUND for an unknown document,
   * USER_ALREADY_EXISTS for a record that already has access.
   */
  invite(
    document: string,
    context: MailContext & { identifier: string },
  ): Promise<{ email: string }>;
  /** Sets the password from an invitation; INVITATION_TOKEN_INVALID when bad, used or expired. */
  accept(
    token: string,
    password: string,
    context: Pick<MailContext, 'brand'>,
  ): Promise<{ registrationStatus: UserRow['registration_status'] }>;
}

const invalidToken = () => new AppError('INVITATION_TOKEN_INVALID');

/** Creates the invitation service. */
export function createInvitationService(deps: AccountDeps): InvitationService {
  const { db, hasher, outbox, clock, publicOrigin } = deps;

  return {
    async invite(document, { brand, identifier }) {
      const account = await createAccountRepository(db).findByDocument(stripDocument(document));
      if (account === undefined) throw new AppError('ACCOUNT_NOT_FOUND');
      if (account.password_hash !== null) {
        throw new AppError('USER_ALREADY_EXISTS', {
          params: [account.person_type === 'PHYSICAL' ? 'CPF' : 'CNPJ'],
        });
      }
      const token = newOneTimeToken();
      const now = clock();
      const link =
        `${publicOrigin}/${encodeURIComponent(identifier)}/password/invitation` +
        `?invitation_token=${token}`;
      await db.transaction().execute(async (trx) => {
        await createAccountTokenRepository(trx).issue({
          userId: account.id,
          purpose: 'INVITATION',
          tokenHash: hashOneTimeToken(token),
          expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
          now,
        });
        await outbox.enqueue(
          renderMail(
            account.email,
            { kind: 'invitation', name: account.name, link },
            account.locale,
            brand,
          ),
          trx,
        );
      });
      return { email: maskEmail(account.email) };
    },

    async accept(token, password, { brand }) {
      assertPasswordPolicy(password);
      const tokens = createAccountTokenRepository(db);
      const row = await tokens.findByHash(hashOneTimeToken(token.trim()), 'INVITATION');
      if (row === undefined || row.used_at !== null || row.expires_at <= clock()) {
        throw invalidToken();
      }
      const accounts = createAccountRepository(db);
      const account = await accounts.findById(row.user_id);
      // Access obtained meanwhile (a reset link): the invitation has nothing left to do.
      if (account === undefined || account.password_hash !== null) throw invalidToken();
      await assertNotRecentlyUsed(accounts, hasher, account.id, password);
      const hash = await hasher.hash(password);

      const activation = await db.transaction().execute(async (trx) => {
        // The conditional update makes the token one-time even for two requests at once.
        const used = await createAccountTokenRepository(trx).consume(row.id, clock());
        if (used === undefined) throw invalidToken();
        await createAccountRepository(trx).setPassword(account.id, hash);
        return activateAccount(deps, trx, account, brand);
      });
      return { registrationStatus: activation.registrationStatus };
    },
  };
}
