/**
 * Paper money (spec operations §7.5): buy foreign banknotes (with the `Idempotency-Key` that
 * makes a retry harmless), the caller's history and one operation's detail. Answers are
 * validated with the shared contracts (`paper-money.ts`); the payment data and the sandbox's
 * "payment received" are the payment calls' (`remittances.ts`), by operation id.
 * @module
 */
import type {
  PaperMoneyCreateBody,
  PaperMoneyDetail,
  PaperMoneyList,
  PaperMoneyListQuery,
  PaperMoneyOperation,
} from '../contracts/paper-money';
import type { ApiRequest } from './request';

/** The paper-money calls. */
export interface PaperMoneyApi {
  /**
   * `POST /v1/transactions/users`: buys the notes. `idempotencyKey` names this checkout attempt:
   * the same key and body again answer the same operation instead of a second one.
   */
  create(body: PaperMoneyCreateBody, idempotencyKey: string): Promise<PaperMoneyOperation>;
  /** `GET /v1/transactions/users/{document}?page&paginate`: the caller's purchases, newest first. */
  list(document: string, query?: PaperMoneyListQuery): Promise<PaperMoneyList>;
  /** `GET /v1/transactions/users/{document}/operations/{id}`: one purchase with its timeline. */
  detail(document: string, id: number): Promise<PaperMoneyDetail>;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

// Loaded with the first call that needs them (issue 15: contracts stay out of the first load).
const contracts = () => import('../contracts/paper-money');
const remittanceContracts = () => import('../contracts/remittances');

/** Binds the paper-money calls to a client's `request`. */
export function createPaperMoneyApi(request: ApiRequest): PaperMoneyApi {
  return {
    create: async (body, idempotencyKey) => {
      const [{ PaperMoneyOperationSchema }, { IDEMPOTENCY_KEY_HEADER }] = await Promise.all([
        contracts(),
        remittanceContracts(),
      ]);
      return request('/v1/transactions/users', {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        parse: (data) => PaperMoneyOperationSchema.parse(data),
      });
    },
    list: async (document, query = {}) => {
      const { PaperMoneyListSchema } = await contracts();
      return request(`/v1/transactions/users/${segment(document)}`, {
        query: { ...query },
        parse: (data) => PaperMoneyListSchema.parse(data),
      });
    },
    detail: async (document, id) => {
      const { PaperMoneyDetailSchema } = await contracts();
      return request(`/v1/transactions/users/${segment(document)}/operations/${segment(id)}`, {
        parse: (data) => PaperMoneyDetailSchema.parse(data),
      });
    },
  };
}
