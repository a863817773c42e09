/**
 * Remittances and their payment (spec operations §7.3, §7.4): create an outbound or an inbound
 * operation (with the `Idempotency-Key` that makes a retry harmless), the caller's history and
 * one operation's detail, the payer's view of an inbound payment link, the payment data to pay
 * with, an inbound operation's failure and its SWIFT receipt instructions (JSON and PDF), and, in sandbox mode only, "simulate payment received". Answers are validated with the shared contracts (`remittances.ts`, `payments.ts`).
 * @module
 */
import type { PaymentData } from '../contracts/payments';
import type {
  OperationDetail,
  PurposeDocumentParams,
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
import type { InboundFailure } from '../contracts/inbound-failures';
import type {
  InboundInstructions,
  INSTRUCTIONS_LANGUAGES,
} from '../contracts/inbound-instructions';
import type { ApiRequest } from './request';

/** A language of the instructions PDF. */
export type InstructionsLanguage = (typeof INSTRUCTIONS_LANGUAGES)[number];

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
   * `GET /v1/remittances/users/{document}/{type}/{id}/documents/{position}`: a document attached
   * to the purpose of the caller's operation (`position` as the detail's `purposeDocuments`
   * list it). It needs the session headers, so fetch it here and offer the blob.
   */
  purposeDocument(params: PurposeDocumentParams): Promise<Blob>;
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
  /**
   * `PUT /v1/remittances/users/{id}/fail`: marks the caller's own inbound operation `id` failed
   * with `failedReason` (spec operations §4.3, e.g. after a card charge answered 400). Calling it
   * again answers the same record.
   */
  failInbound(id: number, failedReason: string): Promise<InboundFailure>;
  /**
   * `GET /v1/remittances/users/inbound/{id}/instructions`: the SWIFT receipt instructions
   * (fields 56, 57, 59, 70) of the caller's inbound operation `id` (its operation id, not the
   * link id).
   */
  inboundInstructions(id: number): Promise<InboundInstructions>;
  /**
   * `GET /v1/remittances/users/inbound/{id}/instructions.pdf`: the same as a PDF to send the
   * payer, in `lang` (else the client's locale). It needs the session headers, so fetch it here
   * and offer the blob (`URL.createObjectURL`) rather than linking to the path.
   */
  inboundInstructionsPdf(id: number, lang?: InstructionsLanguage): Promise<Blob>;
}

/** The PDF's path relative to the API base (`/v1/remittances/users/inbound/{id}/instructions.pdf`). */
export function inboundInstructionsPdfPath(id: number, lang?: InstructionsLanguage): string {
  const query = lang === undefined ? '' : `?lang=${encodeURIComponent(lang)}`;
  return `/v1/remittances/users/inbound/${encodeURIComponent(String(id))}/instructions.pdf${query}`;
}

/** A purpose document's download path relative to the API base. */
export function purposeDocumentPath(params: PurposeDocumentParams): string {
  return (
    `/v1/remittances/users/${segment(params.document)}/${params.type}/` +
    `${segment(params.id)}/documents/${segment(params.position)}`
  );
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
const failureContracts = () => import('../contracts/inbound-failures');
const instructionContracts = () => import('../contracts/inbound-instructions');

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
    purposeDocument: async (params) =>
      request<Blob>(purposeDocumentPath(params), { responseType: 'blob' }),
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
    failInbound: async (id, failedReason) => {
      const { InboundFailureSchema } = await failureContracts();
      return request(`/v1/remittances/users/${segment(id)}/fail`, {
        method: 'PUT',
        body: { failedReason },
        parse: (data) => InboundFailureSchema.parse(data),
      });
    },
    inboundInstructions: async (id) => {
      const { InboundInstructionsSchema } = await instructionContracts();
      return request(`/v1/remittances/users/inbound/${segment(id)}/instructions`, {
        parse: (data) => InboundInstructionsSchema.parse(data),
      });
    },
    inboundInstructionsPdf: async (id, lang) =>
      request<Blob>(inboundInstructionsPdfPath(id, lang), { responseType: 'blob' }),
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
