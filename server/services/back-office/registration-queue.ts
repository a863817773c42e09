/**
 * The registrations queue (issue 20; spec platform §4 "Compliance"): confirmed registrations
 * left PENDING by the compliance review. Approved: the registration is APPROVED, an individual
 * gets the initial operational limit (as the review at activation grants it), and the
 * customer's operations in WAITING_REGISTRATION_APPROVAL continue. One created while the
 * registration had no limit yet reserved nothing (`reserveLimit`): its limit is reserved now,
 * under the limit row's lock through that same step; if it does not fit, it goes to
 * MANUAL_ANALYSIS (the analyse move, its trail row and e-mail). Every other one continues to
 * WAITING_DOCUMENT_APPROVAL while a document awaits review, else AWAITING_PAYMENT. Rejected:
 * REJECTED, and every held operation of the customer is cancelled with its limit released (a
 * card payment under the provider's review is the provider's to settle).
 *
 * Either way, only the operations of the operator's correspondents move: a customer linked to
 * another correspondent too keeps its operations there for that correspondent's operator
 * (issue 36).
 * @module
 */
import { initialOperationalLimit } from '../../../src/domain/limits/initial-limit';
import { createAccountRepository } from '../../db/repositories/account-repository';
import { createBackOfficeRepository } from '../../db/repositories/back-office-repository';
import { createRemittanceRepository } from '../../db/repositories/remittance-repository';
import { AppError } from '../../errors/app-error';
import { reserveLimit } from '../remittances/creation-steps';
import { recordVerdict, refuseDecided, type ConsoleQueue } from './console-queue';
import { documentsPendingOf } from './document-holds';
import { registrationRecord } from './queue-records';

const HELD = ['WAITING_REGISTRATION_APPROVAL', 'WAITING_DOCUMENT_APPROVAL', 'MANUAL_ANALYSIS'];

/** The registrations queue. */
export const registrationQueue: ConsoleQueue = {
  async list(db, served, page) {
    const repository = createBackOfficeRepository(db);
    const { rows, total } = await repository.pendingRegistrations(served, page);
    const data = await Promise.all(
      rows.map(async (row) => registrationRecord(row, await repository.linksOf(row.id, served))),
    );
    return { data, total };
  },

  async find(db, served, id) {
    const repository = createBackOfficeRepository(db);
    const row = await repository.findCustomer(id, served);
    return row === undefined
      ? undefined
      : registrationRecord(row, await repository.linksOf(row.id, served));
  },

  async decide(context, id, verdict) {
    const { trx, served, decider } = context;
    const repository = createBackOfficeRepository(trx);
    const customer = await repository.findCustomer(id, served, true);
    if (customer === undefined) throw new AppError('NOT_FOUND');
    if (customer.registration_status !== 'PENDING') {
      return refuseDecided(trx, 'registrations', id, customer.registration_status);
    }
    const to = verdict.approve ? 'APPROVED' : 'REJECTED';
    await repository.setRegistrationStatus(id, to, decider.now);
    if (verdict.approve) {
      const limit = initialOperationalLimit(customer.person_type);
      if (limit !== undefined) await createAccountRepository(trx).grantLimit(id, limit);
    }
    await recordVerdict(context, {
      queue: 'registrations',
      recordId: id,
      customer,
      approve: verdict.approve,
      reason: verdict.reason,
      statusAfter: to,
      mail: {
        kind: 'registration-decided',
        name: customer.name,
        approved: verdict.approve,
        reason: verdict.reason,
      },
    });
    if (verdict.approve) {
      const remittances = createRemittanceRepository(trx);
      for (const row of await repository.lockOperationsOf(
        id,
        'WAITING_REGISTRATION_APPROVAL',
        served,
      )) {
        const documentsPending = await documentsPendingOf(context, row);
        let held = row;
        if (Number(row.reserved_usd_cents) === 0) {
          // Created while the registration had no limit: reserved now, as at checkout.
          const approved = await remittances.findCustomer(id);
          if (approved === undefined) throw new AppError('NOT_FOUND');
          const usd = Number(row.usd_cents);
          const reservation = await reserveLimit(
            remittances,
            approved,
            usd,
            documentsPending,
            decider.now,
          );
          if (reservation.status === 'MANUAL_ANALYSIS') {
            await context.steps.analyse(trx, row, decider);
            continue;
          }
          await repository.setReservation(
            row.id,
            reservation.reservedUsdCents,
            reservation.period,
            decider.now,
          );
          held = {
            ...row,
            reserved_usd_cents: reservation.reservedUsdCents,
            limit_period: reservation.period,
          };
        }
        await context.steps.release(
          trx,
          held,
          { registrationPending: false, documentsPending },
          decider,
          'RELEASE',
          null,
        );
      }
    } else {
      const reason = verdict.reason ?? '';
      for (const status of HELD) {
        for (const row of await repository.lockOperationsOf(id, status, served)) {
          if (await repository.underCardReview(row.id)) continue;
          await context.steps.cancel(trx, row, decider, 'CANCEL', reason);
        }
      }
    }
    return to;
  },
};
