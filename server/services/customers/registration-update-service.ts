/**
 * The registration calls on an existing user (spec platform §7 "Registration and passwords"):
 * `PUT /v1/registrations/users/{id}` (update registration, what the update-profile modal sends
 * while `needsComplianceUpdate` is set) and `PUT /v1/registrations/users/{id}/give-access/
 * {correspondentId}` (data sharing accepted, spec §4 "Correspondent linkage"). A user acts on
 * its own id only; an admin may act for anyone. Each call is one transaction.
 * @module
 */
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../src/contracts/auth';
import type { Correspondent } from '../../../src/contracts/correspondent';
import type {
  RegistrationUpdateBody,
  RegistrationUpdateResult,
} from '../../../src/contracts/customers';
import {
  BIRTH_DATE_MESSAGES,
  birthDateViolation,
  calendarDateAt,
  parseIsoDate,
} from '../../../src/domain/identity/birth-date';
import { stripDocument } from '../../../src/domain/documents/strip-document';
import { normaliseEmail } from '../../../src/domain/identity/email';
import { normaliseSpaces } from '../../../src/domain/identity/names';
import { toE164 } from '../../../src/domain/identity/phone';
import { createAddressRepository } from '../../db/repositories/address-repository';
import {
  createCustomerRepository,
  type ProfilePatch,
} from '../../db/repositories/customer-repository';
import type { UserWithCorrespondents } from '../../db/repositories/user-repository';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { toAuthUser } from '../auth/auth-service';
import { systemClock, type Clock } from '../clock';
import { insertAddress, replaceAddress } from './address-service';
import { profilePendencies } from './profile-completeness';

/** Who is calling: the signed-in user and whether its session is an impersonation. */
export interface Caller {
  user: AuthUser;
  impersonated: boolean;
}

/** What the service does. */
export interface RegistrationUpdateService {
  /** Applies the registration fields; clears `needsComplianceUpdate` once nothing is missing. */
  update(
    caller: Caller,
    id: number,
    body: RegistrationUpdateBody,
  ): Promise<RegistrationUpdateResult>;
  /** Links user `id` to `correspondent` (active only); idempotent. The updated user. */
  giveAccess(caller: Caller, id: number, correspondent: Correspondent): Promise<AuthUser>;
}

/** Throws FORBIDDEN unless the caller is user `id` or an admin. */
function assertSelfOrAdmin(user: AuthUser, id: number): void {
  if (user.id !== id && !user.isAdmin) throw new AppError('FORBIDDEN');
}

/** The user as the caller sees it: flagged impersonated when it is the caller's own session. */
function authUserFor(caller: Caller, row: UserWithCorrespondents): AuthUser {
  return toAuthUser(row, caller.impersonated && caller.user.id === row.id);
}

/** The profile columns of `body` that apply to `row`'s person type. */
function patchOf(
  body: RegistrationUpdateBody,
  row: UserWithCorrespondents,
  now: Date,
): ProfilePatch {
  const patch: ProfilePatch = {};
  if (row.person_type === 'PHYSICAL') {
    if (body.fullName !== undefined) patch.name = normaliseSpaces(body.fullName);
    if (body.birthDate !== undefined) {
      const violation = birthDateViolation(parseIsoDate(body.birthDate), calendarDateAt(now));
      if (violation !== undefined) {
        throw new AppError('VALIDATION_FAILED', {
          fields: [{ field: 'birthDate', message: BIRTH_DATE_MESSAGES[violation] }],
        });
      }
      patch.birth_date = body.birthDate.trim();
    }
  } else {
    if (body.companyName !== undefined) patch.name = normaliseSpaces(body.companyName);
    if (body.mainResponsibleName !== undefined) {
      patch.person_in_charge_name = normaliseSpaces(body.mainResponsibleName);
    }
    if (body.mainResponsibleEmail !== undefined) {
      patch.person_in_charge_email = normaliseEmail(body.mainResponsibleEmail);
    }
    if (body.mainResponsibleDocument !== undefined) {
      patch.person_in_charge_doc = stripDocument(body.mainResponsibleDocument);
    }
  }
  if (body.phone !== undefined) patch.phone = toE164(body.phone) ?? body.phone.trim();
  if (body.profession !== undefined) patch.profession = normaliseSpaces(body.profession);
  if (body.income !== undefined) patch.income_cents = body.income;
  return patch;
}

/** Creates the service. */
export function createRegistrationUpdateService({
  db,
  clock = systemClock,
}: {
  db: Kysely<Database>;
  clock?: Clock;
}): RegistrationUpdateService {
  /** User `id`, locked in `trx`, or NOT_FOUND. */
  async function lockedUser(trx: Kysely<Database>, id: number): Promise<UserWithCorrespondents> {
    const customers = createCustomerRepository(trx);
    await customers.lock(id);
    const row = await customers.findById(id);
    if (row === undefined) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    update(caller, id, body) {
      assertSelfOrAdmin(caller.user, id);
      return db.transaction().execute(async (trx) => {
        const customers = createCustomerRepository(trx);
        const addresses = createAddressRepository(trx);
        const current = await lockedUser(trx, id);
        const patch = patchOf(body, current, clock());
        if (body.address !== undefined) {
          const existing = await addresses.list(id);
          const main = existing.find((address) => address.is_default);
          if (main === undefined) await insertAddress(trx, id, body.address);
          else await replaceAddress(trx, id, main.id, body.address);
        }
        if (Object.keys(patch).length > 0) await customers.update(id, patch);
        const updated = await customers.findById(id);
        if (updated === undefined) throw new AppError('NOT_FOUND');
        const pendencies = profilePendencies(updated, await addresses.count(id));
        if (pendencies.length === 0 && updated.needs_compliance_update) {
          await customers.update(id, { needs_compliance_update: false });
          updated.needs_compliance_update = false;
        }
        return { success: true, data: authUserFor(caller, updated), pendencies };
      });
    },

    giveAccess(caller, id, correspondent) {
      assertSelfOrAdmin(caller.user, id);
      if (!correspondent.active) return Promise.reject(new AppError('CORRESPONDENT_INACTIVE'));
      return db.transaction().execute(async (trx) => {
        const customers = createCustomerRepository(trx);
        await lockedUser(trx, id);
        await customers.link(id, correspondent.id);
        const updated = await customers.findById(id);
        if (updated === undefined) throw new AppError('NOT_FOUND');
        return authUserFor(caller, updated);
      });
    },
  };
}
