/**
 * The e-mail verification code (spec platform §2.3 step 4, §5; design §4: 6 digits, 15 minutes,
 * at most 5 tries, resent after 60 s): issued by registration, checked by
 * `GET /v1/auth/user/confirmation`, resent by e-mail or by CPF. The rules are the pure state
 * machine of `src/domain/identity/verification-code`; this service stores its state (the code
 * hashed with the password hasher, so a database dump does not reveal live codes) and sends it.
 * @module
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  checkCode,
  generateCode,
  resendAvailableIn,
  VERIFICATION_CODE_RESEND_SECONDS,
  type CodeCheckOutcome,
} from '../../../src/domain/identity/verification-code';
import { stripDocument } from '../../../src/domain/documents/strip-document';
import { createAccountRepository } from '../../db/repositories/account-repository';
import { createVerificationCodeRepository } from '../../db/repositories/verification-code-repository';
import type { Database, UserRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { renderMail } from '../mail/templates';
import type { AccountDeps, MailContext } from './account-deps';
import { activateAccount } from './account-activation';

/** The answer of a resend: seconds until the next one (the countdown). */
export interface ResendResult {
  resendAvailableIn: number;
}

/** The answer of a confirmation: the registration's status after the review. */
export interface ConfirmationResult {
  registrationStatus: UserRow['registration_status'];
}

/** What the e-mail confirmation service does. */
export interface EmailConfirmationService {
  /**
   * Issues a new code for `user` and e-mails it, inside `trx` (registration's transaction, or a
   * resend's). The code is hashed before this call's transaction work: pass it from
   * {@link EmailConfirmationService.prepareCode}.
   */
  sendCode(
    trx: Kysely<Database>,
    user: Pick<UserRow, 'id' | 'email' | 'name' | 'locale'>,
    prepared: PreparedCode,
    brand: string,
  ): Promise<void>;
  /** A fresh code and its hash (hashing is slow: done outside transactions). */
  prepareCode(): Promise<PreparedCode>;
  /**
   * Checks `code` for the account of `email`. Throws VERIFICATION_CODE_INVALID (wrong, or no such
   * account: the same answer), VERIFICATION_CODE_EXPIRED, VERIFICATION_CODE_LOCKED (5 wrong
   * tries: a new code is needed) or EMAIL_ALREADY_CONFIRMED.
   */
  confirm(
    email: string,
    code: string,
    context: Pick<MailContext, 'brand'>,
  ): Promise<ConfirmationResult>;
  /**
   * Sends a new code to the account of `email` if it waits for one; the same answer for an
   * unknown or confirmed e-mail (see `resend`).
   */
  resendByEmail(email: string, context: Pick<MailContext, 'brand'>): Promise<ResendResult>;
  /** The same, for the individual with this CPF. */
  resendByCpf(cpf: string, context: Pick<MailContext, 'brand'>): Promise<ResendResult>;
}

/** A generated code and its stored form. */
export interface PreparedCode {
  code: string;
  hash: string;
}

/** Creates the e-mail confirmation service. */
export function createEmailConfirmationService(deps: AccountDeps): EmailConfirmationService {
  const { db, hasher, outbox, clock } = deps;

  const service: EmailConfirmationService = {
    async prepareCode() {
      const code = generateCode(randomInt);
      return { code, hash: await hasher.hash(code) };
    },

    async sendCode(trx, user, prepared, brand) {
      await createVerificationCodeRepository(trx).replace(user.id, prepared.hash, clock());
      await outbox.enqueue(
        renderMail(
          user.email,
          { kind: 'verification-code', name: user.name, code: prepared.code },
          user.locale,
          brand,
        ),
        trx,
      );
    },

    async confirm(email, code, { brand }) {
      const account = await createAccountRepository(db).findByEmail(email);
      if (account === undefined) {
        // Spend the same work as a real check: the answer must not reveal the account.
        await hasher.verify(code, undefined);
        throw new AppError('VERIFICATION_CODE_INVALID', {
          fields: [{ field: 'confirmation_token', message: 'verificationCode.invalid' }],
        });
      }
      if (account.confirmed_at !== null) throw new AppError('EMAIL_ALREADY_CONFIRMED');
      const stored = await createVerificationCodeRepository(db).find(account.id);
      const matches = await hasher.verify(code.trim(), stored?.code_hash);

      const result = await db.transaction().execute(async (trx) => {
        const codes = createVerificationCodeRepository(trx);
        const row = await codes.find(account.id, true);
        // A resend between the read and now replaced the code: the typed one is the old one.
        if (row === undefined || row.code_hash !== stored?.code_hash) {
          return { outcome: { status: 'wrong', triesLeft: 0 } as CodeCheckOutcome };
        }
        const now = clock();
        const check = checkCode(
          {
            code: row.code_hash,
            issuedAt: row.issued_at.getTime(),
            failedAttempts: row.failed_attempts,
            ...(row.used_at === null ? {} : { usedAt: row.used_at.getTime() }),
          },
          code,
          now.getTime(),
          () => matches,
        );
        if (check.outcome.status === 'wrong' || check.outcome.status === 'ok') {
          await codes.update(account.id, {
            failedAttempts: check.state.failedAttempts,
            usedAt: check.state.usedAt === undefined ? null : new Date(check.state.usedAt),
          });
        }
        if (check.outcome.status !== 'ok') return { outcome: check.outcome };
        const user = await createAccountRepository(trx).findById(account.id);
        if (user === undefined) return { outcome: { status: 'used' } as CodeCheckOutcome };
        return {
          outcome: check.outcome,
          activation: await activateAccount(deps, trx, user, brand),
        };
      });

      switch (result.outcome.status) {
        case 'ok':
          break;
        case 'expired':
          throw new AppError('VERIFICATION_CODE_EXPIRED', {
            fields: [{ field: 'confirmation_token', message: 'verificationCode.expired' }],
          });
        case 'locked':
          throw new AppError('VERIFICATION_CODE_LOCKED', {
            fields: [{ field: 'confirmation_token', message: 'verificationCode.locked' }],
          });
        default:
          throw new AppError('VERIFICATION_CODE_INVALID', {
            fields: [{ field: 'confirmation_token', message: 'verificationCode.invalid' }],
          });
      }
      const activation = 'activation' in result ? result.activation : undefined;
      return { registrationStatus: activation?.registrationStatus ?? account.registration_status };
    },

    async resendByEmail(email, context) {
      return resend(await createAccountRepository(db).findByEmail(email), context.brand);
    },

    async resendByCpf(cpf, context) {
      const account = await createAccountRepository(db).findByDocument(stripDocument(cpf));
      return resend(account?.person_type === 'PHYSICAL' ? account : undefined, context.brand);
    },
  };

  /**
   * Sends a new code when `account` waits for one. The answer is the same whether the account
   * exists, is confirmed already or got a code less than 60 s ago (nothing is sent then), and
   * the code is prepared first in every case so the time taken tells nothing either: a resend
   * is not a way to learn who has an account (issue 14). The 60 s between two asks for one
   * e-mail or CPF are kept by the route, for known and unknown ones alike.
   */
  async function resend(account: UserRow | undefined, brand: string): Promise<ResendResult> {
    const prepared = await service.prepareCode();
    if (account !== undefined && account.confirmed_at === null) {
      await db.transaction().execute(async (trx) => {
        const current = await createVerificationCodeRepository(trx).find(account.id, true);
        const wait =
          current === undefined
            ? 0
            : resendAvailableIn({ issuedAt: current.issued_at.getTime() }, clock().getTime());
        if (wait === 0) await service.sendCode(trx, account, prepared, brand);
      });
    }
    return { resendAvailableIn: VERIFICATION_CODE_RESEND_SECONDS };
  }

  return service;
}
