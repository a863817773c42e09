/**
 * The inbound remittance (spec operations §1 "Inbound remittance", §3.16–3.17, §4.1, §4.6, §6.1,
 * §6.3, §9.1; issue 16): receiving money from abroad into the customer's own account in Brazil.
 *
 * {@link InboundRemittanceService.create} runs in ONE transaction, as the outbound creation does
 * (`remittance-service.ts`), with the shared steps of `creation-steps.ts`:
 *
 * 1. `claimKey`: the `Idempotency-Key` (a replay answers the first operation).
 * 2. `checkCustomer`: a company never receives (§6.3: OPERATIONS_UNAVAILABLE, 'Unavailable
 *    operations'); REJECTED → REGISTRATION_REJECTED; the CPF sent is the caller's (FORBIDDEN).
 * 3. `verifyQuotation`: the caller's (or anonymous) unexpired INBOUND quote of this
 *    correspondent, of the purpose sent, priced for the method sent if it was priced for one,
 *    not used yet (QUOTE_EXPIRED).
 * 4. the method is offered for the purpose, currency and amount (`inboundPaymentMethodsFor`:
 *    link ≤ USD 5,000.00, debit card ≤ USD 6,300.00; else INBOUND_PAYMENT_METHOD_NOT_AVAILABLE).
 * 5. `resolveAccount`: the account credited is the caller's own INBOUND account (a PIX key or
 *    bank data in Brazil); anything else is NOT_FOUND at `accountId`.
 * 6. `checkDocuments`, 7. `reserveLimit` (row lock; a pending registration without a limit yet
 *    waits in WAITING_REGISTRATION_APPROVAL with nothing reserved, reserved at its approval), 8. `insertOperation`: a card method gets a
 *    payment link — a random token, never the serial id — and, awaiting payment, its 12-hour
 *    deadline (shorter in the sandbox when configured), which is also when the lifecycle job
 *    moves an unpaid link to INBOUND_PAYMENT_LINK_EXPIRED. The bank path has neither: the wire
 *    arrives when it arrives.
 *
 * {@link InboundRemittanceService.publicRecord} answers the payer's view by link token.
 * @module
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../src/contracts/auth';
import type { InboundFailure } from '../../../src/contracts/inbound-failures';
import type {
  InboundOperation,
  InboundRemittanceCreateBody,
  PublicInboundRemittance,
} from '../../../src/contracts/inbound-remittances';
import { toWireMoney } from '../../../src/domain/money/money';
import { hasExpired, inboundPaymentLinkExpiresAt } from '../../../src/domain/operations/expiries';
import {
  isInboundPaymentMethodOffered,
  isPaidByCard,
} from '../../../src/domain/operations/inbound-payment';
import type { RemittanceStatus } from '../../../src/domain/operations/operation-status';
import type { InboundPaymentMethod } from '../../../src/domain/operations/payment-methods';
import type { CurrencyCode } from '../../../src/domain/pricing/currencies';
import type { QuoteSnapshot } from '../../../src/domain/pricing/quote-snapshot';
import { toWireQuoteSnapshot } from '../../../src/domain/pricing/wire-quotation';
import { createBankAccountRepository } from '../../db/repositories/bank-account-repository';
import { createInboundChargeRepository } from '../../db/repositories/inbound-charge-repository';
import { createRemittancePaymentRepository } from '../../db/repositories/remittance-payment-repository';
import {
  createRemittanceRepository,
  isQuoteAlreadyUsed,
  type RemittanceCustomer,
  type RemittanceRepository,
} from '../../db/repositories/remittance-repository';
import type { Database, RemittanceRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../clock';
import type { QuoteTokens } from '../quotations/quote-token';
import { verifyQuote } from '../quotations/quote-verification';
import type { UploadDocumentChecker } from '../uploads/upload-service';
import { uploadDocumentChecker } from '../uploads/upload-service';
import { checkDocuments, claimKey, reserveLimit, type Reservation } from './creation-steps';
import { failInbound } from './inbound-failure';
import type { InboundNotices } from './inbound-notices';
import { paymentLinkOf, requestHash, storedRateFigures } from './remittance-service';

/** What a creation answers. */
export interface CreatedInbound {
  operation: InboundOperation;
  /** True when the key had already made this operation. */
  replayed: boolean;
}

/** Inbound remittance operations. */
export interface InboundRemittanceService {
  /** Creates an inbound remittance (see the module's steps). */
  create(input: {
    user: AuthUser;
    correspondentId: number;
    idempotencyKey: string;
    body: InboundRemittanceCreateBody;
  }): Promise<CreatedInbound>;
  /**
   * The payer's view of the correspondent's inbound operation whose link is `linkId`.
   * @throws AppError NOT_FOUND when there is none (another correspondent's included)
   */
  publicRecord(correspondentId: number, linkId: string): Promise<PublicInboundRemittance>;
  /**
   * Marks the caller's own inbound operation `id` failed with `reason` (spec operations §4.3,
   * §7.3), in one transaction through `failInbound`; failing it again answers the same record.
   * @throws AppError NOT_FOUND (not the caller's, another correspondent's, or not inbound),
   * OPERATION_NOT_FAILABLE, PAYMENT_IN_PROGRESS
   */
  fail(input: {
    user: AuthUser;
    correspondentId: number;
    id: number;
    reason: string;
  }): Promise<InboundFailure>;
}

/** A fresh payment-link id: 16 random bytes, base64url (22 characters). */
export function newPaymentLinkId(): string {
  return randomBytes(16).toString('base64url');
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** The creation's answer for a stored row. */
function operationOf(
  row: RemittanceRow,
  customer: RemittanceCustomer,
  now: Date,
): InboundOperation {
  return {
    id: row.id,
    type: 'INBOUND',
    status: { key: row.status as RemittanceStatus },
    client: { cpf: customer.cpf, cnpj: customer.cnpj, name: customer.name },
    serverTime: now.toISOString(),
    total: toWireMoney({ minor: Number(row.total_brl_cents), currency: 'BRL' }),
    amount: toWireMoney({
      minor: Number(row.foreign_amount_minor),
      currency: row.currency as CurrencyCode,
    }),
    inboundPaymentMethod: row.inbound_payment_method as InboundPaymentMethod,
    paymentLink: paymentLinkOf(row),
    rateFigures: storedRateFigures(row),
  };
}

/** Creates the inbound remittance service. */
export function createInboundRemittanceService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  quoteTokens: QuoteTokens;
  documents?: UploadDocumentChecker;
  /** How long a payment link lasts; default 12 hours (spec operations §4.6). */
  linkValidityMs?: number;
  /** Makes payment-link ids (tests may inject a fixed one). */
  newLinkId?: () => string;
  /** Queues the payment link's e-mail to the customer (issue 16). */
  notices?: InboundNotices;
}): InboundRemittanceService {
  const { db, clock } = deps;
  const documents = deps.documents ?? uploadDocumentChecker(undefined, clock);
  const newLinkId = deps.newLinkId ?? newPaymentLinkId;

  /** 2. A company never receives; not rejected; the CPF sent is the caller's. */
  function checkCustomer(customer: RemittanceCustomer, body: InboundRemittanceCreateBody): void {
    if (customer.person_type === 'LEGAL' || body.clientCnpj != null) {
      throw new AppError('OPERATIONS_UNAVAILABLE');
    }
    if (customer.registration_status === 'REJECTED') throw new AppError('REGISTRATION_REJECTED');
    if (body.clientCpf !== customer.cpf) throw new AppError('FORBIDDEN');
  }

  /** 3 and 4. The quote, and the method it is paid by. */
  async function verifyQuotation(
    repository: RemittanceRepository,
    body: InboundRemittanceCreateBody,
    expected: { correspondentId: number; userId: number; now: Date },
  ): Promise<QuoteSnapshot> {
    const snapshot = verifyQuote(deps.quoteTokens, body.quotationId, {
      ...expected,
      kind: 'REMITTANCE_INBOUND',
    });
    const field = (name: string) =>
      new AppError('VALIDATION_FAILED', { fields: [{ field: name, message: 'validation.regex' }] });
    if (snapshot.purposeCode !== body.serviceInfo.id) throw field('serviceInfo.id');
    if (
      snapshot.inboundPaymentMethod !== undefined &&
      snapshot.inboundPaymentMethod !== body.inboundPaymentMethod
    ) {
      throw field('inboundPaymentMethod');
    }
    const offer = {
      purpose: body.serviceInfo.id,
      currency: snapshot.currency,
      usdCents: snapshot.offerUsd,
    };
    if (!isInboundPaymentMethodOffered(body.inboundPaymentMethod, offer)) {
      throw new AppError('INBOUND_PAYMENT_METHOD_NOT_AVAILABLE');
    }
    if (await repository.isQuoteUsed(snapshot.id)) throw new AppError('QUOTE_EXPIRED');
    return snapshot;
  }

  /** 5. The caller's own account in Brazil (INBOUND), or NOT_FOUND at `accountId`. */
  async function resolveAccount(
    trx: Kysely<Database>,
    userId: number,
    accountId: number,
  ): Promise<number> {
    const account = await createBankAccountRepository(trx).findOwn(userId, accountId);
    if (account?.direction !== 'INBOUND') {
      throw new AppError('NOT_FOUND', { cause: 'accountId' });
    }
    return account.id;
  }

  /** 8. The operation, with its payment link when paid by card. */
  async function insertOperation(
    repository: RemittanceRepository,
    input: {
      userId: number;
      correspondentId: number;
      body: InboundRemittanceCreateBody;
      snapshot: QuoteSnapshot;
      accountId: number;
      reservation: Reservation;
      now: Date;
    },
  ): Promise<RemittanceRow> {
    const { body, snapshot, reservation, now } = input;
    const method = body.inboundPaymentMethod;
    const quotation = toWireQuoteSnapshot(snapshot);
    const card = isPaidByCard(method);
    const deadline =
      card && reservation.status === 'AWAITING_PAYMENT'
        ? new Date(inboundPaymentLinkExpiresAt(now.getTime(), deps.linkValidityMs))
        : null;
    try {
      return await repository.insert({
        user_id: input.userId,
        correspondent_id: input.correspondentId,
        quote_id: snapshot.id,
        kind: 'INBOUND',
        status: reservation.status,
        purpose_code: body.serviceInfo.id,
        currency: snapshot.currency,
        foreign_amount_minor: snapshot.foreignAmount,
        total_brl_cents: snapshot.total.withTax,
        usd_cents: snapshot.offerUsd,
        reserved_usd_cents: reservation.reservedUsdCents,
        limit_period: reservation.period,
        beneficiary_id: null,
        account_id: input.accountId,
        broker_id: null,
        partner_id: body.partnerId ?? null,
        // The payer pays: the column holds the inbound method too.
        payment_method: method,
        inbound_payment_method: method,
        purpose_data: JSON.stringify({
          type: body.serviceInfo.id,
          description: body.reason,
          attachment: body.documents[0] ?? null,
          tribute: null,
          totalValue: quotation.total.withTax,
        }),
        documents: JSON.stringify(body.documents),
        quotation: JSON.stringify(quotation),
        created_at: now,
        updated_at: now,
        link_token: card ? newLinkId() : null,
        payment_expires_at: deadline,
        next_transition_at: deadline,
      });
    } catch (error) {
      if (isQuoteAlreadyUsed(error)) throw new AppError('QUOTE_EXPIRED', { cause: error });
      throw error;
    }
  }

  return {
    async create({ user, correspondentId, idempotencyKey, body }) {
      const hash = requestHash({ inbound: body });
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const repository = createRemittanceRepository(trx);
        const customer = await repository.findCustomer(user.id);
        if (customer === undefined) throw new AppError('UNAUTHORIZED');
        const replayed = await claimKey(repository, user.id, idempotencyKey, hash);
        if (replayed !== undefined) {
          return { operation: operationOf(replayed, customer, now), replayed: true };
        }
        checkCustomer(customer, body);
        const snapshot = await verifyQuotation(repository, body, {
          correspondentId,
          userId: user.id,
          now,
        });
        const accountId = await resolveAccount(trx, user.id, body.accountId);
        const checked = await checkDocuments(documents, trx, user.id, body.documents);
        const reservation = await reserveLimit(
          repository,
          customer,
          snapshot.offerUsd,
          checked.awaitingReview,
          now,
        );
        const row = await insertOperation(repository, {
          userId: user.id,
          correspondentId,
          body,
          snapshot,
          accountId,
          reservation,
          now,
        });
        await repository.linkKey(user.id, idempotencyKey, row.id);
        // The link's e-mail is written in this transaction: it exists exactly when the operation does.
        await deps.notices?.linkCreated(trx, row);
        return { operation: operationOf(row, customer, now), replayed: false };
      });
    },

    async publicRecord(correspondentId, linkId) {
      const row = await createRemittanceRepository(db).findByLinkToken(correspondentId, linkId);
      if (row === undefined || row.link_token === null) throw new AppError('NOT_FOUND');
      const now = clock();
      const method = row.inbound_payment_method === 'DEBIT_CARD' ? 'DEBIT_CARD' : 'DEBIT_CARD_LINK';
      const expiresAt = row.payment_expires_at === null ? null : new Date(row.payment_expires_at);
      // Past its deadline an unpaid link is expired, even before the job has recorded it.
      const status =
        row.status === 'AWAITING_PAYMENT' &&
        expiresAt !== null &&
        hasExpired(expiresAt.getTime(), now.getTime())
          ? 'INBOUND_PAYMENT_LINK_EXPIRED'
          : (row.status as RemittanceStatus);
      return {
        id: row.link_token,
        name: row.customer_name,
        // Card methods are USD only (`inboundPaymentMethodsFor`); the USD value otherwise.
        totalAmount: toWireMoney({
          minor: Number(row.currency === 'USD' ? row.foreign_amount_minor : row.usd_cents),
          currency: 'USD',
        }),
        status: { key: status },
        inboundPaymentMethod: method,
        expiresAt: expiresAt === null ? null : expiresAt.toISOString(),
        serverTime: iso(now),
      };
    },

    async fail({ user, correspondentId, id, reason }) {
      return db.transaction().execute(async (trx) => {
        const payments = createRemittancePaymentRepository(trx);
        const row = await payments.findOwned(user.id, correspondentId, id, true);
        if (row?.kind !== 'INBOUND') throw new AppError('NOT_FOUND');
        return failInbound({ payments, charges: createInboundChargeRepository(trx) }, row, {
          reason: reason.trim(),
          at: clock(),
        });
      });
    },
  };
}
