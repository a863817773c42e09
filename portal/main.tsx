/**
 * Portal entry: one set of services, the language, and the router built from the route map.
 * Every page is a chunk of its own (`routes/build-routes`); the first render waits only for the
 * chosen language's strings, and a correspondent's lookup starts here, before the chunks of
 * its area have loaded (issue 15).
 * @module
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { EMBED_LANG_PARAM } from '../src/contracts/embed';
import { isLocale } from '../src/i18n/locale';
import { isReservedIdentifier } from '../src/domain/tenancy/reserved-identifiers';
import { createRememberedTokenStore } from '../src/api/remembered-token-store';
import { createWebStorageTokenStore } from '../src/api/token-store';
import { applyPageMeta, applyTheme } from './app/document-head';
import { detectEmbed, EmbedProvider, isFramed } from './app/embed';
import { initialLocale, LocaleProvider } from './app/locale';
import { loadCatalogue } from './app/locale-catalogues';
import { createPortalServices, ServicesProvider } from './app/services';
import { browserStorage } from './app/browser-storage';
import { SessionProvider } from './app/session';
import { buildRoutes } from './routes/build-routes';
import { createPrefetch, PrefetchProvider } from './routes/route-prefetch';
import './styles/portal.css';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The correspondent identifier of a `/:identifier/…` path, or undefined on the global pages. */
function correspondentOfPath(pathname: string): string | undefined {
  const first = pathname.split('/')[1] ?? '';
  let identifier: string;
  try {
    identifier = decodeURIComponent(first);
  } catch {
    return undefined;
  }
  return identifier === '' || isReservedIdentifier(identifier) ? undefined : identifier;
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
// The language is known now, before its strings load: `<html lang>` says so from the start.
document.documentElement.lang = locale;
// The language the API answers in follows the switch (read on every request).
let currentLocale: string = locale;
const services = createPortalServices({
  getLocale: () => currentLocale,
  ...(embed && tabStorage ? { tokenStore: frameTokenStore(tabStorage) } : {}),
});
const routes = buildRoutes();
const router = createBrowserRouter(routes);

// The correspondent area's layout would start this lookup once its chunk has loaded; starting it
// now overlaps it with the chunks. The layout finds the store loading this identifier and waits
// for that answer instead of asking again (and asks anew for any other identifier).
const identifier = correspondentOfPath(window.location.pathname);
if (identifier) void services.correspondents.load(identifier);

applyTheme(document.documentElement, null);
applyPageMeta(document, null);

const container = document.getElementById('app');
if (!container) throw new Error('index.html must have <div id="app">');

const root = createRoot(container);
// Only the chosen language's strings, before the first render: no key ever shows.
void loadCatalogue(locale).then(() =>
  root.render(
    <StrictMode>
      <EmbedProvider value={embed}>
        <ServicesProvider services={services}>
          <SessionProvider>
            <LocaleProvider initial={locale} onChange={(next) => (currentLocale = next)}>
              <PrefetchProvider prefetch={createPrefetch(routes)}>
                <RouterProvider router={router} />
              </PrefetchProvider>
            </LocaleProvider>
          </SessionProvider>
        </ServicesProvider>
      </EmbedProvider>
    </StrictMode>,
  ),
);
