/**
 * Customer records (spec platform §7 "Individuals, under /customers/v1/physicals/{cpf}",
 * "Companies, under /customers/v1/legals/{cnpj}"): read and update the record, the existence
 * check, the operational limit, the link to a correspondent and a new compliance review. Who may
 * reach a record is decided by `customer-access`; each change is one transaction holding the
 * customer's row lock.
 * @module
 */
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../src/contracts/auth';
import type { Correspondent } from '../../../src/contracts/correspondent';
import {
  limitView,
  type Company,
  type CompanyUpdateBody,
  type Individual,
  type IndividualUpdateBody,
  type OperationalLimitAnswer,
  type TriggerComplianceResult,
} from '../../../src/contracts/customers';
import { stripDocument } from '../../../src/domain/documents/strip-document';
import { maskEmail, normaliseEmail } from '../../../src/domain/identity/email';
import { normaliseSpaces } from '../../../src/domain/identity/names';
import { toE164 } from '../../../src/domain/identity/phone';
import { createAccountRepository } from '../../db/repositories/account-repository';
import { createAddressRepository } from '../../db/repositories/address-repository';
import { createCompanyDocumentRepository } from '../../db/repositories/company-document-repository';
import {
  createCustomerRepository,
  type ProfilePatch,
} from '../../db/repositories/customer-repository';
import type { UserWithCorrespondents } from '../../db/repositories/user-repository';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { systemClock, type Clock } from '../clock';
import type { MailOutbox } from '../mail/mail-outbox';
import { renderMail } from '../mail/templates';
import { toCompanyDocument } from './company-documents';
import { lastLimitUpdateStatus } from '../limit-updates/limit-update-service';
import { assertMayReach, reachCustomer, type CustomerRef } from './customer-access';
import { centsOf, toCompany, toIndividual } from './customer-mapper';
import { profilePendencies } from './profile-completeness';

/** A record after an update, and the new e-mail when it changed (the session's `uid` follows). */
export interface Updated<T> {
  record: T;
  /** The id of the user whose record it is. */
  userId: number;
  emailChanged: string | undefined;
}

/** What the customer service does; every call checks that `user` may reach the record. */
export interface CustomerService {
  getIndividual(user: AuthUser, cpf: string): Promise<Individual>;
  /**
   * Updates the individual; a changed e-mail queues, in the same transaction, the notice to the
   * previous address (`change.brand` signs it) and ends the user's other sessions.
   */
  updateIndividual(
    user: AuthUser,
    cpf: string,
    body: IndividualUpdateBody,
    change?: EmailChange,
  ): Promise<Updated<Individual>>;
  /** Whether an individual with this CPF exists (a customer can only ask about itself). */
  individualExists(user: AuthUser, cpf: string): Promise<boolean>;
  /** The individual's operational limit; NOT_FOUND when it has none. */
  limit(user: AuthUser, cpf: string): Promise<OperationalLimitAnswer>;
  /**
   * Links the individual to `correspondent` (which must be active) and records `indicator` as
   * the partner who brought it when none is recorded yet.
   */
  linkCorrespondent(
    user: AuthUser,
    cpf: string,
    correspondent: Correspondent,
    indicator: number | null | undefined,
  ): Promise<Individual>;
  /** Asks for a new compliance review of the record. */
  triggerCompliance(user: AuthUser, ref: CustomerRef): Promise<TriggerComplianceResult>;
  getCompany(user: AuthUser, cnpj: string): Promise<Company>;
  /** Updates the company; a changed e-mail is told to the previous address as for individuals. */
  updateCompany(
    user: AuthUser,
    cnpj: string,
    body: CompanyUpdateBody,
    change?: EmailChange,
  ): Promise<Updated<Company>>;
  /**
   * Whether a company with this CNPJ exists, and its e-mail when it does (GraphQL
   * `legalPersonExists`): as for individuals, a customer can only ask about itself, so the
   * e-mail is never another company's.
   */
  companyExists(user: AuthUser, cnpj: string): Promise<{ exists: boolean; email: string | null }>;
  /**
   * Links the company to `correspondent` (which must be active) and records `indicator` as the
   * partner who brought it when none is recorded yet (GraphQL `giveCorrespondentAccess`).
   */
  linkCompanyCorrespondent(
    user: AuthUser,
    cnpj: string,
    correspondent: Correspondent,
    indicator: number | null | undefined,
  ): Promise<Company>;
}

/** What an e-mail change needs besides the record: who signs the notice, whose session stays. */
export interface EmailChange {
  /** The correspondent brand that signs the notice to the previous address. */
  brand: string;
  /**
   * The caller's session: kept when the caller changes its own e-mail. Every other session of
   * the user ends (issue 14: an e-mail change ends sessions as a password change does).
   */
  sessionId?: number;
}

/** Dependencies of the customer service. */
export interface CustomerServiceDeps {
  db: Kysely<Database>;
  clock?: Clock;
  /** Where the notice of a changed e-mail is queued (none: no notice). */
  outbox?: MailOutbox;
}

/** Whether a PostgreSQL error is a unique violation (a concurrent e-mail change won). */
function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

const emailInUse = () =>
  new AppError('EMAIL_ALREADY_IN_USE', {
    fields: [{ field: 'email', message: 'validation.emailInUse' }],
  });

/** `''` → null, other text with its spaces normalised. */
function optionalText(value: string | null): string | null {
  if (value === null) return null;
  const text = normaliseSpaces(value);
  return text === '' ? null : text;
}

/** The stored form of a mobile number: E.164 when it parses (it always does once validated). */
function phoneColumn(phone: string): string {
  return toE164(phone) ?? phone.trim();
}

/** A `changeSyncTime` as a date, or VALIDATION_FAILED naming the field. */
function parseChangeSyncTime(value: string): Date {
  const time = Date.parse(value);
  if (Number.isNaN(time)) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'changeSyncTime', message: 'validation.regex' }],
    });
  }
  return new Date(time);
}

/** The limit e-mail switches a company update sets (spec §3 `notificationStatus`). */
function limitEmailSwitches(body: CompanyUpdateBody): ProfilePatch {
  const email = body.notificationStatus?.operationalLimit.email;
  if (email === undefined) return {};
  return {
    ...(email.operationalLimitAt50 === undefined
      ? {}
      : { limit_email_at_50: email.operationalLimitAt50 }),
    ...(email.operationalLimitAt85 === undefined
      ? {}
      : { limit_email_at_85: email.operationalLimitAt85 }),
    ...(email.operationalLimitAt100 === undefined
      ? {}
      : { limit_email_at_100: email.operationalLimitAt100 }),
  };
}

/** Creates the customer service. */
export function createCustomerService({
  db,
  clock = systemClock,
  outbox,
}: CustomerServiceDeps): CustomerService {
  const individualRef = (cpf: string): CustomerRef => ({ kind: 'PHYSICAL', document: cpf });
  const companyRef = (cnpj: string): CustomerRef => ({ kind: 'LEGAL', document: cnpj });

  async function parts(trx: Kysely<Database>, userId: number) {
    const addresses = createAddressRepository(trx);
    return {
      addresses: await addresses.list(userId),
      billingAddresses: await addresses.listBilling(userId),
    };
  }

  async function individualOf(trx: Kysely<Database>, row: UserWithCorrespondents) {
    return toIndividual(row, await parts(trx, row.id));
  }

  async function companyOf(trx: Kysely<Database>, row: UserWithCorrespondents) {
    const found = await parts(trx, row.id);
    const documents = await createCompanyDocumentRepository(trx).listFor(row.id);
    return toCompany(row, {
      ...found,
      pendencies: profilePendencies(row, found.addresses.length),
      documents: documents.map(toCompanyDocument),
    });
  }

  /**
   * Applies `patch` to the locked record of `ref` (with the e-mail uniqueness check) and reads
   * it back, all in one transaction.
   */
  async function updateRecord<T>(
    user: AuthUser,
    ref: CustomerRef,
    patchOf: (row: UserWithCorrespondents) => ProfilePatch,
    read: (trx: Kysely<Database>, row: UserWithCorrespondents) => Promise<T>,
    change: EmailChange | undefined,
  ): Promise<Updated<T>> {
    try {
      return await db.transaction().execute(async (trx) => {
        const customers = createCustomerRepository(trx);
        const current = await reachCustomer(trx, user, ref, { lock: true });
        const patch = patchOf(current);
        const emailChanged =
          patch.email !== undefined && patch.email !== current.email ? patch.email : undefined;
        if (
          emailChanged !== undefined &&
          (await customers.emailTakenByOther(emailChanged, current.id))
        ) {
          throw emailInUse();
        }
        if (Object.keys(patch).length > 0) await customers.update(current.id, patch);
        if (emailChanged !== undefined) {
          const ownSession = current.id === user.id ? change?.sessionId : undefined;
          await createAccountRepository(trx).revokeSessions(current.id, ownSession);
        }
        const updated = await customers.findById(current.id);
        if (updated === undefined) throw new AppError('NOT_FOUND');
        if (emailChanged !== undefined && outbox !== undefined && change !== undefined) {
          // The previous address learns of the change, with the new one masked: the account's
          // notices now go to the new address, so a takeover would otherwise go unseen.
          const template = {
            kind: 'email-changed' as const,
            name: updated.name,
            newEmail: maskEmail(emailChanged),
          };
          await outbox.enqueue(
            renderMail(current.email, template, updated.locale, change.brand),
            trx,
          );
        }
        return {
          record: await read(trx, updated),
          userId: updated.id,
          emailChanged,
        };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailInUse();
      throw error;
    }
  }

  /**
   * Links the record of `ref` to `correspondent` (active only) and credits `indicator` when the
   * record has no partner yet: one transaction holding the customer's lock.
   */
  function linkRecord<T>(
    user: AuthUser,
    ref: CustomerRef,
    correspondent: Correspondent,
    indicator: number | null | undefined,
    read: (trx: Kysely<Database>, row: UserWithCorrespondents) => Promise<T>,
  ): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const customers = createCustomerRepository(trx);
      const current = await reachCustomer(trx, user, ref, { lock: true });
      if (!correspondent.active) throw new AppError('CORRESPONDENT_INACTIVE');
      await customers.link(current.id, correspondent.id);
      if (indicator !== undefined && indicator !== null && current.indicator_id === null) {
        const partner = await trx
          .selectFrom('correspondents')
          .select('id')
          .where('id', '=', indicator)
          .executeTakeFirst();
        if (partner === undefined) {
          throw new AppError('VALIDATION_FAILED', {
            fields: [{ field: 'indicator', message: 'validation.indicatorUnknown' }],
          });
        }
        await customers.update(current.id, { indicator_id: indicator });
      }
      const updated = await customers.findById(current.id);
      if (updated === undefined) throw new AppError('NOT_FOUND');
      return read(trx, updated);
    });
  }

  return {
    async getIndividual(user, cpf) {
      return individualOf(db, await reachCustomer(db, user, individualRef(cpf)));
    },

    updateIndividual(user, cpf, body, change) {
      return updateRecord(
        user,
        individualRef(cpf),
        () => ({
          ...(body.fullName === undefined ? {} : { name: normaliseSpaces(body.fullName) }),
          ...(body.profession === undefined
            ? {}
            : { profession: normaliseSpaces(body.profession) }),
          ...(body.monthlyIncome === undefined ? {} : { income_cents: body.monthlyIncome }),
          ...(body.phone === undefined ? {} : { phone: phoneColumn(body.phone) }),
          ...(body.email === undefined ? {} : { email: normaliseEmail(body.email) }),
          ...(body.nickname === undefined ? {} : { nickname: optionalText(body.nickname) }),
        }),
        individualOf,
        change,
      );
    },

    async individualExists(user, cpf) {
      const ref = individualRef(cpf);
      assertMayReach(user, ref);
      const row = await createCustomerRepository(db).findIndividual(stripDocument(cpf));
      return row !== undefined;
    },

    async limit(user, cpf) {
      const customer = await reachCustomer(db, user, individualRef(cpf));
      const row = await createCustomerRepository(db).findLimit(customer.id);
      if (row === undefined) throw new AppError('NOT_FOUND');
      const limit = {
        operationalLimitPeriod: row.period,
        operationalLimit: centsOf(row.limit_usd_cents) ?? 0,
        operationalLimitUsed: centsOf(row.used_usd_cents) ?? 0,
      };
      // The card shows the status of the customer's latest limit-increase request (issue 20).
      return { ...limit, view: limitView(limit, await lastLimitUpdateStatus(db, customer.id)) };
    },

    linkCorrespondent(user, cpf, correspondent, indicator) {
      return linkRecord(user, individualRef(cpf), correspondent, indicator, individualOf);
    },

    triggerCompliance(user, ref) {
      return db.transaction().execute(async (trx) => {
        const current = await reachCustomer(trx, user, ref, { lock: true });
        const requestedAt = clock();
        // A rejected registration goes back to review; an approved one keeps operating while
        // it is reviewed again.
        const registrationStatus =
          current.registration_status === 'REJECTED' ? 'PENDING' : current.registration_status;
        await createCustomerRepository(trx).update(current.id, {
          compliance_requested_at: requestedAt,
          registration_status: registrationStatus,
        });
        return {
          needsComplianceUpdate: current.needs_compliance_update,
          registrationStatus,
          complianceRequestedAt: requestedAt.toISOString(),
        };
      });
    },

    async getCompany(user, cnpj) {
      return companyOf(db, await reachCustomer(db, user, companyRef(cnpj)));
    },

    updateCompany(user, cnpj, body, change) {
      return updateRecord(
        user,
        companyRef(cnpj),
        () => ({
          ...(body.companyName === undefined ? {} : { name: normaliseSpaces(body.companyName) }),
          ...(body.profession === undefined ? {} : { profession: optionalText(body.profession) }),
          ...(body.annualIncome === undefined ? {} : { income_cents: body.annualIncome }),
          ...(body.phone === undefined ? {} : { phone: phoneColumn(body.phone) }),
          ...(body.email === undefined ? {} : { email: normaliseEmail(body.email) }),
          ...(body.personInChargeName === undefined
            ? {}
            : { person_in_charge_name: normaliseSpaces(body.personInChargeName) }),
          ...(body.personInChargeEmail === undefined
            ? {}
            : { person_in_charge_email: normaliseEmail(body.personInChargeEmail) }),
          ...(body.personInChargeDoc === undefined
            ? {}
            : { person_in_charge_doc: stripDocument(body.personInChargeDoc) }),
          // Back-office fields (spec §3 "Legal person"): applied for an admin only, ignored
          // otherwise.
          ...(user.isAdmin && body.changeSync !== undefined
            ? { change_sync: body.changeSync }
            : {}),
          ...(user.isAdmin && body.changeSyncTime !== undefined
            ? { change_sync_time: parseChangeSyncTime(body.changeSyncTime) }
            : {}),
          ...(user.isAdmin && body.verified !== undefined ? { verified: body.verified } : {}),
          ...limitEmailSwitches(body),
        }),
        companyOf,
        change,
      );
    },

    async companyExists(user, cnpj) {
      assertMayReach(user, companyRef(cnpj));
      const row = await createCustomerRepository(db).findCompany(stripDocument(cnpj));
      return { exists: row !== undefined, email: row?.email ?? null };
    },

    linkCompanyCorrespondent(user, cnpj, correspondent, indicator) {
      return linkRecord(user, companyRef(cnpj), correspondent, indicator, companyOf);
    },
  };
}
