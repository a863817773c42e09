/**
 * Renders one operations component alone: the real portal services over a routed fake `fetch`,
 * the demo correspondent, the locale and a memory router (for its links).
 * @module
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMemoryOperatorStore } from '../../../src/stores/session-store';
import { CorrespondentContext } from '../../../portal/app/correspondent-context';
import { LocaleProvider } from '../../../portal/app/locale';
import { createPortalServices, ServicesProvider } from '../../../portal/app/services';
import { correspondentFixture } from '../../src/api/fixtures';
import { routedFetch, type Answer } from '../profile/profile-harness';
import { memorySessionTokens } from '../session-fixture';

/** Renders `node` with the fake API answering `routes`. */
export function renderWithServices(
  node: ReactNode,
  routes: Record<string, Answer | Answer[]>,
  locale: 'pt-BR' | 'en-US' = 'pt-BR',
) {
  const { fetch, calls } = routedFetch(routes);
  const services = createPortalServices({
    fetch,
    tokenStore: memorySessionTokens(),
    operatorStore: createMemoryOperatorStore(),
  });
  const router = createMemoryRouter([{ path: '*', element: node }], {
    initialEntries: ['/demo/app'],
  });
  const view = render(
    <ServicesProvider services={services}>
      <LocaleProvider initial={locale}>
        <CorrespondentContext.Provider value={correspondentFixture()}>
          <RouterProvider router={router} />
        </CorrespondentContext.Provider>
      </LocaleProvider>
    </ServicesProvider>,
  );
  return { ...view, calls, router };
}
