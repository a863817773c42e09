/**
 * Renders a portal form component with the app's real providers: the language (pt-BR unless
 * told), the services over a fake `fetch` (so SDK calls are real requests, answered by the
 * test) and in-memory session tokens.
 * @module
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Correspondent } from '../../src/contracts/correspondent';
import { createMemoryOperatorStore } from '../../src/stores/session-store';
import type { Locale } from '../../src/i18n/index';
import { CorrespondentContext } from '../../portal/app/correspondent-context';
import { LocaleProvider, useLocale } from '../../portal/app/locale';
import { createPortalServices, ServicesProvider } from '../../portal/app/services';
import { createFakeFetch, type FakeFetch } from '../src/api/fake-fetch';
import { memorySessionTokens } from './session-fixture';

/** Options of {@link renderWithProviders}. */
export interface HarnessOptions {
  locale?: Locale;
  fake?: FakeFetch;
  /** The loaded correspondent, for pages under `/:identifier`. */
  correspondent?: Correspondent;
  /** The URL the memory router starts at (`/demo/password/reset?…`). */
  url?: string;
  /** Adds a button "switch to <other locale>" that changes the language. */
  languageSwitch?: boolean;
}

/** A button switching between the two languages, as the top bar's switch does. */
function LanguageToggle() {
  const { locale, setLocale } = useLocale();
  const other = locale === 'pt-BR' ? 'en-US' : 'pt-BR';
  return (
    <button type="button" onClick={() => setLocale(other)}>
      switch to {other}
    </button>
  );
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
  const page = options.languageSwitch ? (
    <>
      <LanguageToggle />
      {ui}
    </>
  ) : (
    ui
  );
  const element = options.correspondent ? (
    <CorrespondentContext.Provider value={options.correspondent}>
      {page}
    </CorrespondentContext.Provider>
  ) : (
    page
  );
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: [options.url ?? '/'],
  });
  const result = render(
    <ServicesProvider services={services}>
      <LocaleProvider initial={options.locale ?? 'pt-BR'}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </ServicesProvider>,
  );
  return { ...result, fake, services, router };
}
