/**
 * The correspondent calls (spec platform §7 "Correspondent"), answers validated with the shared
 * contracts so a server/SDK mismatch fails loudly instead of rendering half a tenant.
 * @module
 */
import {
  AgentListSchema,
  CorrespondentSchema,
  type Agent,
  type Correspondent,
} from '../contracts/correspondent';
import type { ApiRequest } from './request';

/** The correspondent calls. */
export interface CorrespondentsApi {
  /** `GET /v1/correspondents/{identifier}` → the correspondent (also when inactive). */
  get(identifier: string): Promise<Correspondent>;
  /**
   * `GET /v1/correspondents/{identifier}/agents?orderByLocation=true` → its agents; with the
   * customer's `zipCode`, nearest first, each with its `distanceKm` (issue 17).
   */
  agents(identifier: string, options?: AgentListOptions): Promise<Agent[]>;
}

/** Options of the agents call. */
export interface AgentListOptions {
  /** The customer's CEP (`01310-100` or `01310100`): order the agents nearest first. */
  zipCode?: string;
}

/** Path of a correspondent; the identifier is encoded so it can never change the route. */
export function correspondentPath(identifier: string): string {
  return `/v1/correspondents/${encodeURIComponent(identifier)}`;
}

/** Binds the correspondent calls to a client's `request`. */
export function createCorrespondentsApi(request: ApiRequest): CorrespondentsApi {
  return {
    get: (identifier) =>
      request(correspondentPath(identifier), { parse: (data) => CorrespondentSchema.parse(data) }),
    agents: (identifier, options = {}) =>
      request(`${correspondentPath(identifier)}/agents`, {
        // Always ordered by location (spec §7).
        query: {
          orderByLocation: 'true',
          ...(options.zipCode === undefined ? {} : { zipCode: options.zipCode }),
        },
        parse: (data) => AgentListSchema.parse(data),
      }),
  };
}
