/**
 * Creating an outbound remittance (spec operations §3.16–3.17, §4.1, §4.3, §5.5, §6.3, §6.6;
 * issue 5 "Operation and payment (server)"), in ONE transaction:
 *
 * 1. `claimKey`: the `Idempotency-Key` is claimed for the caller (a second call with the same key
 *    and the same body answers the operation the first one created; with another body,
 *    IDEMPOTENCY_KEY_REUSED). On PostgreSQL a concurrent call with the same key waits on the
 *    key's unique index until the first commits, then sees its row.
 * 2. `checkCustomer`: REJECTED → REGISTRATION_REJECTED ('Seu cadastro não foi aprovado...'); the
 *    CPF/CNPJ sent must be the caller's own (FORBIDDEN otherwise); a company may not pay by card
 *    (§6.3: OPERATION_NOT_AVAILABLE).
 * 3. `verifyQuotation`: the signed quotation token (issue 13) is the caller's (or anonymous) outbound
 *    quote of the request's correspondent, unexpired, of the purpose sent, and no operation was
 *    made from it yet (QUOTE_EXPIRED otherwise; a unique index on the quote's id backs the last).
 * 4. `resolvePayees`: beneficiary, account and broker are the caller's (NOT_FOUND otherwise); the
 *    account sent with a beneficiary must be that beneficiary's; all in the quote's currency.
 * 5. the documents are the caller's uploads that really arrived (the injected
 *    {@link DocumentChecker}; by default `uploadDocumentChecker` without a bucket).
 * 6. `reserveLimit`: the operational limit (USD cents) is read `for update` (the row lock
 *    serialises concurrent checkouts of one customer): over it, the operation goes to
 *    MANUAL_ANALYSIS and nothing is reserved; within it, `used += amount` and the status follows
 *    the registration (PENDING → WAITING_REGISTRATION_APPROVAL), the documents (under review →
 *    WAITING_DOCUMENT_APPROVAL), else AWAITING_PAYMENT.
 * 7. `insertOperation`: the operation, storing the quote's snapshot it was created from.
 * 8. held (§4.4), the 'Reservation completed' e-mail is queued in the outbox
 *    (`reservation-notices.ts`), with the link to pay it when it is paid by card.
 *
 * Decisions: an individual without any limit row goes to MANUAL_ANALYSIS (there is nothing to
 * reserve against) — unless the registration is still PENDING: the limit is granted when the
 * registration is approved, so the operation waits in WAITING_REGISTRATION_APPROVAL with nothing
 * reserved and the approval reserves it (`registration-queue.ts`); a company has no operational limit unless a row exists for it (the spec
 * gives companies none; the sandbox seeds none), in which case the same rule applies.
 * Refusals are not stored against the key: a retry after a refusal is evaluated again.
 * @module
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  OperationDetail,
  PurposeDocumentParams,
  RemittanceCreateBody,
  RemittanceOperation,
  ReportList,
  ReportListQuery,
} from '../../../src/contracts/remittances';
import type { AuthUser } from '../../../src/contracts/auth';
import type { PaymentLink } from '../../../src/contracts/inbound-remittances';
import type { InboundPaymentMethod } from '../../../src/domain/operations/payment-methods';
import { pixQrExpiresAt } from '../../../src/domain/operations/expiries';
import type { RemittanceStatus } from '../../../src/domain/operations/operation-status';
import { toWireMoney, type WireMoney } from '../../../src/domain/money/money';
import {
  createBankAccountRepository,
  type BankAccountRow,
} from '../../db/repositories/bank-account-repository';
import { createBeneficiaryRepository } from '../../db/repositories/beneficiary-repository';
import { createInvestmentBrokerRepository } from '../../db/repositories/investment-broker-repository';
import {
  createRemittanceRepository,
  isQuoteAlreadyUsed,
  type RemittanceCustomer,
  type RemittanceListFilter,
  type RemittanceRepository,
} from '../../db/repositories/remittance-repository';
import type { Database, RemittanceRow } from '../../db/schema';
import type { UploadStorage } from '../../providers/storage/storage-provider';
import { toAccount } from '../payees/payee-mapper';
import { cardPaymentDetailOf } from '../payments/card-payment-detail';
import { uploadDocumentChecker, type UploadDocumentChecker } from '../uploads/upload-service';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../clock';
import type { QuoteSnapshot } from '../../../src/domain/pricing/quote-snapshot';
import { rateFiguresOf, type RateFigures } from '../../../src/domain/pricing/rate-breakdown';
import { toWireQuoteSnapshot } from '../../../src/domain/pricing/wire-quotation';
import type { QuoteTokens } from '../quotations/quote-token';
import { verifyQuote } from '../quotations/quote-verification';
import { checkDocuments, claimKey, reserveLimit, type Reservation } from './creation-steps';
import {
  purposeDocumentFile,
  purposeDocumentsOf,
  type PurposeDocumentFile,
} from './purpose-documents';
import type { ReservationNotices } from './reservation-notices';
import type { CompanyLimitNotices } from '../customers/company-limit-notices';

/** Checks the document keys of a creation (injected so tests or another storage can differ). */
export type DocumentChecker = UploadDocumentChecker;

/** What a creation answers. */
export interface CreatedRemittance {
  operation: RemittanceOperation;
  /** True when the key had already made this operation (nothing new was created). */
  replayed: boolean;
}

/** Remittance operations. */
export interface RemittanceService {
  /** Creates an outbound remittance (see the module's steps). */
  create(input: {
    user: AuthUser;
    correspondentId: number;
    idempotencyKey: string;
    body: RemittanceCreateBody;
  }): Promise<CreatedRemittance>;
  /**
   * The caller's operation `id` of direction `type` (spec §3.22, with its timeline).
   * @throws AppError NOT_FOUND when `document` is not the caller's or the operation is not theirs
   */
  detail(
    user: AuthUser,
    correspondentId: number,
    params: { document: string; type: 'outbound' | 'inbound'; id: number },
  ): Promise<OperationDetail>;
  /**
   * The bytes of a document attached to the purpose of the caller's operation (issue 19, item
   * 10), by its position among them (1 for the first).
   * @throws AppError NOT_FOUND when `document` is not the caller's, the operation is not theirs
   * under `correspondentId`, or it has no document at `position`
   */
  purposeDocument(
    user: AuthUser,
    correspondentId: number,
    params: PurposeDocumentParams,
  ): Promise<PurposeDocumentFile>;
  /**
   * A page of the caller's operations, newest first (spec §3.23).
   * @throws AppError NOT_FOUND when `document` is not the caller's
   */
  list(
    user: AuthUser,
    correspondentId: number,
    document: string,
    query: ReportListQuery,
  ): Promise<ReportList>;
}

/** The parts of an operation's stored quote (`WireQuoteSnapshot`) its detail reads. */
interface StoredQuotation {
  type?: string;
  purposeCode?: string;
  currency: { code: string; amount: WireMoney; offer: WireMoney; offerUSD: WireMoney };
  total: { withTax: WireMoney };
  tax: { iof: { total: WireMoney }; bankFee: { total: WireMoney } };
  vet: WireMoney;
}

/** The caller's own document, or NOT_FOUND (a document of someone else names nothing here). */
function assertOwnDocument(user: AuthUser, document: string): void {
  if (document !== (user.cpf ?? user.cnpj)) throw new AppError('NOT_FOUND');
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** The beneficiary's address country, as the detail's beneficiary country. */
function countryOf(details: unknown): string | null {
  const address = (asJson<{ address?: { country?: string } } | null>(details) ?? {}).address;
  return address?.country ?? null;
}

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Hex SHA-256 of the canonical body. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

function asJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** The rate paid and what it is made of, from the quote a remittance stored (issue 19). */
export function storedRateFigures(row: Pick<RemittanceRow, 'quotation'>): RateFigures {
  return rateFiguresOf(asJson<RateFigures>(row.quotation));
}

function num(value: string | number | bigint): number {
  return Number(value);
}

/** Another customer's (or no) payee or document: 404, as for any record not the caller's. */
function notFound(field: string): AppError {
  return new AppError('NOT_FOUND', { cause: field });
}

/**
 * The payment deadline to show: while the operation awaits payment (created awaiting it: created +
 * 30 minutes, the PIX QR code's validity, design §4), else none.
 */
function paymentDeadlineOf(row: RemittanceRow): string | null {
  return row.status === 'AWAITING_PAYMENT' && row.payment_expires_at !== null
    ? iso(row.payment_expires_at)
    : null;
}

/** An inbound operation's payment link, while it can be paid (awaiting payment, with a deadline). */
export function paymentLinkOf(row: RemittanceRow): PaymentLink | null {
  return row.link_token !== null && row.status === 'AWAITING_PAYMENT' && row.payment_expires_at
    ? { id: row.link_token, expiresAt: iso(row.payment_expires_at) }
    : null;
}

/** The creation's answer for a stored row (spec operations §3.16). */
function operationOf(
  row: RemittanceRow,
  user: { name: string; cpf: string | null; cnpj: string | null },
  now: Date,
): RemittanceOperation {
  return {
    id: row.id,
    type: row.kind as RemittanceOperation['type'],
    status: { key: row.status as RemittanceStatus },
    client: { cpf: user.cpf, cnpj: user.cnpj, name: user.name },
    serverTime: now.toISOString(),
    total: toWireMoney({ minor: num(row.total_brl_cents), currency: 'BRL' }),
    paymentMethod: row.payment_method as RemittanceOperation['paymentMethod'],
    paymentExpiresAt: paymentDeadlineOf(row),
    rateFigures: storedRateFigures(row),
  };
}

/** What the creation resolved of where the money goes. */
interface Payees {
  beneficiaryId: number | null;
  accountId: number | null;
  brokerId: number | null;
}

/** Creates the remittance service. */
export function createRemittanceService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** Reads the quotation tokens the checkout carries. */
  quoteTokens: QuoteTokens;
  documents?: DocumentChecker;
  /** Queues the 'Reservation completed' e-mail of an operation created held (spec §4.4). */
  notices?: ReservationNotices;
  /** Queues a company's limit e-mail when the reservation crossed 50%, 85% or 100% (issue 20). */
  limitNotices?: CompanyLimitNotices;
  /** Where a bucket holds the purpose documents' bytes (the platform's own storage keeps them). */
  storage?: Pick<UploadStorage, 'read'>;
}): RemittanceService {
  const { db, clock } = deps;
  const documents = deps.documents ?? uploadDocumentChecker(undefined, clock);

  /** 2. Who is asking: not rejected, their own document, a company never by card. */
  function checkCustomer(customer: RemittanceCustomer, body: RemittanceCreateBody): void {
    if (customer.registration_status === 'REJECTED') throw new AppError('REGISTRATION_REJECTED');
    const document = body.clientCpf ?? body.clientCnpj;
    if (document !== (customer.cpf ?? customer.cnpj)) throw new AppError('FORBIDDEN');
    if (customer.person_type === 'LEGAL' && body.payment.method === 'CREDIT_CARD') {
      throw new AppError('OPERATION_NOT_AVAILABLE');
    }
  }

  /**
   * 3. The quote: the signed token is the caller's (or anonymous) outbound quote of this
   * correspondent, unexpired, of the purpose sent, and no operation was made from it yet.
   */
  async function verifyQuotation(
    repository: RemittanceRepository,
    body: RemittanceCreateBody,
    expected: { correspondentId: number; userId: number; now: Date },
  ): Promise<QuoteSnapshot> {
    const snapshot = verifyQuote(deps.quoteTokens, body.quotationId, {
      ...expected,
      kind: 'REMITTANCE_OUTBOUND',
    });
    if (snapshot.purposeCode !== undefined && snapshot.purposeCode !== body.serviceInfo.id) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'serviceInfo.id', message: 'validation.regex' }],
      });
    }
    // One quote, one operation (a unique index backs this against a concurrent creation).
    if (await repository.isQuoteUsed(snapshot.id)) throw new AppError('QUOTE_EXPIRED');
    return snapshot;
  }

  /**
   * 4. Where the money goes, in the quote's currency (a EUR quote pays no USD beneficiary):
   * beneficiary, account and broker are the caller's; the account sent with a beneficiary is
   * that beneficiary's.
   */
  async function resolvePayees(
    trx: Kysely<Database>,
    userId: number,
    body: RemittanceCreateBody,
    quoteCurrency: string,
  ): Promise<Payees> {
    const sameCurrency = (currency: string | null | undefined) => {
      if (currency && currency.toUpperCase() !== quoteCurrency) {
        throw new AppError('RECEIVER_CURRENCY_MISMATCH');
      }
    };
    const payees: Payees = { beneficiaryId: null, accountId: null, brokerId: null };
    const accounts = createBankAccountRepository(trx);
    if (body.receiverId != null) {
      const beneficiary = await createBeneficiaryRepository(trx).find(userId, body.receiverId);
      if (beneficiary === undefined) throw notFound('receiverId');
      payees.beneficiaryId = beneficiary.id;
      const [own] = await accounts.ofBeneficiaries(userId, [beneficiary.id]);
      if (body.accountId != null && own?.id !== body.accountId) throw notFound('accountId');
      sameCurrency(beneficiary.currency);
      sameCurrency(own?.currency);
      payees.accountId = own?.id ?? null;
    } else if (body.accountId != null) {
      const account = await accounts.findOwn(userId, body.accountId);
      if (account === undefined) throw notFound('accountId');
      sameCurrency(account.currency);
      payees.accountId = account.id;
    }
    if (body.investmentBrokerId != null) {
      const broker = await createInvestmentBrokerRepository(trx).find(
        userId,
        body.investmentBrokerId,
      );
      if (broker === undefined) throw notFound('investmentBrokerId');
      payees.brokerId = broker.id;
    }
    return payees;
  }

  /** 7. The operation, with the quote's snapshot it was created from. */
  async function insertOperation(
    repository: RemittanceRepository,
    input: {
      userId: number;
      correspondentId: number;
      body: RemittanceCreateBody;
      snapshot: QuoteSnapshot;
      payees: Payees;
      reservation: Reservation;
      now: Date;
    },
  ): Promise<RemittanceRow> {
    const { body, snapshot, payees, reservation, now } = input;
    const quotation = toWireQuoteSnapshot(snapshot);
    const paymentExpiry =
      reservation.status === 'AWAITING_PAYMENT' ? new Date(pixQrExpiresAt(now.getTime())) : null;
    try {
      return await repository.insert({
        user_id: input.userId,
        correspondent_id: input.correspondentId,
        quote_id: snapshot.id,
        kind: 'OUTBOUND',
        status: reservation.status,
        purpose_code: body.serviceInfo.id,
        currency: snapshot.currency,
        foreign_amount_minor: snapshot.foreignAmount,
        total_brl_cents: snapshot.total.withTax,
        usd_cents: snapshot.offerUsd,
        reserved_usd_cents: reservation.reservedUsdCents,
        limit_period: reservation.period,
        beneficiary_id: payees.beneficiaryId,
        account_id: payees.accountId,
        broker_id: payees.brokerId,
        partner_id: body.partnerId ?? null,
        payment_method: body.payment.method,
        inbound_payment_method: body.inboundPaymentMethod ?? null,
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
        // Awaiting payment: the 30-minute deadline, which is also when the lifecycle job cancels
        // the operation if it is still unpaid.
        payment_expires_at: paymentExpiry,
        next_transition_at: paymentExpiry,
      });
    } catch (error) {
      // Another creation from the same quote committed first.
      if (isQuoteAlreadyUsed(error)) throw new AppError('QUOTE_EXPIRED', { cause: error });
      throw error;
    }
  }

  return {
    async create({ user, correspondentId, idempotencyKey, body }) {
      const hash = requestHash(body);
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
        const payees = await resolvePayees(trx, user.id, body, snapshot.currency);
        // 5. The documents are the caller's uploads that really arrived.
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
          payees,
          reservation,
          now,
        });
        await repository.linkKey(user.id, idempotencyKey, row.id);
        // 8. Held: the 'Reservation completed' e-mail, sent once this commits.
        await deps.notices?.created(trx, row);
        // A company's capital limit crossing 50%, 85% or 100%: its e-mail, in this transaction.
        await deps.limitNotices?.reserved(
          trx,
          { userId: user.id, correspondentId },
          reservation.usage,
        );
        return { operation: operationOf(row, customer, now), replayed: false };
      });
    },

    async detail(user, correspondentId, { document, type, id }) {
      assertOwnDocument(user, document);
      const repository = createRemittanceRepository(db);
      const row = await repository.findOwn(
        user.id,
        correspondentId,
        id,
        type === 'outbound' ? 'OUTBOUND' : 'INBOUND',
      );
      if (row === undefined) throw new AppError('NOT_FOUND');
      const [events, parties, card, purposeDocuments] = await Promise.all([
        repository.events(row.id),
        repository.detailParties(row),
        cardPaymentDetailOf(db, row),
        purposeDocumentsOf(db, row),
      ]);
      const { beneficiary, account } = parties;
      const customer = { name: parties.customerName };
      const inbound = row.kind === 'INBOUND';
      const quotation = asJson<StoredQuotation>(row.quotation);
      const purpose = asJson<{ description?: string; attachment?: string | null }>(
        row.purpose_data,
      );
      const bank = account === undefined ? undefined : toAccount(account as BankAccountRow);
      return {
        id: row.id,
        type: row.kind as OperationDetail['type'],
        status: row.status as OperationDetail['status'],
        createdAt: iso(row.created_at),
        serverTime: clock().toISOString(),
        purposeCode: row.purpose_code as OperationDetail['purposeCode'],
        // Inbound operations are paid by the foreign payer: no payment method of the customer's.
        paymentMethod: inbound ? null : (row.payment_method as OperationDetail['paymentMethod']),
        amount: quotation.currency.amount,
        quotationTax: quotation.currency.offer,
        quotationIOF: quotation.tax.iof.total,
        quotationVET: quotation.vet,
        rateFigures: storedRateFigures(row),
        totalValue: quotation.total.withTax,
        quotationTotalWithTaxes: quotation.currency.amount,
        // The latest card payment and its installment fee (issue 18); null for inbound.
        ...card,
        operationDate: iso(row.created_at),
        sendingReason: purpose.description ?? null,
        beneficiaryName: beneficiary?.full_name ?? bank?.name ?? null,
        beneficiaryAddress: null,
        beneficiaryBank: bank?.bankName ?? null,
        beneficiaryCountry: beneficiary
          ? countryOf(beneficiary.details)
          : (bank?.bankCountry ?? null),
        beneficiaryAccount: bank?.iban ?? bank?.number ?? null,
        beneficiaryAccountCode: bank?.bankCode ?? null,
        receiverName: beneficiary?.full_name ?? null,
        receiverDocument: null,
        requesterName: customer.name,
        moneyGramId: null,
        moneygramReferenceNumber: null,
        deliveryType: null,
        pixKey: inbound ? (bank?.pixKey ?? null) : null,
        tribute: null,
        taxFee: quotation.tax.bankFee.total,
        deliveryAddress: null,
        cardAddress: null,
        cardExpirationDate: null,
        cardNumber: null,
        cardZipCode: null,
        purposeAttachment: purpose.attachment ?? null,
        purposeDescription: purpose.description ?? null,
        purposeDocuments,
        events: events.map((event) => ({
          status: event.status as OperationDetail['status'],
          at: iso(event.at),
        })),
        paymentExpiresAt: paymentDeadlineOf(row),
        ...(inbound
          ? {
              inboundPaymentMethod: row.inbound_payment_method as InboundPaymentMethod,
              paymentLink: paymentLinkOf(row),
            }
          : {}),
      };
    },

    async purposeDocument(user, correspondentId, { document, type, id, position }) {
      assertOwnDocument(user, document);
      const row = await createRemittanceRepository(db).findOwn(
        user.id,
        correspondentId,
        id,
        type === 'outbound' ? 'OUTBOUND' : 'INBOUND',
      );
      if (row === undefined) throw new AppError('NOT_FOUND');
      return purposeDocumentFile(db, row, position, deps.storage);
    },

    async list(user, correspondentId, document, query) {
      assertOwnDocument(user, document);
      const page = query.page ?? 1;
      const limit = query.limit ?? 10;
      let until: Date | undefined;
      if (query.endDate) {
        until = new Date(`${query.endDate}T00:00:00Z`);
        until.setUTCDate(until.getUTCDate() + 1);
      }
      const filter: RemittanceListFilter = {
        ...(query.type ? { kind: query.type === 'outbound' ? 'OUTBOUND' : 'INBOUND' } : {}),
        ...(query['quotation.purposeCode'] ? { purposeCode: query['quotation.purposeCode'] } : {}),
        ...(query.status ? { status: query.status } : {}),
        ...(query.currency ? { currency: query.currency } : {}),
        ...(query.country ? { country: query.country } : {}),
        // Network-only columns: a remittance has none, so these filters match nothing.
        ...(query.deliveryMethod || query.moneygramReferenceNumber ? { impossible: true } : {}),
        ...(query.startDate ? { from: new Date(`${query.startDate}T00:00:00Z`) } : {}),
        ...(until ? { until } : {}),
      };
      const { total, rows } = await createRemittanceRepository(db).page(
        user.id,
        correspondentId,
        filter,
        {
          limit,
          offset: (page - 1) * limit,
        },
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          status: row.status as ReportList['items'][number]['status'],
          currency: row.currency,
          country: row.country,
          deliveryMethod: null,
          moneygramReferenceNumber: null,
          createdAt: iso(row.created_at),
          invoiceId: null,
          amount: toWireMoney({ minor: num(row.foreign_amount_minor), currency: row.currency }),
        })),
        page,
        limit,
        total,
      };
    },
  };
}
