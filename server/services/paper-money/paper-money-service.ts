/**
 * Buying foreign banknotes (spec operations §1 "Paper money", §3.19, §3.22, §3.23, §4.1, §4.3,
 * §5.5, §8.2, §9.1, §9.3, §9.7; issue 17). A purchase is a `remittances` row of kind
 * PAPER_MONEY, so payment data, the sandbox pay helper, the lifecycle job, the idempotency keys,
 * the timeline and the limit reservation are the remittances' own.
 *
 * The creation is ONE transaction of named steps:
 * 1. `claimKey` (shared with remittances): a replay answers the same operation; another body
 *    under the key, IDEMPOTENCY_KEY_REUSED.
 * 2. `checkCustomer`: REJECTED → REGISTRATION_REJECTED; a company → OPERATION_NOT_AVAILABLE
 *    (companies only send money abroad, spec §1, §6.3); `clientCpf` not the caller's → FORBIDDEN.
 * 3. `checkPaymentMethod`: the correspondent sells paper money (OPERATION_NOT_AVAILABLE) and
 *    offers the method by its `paymentMethodsAvailability` flags (PAYMENT_METHOD_NOT_AVAILABLE).
 *    The card itself is charged by the route once the purchase is created (issue 18).
 * 4. `verifyQuotation`: the caller's (or anonymous) unexpired PAPER_MONEY quote of this
 *    correspondent, not used yet (QUOTE_EXPIRED).
 * 5. `resolveDelivery`: the kind is the quote's (DELIVERY_METHOD_MISMATCH: the fee was priced
 *    for it), the fee is the quote's (DELIVERY_FEE_MISMATCH: never taken from the client); home
 *    delivery to the caller's own saved address (404) in a served city (DELIVERY_UNAVAILABLE,
 *    spec §8.2); pickup at one of the correspondent's agents that delivers notes (404); a
 *    receiver other than the purchaser only up to R$ 10,000.00 (RECEIVER_MUST_BE_PURCHASER,
 *    spec §5.5, §9.1) and never the purchaser's own CPF.
 * 6. `reserveLimit` (shared): over the limit MANUAL_ANALYSIS; pending registration
 *    WAITING_REGISTRATION_APPROVAL (with nothing reserved while the pending registration has no
 *    limit yet: its approval reserves it); else AWAITING_PAYMENT with the 30-minute deadline.
 * 7. `insertOperation`: the quote's snapshot, the delivery as it was (the address as one line),
 *    the first event.
 * 8. held (§4.4), the 'Reservation completed' e-mail is queued in the outbox, with the link to
 *    pay it when it is paid by card.
 * Refusals are not stored against the key: a retry after a refusal is evaluated again.
 * @module
 */
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../src/contracts/auth';
import type {
  PaperMoneyCreateBody,
  PaperMoneyDetail,
  PaperMoneyList,
  PaperMoneyListQuery,
  PaperMoneyOperation,
} from '../../../src/contracts/paper-money';
import { addressDisplay } from '../../../src/domain/address/address-display';
import { maskCpf } from '../../../src/domain/documents/cpf';
import { stripDocument } from '../../../src/domain/documents/strip-document';
import { toWireMoney, type WireMoney } from '../../../src/domain/money/money';
import { pixQrExpiresAt } from '../../../src/domain/operations/expiries';
import type { PaperMoneyStatus } from '../../../src/domain/operations/operation-status';
import { availablePaymentMethods } from '../../../src/domain/operations/payment-methods';
import {
  mayHaveOtherReceiver,
  type DeliveryMethod,
} from '../../../src/domain/paper-money/delivery';
import type { QuoteSnapshot } from '../../../src/domain/pricing/quote-snapshot';
import { rateFiguresOf, type RateFigures } from '../../../src/domain/pricing/rate-breakdown';
import { toWireQuoteSnapshot } from '../../../src/domain/pricing/wire-quotation';
import {
  createPaperMoneyRepository,
  type PaperMoneyListFilter,
  type PaperMoneyRepository,
} from '../../db/repositories/paper-money-repository';
import {
  createRemittanceRepository,
  isQuoteAlreadyUsed,
  type RemittanceCustomer,
  type RemittanceRepository,
} from '../../db/repositories/remittance-repository';
import type { AgentRow, Database, RemittanceRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../clock';
import type { QuoteTokens } from '../quotations/quote-token';
import { verifyQuote } from '../quotations/quote-verification';
import { cardPaymentDetailOf } from '../payments/card-payment-detail';
import { claimKey, reserveLimit, type Reservation } from '../remittances/creation-steps';
import { requestHash } from '../remittances/remittance-service';
import type { ReservationNotices } from '../remittances/reservation-notices';
import { storedDeliveryOf, type StoredDelivery } from './paper-money-delivery-steps';
import { findServedCity } from './served-cities';

/** What a creation answers. */
export interface CreatedPaperMoney {
  operation: PaperMoneyOperation;
  /** True when the key had already made this operation (nothing new was created). */
  replayed: boolean;
}

/** Paper-money purchases. */
export interface PaperMoneyService {
  /** Creates a purchase (see the module's steps). */
  create(input: {
    user: AuthUser;
    correspondentId: number;
    idempotencyKey: string;
    body: PaperMoneyCreateBody;
  }): Promise<CreatedPaperMoney>;
  /**
   * A page of the caller's purchases, newest first (spec §3.23).
   * @throws AppError NOT_FOUND when `document` is not the caller's
   */
  list(
    user: AuthUser,
    correspondentId: number,
    document: string,
    query: PaperMoneyListQuery,
  ): Promise<PaperMoneyList>;
  /**
   * The caller's purchase `id`, with its timeline.
   * @throws AppError NOT_FOUND when `document` or the operation is not the caller's
   */
  detail(
    user: AuthUser,
    correspondentId: number,
    params: { document: string; id: number },
  ): Promise<PaperMoneyDetail>;
}

/** The parts of a stored quote (`WireQuoteSnapshot`) the detail reads. */
interface StoredQuotation {
  currency: { amount: WireMoney; offer: WireMoney };
  total: { withTax: WireMoney };
  tax: { iof: { total: WireMoney } };
  deliveryFee: { total: WireMoney };
  vet: WireMoney;
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

function asJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** The caller's own document, or NOT_FOUND (a document of someone else names nothing here). */
function assertOwnDocument(user: AuthUser, document: string): void {
  if (document !== (user.cpf ?? user.cnpj)) throw new AppError('NOT_FOUND');
}

/** The payment deadline to show, while the purchase awaits payment. */
function paymentDeadlineOf(row: RemittanceRow): string | null {
  return row.status === 'AWAITING_PAYMENT' && row.payment_expires_at !== null
    ? iso(row.payment_expires_at)
    : null;
}

/** The delivery kind of a stored purchase (shipment for a row without one: never written). */
function deliveryTypeOf(row: RemittanceRow): DeliveryMethod {
  return storedDeliveryOf(row)?.type ?? 'shipment';
}

/** The creation's answer for a stored row. */
function operationOf(
  row: RemittanceRow,
  customer: { name: string; cpf: string | null; cnpj: string | null },
  now: Date,
): PaperMoneyOperation {
  return {
    id: row.id,
    type: 'PAPERMONEY',
    status: { key: row.status as PaperMoneyStatus },
    client: { cpf: customer.cpf, cnpj: customer.cnpj, name: customer.name },
    serverTime: now.toISOString(),
    total: toWireMoney({ minor: Number(row.total_brl_cents), currency: 'BRL' }),
    paymentMethod: row.payment_method as PaperMoneyOperation['paymentMethod'],
    paymentExpiresAt: paymentDeadlineOf(row),
    deliveryType: deliveryTypeOf(row),
    rateFigures: rateFiguresOf(asJson<RateFigures>(row.quotation)),
  };
}

/** A saved address as one line: street, number, complement, neighbourhood, city – state, CEP. */
function addressLine(address: {
  street: string;
  number: number | null;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
  zip_code: string;
}): string {
  const street = addressDisplay({ address: address.street, addressNumber: address.number });
  const complement = address.complement?.trim() ? ` ${address.complement.trim()}` : '';
  return `${street}${complement}, ${address.neighborhood}, ${address.city} – ${address.state}, ${address.zip_code}`;
}

/** An agent as the detail answers it. */
function agentOf(agent: AgentRow): NonNullable<PaperMoneyDetail['agent']> {
  return {
    id: agent.id,
    name: agent.name,
    address: `${addressDisplay({ address: agent.address, addressNumber: agent.address_number })}${
      agent.neighborhood ? `, ${agent.neighborhood}` : ''
    }, ${agent.city} – ${agent.state}`,
    city: agent.city,
    phone: agent.phone,
  };
}

/** The list's date filters as an instant range ([from, until), `endDate` inclusive). */
function dateRangeOf(query: PaperMoneyListQuery): Pick<PaperMoneyListFilter, 'from' | 'until'> {
  const range: Pick<PaperMoneyListFilter, 'from' | 'until'> = {};
  if (query.startDate) range.from = new Date(`${query.startDate}T00:00:00Z`);
  if (query.endDate) {
    const until = new Date(`${query.endDate}T00:00:00Z`);
    until.setUTCDate(until.getUTCDate() + 1);
    range.until = until;
  }
  return range;
}

/** Creates the paper-money service. */
export function createPaperMoneyService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** Reads the quotation tokens the checkout carries. */
  quoteTokens: QuoteTokens;
  /** Queues the 'Reservation completed' e-mail of a purchase created held (spec §4.4). */
  notices?: ReservationNotices;
}): PaperMoneyService {
  const { db, clock } = deps;

  /** 2. Who is buying: not rejected, an individual, their own CPF. */
  function checkCustomer(customer: RemittanceCustomer, body: PaperMoneyCreateBody): void {
    if (customer.registration_status === 'REJECTED') throw new AppError('REGISTRATION_REJECTED');
    // Companies may only send money abroad (spec operations §1, §6.3).
    if (customer.person_type === 'LEGAL') throw new AppError('OPERATION_NOT_AVAILABLE');
    if (body.clientCpf !== customer.cpf) throw new AppError('FORBIDDEN');
  }

  /** 3. The correspondent sells notes and offers the method. */
  async function checkPaymentMethod(
    paper: PaperMoneyRepository,
    correspondentId: number,
    method: PaperMoneyCreateBody['payment']['method'],
  ): Promise<void> {
    const switches = await paper.switchesOf(correspondentId);
    if (switches === undefined) throw new AppError('CORRESPONDENT_NOT_FOUND');
    if (!switches.active || !switches.isPaperMoneyActive) {
      throw new AppError('OPERATION_NOT_AVAILABLE');
    }
    // A card follows the correspondent's switch; companies were refused above (issue 18).
    if (!availablePaymentMethods(switches, 'paper-money').includes(method)) {
      throw new AppError('PAYMENT_METHOD_NOT_AVAILABLE');
    }
  }

  /** 4. The quote: the caller's (or anonymous) unexpired PAPER_MONEY quote, not used yet. */
  async function verifyQuotation(
    repository: RemittanceRepository,
    quotationId: string,
    expected: { correspondentId: number; userId: number; now: Date },
  ): Promise<QuoteSnapshot> {
    const snapshot = verifyQuote(deps.quoteTokens, quotationId, {
      ...expected,
      kind: 'PAPER_MONEY',
    });
    // One quote, one operation (a unique index backs this against a concurrent creation).
    if (await repository.isQuoteUsed(snapshot.id)) throw new AppError('QUOTE_EXPIRED');
    return snapshot;
  }

  /** 5b. The receiver other than the purchaser: not the purchaser, only up to R$ 10,000.00. */
  function checkReceiver(
    customer: RemittanceCustomer,
    receiver: PaperMoneyCreateBody['delivery']['receiver'],
    totalBrlCents: number,
  ): StoredDelivery['receiver'] {
    if (receiver == null) return null;
    const document = stripDocument(receiver.document);
    if (document === customer.cpf) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [
          {
            field: 'delivery.receiver.document',
            message: 'validation.paperMoney.receiverIsPurchaser',
          },
        ],
      });
    }
    if (!mayHaveOtherReceiver(totalBrlCents)) throw new AppError('RECEIVER_MUST_BE_PURCHASER');
    return { name: receiver.name.trim(), document };
  }

  /** 5. Where the notes go, for the kind and fee the quote was priced with. */
  async function resolveDelivery(
    paper: PaperMoneyRepository,
    input: {
      customer: RemittanceCustomer;
      correspondentId: number;
      delivery: PaperMoneyCreateBody['delivery'];
      snapshot: QuoteSnapshot;
    },
  ): Promise<StoredDelivery> {
    const { customer, delivery, snapshot } = input;
    // A token signed before quotes carried the kind was priced as the default, shipment.
    if (delivery.type !== (snapshot.deliveryMethod ?? 'shipment')) {
      throw new AppError('DELIVERY_METHOD_MISMATCH');
    }
    if (delivery.cost !== snapshot.deliveryFee) throw new AppError('DELIVERY_FEE_MISMATCH');
    const stored: StoredDelivery = {
      type: delivery.type,
      address: null,
      agentId: null,
      receiver: null,
    };
    if (delivery.type === 'shipment' && delivery.shipment != null) {
      const address = await paper.findOwnAddress(customer.id, delivery.shipment.addressId);
      if (address === undefined) {
        throw new AppError('NOT_FOUND', { cause: 'delivery.shipment.addressId' });
      }
      if (findServedCity(address.city, address.state) === undefined) {
        throw new AppError('DELIVERY_UNAVAILABLE', { params: [address.city] });
      }
      stored.address = addressLine(address);
    }
    if (delivery.type === 'shop' && delivery.shop != null) {
      const agent = await paper.findDeliveringAgent(input.correspondentId, delivery.shop.agentId);
      if (agent === undefined) throw new AppError('NOT_FOUND', { cause: 'delivery.shop.agentId' });
      stored.agentId = agent.id;
    }
    stored.receiver = checkReceiver(customer, delivery.receiver, snapshot.total.withTax);
    return stored;
  }

  /** 7. The purchase, with the quote's snapshot and the delivery as it was. */
  async function insertOperation(
    repository: RemittanceRepository,
    input: {
      customer: RemittanceCustomer;
      correspondentId: number;
      body: PaperMoneyCreateBody;
      snapshot: QuoteSnapshot;
      delivery: StoredDelivery;
      reservation: Reservation;
      now: Date;
    },
  ): Promise<RemittanceRow> {
    const { body, snapshot, reservation, now } = input;
    const paymentExpiry =
      reservation.status === 'AWAITING_PAYMENT' ? new Date(pixQrExpiresAt(now.getTime())) : null;
    try {
      return await repository.insert({
        user_id: input.customer.id,
        correspondent_id: input.correspondentId,
        quote_id: snapshot.id,
        kind: 'PAPER_MONEY',
        status: reservation.status,
        purpose_code: null,
        currency: snapshot.currency,
        foreign_amount_minor: snapshot.foreignAmount,
        total_brl_cents: snapshot.total.withTax,
        usd_cents: snapshot.offerUsd,
        reserved_usd_cents: reservation.reservedUsdCents,
        limit_period: reservation.period,
        beneficiary_id: null,
        account_id: null,
        broker_id: null,
        partner_id: body.partnerId ?? null,
        payment_method: body.payment.method,
        inbound_payment_method: null,
        purpose_data: JSON.stringify({}),
        documents: JSON.stringify([]),
        quotation: JSON.stringify(toWireQuoteSnapshot(snapshot)),
        delivery: JSON.stringify(input.delivery),
        created_at: now,
        updated_at: now,
        // The 30-minute deadline, which is also when the lifecycle job cancels it unpaid.
        payment_expires_at: paymentExpiry,
        next_transition_at: paymentExpiry,
      });
    } catch (error) {
      if (isQuoteAlreadyUsed(error)) throw new AppError('QUOTE_EXPIRED', { cause: error });
      throw error;
    }
  }

  return {
    async create({ user, correspondentId, idempotencyKey, body }) {
      const hash = requestHash({ kind: 'PAPER_MONEY', body });
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const repository = createRemittanceRepository(trx);
        const paper = createPaperMoneyRepository(trx);
        const customer = await repository.findCustomer(user.id);
        if (customer === undefined) throw new AppError('UNAUTHORIZED');
        const replayed = await claimKey(repository, user.id, idempotencyKey, hash);
        if (replayed !== undefined) {
          return { operation: operationOf(replayed, customer, now), replayed: true };
        }
        checkCustomer(customer, body);
        await checkPaymentMethod(paper, correspondentId, body.payment.method);
        const snapshot = await verifyQuotation(repository, body.quotationId, {
          correspondentId,
          userId: user.id,
          now,
        });
        const delivery = await resolveDelivery(paper, {
          customer,
          correspondentId,
          delivery: body.delivery,
          snapshot,
        });
        // 6. Banknotes are never held for documents: only the limit and the registration.
        const reservation = await reserveLimit(repository, customer, snapshot.offerUsd, false, now);
        const row = await insertOperation(repository, {
          customer,
          correspondentId,
          body,
          snapshot,
          delivery,
          reservation,
          now,
        });
        await repository.linkKey(user.id, idempotencyKey, row.id);
        // 8. Held: the 'Reservation completed' e-mail, sent once this commits.
        await deps.notices?.created(trx, row);
        return { operation: operationOf(row, customer, now), replayed: false };
      });
    },

    async list(user, correspondentId, document, query) {
      assertOwnDocument(user, document);
      const page = query.page ?? 1;
      const limit = query.paginate ?? 10;
      const filter: PaperMoneyListFilter = {
        ...(query.status ? { status: query.status } : {}),
        ...(query.currency ? { currency: query.currency } : {}),
        ...(query.deliveryMethod ? { deliveryMethod: query.deliveryMethod } : {}),
        ...dateRangeOf(query),
      };
      const { total, rows } = await createPaperMoneyRepository(db).page(
        user.id,
        correspondentId,
        filter,
        { limit, offset: (page - 1) * limit },
      );
      return {
        items: rows.map((row) => {
          const deliveryMethod = deliveryTypeOf(row);
          return {
            id: row.id,
            status: row.status as PaperMoneyStatus,
            currency: row.currency,
            deliveryMethod,
            createdAt: iso(row.created_at),
            amount: toWireMoney({
              minor: Number(row.foreign_amount_minor),
              currency: row.currency,
            }),
            total: toWireMoney({ minor: Number(row.total_brl_cents), currency: 'BRL' }),
            // Only a withdrawal whose notes are ready has a code to show (the home's block).
            withdrawalCode:
              deliveryMethod === 'withdrawal' && row.status === 'DELIVERED'
                ? row.withdrawal_code
                : null,
          };
        }),
        page,
        limit,
        total,
      };
    },

    async detail(user, correspondentId, { document, id }) {
      assertOwnDocument(user, document);
      const paper = createPaperMoneyRepository(db);
      const row = await paper.findOwn(user.id, correspondentId, id);
      if (row === undefined) throw new AppError('NOT_FOUND');
      const delivery = storedDeliveryOf(row);
      const repository = createRemittanceRepository(db);
      const [events, customer, agent, card] = await Promise.all([
        repository.events(row.id),
        repository.findCustomer(row.user_id),
        delivery?.agentId == null ? undefined : paper.findAgent(delivery.agentId),
        cardPaymentDetailOf(db, row),
      ]);
      const quotation = asJson<StoredQuotation>(row.quotation);
      const ready = row.status === 'DELIVERED' && row.withdrawal_code !== null;
      return {
        id: row.id,
        type: 'PAPERMONEY',
        status: row.status as PaperMoneyStatus,
        createdAt: iso(row.created_at),
        serverTime: clock().toISOString(),
        paymentMethod: row.payment_method as PaperMoneyDetail['paymentMethod'],
        amount: quotation.currency.amount,
        quotationTax: quotation.currency.offer,
        quotationIOF: quotation.tax.iof.total,
        quotationVET: quotation.vet,
        rateFigures: rateFiguresOf(asJson<RateFigures>(row.quotation)),
        deliveryFee: quotation.deliveryFee.total,
        totalValue: quotation.total.withTax,
        // The latest card payment and its installment fee (issue 18).
        ...card,
        deliveryType: delivery?.type ?? 'shipment',
        deliveryAddress: delivery?.address ?? null,
        agent: agent === undefined ? null : agentOf(agent),
        receiverName: delivery?.receiver?.name ?? null,
        receiverDocument: delivery?.receiver ? maskCpf(delivery.receiver.document) : null,
        requesterName: customer?.name ?? null,
        expectedDeliveryDate: row.expected_delivery_day,
        withdrawal:
          ready && row.withdrawal_available_until !== null
            ? {
                code: row.withdrawal_code ?? '',
                availableUntil: iso(row.withdrawal_available_until),
              }
            : null,
        events: events.map((event) => ({
          status: event.status as PaperMoneyDetail['events'][number]['status'],
          at: iso(event.at),
        })),
        paymentExpiresAt: paymentDeadlineOf(row),
      };
    },
  };
}
