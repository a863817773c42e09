/**
 * The operator console's calls (issue 20; `docs/api.md` "Operator console"): the queues, one
 * record, approve / reject, a record's audit trail, a document's file for the viewer, and a
 * company's capital/financial limit.
 * Answers are validated with the shared contracts (`back-office.ts`).
 * @module
 */
import type {
  ApproveBody,
  BackOfficeAudit,
  BackOfficeDecision,
  BackOfficePage,
  BackOfficeQueue,
  BackOfficeQueueQuery,
  BackOfficeRecord,
  CapitalLimitBody,
  CapitalLimitChange,
  RejectBody,
} from '../contracts/back-office';
import type { ApiRequest } from './request';

/** The console calls. */
export interface BackOfficeApi {
  /** `GET /v1/back-office/{queue}?page&limit`: what waits, oldest first. */
  list(queue: BackOfficeQueue, query?: BackOfficeQueueQuery): Promise<BackOfficePage>;
  /** `GET /v1/back-office/{queue}/{id}`: one record. */
  find(queue: BackOfficeQueue, id: number): Promise<BackOfficeRecord>;
  /**
   * `POST /v1/back-office/{queue}/{id}/approve`; for `limit-updates`, `approvedLimitUsdCents`
   * sets the limit granted (else the amount asked for).
   */
  approve(queue: BackOfficeQueue, id: number, body?: ApproveBody): Promise<BackOfficeDecision>;
  /** `POST /v1/back-office/{queue}/{id}/reject`: the reason is mandatory. */
  reject(queue: BackOfficeQueue, id: number, body: RejectBody): Promise<BackOfficeDecision>;
  /** `GET /v1/back-office/{queue}/{id}/audit`: the record's trail. */
  audit(queue: BackOfficeQueue, id: number): Promise<BackOfficeAudit>;
  /** `GET /v1/back-office/documents/{id}/file`: the document's bytes, for the viewer. */
  file(id: number): Promise<Blob>;
  /** `PUT /v1/back-office/companies/{customerId}/capital-limit`: a company's capital limit. */
  setCapitalLimit(customerId: number, body: CapitalLimitBody): Promise<CapitalLimitChange>;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

// Loaded with the first call that needs them (contracts stay out of the first load).
const contracts = () => import('../contracts/back-office');

/** Binds the console calls to a client's `request`. */
export function createBackOfficeApi(request: ApiRequest): BackOfficeApi {
  const path = (queue: BackOfficeQueue, id?: number) =>
    `/v1/back-office/${segment(queue)}${id === undefined ? '' : `/${segment(id)}`}`;
  return {
    list: async (queue, query = {}) => {
      const { BackOfficePageSchema } = await contracts();
      return request(path(queue), {
        query: { ...query },
        parse: (data) => BackOfficePageSchema.parse(data),
      });
    },
    find: async (queue, id) => {
      const { BackOfficeRecordSchema } = await contracts();
      return request(path(queue, id), { parse: (data) => BackOfficeRecordSchema.parse(data) });
    },
    approve: async (queue, id, body = {}) => {
      const { BackOfficeDecisionSchema } = await contracts();
      return request(`${path(queue, id)}/approve`, {
        method: 'POST',
        body,
        parse: (data) => BackOfficeDecisionSchema.parse(data),
      });
    },
    reject: async (queue, id, body) => {
      const { BackOfficeDecisionSchema } = await contracts();
      return request(`${path(queue, id)}/reject`, {
        method: 'POST',
        body,
        parse: (data) => BackOfficeDecisionSchema.parse(data),
      });
    },
    audit: async (queue, id) => {
      const { BackOfficeAuditSchema } = await contracts();
      return request(`${path(queue, id)}/audit`, {
        parse: (data) => BackOfficeAuditSchema.parse(data),
      });
    },
    file: async (id) =>
      request(`/v1/back-office/documents/${segment(id)}/file`, {
        responseType: 'blob',
        parse: (data) => {
          if (data instanceof Blob) return data;
          throw new TypeError('expected the file');
        },
      }),
    setCapitalLimit: async (customerId, body) => {
      const { CapitalLimitChangeSchema } = await contracts();
      return request(`/v1/back-office/companies/${segment(customerId)}/capital-limit`, {
        method: 'PUT',
        body,
        parse: (data) => CapitalLimitChangeSchema.parse(data),
      });
    },
  };
}
