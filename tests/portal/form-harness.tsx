/**
 * Renders a portal form component with the app's real providers: the language (pt-BR unless
 * told), the services over a fake `fetch` (so SDK calls are real requests, answered by the
 * test) and in-memory session tokens.
 * @module
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMemoryOperatorStore } from '../../src/stores/session-store';
import type { Locale } from '../../src/i18n/index';
import { LocaleProvider } from '../../portal/app/locale';
import { createPortalServices, ServicesProvider } from '../../portal/app/services';
import { createFakeFetch, type FakeFetch } from '../src/api/fake-fetch';
import { memorySessionTokens } from './session-fixture';

/** Options of {@link renderWithProviders}. */
export interface HarnessOptions {
  locale?: Locale;
  fake?: FakeFetch;
}

/** Renders `ui` inside the language, services and a memory router; returns the fake fetch. */
export function renderWithProviders(ui: ReactNode, options: HarnessOptions = {}) {
  const fake = options.fake ?? createFakeFetch();
  const services = createPortalServices({
    baseURL: 'http://fx.test/api',
    fetch: fake.fetch,
    tokenStore: memorySessionTokens(),
    operatorStore: createMemoryOperatorStore(),
  });
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  const result = render(
    <ServicesProvider services={services}>
      <LocaleProvider initial={options.locale ?? 'pt-BR'}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </ServicesProvider>,
  );
  return { ...result, fake, services, router };
}
