/**
 * Remittances and their payment (spec operations §7.3, §7.4): create an outbound or an inbound
 * operation (with the `Idempotency-Key` that makes a retry harmless), the caller's history and
 * one operation's detail, the payer's view of an inbound payment link, the payment data to pay
 * with, and, in sandbox mode only, "simulate payment received". Answers are validated with the shared contracts (`remittances.ts`, `payments.ts`).
 * @module
 */
import { PaymentDataSchema, type PaymentData } from '../contracts/payments';
import {
  IDEMPOTENCY_KEY_HEADER,
  OperationDetailSchema,
  RemittanceOperationSchema,
  ReportListSchema,
  type OperationDetail,
  type RemittanceCreateBody,
  type RemittanceOperation,
  type ReportList,
  type ReportListQuery,
} from '../contracts/remittances';
import {
  InboundChargeResultSchema,
  type InboundChargeBody,
  type InboundChargeResult,
} from '../contracts/inbound-charges';
import {
  InboundOperationSchema,
  PublicInboundRemittanceSchema,
  type InboundOperation,
  type InboundRemittanceCreateBody,
  type PublicInboundRemittance,
} from '../contracts/inbound-remittances';
import type { ApiRequest } from './request';

/** The direction of an operation, as the paths write it. */
export type RemittanceDirection = 'outbound' | 'inbound';

/** The remittance calls. */
export interface RemittancesApi {
  /**
   * `POST /v1/remittances/`: creates the operation. `idempotencyKey` names this checkout attempt:
   * sending the same key and body again answers the same operation instead of a second one.
   */
  create(body: RemittanceCreateBody, idempotencyKey: string): Promise<RemittanceOperation>;
  /** `GET /v1/remittances/user/{document}`: the caller's operations, newest first. */
  list(document: string, query?: ReportListQuery): Promise<ReportList>;
  /** `GET /v1/remittances/users/{document}/{type}/{id}`: one operation with its timeline. */
  detail(document: string, type: RemittanceDirection, id: number): Promise<OperationDetail>;
  /**
   * `POST /v1/remittances/inbound`: creates an inbound operation (receiving money from abroad),
   * idempotent under `idempotencyKey` as {@link create} is. A card method answers the payment
   * link to send the payer.
   */
  createInbound(
    body: InboundRemittanceCreateBody,
    idempotencyKey: string,
  ): Promise<InboundOperation>;
  /**
   * `GET /v1/remittances/users/inbound/{linkId}`: the payer's view of an inbound operation by its
   * payment-link id; needs no user (the payer has none).
   */
  payerView(linkId: string): Promise<PublicInboundRemittance>;
  /**
   * `POST /v1/remittances/inbound/create-charge`: the payer pays the link with the card
   * provider's token (never the card itself); needs no user.
   */
  createInboundCharge(body: InboundChargeBody): Promise<InboundChargeResult>;
}

/** The payment calls. */
export interface PaymentsApi {
  /** `GET /v1/payments/users/{document}/resource/{id}`: how to pay the operation `id`. */
  paymentData(document: string, id: number): Promise<PaymentData>;
  /**
   * `POST /sandbox/operations/{id}/pay` (sandbox mode only): marks the payment received, as the
   * PIX or bank provider's notification would.
   */
  simulatePaid(id: number): Promise<void>;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** A fresh idempotency key for one checkout attempt (keep it across retries of that attempt). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** Binds the remittance calls to a client's `request`. */
export function createRemittancesApi(request: ApiRequest): RemittancesApi {
  return {
    create: (body, idempotencyKey) =>
      request('/v1/remittances/', {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        parse: (data) => RemittanceOperationSchema.parse(data),
      }),
    list: (document, query = {}) =>
      request(`/v1/remittances/user/${segment(document)}`, {
        query: { ...query },
        parse: (data) => ReportListSchema.parse(data),
      }),
    detail: (document, type, id) =>
      request(`/v1/remittances/users/${segment(document)}/${type}/${segment(id)}`, {
        parse: (data) => OperationDetailSchema.parse(data),
      }),
    createInbound: (body, idempotencyKey) =>
      request('/v1/remittances/inbound', {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        parse: (data) => InboundOperationSchema.parse(data),
      }),
    createInboundCharge: (body) =>
      request('/v1/remittances/inbound/create-charge', {
        method: 'POST',
        body,
        parse: (data) => InboundChargeResultSchema.parse(data),
      }),
    payerView: (linkId) =>
      request(`/v1/remittances/users/inbound/${segment(linkId)}`, {
        parse: (data) => PublicInboundRemittanceSchema.parse(data),
      }),
  };
}

/** Binds the payment calls to a client's `request`. */
export function createPaymentsApi(request: ApiRequest): PaymentsApi {
  return {
    paymentData: (document, id) =>
      request(`/v1/payments/users/${segment(document)}/resource/${segment(id)}`, {
        parse: (data) => PaymentDataSchema.parse(data),
      }),
    simulatePaid: async (id) => {
      await request(`/sandbox/operations/${segment(id)}/pay`, { method: 'POST' });
    },
  };
}
