/**
 * Limit-increase requests (spec platform §7 "Limit updates"; issue 20): send one (with the
 * `Idempotency-Key` that makes a retry harmless), list the caller's, read one. Answers are
 * validated with the shared contracts (`limit-updates.ts`), loaded when first used.
 * @module
 */
import type {
  LimitUpdate,
  LimitUpdateCreateBody,
  LimitUpdateList,
  LimitUpdateSort,
  LimitUpdateFilter,
} from '../contracts/limit-updates';
import type { ApiRequest } from './request';

/** The list's options: page and size, and the order and filter sent as JSON. */
export interface LimitUpdateListOptions {
  page?: number;
  limit?: number;
  sort?: LimitUpdateSort;
  filter?: LimitUpdateFilter;
}

/** The limit-update calls. */
export interface LimitUpdatesApi {
  /**
   * `POST /customers/v1/limit-updates`: sends a request; the same `idempotencyKey` and body
   * again answer the same request instead of a second one.
   */
  create(body: LimitUpdateCreateBody, idempotencyKey: string): Promise<LimitUpdate>;
  /** `GET /customers/v1/limit-updates`: the caller's requests (newest first by default). */
  list(options?: LimitUpdateListOptions): Promise<LimitUpdateList>;
  /** `GET /customers/v1/limit-updates/{id}`: one of the caller's requests. */
  detail(id: number): Promise<LimitUpdate>;
}

const contracts = () => import('../contracts/limit-updates');

/** Binds the limit-update calls to a client's `request`. */
export function createLimitUpdatesApi(request: ApiRequest): LimitUpdatesApi {
  return {
    create: async (body, idempotencyKey) => {
      const [{ LimitUpdateSchema }, { IDEMPOTENCY_KEY_HEADER }] = await Promise.all([
        contracts(),
        import('../contracts/remittances'),
      ]);
      return request('/customers/v1/limit-updates', {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        parse: (data) => LimitUpdateSchema.parse(data),
      });
    },
    list: async (options = {}) => {
      const { LimitUpdateListSchema } = await contracts();
      const query: Record<string, string | number> = {};
      if (options.page !== undefined) query.page = options.page;
      if (options.limit !== undefined) query.limit = options.limit;
      if (options.sort !== undefined) {
        query.sort = JSON.stringify({ [options.sort.field]: options.sort.direction });
      }
      if (options.filter !== undefined) query.query = JSON.stringify(options.filter);
      return request('/customers/v1/limit-updates', {
        query,
        parse: (data) => LimitUpdateListSchema.parse(data),
      });
    },
    detail: async (id) => {
      const { LimitUpdateSchema } = await contracts();
      return request(`/customers/v1/limit-updates/${encodeURIComponent(String(id))}`, {
        parse: (data) => LimitUpdateSchema.parse(data),
      });
    },
  };
}
