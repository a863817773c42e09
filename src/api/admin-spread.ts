/**
 * The administrator's spread settings call (`GET /v2/exchanges/admin/spread-settings`): the
 * correspondent's minimum spread, for the portal's admin part of the simulator. Only the portal's
 * client composes it; the widgets' client leaves it out (their 40 KB budget).
 * @module
 */
import type { AdminSpreadSettings } from '../contracts/admin-spread';
import type { ApiRequest } from './request';

/** The administrator's spread settings call. */
export interface AdminSpreadApi {
  /** The request's correspondent's minimum spread (401 / 403 for anyone but an administrator). */
  settings(): Promise<AdminSpreadSettings>;
}

// Loaded with the first call that needs them (issue 15: contracts stay out of the first load).
const contracts = () => import('../contracts/admin-spread');

/** Binds the spread settings call to a client's `request`. */
export function createAdminSpreadApi(request: ApiRequest): AdminSpreadApi {
  return {
    settings: async () => {
      const { AdminSpreadSettingsSchema } = await contracts();
      return request('/v2/exchanges/admin/spread-settings', {
        parse: (data) => AdminSpreadSettingsSchema.parse(data),
      });
    },
  };
}
