/**
 * Registration (spec platform §2.3 "Registration stepper", §3 "Registration payload", §8
 * "Registration"; issue 3): the existence check that drives the stepper's branches, and the
 * registration itself — the rules that need the clock or the database (minimum age, e-mail in
 * use, document registered) and one transaction that writes the user with its profile, the
 * password (hashed, also in the history), the default address, the link to the correspondent and
 * the e-mailed verification code. Nothing stays behind when any step fails, the e-mail included.
 * @module
 */
import type { Kysely } from 'kysely';
import type { RegistrationBody, RegistrationExists } from '../../../src/contracts/registration';
import {
  BIRTH_DATE_MESSAGES,
  birthDateViolation,
  calendarDateAt,
  parseIsoDate,
} from '../../../src/domain/identity/birth-date';
import { maskEmail, normaliseEmail } from '../../../src/domain/identity/email';
import { normaliseSpaces } from '../../../src/domain/identity/names';
import { toE164 } from '../../../src/domain/identity/phone';
import { normaliseZipCode } from '../../../src/domain/address/zip-code';
import { stripDocument } from '../../../src/domain/documents/strip-document';
import { createAccountRepository } from '../../db/repositories/account-repository';
import type { Database, NewUserRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AccountDeps, MailContext } from './account-deps';
import type { EmailConfirmationService } from './email-confirmation-service';
import { assertPasswordPolicy } from './password-rules';

/** Where a registration happens: the request's correspondent and language. */
export interface RegistrationContext extends MailContext {
  correspondentId: number;
}

/** What the registration service does. */
export interface RegistrationService {
  /** The existence check of a CPF or CNPJ (typed or bare). */
  exists(document: string): Promise<RegistrationExists>;
  /** Registers; the new user's id and e-mail. */
  register(
    body: RegistrationBody,
    context: RegistrationContext,
  ): Promise<{ id: number; email: string }>;
}

/** `CPF` or `CNPJ`, for the USER_ALREADY_EXISTS message ('Atenção: esse {{0}} já foi cadastrado'). */
function documentLabel(body: RegistrationBody): string {
  return body.personType === 'physical' ? 'CPF' : 'CNPJ';
}

/** Throws VALIDATION_FAILED for an individual's birth date that the service clock refuses. */
function assertBirthDate(birthDate: string, now: Date): void {
  const violation = birthDateViolation(parseIsoDate(birthDate), calendarDateAt(now));
  if (violation === undefined) return;
  throw new AppError('VALIDATION_FAILED', {
    fields: [{ field: 'birthDate', message: BIRTH_DATE_MESSAGES[violation] }],
  });
}

/** The `users` row of a registration (without the password). */
function userRow(body: RegistrationBody, context: RegistrationContext): NewUserRow {
  const common = {
    email: normaliseEmail(body.email),
    phone: toE164(body.phone) ?? body.phone.trim(),
    profession: normaliseSpaces(body.profession),
    income_cents: body.income,
    roles: ['customer'],
    indicator_id: context.correspondentId,
    locale: context.locale,
    registration_status: 'PENDING' as const,
  };
  if (body.personType === 'physical') {
    return {
      ...common,
      name: normaliseSpaces(body.fullName),
      person_type: 'PHYSICAL',
      cpf: stripDocument(body.document),
      cnpj: null,
      birth_date: body.birthDate.trim(),
    };
  }
  return {
    ...common,
    name: normaliseSpaces(body.companyName),
    person_type: 'LEGAL',
    cpf: null,
    cnpj: stripDocument(body.document),
    birth_date: null,
    person_in_charge_name: normaliseSpaces(body.mainResponsibleName),
    person_in_charge_email: normaliseEmail(body.mainResponsibleEmail),
    person_in_charge_doc: stripDocument(body.mainResponsibleDocument),
  };
}

/** Which unique constraint a PostgreSQL error broke, if it is a unique violation. */
function uniqueViolation(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint, message } = error as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  if (code !== '23505') return undefined;
  if (typeof constraint === 'string') return constraint;
  return typeof message === 'string' ? message : '';
}

/** Creates the registration service. */
export function createRegistrationService(
  deps: AccountDeps,
  confirmation: EmailConfirmationService,
): RegistrationService {
  const { db, hasher, clock } = deps;

  const alreadyRegistered = (body: RegistrationBody) =>
    new AppError('USER_ALREADY_EXISTS', {
      params: [documentLabel(body)],
      fields: [{ field: 'document', message: 'validation.documentRegistered' }],
    });
  const emailInUse = () =>
    new AppError('EMAIL_ALREADY_IN_USE', {
      fields: [{ field: 'email', message: 'validation.emailInUse' }],
    });

  async function insert(
    trx: Kysely<Database>,
    body: RegistrationBody,
    context: RegistrationContext,
    passwordHash: string,
  ) {
    const address = body.address;
    const user = userRow(body, context);
    const id = await createAccountRepository(trx).insertAccount({
      user,
      passwordHash,
      correspondentId: context.correspondentId,
      address: {
        nickname: normaliseSpaces(address.nickname),
        street: normaliseSpaces(address.street),
        number: address.number,
        complement:
          address.complement === null ? null : normaliseSpaces(address.complement) || null,
        neighborhood: normaliseSpaces(address.neighborhood),
        city: normaliseSpaces(address.city),
        state: address.state.trim(),
        country: address.country,
        zip_code:
          address.country === 'BR'
            ? (normaliseZipCode(address.zipCode) ?? address.zipCode.trim())
            : address.zipCode.trim(),
      },
    });
    return { id, email: user.email, name: user.name, locale: context.locale };
  }

  return {
    async exists(document) {
      const account = await createAccountRepository(db).findByDocument(stripDocument(document));
      if (account === undefined) return { exists: false, hasAccess: false };
      if (account.password_hash !== null) return { exists: true, hasAccess: true };
      return { exists: true, hasAccess: false, email: maskEmail(account.email) };
    },

    async register(body, context) {
      if (body.personType === 'physical') assertBirthDate(body.birthDate, clock());
      assertPasswordPolicy(body.password);
      const accounts = createAccountRepository(db);
      if ((await accounts.findByDocument(stripDocument(body.document))) !== undefined) {
        throw alreadyRegistered(body);
      }
      if ((await accounts.findByEmail(body.email)) !== undefined) throw emailInUse();

      // Both hashes are slow on purpose: made before the transaction holds anything.
      const passwordHash = await hasher.hash(body.password);
      const prepared = await confirmation.prepareCode();
      try {
        return await db.transaction().execute(async (trx) => {
          const user = await insert(trx, body, context, passwordHash);
          await confirmation.sendCode(trx, user, prepared, context.brand);
          return { id: user.id, email: user.email };
        });
      } catch (error) {
        // Two registrations racing past the checks above: the unique indexes decide.
        const constraint = uniqueViolation(error);
        if (constraint !== undefined) {
          throw constraint.includes('email') ? emailInUse() : alreadyRegistered(body);
        }
        throw error;
      }
    },
  };
}
