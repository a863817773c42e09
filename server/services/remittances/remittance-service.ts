/**
 * Creating an outbound remittance (spec operations §3.16–3.17, §4.1, §4.3, §5.5, §6.3, §6.6;
 * issue 5 "Operation and payment (server)"), in ONE transaction:
 *
 * 1. the `Idempotency-Key` is claimed for the caller (a second call with the same key and the
 *    same body answers the operation the first one created; with another body,
 *    IDEMPOTENCY_KEY_REUSED). On PostgreSQL a concurrent call with the same key waits on the
 *    key's unique index until the first commits, then sees its row.
 * 2. the caller's registration: REJECTED → REGISTRATION_REJECTED ('Seu cadastro não foi
 *    aprovado...'); the CPF/CNPJ sent must be the caller's own (FORBIDDEN otherwise).
 * 3. the quote is the caller's (or anonymous, of the request's correspondent), an outbound
 *    remittance quote, unexpired (QUOTE_EXPIRED otherwise) and of the purpose sent.
 * 4. beneficiary, account and broker are the caller's (NOT_FOUND otherwise); the account sent
 *    with a beneficiary must be that beneficiary's; for AVAILABILITY it is one of the caller's
 *    own accounts.
 * 5. the documents are the caller's uploads that really arrived (the injected
 *    {@link DocumentChecker}; by default `uploadDocumentChecker` without a bucket).
 * 6. a company may not pay by card (§6.3: OPERATION_NOT_AVAILABLE).
 * 7. the operational limit (USD cents) is read `for update` (the row lock serialises
 *    concurrent checkouts of one customer): over it, the operation goes to MANUAL_ANALYSIS and
 *    nothing is reserved; within it, `used += amount` and the status follows the registration
 *    (PENDING → WAITING_REGISTRATION_APPROVAL), the documents (under review →
 *    WAITING_DOCUMENT_APPROVAL), else AWAITING_PAYMENT.
 *
 * Decisions: an individual without any limit row goes to MANUAL_ANALYSIS (there is nothing to
 * reserve against); a company has no operational limit unless a row exists for it (the spec
 * gives companies none; the sandbox seeds none), in which case the same rule applies.
 * Refusals are not stored against the key: a retry after a refusal is evaluated again.
 * @module
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type {
  OperationDetail,
  RemittanceCreateBody,
  RemittanceOperation,
  ReportList,
  ReportListQuery,
} from '../../../src/contracts/remittances';
import type { AuthUser } from '../../../src/contracts/auth';
import { pixQrExpiresAt } from '../../../src/domain/operations/expiries';
import type { RemittanceStatus } from '../../../src/domain/operations/operation-status';
import { fromWireMoney, toWireMoney, type WireMoney } from '../../../src/domain/money/money';
import {
  createBankAccountRepository,
  type BankAccountRow,
} from '../../db/repositories/bank-account-repository';
import { createBeneficiaryRepository } from '../../db/repositories/beneficiary-repository';
import { createInvestmentBrokerRepository } from '../../db/repositories/investment-broker-repository';
import { createQuotationRepository } from '../../db/repositories/quotation-repository';
import type { Database, RemittanceRow } from '../../db/schema';
import { toAccount } from '../payees/payee-mapper';
import { uploadDocumentChecker, type UploadDocumentChecker } from '../uploads/upload-service';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../clock';
import type { QuoteWriter } from '../quote-writer';

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
    params: { document: string; type: 'outbound' | 'inbound'; id: number },
  ): Promise<OperationDetail>;
  /**
   * A page of the caller's operations, newest first (spec §3.23).
   * @throws AppError NOT_FOUND when `document` is not the caller's
   */
  list(user: AuthUser, document: string, query: ReportListQuery): Promise<ReportList>;
}

/** The parts of a stored remittance quote the creation reads. */
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

/** The beneficiary's address country, as the report's country column. */
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

/** The creation's answer for a stored row (spec operations §3.16). */
function operationOf(
  row: RemittanceRow,
  user: { name: string; cpf: string | null; cnpj: string | null },
  now: Date,
): RemittanceOperation {
  return {
    id: row.id,
    type: row.kind,
    status: { key: row.status as RemittanceStatus },
    client: { cpf: user.cpf, cnpj: user.cnpj, name: user.name },
    serverTime: now.toISOString(),
    total: toWireMoney({ minor: num(row.total_brl_cents), currency: 'BRL' }),
    paymentMethod: row.payment_method as RemittanceOperation['paymentMethod'],
    paymentExpiresAt: paymentDeadlineOf(row),
  };
}

/** Creates the remittance service. */
export function createRemittanceService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** The quote writer: a quote still queued is waited for before the transaction. */
  quoteWriter: Pick<QuoteWriter, 'stored'>;
  documents?: DocumentChecker;
}): RemittanceService {
  const { db, clock } = deps;
  const documents = deps.documents ?? uploadDocumentChecker(undefined, clock);

  return {
    async create({ user, correspondentId, idempotencyKey, body }) {
      const hash = requestHash(body);
      // A quote the customer just saw may still be on its way to the database.
      await deps.quoteWriter.stored(body.quotationId);
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const customer = await trx
          .selectFrom('users')
          .select(['id', 'name', 'cpf', 'cnpj', 'person_type', 'registration_status'])
          .where('id', '=', user.id)
          .executeTakeFirst();
        if (customer === undefined) throw new AppError('UNAUTHORIZED');

        // 1. The key: claimed now, or already used.
        const claimed = await trx
          .insertInto('idempotency_keys')
          .values({ user_id: user.id, key: idempotencyKey, request_hash: hash })
          .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
          .returning('key')
          .executeTakeFirst();
        if (claimed === undefined) {
          const previous = await trx
            .selectFrom('idempotency_keys')
            .select(['request_hash', 'remittance_id'])
            .where('user_id', '=', user.id)
            .where('key', '=', idempotencyKey)
            .executeTakeFirstOrThrow();
          if (previous.request_hash !== hash || previous.remittance_id === null) {
            throw new AppError('IDEMPOTENCY_KEY_REUSED');
          }
          const row = await trx
            .selectFrom('remittances')
            .selectAll()
            .where('id', '=', previous.remittance_id)
            .executeTakeFirstOrThrow();
          return { operation: operationOf(row, customer, now), replayed: true };
        }

        // 2. Who is asking.
        if (customer.registration_status === 'REJECTED') {
          throw new AppError('REGISTRATION_REJECTED');
        }
        const document = body.clientCpf ?? body.clientCnpj;
        if (document !== (customer.cpf ?? customer.cnpj)) throw new AppError('FORBIDDEN');
        const company = customer.person_type === 'LEGAL';
        if (company && body.payment.method === 'CREDIT_CARD') {
          throw new AppError('OPERATION_NOT_AVAILABLE');
        }

        // 3. The quote.
        const quote = await createQuotationRepository(trx).findActive(
          body.quotationId,
          correspondentId,
          now,
        );
        if (
          quote === undefined ||
          (quote.user_id !== null && quote.user_id !== user.id) ||
          quote.kind !== 'REMITTANCE_OUTBOUND'
        ) {
          throw new AppError('QUOTE_EXPIRED');
        }
        const quotation = asJson<StoredQuotation>(quote.result);
        if (quotation.purposeCode !== undefined && quotation.purposeCode !== body.serviceInfo.id) {
          throw new AppError('VALIDATION_FAILED', {
            fields: [{ field: 'serviceInfo.id', message: 'validation.regex' }],
          });
        }

        // 4. Where the money goes, in the quote's currency (a EUR quote pays no USD beneficiary).
        const quoteCurrency = quotation.currency.amount.currency;
        const sameCurrency = (currency: string | null | undefined) => {
          if (currency && currency.toUpperCase() !== quoteCurrency) {
            throw new AppError('RECEIVER_CURRENCY_MISMATCH');
          }
        };
        let beneficiaryId: number | null = null;
        let accountId: number | null = null;
        let brokerId: number | null = null;
        const accounts = createBankAccountRepository(trx);
        if (body.receiverId != null) {
          const beneficiary = await createBeneficiaryRepository(trx).find(user.id, body.receiverId);
          if (beneficiary === undefined) throw notFound('receiverId');
          beneficiaryId = beneficiary.id;
          const [own] = await accounts.ofBeneficiaries(user.id, [beneficiary.id]);
          if (body.accountId != null && own?.id !== body.accountId) throw notFound('accountId');
          sameCurrency(beneficiary.currency);
          sameCurrency(own?.currency);
          accountId = own?.id ?? null;
        } else if (body.accountId != null) {
          const account = await accounts.findOwn(user.id, body.accountId);
          if (account === undefined) throw notFound('accountId');
          sameCurrency(account.currency);
          accountId = account.id;
        }
        if (body.investmentBrokerId != null) {
          const broker = await createInvestmentBrokerRepository(trx).find(
            user.id,
            body.investmentBrokerId,
          );
          if (broker === undefined) throw notFound('investmentBrokerId');
          brokerId = broker.id;
        }

        // 5. The documents.
        const checked = await documents.check(trx, user.id, body.documents);
        if (checked.unknown.length > 0) throw notFound('documents');

        // 7. The limit, under a row lock.
        const foreign = fromWireMoney(quotation.currency.amount);
        const totalBrl = fromWireMoney(quotation.total.withTax);
        const usd = fromWireMoney(quotation.currency.offerUSD);
        const limit = await trx
          .selectFrom('operational_limits')
          .select(['period', 'limit_usd_cents', 'used_usd_cents'])
          .where('user_id', '=', user.id)
          .orderBy('updated_at', 'desc')
          .orderBy('period')
          .limit(1)
          .forUpdate()
          .executeTakeFirst();
        let status: RemittanceStatus;
        let reserved = 0;
        if (limit === undefined && !company) {
          status = 'MANUAL_ANALYSIS';
        } else if (
          limit !== undefined &&
          num(limit.used_usd_cents) + usd.minor > num(limit.limit_usd_cents)
        ) {
          status = 'MANUAL_ANALYSIS';
        } else {
          if (limit !== undefined) {
            reserved = usd.minor;
            await trx
              .updateTable('operational_limits')
              .set({ used_usd_cents: num(limit.used_usd_cents) + reserved, updated_at: now })
              .where('user_id', '=', user.id)
              .where('period', '=', limit.period)
              .execute();
          }
          status =
            customer.registration_status === 'PENDING'
              ? 'WAITING_REGISTRATION_APPROVAL'
              : checked.awaitingReview
                ? 'WAITING_DOCUMENT_APPROVAL'
                : 'AWAITING_PAYMENT';
        }

        const paymentExpiry =
          status === 'AWAITING_PAYMENT' ? new Date(pixQrExpiresAt(now.getTime())) : null;
        const row = await trx
          .insertInto('remittances')
          .values({
            user_id: user.id,
            correspondent_id: correspondentId,
            quote_id: quote.id,
            kind: 'OUTBOUND',
            status,
            purpose_code: body.serviceInfo.id,
            currency: foreign.currency,
            foreign_amount_minor: foreign.minor,
            total_brl_cents: totalBrl.minor,
            usd_cents: usd.minor,
            reserved_usd_cents: reserved,
            limit_period: reserved > 0 && limit !== undefined ? limit.period : null,
            beneficiary_id: beneficiaryId,
            account_id: accountId,
            broker_id: brokerId,
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
            // Awaiting payment: the 30-minute deadline, which is also when the lifecycle job
            // cancels the operation if it is still unpaid.
            payment_expires_at: paymentExpiry,
            next_transition_at: paymentExpiry,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('remittance_events')
          .values({ remittance_id: row.id, status, at: now })
          .execute();
        await trx
          .updateTable('idempotency_keys')
          .set({ remittance_id: row.id })
          .where('user_id', '=', user.id)
          .where('key', '=', idempotencyKey)
          .execute();
        return { operation: operationOf(row, customer, now), replayed: false };
      });
    },

    async detail(user, { document, type, id }) {
      assertOwnDocument(user, document);
      const row = await db
        .selectFrom('remittances')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', user.id)
        .where('kind', '=', type === 'outbound' ? 'OUTBOUND' : 'INBOUND')
        .executeTakeFirst();
      if (row === undefined) throw new AppError('NOT_FOUND');
      const [events, beneficiary, account, customer] = await Promise.all([
        db
          .selectFrom('remittance_events')
          .select(['status', 'at'])
          .where('remittance_id', '=', row.id)
          .orderBy('at')
          .orderBy('id')
          .execute(),
        row.beneficiary_id === null
          ? undefined
          : db
              .selectFrom('beneficiaries')
              .selectAll()
              .where('id', '=', row.beneficiary_id)
              .executeTakeFirst(),
        row.account_id === null
          ? undefined
          : db
              .selectFrom('bank_accounts')
              .selectAll()
              .where('id', '=', row.account_id)
              .executeTakeFirst(),
        db.selectFrom('users').select('name').where('id', '=', user.id).executeTakeFirstOrThrow(),
      ]);
      const quotation = asJson<StoredQuotation>(row.quotation);
      const purpose = asJson<{ description?: string; attachment?: string | null }>(
        row.purpose_data,
      );
      const bank = account === undefined ? undefined : toAccount(account as BankAccountRow);
      return {
        id: row.id,
        type: row.kind,
        status: row.status as OperationDetail['status'],
        createdAt: iso(row.created_at),
        serverTime: clock().toISOString(),
        purposeCode: row.purpose_code as OperationDetail['purposeCode'],
        paymentMethod: row.payment_method as OperationDetail['paymentMethod'],
        amount: quotation.currency.amount,
        quotationTax: quotation.currency.offer,
        quotationIOF: quotation.tax.iof.total,
        quotationVET: quotation.vet,
        totalValue: quotation.total.withTax,
        quotationTotalWithTaxes: quotation.currency.amount,
        credtCardTax: null,
        creditCardTaxTotal: null,
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
        pixKey: null,
        tribute: null,
        taxFee: quotation.tax.bankFee.total,
        deliveryAddress: null,
        cardAddress: null,
        cardExpirationDate: null,
        cardNumber: null,
        cardZipCode: null,
        purposeAttachment: purpose.attachment ?? null,
        purposeDescription: purpose.description ?? null,
        events: events.map((event) => ({
          status: event.status as OperationDetail['status'],
          at: iso(event.at),
        })),
        paymentExpiresAt: paymentDeadlineOf(row),
      };
    },

    async list(user, document, query) {
      assertOwnDocument(user, document);
      const page = query.page ?? 1;
      const limit = query.limit ?? 10;
      let base = db
        .selectFrom('remittances')
        .leftJoin('beneficiaries', 'beneficiaries.id', 'remittances.beneficiary_id')
        .where('remittances.user_id', '=', user.id);
      if (query.type)
        base = base.where(
          'remittances.kind',
          '=',
          query.type === 'outbound' ? 'OUTBOUND' : 'INBOUND',
        );
      if (query['quotation.purposeCode']) {
        base = base.where('remittances.purpose_code', '=', query['quotation.purposeCode']);
      }
      if (query.status) base = base.where('remittances.status', '=', query.status);
      if (query.currency) base = base.where('remittances.currency', '=', query.currency);
      if (query.country) {
        base = base.where(
          sql<string>`beneficiaries.details->'address'->>'country'`,
          '=',
          query.country,
        );
      }
      // Network-only columns: a remittance has none, so these filters match nothing.
      if (query.deliveryMethod || query.moneygramReferenceNumber)
        base = base.where(sql<boolean>`false`);
      if (query.startDate) {
        base = base.where('remittances.created_at', '>=', new Date(`${query.startDate}T00:00:00Z`));
      }
      if (query.endDate) {
        const end = new Date(`${query.endDate}T00:00:00Z`);
        end.setUTCDate(end.getUTCDate() + 1);
        base = base.where('remittances.created_at', '<', end);
      }
      const [count, rows] = await Promise.all([
        base
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .executeTakeFirstOrThrow(),
        base
          .select([
            'remittances.id',
            'remittances.status',
            'remittances.currency',
            'remittances.foreign_amount_minor',
            'remittances.created_at',
            'beneficiaries.details as beneficiary_details',
          ])
          .orderBy('remittances.created_at', 'desc')
          .orderBy('remittances.id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          status: row.status as ReportList['items'][number]['status'],
          currency: row.currency,
          country: row.beneficiary_details == null ? null : countryOf(row.beneficiary_details),
          deliveryMethod: null,
          moneygramReferenceNumber: null,
          createdAt: iso(row.created_at),
          invoiceId: null,
          amount: toWireMoney({ minor: num(row.foreign_amount_minor), currency: row.currency }),
        })),
        page,
        limit,
        total: Number(count.total),
      };
    },
  };
}
