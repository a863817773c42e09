/**
 * Paying an outbound remittance or a paper-money purchase by credit card (spec operations §2.4,
 * §3.14, §4.2, §4.5, §6.3, §7.4; issue 18). The card never reaches this service: the customer's
 * form tokenized it at the provider, and the payment carries the card hash.
 *
 * A payment is three steps, as an inbound charge is (`inbound-charge-service.ts`), so no provider
 * call runs inside a transaction and an operation is charged once whatever the concurrency:
 *
 * 1. `claim` (one transaction, the operation's row locked): the operation is the caller's
 *    (else NOT_FOUND); a replay of the same Idempotency-Key with the same body answers the
 *    payment it made (another body: IDEMPOTENCY_KEY_REUSED); the operation is outbound or paper
 *    money (an inbound one is paid by its payer: CARD_PAYMENT_NOT_AVAILABLE) paid by CREDIT_CARD
 *    (PAYMENT_METHOD_MISMATCH), of an individual (companies: OPERATION_NOT_AVAILABLE, spec
 *    §6.3); a card payment being asked, under review or approved answers CARD_PAYMENT_EXISTS
 *    whatever the operation's status (that payment is why it no longer awaits one: a second
 *    payment on a paid operation says so, consistently); else the operation is AWAITING_PAYMENT
 *    (OPERATION_NOT_AWAITING_PAYMENT: e.g. cancelled by a refused card) before its deadline
 *    (QR_CODE_EXPIRED), with no card payment but FAILED ones (CARD_PAYMENT_EXISTS), a credit token (TOKENIZED_DATA_NOT_FOUND) of an accepted
 *    brand (CARD_BRAND_NOT_ACCEPTED), and the plan the server computes from the operation's
 *    total (INSTALLMENT_MISMATCH). A PENDING row is written — a unique partial index allows one
 *    payment not FAILED per operation — and committed.
 * 2. the provider is asked, outside any transaction. Meanwhile the lifecycle job does not cancel
 *    the operation at its deadline: a PENDING payment holds it.
 * 3. `record` (one transaction, row locked), by `cardPaymentResultOf` of the provider's word:
 *    APPROVED → the operation PAYMENT_APPROVED with `paid_at`, its lifecycle scheduled as a PIX
 *    payment's; FAILED → the payment FAILED, the operation still awaiting payment;
 *    UNDER_REVIEW → the operation MANUAL_ANALYSIS until the provider settles it (the lifecycle
 *    job, at `settles_at`), never cancelled by its deadline, and the customer e-mailed;
 *    REFUSED / REFUNDED → the operation cancelled (CANCELED, paper money CANCELLED) and its
 *    reservation given back to the limit.
 *    An operation cancelled while the provider was asked (nothing in the platform does that to
 *    an operation holding a PENDING payment; recorded defensively) stays cancelled: the payment
 *    is recorded as the provider answered — APPROVED is the truth, the money was taken — and,
 *    approved or under review, marked `refund_due_at`: the money must go back and nothing says
 *    it did yet (the provider port has no refund call). It is not called REFUNDED, which would
 *    claim a refund that did not happen.
 *    A FAILED answer puts the operation back on the lifecycle's schedule at its deadline (put
 *    off while the payment was in flight), so a deadline that passed meanwhile cancels it.
 *    Only a PENDING payment is recorded (a conditional update under the operation's lock): of
 *    two answers to one payment (the live call and the sweep, two sweeps), the first recorded
 *    wins and the other answers it.
 * 4. `sweep`, run by the lifecycle job (`server/jobs/remittance-lifecycle.ts`) on every poll:
 *    a process that died between 1 and 3 leaves its payment PENDING, and that payment holds the
 *    operation. The claim stores the card token and `next_attempt_at`,
 *    {@link CARD_PAYMENT_SWEEP_DELAY_MS} after it; any process then takes one such payment
 *    `for update skip locked`, pushes its `next_attempt_at` on by the delay and commits (two
 *    sweepers never take one payment; one that dies or gets no answer leaves it for the sweep
 *    after the delay, never a tight loop), asks the provider again outside any transaction with
 *    the same request and idempotency key — a provider answers a repeated key with the original
 *    charge and never charges twice — and records the answer through step 3, as a live payment
 *    (same status mapping, e-mails, lifecycle scheduling). The state lives in the database, so
 *    any process finishes another's payment.
 * @module
 */
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../src/contracts/auth';
import type {
  CardPayment,
  CardPaymentBody,
  InstallmentOption,
  InstallmentsBody,
} from '../../../src/contracts/card-payments';
import { cardPaymentResultOf, type CardPaymentResult } from '../../../src/domain/card/card-payment';
import { isAcceptedBrand } from '../../../src/domain/card/credit-card';
import {
  installmentPlan,
  installmentPlans,
  type InstallmentPlan,
} from '../../../src/domain/card/installments';
import { formatMoney } from '../../../src/domain/money/money';
import { createCardPaymentRepository } from '../../db/repositories/card-payment-repository';
import { createRemittancePaymentRepository } from '../../db/repositories/remittance-payment-repository';
import type { CardPaymentRow, Database, RemittanceRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { CreditCardProvider } from '../../providers/card/sandbox-credit-card';
import type { Clock } from '../clock';
import { expectedDeliveryOf } from '../paper-money/paper-money-delivery-steps';
import { requestHash } from '../remittances/remittance-service';
import { moveTo, nextStepAt } from '../remittances/remittance-lifecycle';
import type { CardNotices } from './card-notices';
import { cardPaymentOf } from './card-payment-detail';

/** Paying operations by credit card. */
export interface CardPaymentService {
  /** The provider's installment plans of an amount (spec §3.14). */
  installments(provider: string, body: InstallmentsBody): InstallmentOption[];
  /** Pays the caller's operation `body.resourceId` by card (see the module's steps). */
  pay(input: {
    user: AuthUser;
    correspondentId: number;
    provider: string;
    idempotencyKey: string;
    body: CardPaymentBody;
  }): Promise<{ payment: CardPayment; replayed: boolean }>;
  /** The latest card payment of the caller's operation `id` (NOT_FOUND when none). */
  latest(user: AuthUser, correspondentId: number, id: number): Promise<CardPayment>;
  /**
   * The card payment made on the caller's operation `id` under `idempotencyKey`, if any (a
   * replayed creation answers the payment its first call made).
   */
  madeWith(
    user: AuthUser,
    correspondentId: number,
    id: number,
    idempotencyKey: string,
  ): Promise<CardPayment | undefined>;
  /**
   * Finishes the card payments a dead process left PENDING (step 4 of the module): answers how
   * many it recorded. Run by the lifecycle job.
   */
  sweep(): Promise<number>;
  /**
   * The provider this deployment charges a card with when the route names none (a paper-money
   * creation carrying its card, spec §3.19): the first it runs; undefined when it runs none.
   */
  readonly defaultProvider: string | undefined;
}

/**
 * How long after its claim (or its last sweep attempt) a PENDING card payment is taken as left
 * by a dead process and asked again by the sweep. Longer than a live provider call takes.
 */
export const CARD_PAYMENT_SWEEP_DELAY_MS = 2 * 60_000;

/** At most this many PENDING payments per sweep (the next sweep continues). */
export const CARD_PAYMENT_SWEEP_BATCH_SIZE = 20;

/** A card payment's statuses that hold the operation (the deadline waits for them). */
const LIVE: readonly CardPaymentRow['status'][] = ['PENDING', 'UNDER_REVIEW', 'APPROVED'];

/** The card payment's row status of a result. */
function rowStatusOf(result: CardPaymentResult): CardPaymentRow['status'] {
  return result;
}

/** pt-BR money as §3.14 shows it, `R$ 1.084,90` (a plain space after the symbol). */
function ptMoney(cents: number): string {
  return formatMoney(cents, 'BRL', 'pt-BR').replace(/\s/gu, ' ');
}

/** A rate in basis points as pt-BR shows it, `8,49%`. */
function ptRate(bps: number): string {
  return `${(bps / 100).toFixed(2).replace('.', ',')}%`;
}

/** One plan as the installments route answers it. */
export function installmentOptionOf(plan: InstallmentPlan, ptBr: boolean): InstallmentOption {
  return {
    installment: plan.installments,
    installment_value: plan.installmentCents,
    last_installment_value: plan.lastInstallmentCents,
    interest_rate: plan.interestRateBps,
    interest_value: plan.interestCents,
    amount: plan.totalCents,
    amount_requested: plan.amountRequestedCents,
    ...(ptBr
      ? {
          pt_br: {
            amount: ptMoney(plan.totalCents),
            amount_currency: 'R$',
            installment_value: ptMoney(plan.installmentCents),
            installment_value_currency: 'R$',
            interest_rate: ptRate(plan.interestRateBps),
          },
        }
      : {}),
  };
}

/** The operation's reference at the card provider. */
function referenceOf(remittanceId: number): string {
  return `op-${remittanceId}`;
}

/** The cancelled status of an operation's kind (paper money spells it CANCELLED). */
export function cancelledOf(row: RemittanceRow): 'CANCELED' | 'CANCELLED' {
  return row.kind === 'PAPER_MONEY' ? 'CANCELLED' : 'CANCELED';
}

/** Creates the card payment service. */
export function createCardPaymentService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** The credit-card providers the server runs, by path segment (sandbox: `sandbox-card`). */
  providers: Readonly<Record<string, CreditCardProvider>>;
  /** Milliseconds to the lifecycle's first step after payment; undefined: no automatic step. */
  lifecycleStepMs: number | undefined;
  notices?: CardNotices;
}): CardPaymentService {
  const { db, clock, providers } = deps;

  /**
   * The provider this deployment runs under `name`. One it does not run is not found here (404):
   * the path names nothing, and no client input may make the API answer 5xx (issue 14).
   */
  function providerOf(name: string) {
    const provider = Object.hasOwn(providers, name) ? providers[name] : undefined;
    if (provider === undefined)
      throw new AppError('NOT_FOUND', { cause: `no card provider ${name}` });
    return provider;
  }

  type Claimed =
    | { kind: 'replay'; payment: CardPayment }
    | {
        kind: 'claimed';
        paymentId: number;
        remittanceId: number;
        totalCents: number;
        token: string;
        installments: number;
        idempotencyKey: string;
      };

  /** 1. Checks the operation, the card and the plan, and claims the one live payment. */
  async function claim(
    user: AuthUser,
    correspondentId: number,
    provider: CreditCardProvider,
    idempotencyKey: string,
    body: CardPaymentBody,
  ): Promise<Claimed> {
    const hash = requestHash(body);
    return db.transaction().execute(async (trx) => {
      const payments = createRemittancePaymentRepository(trx);
      const row = await payments.findOwned(user.id, correspondentId, body.resourceId, true);
      if (row === undefined) throw new AppError('NOT_FOUND');
      const earlier = await trx
        .selectFrom('card_payments')
        .selectAll()
        .where('remittance_id', '=', row.id)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      if (earlier !== undefined) {
        if (earlier.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        return { kind: 'replay', payment: cardPaymentOf(earlier, row.status) };
      }
      // The caller's own inbound operation exists, but its payer pays it (a debit-card charge).
      if (row.kind !== 'OUTBOUND' && row.kind !== 'PAPER_MONEY') {
        throw new AppError('CARD_PAYMENT_NOT_AVAILABLE');
      }
      if (row.payment_method !== 'CREDIT_CARD') throw new AppError('PAYMENT_METHOD_MISMATCH');
      const customer = await trx
        .selectFrom('users')
        .select('person_type')
        .where('id', '=', user.id)
        .executeTakeFirst();
      // Companies never pay by card (spec §6.3).
      if (customer?.person_type === 'LEGAL') throw new AppError('OPERATION_NOT_AVAILABLE');
      const earlierPayment = await createCardPaymentRepository(trx).latestNotFailedOf(row.id);
      // A payment being asked, under review or approved is why the operation no longer awaits
      // payment: that is the answer, whatever the operation's status now.
      if (earlierPayment !== undefined && LIVE.includes(earlierPayment.status)) {
        throw new AppError('CARD_PAYMENT_EXISTS');
      }
      const now = clock();
      if (row.status !== 'AWAITING_PAYMENT') {
        if (
          row.paid_at === null &&
          (row.status === 'CANCELED' || row.status === 'CANCELLED') &&
          row.payment_expires_at !== null &&
          now >= new Date(row.payment_expires_at)
        ) {
          throw new AppError('QR_CODE_EXPIRED');
        }
        throw new AppError('OPERATION_NOT_AWAITING_PAYMENT');
      }
      if (row.payment_expires_at !== null && now >= new Date(row.payment_expires_at)) {
        throw new AppError('QR_CODE_EXPIRED');
      }
      // Refused or refunded, yet the operation awaits payment (recorded after it was cancelled):
      // one payment not FAILED per operation (the partial unique index).
      if (earlierPayment !== undefined) throw new AppError('CARD_PAYMENT_EXISTS');
      const token = await provider.creditToken(trx, body.cardHash);
      if (token === undefined) throw new AppError('TOKENIZED_DATA_NOT_FOUND');
      if (!isAcceptedBrand(token.brand)) throw new AppError('CARD_BRAND_NOT_ACCEPTED');
      const totalBrl = Number(row.total_brl_cents);
      const chosen = body.installments;
      const rate = provider.rates[chosen.installment - 1];
      if (rate === undefined) throw new AppError('INSTALLMENT_MISMATCH');
      const plan = installmentPlan(totalBrl, chosen.installment, rate);
      if (
        (chosen.installment > 1 && plan.installmentCents < provider.minimumInstallmentCents) ||
        chosen.amountRequested !== plan.amountRequestedCents ||
        chosen.interestRate !== plan.interestRateBps ||
        chosen.interestValue !== plan.interestCents ||
        chosen.installmentValue !== plan.installmentCents
      ) {
        throw new AppError('INSTALLMENT_MISMATCH');
      }
      const inserted = await trx
        .insertInto('card_payments')
        .values({
          remittance_id: row.id,
          provider: provider.name,
          status: 'PENDING',
          brand: token.brand,
          last4: token.last4,
          installments: plan.installments,
          installment_cents: plan.installmentCents,
          last_installment_cents: plan.lastInstallmentCents,
          interest_rate_bps: plan.interestRateBps,
          interest_cents: plan.interestCents,
          amount_requested_cents: plan.amountRequestedCents,
          total_cents: plan.totalCents,
          device_id: body.deviceId,
          idempotency_key: idempotencyKey,
          request_hash: hash,
          card_token: body.cardHash,
          next_attempt_at: new Date(now.getTime() + CARD_PAYMENT_SWEEP_DELAY_MS),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        kind: 'claimed',
        paymentId: inserted.id,
        remittanceId: row.id,
        totalCents: plan.totalCents,
        token: body.cardHash,
        installments: plan.installments,
        idempotencyKey,
      };
    });
  }

  /** 3. Records the provider's answer and moves the operation. */
  async function record(
    claimed: { paymentId: number; remittanceId: number },
    answer: { word: string; code: string | null; settlesAt?: Date; settlesTo?: string },
  ): Promise<CardPayment> {
    return db.transaction().execute(async (trx) => {
      const payments = createRemittancePaymentRepository(trx);
      const row = await payments.lockById(claimed.remittanceId);
      if (row === undefined) throw new AppError('NOT_FOUND');
      const now = clock();
      const result = cardPaymentResultOf(answer.word);
      const settled = result !== 'UNDER_REVIEW';
      // The operation was cancelled while the provider was asked (the job no longer does that
      // to an operation with a payment in flight, but nothing else may either): the provider
      // took, or may still take, the customer's money for nothing.
      const refundDue =
        (row.status === 'CANCELED' || row.status === 'CANCELLED') &&
        (result === 'APPROVED' || result === 'UNDER_REVIEW');
      // Only a PENDING payment is recorded: the live call and the sweep (or two sweeps) may both
      // hold an answer, and the first to record it wins; the other answers what was recorded.
      const saved = await trx
        .updateTable('card_payments')
        .set({
          status: rowStatusOf(result),
          provider_word: answer.word,
          code: answer.code,
          settles_at: settled ? null : (answer.settlesAt ?? null),
          settles_to: settled ? null : (answer.settlesTo ?? null),
          settled_at: settled ? now : null,
          refund_due_at: refundDue ? now : null,
          next_attempt_at: null,
          updated_at: now,
        })
        .where('id', '=', claimed.paymentId)
        .where('status', '=', 'PENDING')
        .returningAll()
        .executeTakeFirst();
      if (saved === undefined) {
        const recorded = await trx
          .selectFrom('card_payments')
          .selectAll()
          .where('id', '=', claimed.paymentId)
          .executeTakeFirstOrThrow();
        return cardPaymentOf(recorded, row.status);
      }
      let operationStatus = row.status;
      // An operation no longer awaiting payment is left as it is (see `refundDue`).
      if (row.status === 'AWAITING_PAYMENT') {
        if (result === 'APPROVED') {
          const expectedDeliveryDate = expectedDeliveryOf(row, now);
          await moveTo(payments, row, 'PAYMENT_APPROVED', {
            at: now,
            next: nextStepAt(now, deps.lifecycleStepMs),
            paidAt: now,
            ...(expectedDeliveryDate === undefined ? {} : { expectedDeliveryDate }),
          });
          operationStatus = 'PAYMENT_APPROVED';
        } else if (result === 'UNDER_REVIEW') {
          // Held until the provider settles it; its payment deadline no longer applies.
          await moveTo(payments, row, 'MANUAL_ANALYSIS', {
            at: now,
            next: answer.settlesAt ?? null,
          });
          operationStatus = 'MANUAL_ANALYSIS';
          await deps.notices?.notify(trx, row.id, 'UNDER_REVIEW', Number(saved.total_cents));
        } else if (result === 'REFUSED' || result === 'REFUNDED') {
          await payments.releaseReservation(row, now);
          const to = cancelledOf(row);
          await moveTo(payments, row, to, { at: now, next: null });
          operationStatus = to;
        } else {
          // FAILED: the deadline, put off while the payment was in flight, applies again.
          await payments.reschedule(
            row.id,
            row.payment_expires_at === null ? null : new Date(row.payment_expires_at),
          );
        }
      }
      return cardPaymentOf(saved, operationStatus);
    });
  }

  /**
   * Takes one PENDING payment due for a sweep attempt (`for update skip locked`, as the lifecycle
   * job takes operations) and pushes its next attempt on by the delay, in one committed
   * transaction: another sweeper does not take it meanwhile, and a sweeper that dies or whose
   * provider call fails leaves it for the sweep after the delay, never in a tight loop.
   */
  async function takeStale(): Promise<CardPaymentRow | undefined> {
    return db.transaction().execute(async (trx) => {
      const now = clock();
      const row = await trx
        .selectFrom('card_payments')
        .selectAll()
        .where('status', '=', 'PENDING')
        .where((eb) =>
          eb.or([
            eb('next_attempt_at', '<=', now),
            // Claimed before the column existed.
            eb.and([
              eb('next_attempt_at', 'is', null),
              eb('created_at', '<=', new Date(now.getTime() - CARD_PAYMENT_SWEEP_DELAY_MS)),
            ]),
          ]),
        )
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (row === undefined) return undefined;
      await trx
        .updateTable('card_payments')
        .set({ next_attempt_at: new Date(now.getTime() + CARD_PAYMENT_SWEEP_DELAY_MS) })
        .where('id', '=', row.id)
        .execute();
      return row;
    });
  }

  /** 4. Asks the provider again for a payment left PENDING and records its answer. */
  async function finish(row: CardPaymentRow): Promise<boolean> {
    const claimed = { paymentId: row.id, remittanceId: row.remittance_id };
    const provider = Object.hasOwn(providers, row.provider) ? providers[row.provider] : undefined;
    // A provider this deployment no longer runs: left for a deployment that runs it.
    if (provider === undefined) return false;
    // Claimed before the token was kept: it cannot be asked again, so the attempt fails (as a
    // live call without an answer does) and the operation's deadline applies again.
    if (row.card_token === null) {
      await record(claimed, { word: 'error', code: null });
      return true;
    }
    let answer;
    try {
      answer = await provider.chargeCredit({
        token: row.card_token,
        amountCents: Number(row.total_cents),
        installments: row.installments,
        reference: referenceOf(row.remittance_id),
        idempotencyKey: row.idempotency_key,
      });
    } catch {
      // Still no answer: PENDING until the next attempt (`next_attempt_at`).
      return false;
    }
    if (answer.kind === 'unknown-token') {
      await record(claimed, { word: 'error', code: null });
      return true;
    }
    await record(claimed, answer);
    return true;
  }

  return {
    defaultProvider: Object.keys(providers)[0],

    async sweep() {
      let recorded = 0;
      for (let i = 0; i < CARD_PAYMENT_SWEEP_BATCH_SIZE; i += 1) {
        const row = await takeStale();
        if (row === undefined) break;
        if (await finish(row)) recorded += 1;
      }
      return recorded;
    },

    async madeWith(user, correspondentId, id, idempotencyKey) {
      const row = await createRemittancePaymentRepository(db).findOwned(
        user.id,
        correspondentId,
        id,
      );
      if (row === undefined) return undefined;
      const payment = await createCardPaymentRepository(db).madeWith(row.id, idempotencyKey);
      return payment === undefined ? undefined : cardPaymentOf(payment, row.status);
    },

    installments(name, body) {
      const provider = providerOf(name);
      if (!isAcceptedBrand(body.card_brand)) throw new AppError('CARD_BRAND_NOT_ACCEPTED');
      return installmentPlans(body.amount, provider.rates, provider.minimumInstallmentCents).map(
        (plan) => installmentOptionOf(plan, body.pt_br === true),
      );
    },

    async pay({ user, correspondentId, provider: name, idempotencyKey, body }) {
      const provider = providerOf(name);
      const claimed = await claim(user, correspondentId, provider, idempotencyKey, body);
      if (claimed.kind === 'replay') return { payment: claimed.payment, replayed: true };
      // 2. The provider, outside any transaction.
      let answer;
      try {
        answer = await provider.chargeCredit({
          token: claimed.token,
          amountCents: claimed.totalCents,
          installments: claimed.installments,
          reference: referenceOf(claimed.remittanceId),
          idempotencyKey: claimed.idempotencyKey,
        });
      } catch (error) {
        // No answer: the attempt fails, so the operation is not held by a payment in flight.
        await record(claimed, { word: 'error', code: null });
        throw new AppError('SERVICE_UNAVAILABLE', { cause: error });
      }
      if (answer.kind === 'unknown-token') {
        await record(claimed, { word: 'error', code: null });
        throw new AppError('TOKENIZED_DATA_NOT_FOUND');
      }
      return { payment: await record(claimed, answer), replayed: false };
    },

    async latest(user, correspondentId, id) {
      const row = await createRemittancePaymentRepository(db).findOwned(
        user.id,
        correspondentId,
        id,
      );
      if (row === undefined) throw new AppError('NOT_FOUND');
      const payment = await createCardPaymentRepository(db).latestOf(row.id);
      if (payment === undefined) throw new AppError('NOT_FOUND');
      return cardPaymentOf(payment, row.status);
    },
  };
}
