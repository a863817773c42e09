/**
 * Remittances and their payment (spec operations §7.3, §7.4): create an outbound or an inbound
 * operation (with the `Idempotency-Key` that makes a retry harmless), the caller's history and
 * one operation's detail, the payer's view of an inbound payment link, the payment data to pay
 * with, and, in sandbox mode only, "simulate payment received". Answers are validated with the shared contracts (`remittances.ts`, `payments.ts`).
 * @module
 */
import type { PaymentData } from '../contracts/payments';
import type {
  OperationDetail,
  RemittanceCreateBody,
  RemittanceOperation,
  ReportList,
  ReportListQuery,
} from '../contracts/remittances';
import type { InboundChargeBody, InboundChargeResult } from '../contracts/inbound-charges';
import type {
  InboundOperation,
  InboundRemittanceCreateBody,
  PublicInboundRemittance,
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

// The contracts load with the first call that needs them: their validators (libphonenumber-js,
// ibantools) stay out of an app's first load until it makes such a call (issue 15).
const paymentContracts = () => import('../contracts/payments');
const remittanceContracts = () => import('../contracts/remittances');
const inboundContracts = () => import('../contracts/inbound-remittances');
const chargeContracts = () => import('../contracts/inbound-charges');

/** Binds the remittance calls to a client's `request`. */
export function createRemittancesApi(request: ApiRequest): RemittancesApi {
  return {
    create: async (body, idempotencyKey) => {
      const { IDEMPOTENCY_KEY_HEADER, RemittanceOperationSchema } = await remittanceContracts();
      return request('/v1/remittances/', {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        parse: (data) => RemittanceOperationSchema.parse(data),
      });
    },
    list: async (document, query = {}) => {
      const { ReportListSchema } = await remittanceContracts();
      return request(`/v1/remittances/user/${segment(document)}`, {
        query: { ...query },
        parse: (data) => ReportListSchema.parse(data),
      });
    },
    detail: async (document, type, id) => {
      const { OperationDetailSchema } = await remittanceContracts();
      return request(`/v1/remittances/users/${segment(document)}/${type}/${segment(id)}`, {
        parse: (data) => OperationDetailSchema.parse(data),
      });
    },
    createInbound: async (body, idempotencyKey) => {
      const [{ IDEMPOTENCY_KEY_HEADER }, { InboundOperationSchema }] = await Promise.all([
        remittanceContracts(),
        inboundContracts(),
      ]);
      return request('/v1/remittances/inbound', {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        parse: (data) => InboundOperationSchema.parse(data),
      });
    },
    createInboundCharge: async (body) => {
      const { InboundChargeResultSchema } = await chargeContracts();
      return request('/v1/remittances/inbound/create-charge', {
        method: 'POST',
        body,
        parse: (data) => InboundChargeResultSchema.parse(data),
      });
    },
    payerView: async (linkId) => {
      const { PublicInboundRemittanceSchema } = await inboundContracts();
      return request(`/v1/remittances/users/inbound/${segment(linkId)}`, {
        parse: (data) => PublicInboundRemittanceSchema.parse(data),
      });
    },
  };
}

/** Binds the payment calls to a client's `request`. */
export function createPaymentsApi(request: ApiRequest): PaymentsApi {
  return {
    paymentData: async (document, id) => {
      const { PaymentDataSchema } = await paymentContracts();
      return request(`/v1/payments/users/${segment(document)}/resource/${segment(id)}`, {
        parse: (data) => PaymentDataSchema.parse(data),
      });
    },
    simulatePaid: async (id) => {
      await request(`/sandbox/operations/${segment(id)}/pay`, { method: 'POST' });
    },
  };
}
