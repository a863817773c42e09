/**
 * The API calls a widget makes, and only those: the correspondent and the quotation calls over
 * the client's core `request` (`src/api/request.ts`). Composing the full `createApiClient` would
 * put every resource's contracts (customers, registration, phone numbers…) in the widget
 * bundles, which must stay within 40 KB gzip (issue 4, design §8).
 * @module
 */
import type { ApiClient } from '../../src/api/client';
import { createCorrespondentsApi } from '../../src/api/correspondents';
import { createQuotationsApi } from '../../src/api/quotations';
import { createApiRequest, type ApiClientOptions } from '../../src/api/request';
import { createServedCitiesApi } from '../../src/api/served-cities';

/** The part of the API client the widgets use. */
export type WidgetApi = Pick<
  ApiClient,
  'request' | 'correspondents' | 'quotations' | 'servedCities'
>;

/** A widget's API calls; create one per widget instance. */
export function createWidgetApi(options: ApiClientOptions): WidgetApi {
  const request = createApiRequest(options);
  return {
    request,
    correspondents: createCorrespondentsApi(request),
    quotations: createQuotationsApi(request),
    servedCities: createServedCitiesApi(request),
  };
}
