/**
 * Portal entry: one set of services, the language, and the router built from the route map.
 * @module
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { applyPageMeta, applyTheme } from './app/document-head';
import { initialLocale, LocaleProvider } from './app/locale';
import { createPortalServices, ServicesProvider } from './app/services';
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

const locale = initialLocale(safeLocalStorage(), navigator.languages);
// The language the API answers in follows the switch (read on every request).
let currentLocale: string = locale;
const services = createPortalServices({ getLocale: () => currentLocale });
const router = createBrowserRouter(buildRoutes());

applyTheme(document.documentElement, null);
applyPageMeta(document, null);

const container = document.getElementById('app');
if (!container) throw new Error('index.html must have <div id="app">');

createRoot(container).render(
  <StrictMode>
    <ServicesProvider services={services}>
      <SessionProvider>
        <LocaleProvider initial={locale} onChange={(next) => (currentLocale = next)}>
          <RouterProvider router={router} />
        </LocaleProvider>
      </SessionProvider>
    </ServicesProvider>
  </StrictMode>,
);
