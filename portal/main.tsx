/**
 * Portal entry: one set of services, the language, and the router built from the route map.
 * @module
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { EMBED_LANG_PARAM } from '../src/contracts/embed';
import { isLocale } from '../src/i18n/index';
import { createRememberedTokenStore } from '../src/api/remembered-token-store';
import { createWebStorageTokenStore } from '../src/api/token-store';
import { applyPageMeta, applyTheme } from './app/document-head';
import { detectEmbed, EmbedProvider, isFramed } from './app/embed';
import { initialLocale, LocaleProvider } from './app/locale';
import { createPortalServices, ServicesProvider } from './app/services';
import { browserStorage } from './app/browser-storage';
import { SessionProvider } from './app/session';
import { buildRoutes } from './routes/build-routes';
import './styles/portal.css';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The embedded page's tokens: the frame's sessionStorage whatever "stay signed in" says. */
function frameTokenStore(storage: Storage) {
  const tab = createWebStorageTokenStore(storage);
  return createRememberedTokenStore({ persistent: tab, temporary: tab });
}

// Inside <fx-checkout>'s frame on a correspondent's site (see app/embed): the host's language
// wins, and the session stays in the frame's sessionStorage (no auth cookie, no "remember me").
const tabStorage = browserStorage('sessionStorage');
const embed = detectEmbed(window.location.search, isFramed(window), tabStorage);
const hostLocale = embed ? new URLSearchParams(window.location.search).get(EMBED_LANG_PARAM) : null;
const locale = isLocale(hostLocale)
  ? hostLocale
  : initialLocale(safeLocalStorage(), navigator.languages);
if (embed) document.documentElement.classList.add('fx-embedded');
// The language the API answers in follows the switch (read on every request).
let currentLocale: string = locale;
const services = createPortalServices({
  getLocale: () => currentLocale,
  ...(embed && tabStorage ? { tokenStore: frameTokenStore(tabStorage) } : {}),
});
const router = createBrowserRouter(buildRoutes());

applyTheme(document.documentElement, null);
applyPageMeta(document, null);

const container = document.getElementById('app');
if (!container) throw new Error('index.html must have <div id="app">');

createRoot(container).render(
  <StrictMode>
    <EmbedProvider value={embed}>
      <ServicesProvider services={services}>
        <SessionProvider>
          <LocaleProvider initial={locale} onChange={(next) => (currentLocale = next)}>
            <RouterProvider router={router} />
          </LocaleProvider>
        </SessionProvider>
      </ServicesProvider>
    </EmbedProvider>
  </StrictMode>,
);
