/**
 * Paying an inbound payment link by debit card (spec operations §3.18, §4.2, §4.3, §5.4, §8.5;
 * issue 16). The card never reaches this service: the payer's form tokenized it at the card
 * provider, and the charge carries the token and the payer.
 *
 * A charge is three steps, so no provider call runs inside a transaction and a link is charged
 * once whatever the concurrency:
 *
 * 1. `claim` (one transaction, the operation's row locked by its link, so concurrent payers of
 *    one link queue): the link must name an operation awaiting payment before its deadline
 *    (else fc0404 PAYMENT_LINK_NOT_FOUND, fc0001 PAYMENT_LINK_EXPIRED, fc0003
 *    OPERATION_ALREADY_COMPLETED, fc0002 PAYMENT_LINK_LAST_ATTEMPT_FAILED), with no charge in
 *    flight (PAYMENT_IN_PROGRESS) and fewer than {@link MAX_CHARGE_ATTEMPTS} failed; the amount
 *    is the operation's, the payer at least 18, the token present (else 'Tokenized Data not
 *    Found'). A PENDING charge row is written — a unique index allows one live charge per
 *    operation — and committed.
 * 2. the provider is asked, outside any transaction.
 * 3. `record` (one transaction, row locked): 'approved' → the charge APPROVED and the operation
 *    RECEIVED_INBOUND, which the lifecycle job moves on; 'declined' → the charge FAILED with its
 *    code; a credit card (00092) cancels the operation (spec §5.4), and the last allowed failed
 *    attempt fails it with '[<provider>] Falha ao criar cobrança para o cartão fornecido.'
 *    (spec §4.3) through `failInbound`, the fail call's own step; either way its reservation
 *    goes back to the limit. Anything else is
 *    PROCESSING (spec §4.2): the charge holds the link, and the lifecycle job settles it at the
 *    provider's time (RECEIVED_INBOUND), the link's deadline notwithstanding.
 * @module
 */
import type { Kysely } from 'kysely';
import type {
  InboundChargeBody,
  InboundChargeResult,
} from '../../../src/contracts/inbound-charges';
import {
  birthDateViolation,
  calendarDateAt,
  parseIsoDate,
} from '../../../src/domain/identity/birth-date';
import { hasExpired } from '../../../src/domain/operations/expiries';
import { cardTransactionStatus } from '../../../src/domain/operations/operation-status';
import { createInboundChargeRepository } from '../../db/repositories/inbound-charge-repository';
import { createRemittancePaymentRepository } from '../../db/repositories/remittance-payment-repository';
import type { Database, RemittanceRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { CardProvider } from '../../providers/card/card-provider';
import type { Clock } from '../clock';
import { chargeFailedReason, failInbound } from './inbound-failure';
import type { InboundNotices } from './inbound-notices';
import { moveTo, nextStepAt } from './remittance-lifecycle';

/** How many failed charges a link allows before fc0002 holds it (issue 16). */
export const MAX_CHARGE_ATTEMPTS = 3;

/** The statuses of an operation whose money has arrived (fc0003). */
const PAID_STATUSES = ['RECEIVED_INBOUND', 'CLOSED_QUOTATION_INBOUND', 'PROCESSING', 'COMPLETED'];

/** Charging inbound payment links. */
export interface InboundChargeService {
  /** Charges the link `body.operationId` of the correspondent (see the module's steps). */
  charge(correspondentId: number, body: InboundChargeBody): Promise<InboundChargeResult>;
}

/** The USD cents the payer pays (card methods are USD only). */
function usdTotalOf(row: RemittanceRow): number {
  return Number(row.currency === 'USD' ? row.foreign_amount_minor : row.usd_cents);
}

function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ field, message }] });
}

/** Creates the charge service. */
export function createInboundChargeService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** The debit-card provider; undefined where none is configured (charges answer 503). */
  card: CardProvider | undefined;
  /** Milliseconds to the lifecycle's first step after the money arrives. */
  lifecycleStepMs: number | undefined;
  /** Queues the customer's "payment received" e-mail (issue 16). */
  notices?: InboundNotices;
}): InboundChargeService {
  const { db, clock, card } = deps;
  const providerName = card?.name ?? 'card';

  /** 1. Checks the link and the payer, and claims the one live charge. */
  async function claim(
    correspondentId: number,
    body: InboundChargeBody,
  ): Promise<{ chargeId: number; remittanceId: number; amount: number; token: string }> {
    return db.transaction().execute(async (trx) => {
      const charges = createInboundChargeRepository(trx);
      const row = await charges.lockByLinkToken(correspondentId, body.operationId);
      if (row === undefined) throw new AppError('PAYMENT_LINK_NOT_FOUND');
      const now = clock();
      if (row.paid_at !== null || PAID_STATUSES.includes(row.status)) {
        throw new AppError('OPERATION_ALREADY_COMPLETED');
      }
      if (row.status === 'FAILED' || row.status === 'CANCELED') {
        throw new AppError('PAYMENT_LINK_LAST_ATTEMPT_FAILED');
      }
      const deadline = row.payment_expires_at === null ? null : new Date(row.payment_expires_at);
      if (
        row.status === 'INBOUND_PAYMENT_LINK_EXPIRED' ||
        (deadline !== null && hasExpired(deadline.getTime(), now.getTime()))
      ) {
        throw new AppError('PAYMENT_LINK_EXPIRED');
      }
      // Held for review (registration, documents, manual analysis): not payable yet.
      if (row.status !== 'AWAITING_PAYMENT') throw new AppError('PAYMENT_LINK_NOT_FOUND');
      const { failed, live } = await charges.chargesOf(row.id);
      if (live === 'APPROVED') throw new AppError('OPERATION_ALREADY_COMPLETED');
      if (live !== undefined) throw new AppError('PAYMENT_IN_PROGRESS');
      if (failed >= MAX_CHARGE_ATTEMPTS) throw new AppError('PAYMENT_LINK_LAST_ATTEMPT_FAILED');
      const amount = usdTotalOf(row);
      if (body.amount !== amount) throw fieldError('amount', 'validation.regex');
      const age = birthDateViolation(parseIsoDate(body.birthDate), calendarDateAt(now));
      if (age !== undefined) {
        throw fieldError(
          'birthDate',
          age === 'UNDERAGE' ? 'validation.birthDate.underage' : 'validation.birthDate.invalid',
        );
      }
      const token = body.tokenized?.trim();
      if (!token) throw new AppError('TOKENIZED_DATA_NOT_FOUND');
      const { tokenized: _token, operationId: _link, ...payer } = body;
      const chargeId = await charges.insertPending(row.id, payer, now);
      return { chargeId, remittanceId: row.id, amount, token };
    });
  }

  /** 3. Records the provider's answer and moves the operation. */
  async function record(
    claimed: { chargeId: number; remittanceId: number },
    answer: { word: string; code: string | null; settlesAt?: Date } | undefined,
  ): Promise<InboundChargeResult> {
    return db.transaction().execute(async (trx) => {
      const charges = createInboundChargeRepository(trx);
      const payments = createRemittancePaymentRepository(trx);
      const row = await payments.lockById(claimed.remittanceId);
      if (row === undefined) throw new AppError('PAYMENT_LINK_NOT_FOUND');
      const now = clock();
      const status = answer === undefined ? 'FAILED' : cardTransactionStatus(answer.word);
      const code = answer?.code ?? null;
      await charges.settle(claimed.chargeId, {
        status: status === 'COMPLETED' ? 'APPROVED' : status,
        code,
        settlesAt: answer?.settlesAt ?? null,
        now,
      });
      let operationStatus = row.status;
      if (status === 'COMPLETED') {
        await moveTo(payments, row, 'RECEIVED_INBOUND', {
          at: now,
          next: nextStepAt(now, deps.lifecycleStepMs),
          paidAt: now,
        });
        await deps.notices?.entered(trx, row, 'RECEIVED_INBOUND');
        operationStatus = 'RECEIVED_INBOUND';
      }
      if (status === 'PROCESSING') {
        // The lifecycle job settles it at the provider's time (`takeStep`).
        await payments.reschedule(row.id, answer?.settlesAt ?? null);
      }
      const { failed } = await charges.chargesOf(row.id);
      if (status === 'FAILED' && code === '00092') {
        // A credit card cancels the operation (spec §5.4).
        await payments.releaseReservation(row, now);
        await moveTo(payments, row, 'CANCELED', { at: now, next: null });
        operationStatus = 'CANCELED';
      } else if (status === 'FAILED' && failed >= MAX_CHARGE_ATTEMPTS) {
        // The last allowed attempt fails it, through the fail call's own step (spec §4.3).
        await failInbound({ payments, charges }, row, {
          reason: chargeFailedReason(providerName),
          at: now,
        });
        operationStatus = 'FAILED';
      }
      return {
        status,
        code,
        operationStatus: operationStatus as InboundChargeResult['operationStatus'],
        attemptsLeft: Math.max(0, MAX_CHARGE_ATTEMPTS - failed),
      };
    });
  }

  return {
    async charge(correspondentId, body) {
      if (card === undefined) {
        throw new AppError('SERVICE_UNAVAILABLE', { cause: 'no card provider configured' });
      }
      const claimed = await claim(correspondentId, body);
      // 2. The provider, outside any transaction.
      let answer;
      try {
        answer = await card.charge({
          token: claimed.token,
          amountUsdCents: claimed.amount,
          reference: body.operationId,
        });
      } catch (error) {
        // The provider did not answer: the attempt counts as failed, so the link is not held
        // by a charge in flight forever (a real provider's reconciliation would settle it).
        await record(claimed, undefined);
        throw new AppError('SERVICE_UNAVAILABLE', { cause: error });
      }
      if (answer.kind === 'unknown-token') {
        // Not a charge: the provider knows no such card (a mistyped or another kind of token,
        // issue 36). No attempt is spent and the link is free for the next one at once.
        await createInboundChargeRepository(db).withdrawPending(claimed.chargeId);
        throw new AppError('TOKENIZED_DATA_NOT_FOUND');
      }
      return record(claimed, answer);
    },
  };
}
