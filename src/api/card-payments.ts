/**
 * Paying by credit card (spec operations §7.4; issue 18): the provider's installment plans, paying
 * one of the caller's operations with a card hash, and reading the operation's latest card
 * payment (a payment under review is asked again). The card itself never goes through this
 * client: the card form hands it to the provider's tokenizer, which answers the card hash.
 * Answers are validated with the shared contracts (`card-payments.ts`).
 * @module
 */
import type {
  CardPayment,
  CardPaymentBody,
  CardProviderName,
  InstallmentOption,
  InstallmentsBody,
} from '../contracts/card-payments';
import type { ApiRequest } from './request';

/** The card payment calls. */
export interface CardPaymentsApi {
  /** `POST /v1/payments/{provider}/installments`: the plans for an amount and a brand, 1x first. */
  installments(provider: CardProviderName, body: InstallmentsBody): Promise<InstallmentOption[]>;
  /**
   * `POST /v1/payments/{provider}`: pays operation `body.resourceId` by card. `idempotencyKey`
   * names this attempt: the same key and body again answer the same payment, never a second
   * charge.
   */
  pay(
    provider: CardProviderName,
    body: CardPaymentBody,
    idempotencyKey: string,
  ): Promise<CardPayment>;
  /** `GET /v1/payments/{provider}/resource/{id}`: the operation's latest card payment. */
  latest(provider: CardProviderName, resourceId: number): Promise<CardPayment>;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

// Loaded with the first call that needs them (issue 15: contracts stay out of the first load).
const contracts = () => import('../contracts/card-payments');
const remittanceContracts = () => import('../contracts/remittances');

/** Binds the card payment calls to a client's `request`. */
export function createCardPaymentsApi(request: ApiRequest): CardPaymentsApi {
  return {
    installments: async (provider, body) => {
      const { InstallmentsSchema } = await contracts();
      return request(`/v1/payments/${segment(provider)}/installments`, {
        method: 'POST',
        body,
        parse: (data) => InstallmentsSchema.parse(data),
      });
    },
    pay: async (provider, body, idempotencyKey) => {
      const [{ CardPaymentSchema }, { IDEMPOTENCY_KEY_HEADER }] = await Promise.all([
        contracts(),
        remittanceContracts(),
      ]);
      return request(`/v1/payments/${segment(provider)}`, {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        parse: (data) => CardPaymentSchema.parse(data),
      });
    },
    latest: async (provider, resourceId) => {
      const { CardPaymentSchema } = await contracts();
      return request(`/v1/payments/${segment(provider)}/resource/${segment(resourceId)}`, {
        parse: (data) => CardPaymentSchema.parse(data),
      });
    },
  };
}
