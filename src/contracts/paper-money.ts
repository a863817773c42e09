/**
 * Contracts of paper-money operations: buying foreign banknotes (spec operations §1 "Paper
 * money", §2.4 address / deliveryMethod, §2.7, §3.19, §3.22, §3.23, §3.24, §4.1, §5.5, §7.5;
 * issue 17). Messages are catalogue keys (see `auth.ts`).
 *
 * `POST /v1/transactions/users` with {@link PaperMoneyCreateBodySchema} and an `Idempotency-Key`
 * header (as remittances). Decisions where §3.19 is silent or too narrow:
 * - `delivery.type` is any of the three kinds, not only 'shipment'; the kind's own data sits in
 *   `delivery.shipment` (a saved address of the customer, by id), `delivery.shop` (one of the
 *   correspondent's agents, by id) or nothing for an ATM withdrawal.
 * - The fee the customer was shown (`delivery.cost`, BRL cents) and the receiver other than the
 *   purchaser (`delivery.receiver`) are read for every kind, not only for shipment. The server
 *   recomputes the fee from the signed quotation and refuses a body whose `cost` differs
 *   (DELIVERY_FEE_MISMATCH) — the fee is never taken from the client.
 * - `termsAccepted`, as for remittances (spec §5.5).
 * @module
 */
import { CardPaymentFieldsSchema, CardPaymentSchema } from './card-payments';
import * as z from 'zod/mini';
import { RateFiguresSchema } from './rate-figures';
import { catalogueError } from '../domain/identity/message-key';
import { PAPER_MONEY_STATUSES, type PaperMoneyStatus } from '../domain/operations/operation-status';
import { DELIVERY_METHODS } from '../domain/paper-money/delivery';
import { requiredText } from './auth';
import { QUOTATION_ID_MAX_LENGTH, WireMoneySchema, CurrencyCodeSchema } from './quotations';
import { CpfSchema, PathIdSchema } from './registration';
import {
  OperationClientSchema,
  OperationEventSchema,
  PaymentMethodSchema,
  RemittanceUserParamsSchema,
  FilterDateSchema,
  dateRangeCheck,
} from './remittances';
import { NAME_MAX } from './text-limits';
import { violationCheck } from './violation-check';

/** A paper-money status (spec operations §4.1). */
export const PaperMoneyStatusSchema = z.enum(
  PAPER_MONEY_STATUSES as unknown as [PaperMoneyStatus, ...PaperMoneyStatus[]],
);

/** A delivery kind (spec operations §3.24). */
export const DeliveryMethodSchema = z.enum(DELIVERY_METHODS, catalogueError('validation.required'));

/** A database id in a body: a positive integer. */
const IdSchema = z
  .int(catalogueError('validation.required'))
  .check(z.positive(), z.maximum(2_147_483_647));

/** Someone other than the purchaser who receives the notes (spec operations §2.4, §3.19). */
export const PaperMoneyReceiverSchema = z.object({
  name: requiredText(NAME_MAX),
  document: CpfSchema,
});
/** A receiver other than the purchaser. */
export type PaperMoneyReceiver = z.infer<typeof PaperMoneyReceiverSchema>;

/** How the notes are delivered (spec operations §3.19, widened: see the module). */
export const PaperMoneyDeliverySchema = z
  .object({
    type: DeliveryMethodSchema,
    /** The delivery fee the customer was shown, BRL cents; checked against the quotation. */
    cost: z.int(catalogueError('validation.required')).check(z.minimum(0)),
    /** Home delivery: the customer's saved address (spec §2.4; `date` is always null). */
    shipment: z.optional(z.nullable(z.object({ date: z.null(), addressId: IdSchema }))),
    /** Pickup at one of the correspondent's agents. */
    shop: z.optional(z.nullable(z.object({ agentId: IdSchema }))),
    /** Someone other than the purchaser; null when the purchaser receives the notes. */
    receiver: z.optional(z.nullable(PaperMoneyReceiverSchema)),
  })
  .check(
    violationCheck(
      (delivery) =>
        delivery.type === 'shipment' && delivery.shipment == null
          ? 'validation.paperMoney.address'
          : undefined,
      ['shipment'],
    ),
    violationCheck(
      (delivery) =>
        delivery.type === 'shop' && delivery.shop == null
          ? 'validation.paperMoney.agent'
          : undefined,
      ['shop'],
    ),
  );
/** How the notes are delivered. */
export type PaperMoneyDelivery = z.infer<typeof PaperMoneyDeliverySchema>;

/** The body of `POST /v1/transactions/users` (spec operations §3.19). */
export const PaperMoneyCreateBodySchema = z
  .object({
    type: z.literal('PAPERMONEY'),
    clientCpf: CpfSchema,
    payment: z.object({ method: PaymentMethodSchema }),
    /** The customer's own, unexpired paper-money quotation (it carries the delivery kind). */
    quotationId: requiredText(QUOTATION_ID_MAX_LENGTH),
    partnerId: z.optional(z.nullable(z.int())),
    delivery: PaperMoneyDeliverySchema,
    /** The summary's terms checkbox (spec operations §5.5). */
    termsAccepted: z.boolean(catalogueError('validation.terms')),
    /** Card payment only (spec §3.19; issue 18): the tokenizer's card hash. */
    cardHash: z.optional(CardPaymentFieldsSchema.shape.cardHash),
    /** Card payment only: the customer's device. */
    deviceId: z.optional(CardPaymentFieldsSchema.shape.deviceId),
    /** Card payment only: the plan chosen. */
    installments: z.optional(CardPaymentFieldsSchema.shape.installments),
  })
  .check(
    violationCheck(
      (body) => (body.termsAccepted ? undefined : 'validation.terms'),
      ['termsAccepted'],
    ),
    // A card purchase carries the card hash, the device and the plan (spec §3.19).
    violationCheck(
      (body) =>
        body.payment.method === 'CREDIT_CARD' && body.cardHash === undefined
          ? 'validation.required'
          : undefined,
      ['cardHash'],
    ),
    violationCheck(
      (body) =>
        body.payment.method === 'CREDIT_CARD' && body.deviceId === undefined
          ? 'validation.required'
          : undefined,
      ['deviceId'],
    ),
    violationCheck(
      (body) =>
        body.payment.method === 'CREDIT_CARD' && body.installments === undefined
          ? 'validation.required'
          : undefined,
      ['installments'],
    ),
  );
/** The body of `POST /v1/transactions/users`. */
export type PaperMoneyCreateBody = z.infer<typeof PaperMoneyCreateBodySchema>;

/** A paper-money operation, as the creation answers it. */
export const PaperMoneyOperationSchema = z.object({
  id: z.int(),
  type: z.literal('PAPERMONEY'),
  status: z.object({ key: PaperMoneyStatusSchema }),
  client: OperationClientSchema,
  /** The server's clock, ISO 8601, for countdowns. */
  serverTime: z.iso.datetime({ offset: true }),
  /** What the customer pays (BRL), delivery fee included. */
  total: WireMoneySchema,
  paymentMethod: PaymentMethodSchema,
  /** When the payment data stops being valid (the PIX QR code's 30 minutes). */
  paymentExpiresAt: z.nullable(z.iso.datetime({ offset: true })),
  deliveryType: DeliveryMethodSchema,
  /** A card purchase: the card payment made once the operation was created (issue 18). */
  cardPayment: z.optional(CardPaymentSchema),
  /**
   * A card purchase whose charge failed before any result (a stale card hash, a plan that no
   * longer matches, the provider not answering): the error, in the caller's language. The
   * purchase exists, awaiting payment; it is paid from its page.
   */
  cardPaymentError: z.optional(z.object({ code: z.string(), message: z.string() })),
  /** The rate paid and what it is made of, from the stored quote: the success page shows it. */
  rateFigures: z.optional(RateFiguresSchema),
});
/** A paper-money operation. */
export type PaperMoneyOperation = z.infer<typeof PaperMoneyOperationSchema>;

const nullableText = z.nullable(z.string());

/** The agent (shop) the notes are picked up at, or the one that sells them. */
export const PaperMoneyAgentSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** One line: street, number, neighbourhood, city – state. */
  address: z.string(),
  city: z.string(),
  phone: nullableText,
});

/**
 * An ATM withdrawal once the notes are ready (status DELIVERED of a `withdrawal` operation): the
 * code to type at the ATM. The shareable bilingual message is composed by the client from these
 * fields (`src/domain/paper-money/withdrawal-message.ts`).
 */
export const PaperMoneyWithdrawalSchema = z.object({
  code: z.string(),
  /** Until when the notes can be withdrawn. */
  availableUntil: z.iso.datetime({ offset: true }),
});

/**
 * A paper-money operation's detail (`GET /v1/transactions/users/{document}/operations/{id}`,
 * spec operations §3.22 where it applies to paper money), with its timeline.
 */
export const PaperMoneyDetailSchema = z.object({
  id: z.int(),
  type: z.literal('PAPERMONEY'),
  status: PaperMoneyStatusSchema,
  createdAt: z.iso.datetime({ offset: true }),
  serverTime: z.iso.datetime({ offset: true }),
  paymentMethod: PaymentMethodSchema,
  /** The foreign amount (whole banknotes). */
  amount: WireMoneySchema,
  /** The exchange rate the customer pays, BRL per unit. */
  quotationTax: WireMoneySchema,
  quotationIOF: WireMoneySchema,
  /** The effective rate (VET). */
  quotationVET: WireMoneySchema,
  /** The rate paid and what it is made of, from the stored quote (issue 19, item 2). */
  rateFigures: RateFiguresSchema,
  /** The delivery fee (zero for shop and ATM). */
  deliveryFee: WireMoneySchema,
  /** What the customer pays, everything included. */
  totalValue: WireMoneySchema,
  /** Paid by card: the installment fee (spelled as spec operations §3.22 spells it). */
  credtCardTax: z.nullable(WireMoneySchema),
  /** Paid by card: the total plus the installment fee. */
  creditCardTaxTotal: z.nullable(WireMoneySchema),
  /** The latest card payment, null when none was attempted. */
  cardPayment: z.nullable(CardPaymentSchema),
  deliveryType: DeliveryMethodSchema,
  /** Home delivery: the address, one line. */
  deliveryAddress: nullableText,
  /** Shop pickup: the agent. */
  agent: z.nullable(PaperMoneyAgentSchema),
  /** The receiver other than the purchaser, if any. */
  receiverName: nullableText,
  /** The receiver's CPF, masked but for the middle digits (***.456.789-**). */
  receiverDocument: nullableText,
  requesterName: nullableText,
  /** The day the notes are expected (shipment and shop), once paid. */
  expectedDeliveryDate: z.nullable(z.string()),
  /** ATM withdrawal ready: the code and until when. */
  withdrawal: z.nullable(PaperMoneyWithdrawalSchema),
  events: z.array(OperationEventSchema),
  /** The payment deadline (the QR code's 30 minutes), while awaiting payment. */
  paymentExpiresAt: z.nullable(z.iso.datetime({ offset: true })),
});
/** A paper-money operation's detail. */
export type PaperMoneyDetail = z.infer<typeof PaperMoneyDetailSchema>;

/**
 * `GET /v1/transactions/users/{document}?page&paginate&…` (spec operations §3.23, §7.5):
 * `paginate` is the page size (default 10), with the report filters that apply to paper money.
 */
export const PaperMoneyListQuerySchema = z
  .object({
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
    paginate: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
    status: z.optional(PaperMoneyStatusSchema),
    currency: z.optional(CurrencyCodeSchema),
    deliveryMethod: z.optional(DeliveryMethodSchema),
    startDate: z.optional(FilterDateSchema),
    endDate: z.optional(FilterDateSchema),
  })
  .check(dateRangeCheck());
/** The paper-money list's query. */
export type PaperMoneyListQuery = z.infer<typeof PaperMoneyListQuerySchema>;

/** One row of the paper-money history (spec operations §3.23 columns). */
export const PaperMoneyListItemSchema = z.object({
  id: z.int(),
  status: PaperMoneyStatusSchema,
  currency: z.string(),
  deliveryMethod: DeliveryMethodSchema,
  createdAt: z.iso.datetime({ offset: true }),
  /** The foreign-currency value. */
  amount: WireMoneySchema,
  /** What the customer pays. */
  total: WireMoneySchema,
  /** An ATM withdrawal ready to be taken: its code (the home's 'Balance pending withdrawal'). */
  withdrawalCode: nullableText,
});
/** One row of the paper-money history. */
export type PaperMoneyListItem = z.infer<typeof PaperMoneyListItemSchema>;

/** A page of the paper-money history. */
export const PaperMoneyListSchema = z.object({
  items: z.array(PaperMoneyListItemSchema),
  page: z.int(),
  limit: z.int(),
  total: z.int(),
});
/** A page of the paper-money history. */
export type PaperMoneyList = z.infer<typeof PaperMoneyListSchema>;

/** `/v1/transactions/users/{document}`: the customer's CPF digits. */
export const PaperMoneyUserParamsSchema = RemittanceUserParamsSchema;

/** `/v1/transactions/users/{document}/operations/{id}`. */
export const PaperMoneyDetailParamsSchema = z.object({
  document: RemittanceUserParamsSchema.shape.document,
  id: PathIdSchema,
});
