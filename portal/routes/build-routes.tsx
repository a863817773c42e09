/**
 * Turns the route map (data) into react-router route objects, attaching each name's screen.
 * Every screen and layout is its own chunk, loaded through the route's `lazy` (issue 15): the
 * router loads all the chunks a URL needs at once (layouts and screen in parallel, no
 * waterfall), and until the first page is ready the root shows {@link RouteSkeleton}.
 * Every screen that a later issue builds shows `ComingSoonPage` for now.
 * @module
 */
import type { ComponentType, ReactNode } from 'react';
import {
  Navigate,
  Outlet,
  useLocation,
  useParams,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router';
import { RequireAuth } from '../components/RequireAuth';
import { RootLayout } from '../components/RootLayout';
import { RouteSkeleton } from '../components/RouteSkeleton';
import { loadPrivateCatalogue } from '../app/locale-catalogues';
import { PAYEE_SCREENS } from '../pages/checkout/payees/payee-screens';
import { pathFor } from './path-for';
import type { RouteHandle } from './route-handle';
import { ROUTE_MAP, type RouteEntry } from './route-map';

/** Loads a screen's or layout's chunk and answers its component. */
export type ComponentLoader = () => Promise<ComponentType>;

/** Screens built so far, by route name; the rest are "coming soon". */
export const SCREENS: Readonly<Record<string, ComponentLoader>> = {
  public: () => import('../pages/LandingPage').then((m) => m.LandingPage),
  'global-login': () => import('../pages/GlobalLoginPage').then((m) => m.GlobalLoginPage),
  forbidden: () => import('../pages/ForbiddenPage').then((m) => m.ForbiddenPage),
  'error-not-found': () => import('../pages/NotFoundPage').then((m) => m.NotFoundPage),
  maintenance: () => import('../pages/MaintenancePage').then((m) => m.MaintenancePage),
  admin: () => import('../pages/AdminPage').then((m) => m.AdminPage),
  console: () => import('../pages/console/ConsoleQueuesPage').then((m) => m.ConsoleQueuesPage),
  'console-record': () =>
    import('../pages/console/ConsoleRecordPage').then((m) => m.ConsoleRecordPage),
  'disabled-correspondent': () =>
    import('../pages/DisabledCorrespondentPage').then((m) => m.DisabledCorrespondentPage),
  'public-home': () => import('../pages/PublicHomePage').then((m) => m.PublicHomePage),
  'private-home': () => import('../pages/PrivateHomePage').then((m) => m.PrivateHomePage),
  login: () => import('../pages/session/LoginPage').then((m) => m.LoginPage),
  'impersonate-user': () =>
    import('../pages/session/ImpersonatePage').then((m) => m.ImpersonatePage),
  'checkout-remittance-outbound': () =>
    import('../pages/checkout/OutboundCheckoutPage').then((m) => m.OutboundCheckoutPage),
  'checkout-remittance-outbound-summary': () =>
    import('../pages/checkout/OutboundSummaryPage').then((m) => m.OutboundSummaryPage),
  'checkout-remittance-outbound-summary-success': () =>
    import('../pages/checkout/OutboundOutcomePage').then((m) => m.OutboundSuccessPage),
  'checkout-remittance-outbound-summary-pending': () =>
    import('../pages/checkout/OutboundOutcomePage').then((m) => m.OutboundPendingPage),
  'checkout-remittance-outbound-summary-error': () =>
    import('../pages/checkout/OutboundOutcomePage').then((m) => m.OutboundErrorPage),
  'checkout-remittance-inbound': () =>
    import('../pages/checkout/OutboundCheckoutPage').then((m) => m.InboundCheckoutPage),
  'checkout-remittance-inbound-summary': () =>
    import('../pages/checkout/OutboundSummaryPage').then((m) => m.InboundSummaryPage),
  'checkout-remittance-inbound-summary-success': () =>
    import('../pages/checkout/OutboundOutcomePage').then((m) => m.InboundSuccessPage),
  'checkout-remittance-inbound-summary-pending': () =>
    import('../pages/checkout/OutboundOutcomePage').then((m) => m.InboundPendingPage),
  'checkout-remittance-inbound-summary-error': () =>
    import('../pages/checkout/OutboundOutcomePage').then((m) => m.InboundErrorPage),
  'checkout-paper-money': () =>
    import('../pages/checkout/PaperMoneyCheckoutPage').then((m) => m.PaperMoneyCheckoutPage),
  'checkout-paper-money-summary': () =>
    import('../pages/checkout/PaperMoneySummaryPage').then((m) => m.PaperMoneySummaryPage),
  'checkout-paper-money-summary-success': () =>
    import('../pages/checkout/PaperMoneyOutcomePage').then((m) => m.PaperMoneySuccessPage),
  'checkout-paper-money-summary-pending': () =>
    import('../pages/checkout/PaperMoneyOutcomePage').then((m) => m.PaperMoneyPendingPage),
  'checkout-paper-money-summary-error': () =>
    import('../pages/checkout/PaperMoneyOutcomePage').then((m) => m.PaperMoneyErrorPage),
  'checkout-paper-money-create-address': () =>
    import('../pages/profile/AddressEditorPage').then((m) => m.CheckoutNewAddressPage),
  'data-sharing': () => import('../pages/session/DataSharingPage').then((m) => m.DataSharingPage),
  help: () => import('../pages/session/HelpPage').then((m) => m.HelpPage),
  'terms-and-conditions': () => import('../pages/session/TermsPage').then((m) => m.TermsPage),
  'private-terms-and-conditions': () =>
    import('../pages/session/TermsPage').then((m) => m.TermsPage),
  'profile-terms-and-conditions': () =>
    import('../pages/session/TermsPage').then((m) => m.TermsPage),
  'sandbox-mailbox': () =>
    import('../pages/session/SandboxMailboxPage').then((m) => m.SandboxMailboxPage),
  ...PAYEE_SCREENS,
  'public-register': () =>
    import('../pages/registration/RegistrationPage').then((m) => m.RegistrationPage),
  'private-register': () =>
    import('../pages/registration/RegistrationPage').then((m) => m.RegistrationPage),
  'password-recovery': () =>
    import('../pages/password/PasswordRecoveryPage').then((m) => m.PasswordRecoveryPage),
  'password-reset': () =>
    import('../pages/password/PasswordResetPage').then((m) => m.PasswordResetPage),
  'password-invitation': () =>
    import('../pages/password/PasswordInvitationPage').then((m) => m.PasswordInvitationPage),
  'profile-home': () => import('../pages/profile/ProfileHomePage').then((m) => m.ProfileHomePage),
  'profile-data': () => import('../pages/profile/ProfileDataPage').then((m) => m.ProfileDataPage),
  'profile-change-password': () =>
    import('../pages/profile/ChangePasswordPage').then((m) => m.ChangePasswordPage),
  'profile-address': () =>
    import('../pages/profile/AddressListPage').then((m) => m.AddressListPage),
  'profile-address-new-address': () =>
    import('../pages/profile/AddressEditorPage').then((m) => m.NewAddressPage),
  'profile-address-edit-address': () =>
    import('../pages/profile/AddressEditorPage').then((m) => m.EditAddressPage),
  'profile-update-limit-new': () =>
    import('../pages/profile/LimitUpdatePage').then((m) => m.LimitUpdatePage),
  'profile-update-limit-show': () =>
    import('../pages/profile/LimitUpdateShowPage').then((m) => m.LimitUpdateShowPage),
  'remittance-outbound-reports': () =>
    import('../pages/reports/OutboundHistoryPage').then((m) => m.OutboundHistoryPage),
  'inbound-payment-link': () => import('../pages/payer/PayerPage').then((m) => m.PayerPage),
  'inbound-payment-link-success': () =>
    import('../pages/payer/PayerOutcomePage').then((m) => m.PayerSuccessPage),
  'inbound-payment-link-pending': () =>
    import('../pages/payer/PayerOutcomePage').then((m) => m.PayerPendingPage),
  'inbound-payment-link-error': () =>
    import('../pages/payer/PayerOutcomePage').then((m) => m.PayerErrorPage),
  'remittance-outbound-report': () =>
    import('../pages/reports/OutboundReportPage').then((m) => m.OutboundReportPage),
  'remittance-inbound-reports': () =>
    import('../pages/reports/OutboundHistoryPage').then((m) => m.InboundHistoryPage),
  'paper-money-reports': () =>
    import('../pages/reports/PaperMoneyHistoryPage').then((m) => m.PaperMoneyHistoryPage),
  'paper-money-report': () =>
    import('../pages/reports/PaperMoneyReportPage').then((m) => m.PaperMoneyReportPage),
  'remittance-inbound-report': () =>
    import('../pages/reports/OutboundReportPage').then((m) => m.InboundReportPage),
  'payment-credit-card': () =>
    import('../pages/reports/OutboundCardPaymentPage').then((m) => m.OutboundCardPaymentPage),
};

/** Layouts (render an `<Outlet/>`) by route name. */
export const LAYOUTS: Readonly<Record<string, ComponentLoader>> = {
  'correspondent-area': () => import('../pages/CorrespondentArea').then((m) => m.CorrespondentArea),
  'public-root': () => import('../pages/PublicLayout').then((m) => m.PublicLayout),
  // The private area's strings are a chunk of their own (issue 15), loaded with its layout.
  'private-root': () =>
    Promise.all([import('../pages/PrivateLayout'), loadPrivateCatalogue()]).then(
      ([m]) => m.PrivateLayout,
    ),
  'inbound-payment-link': () => import('../pages/payer/PayerLayout').then((m) => m.PayerLayout),
  // The operator console's strings are part of the private area's chunk.
  console: () =>
    Promise.all([import('../pages/console/ConsoleLayout'), loadPrivateCatalogue()]).then(
      ([m]) => m.ConsoleLayout,
    ),
};

/** Navigates to the named route, with the current params and query (a `redirectTo` entry). */
function RedirectTo(props: { name: string }) {
  const params = useParams();
  const { search } = useLocation();
  const defined = Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return <Navigate to={pathFor(props.name, defined) + search} replace />;
}

/** The screen of a route not built yet. */
async function comingSoon(entry: RouteEntry): Promise<ReactNode> {
  const { ComingSoonPage } = await import('../pages/ComingSoonPage');
  return <ComingSoonPage routeName={entry.name} />;
}

function guarded(entry: RouteEntry, node: ReactNode): ReactNode {
  return entry.auth === undefined ? (
    node
  ) : (
    <RequireAuth auth={entry.auth} routeName={entry.name}>
      {node}
    </RequireAuth>
  );
}

/** What a route shows: an element at once, or a `lazy` that loads it. */
type RouteContent = Pick<NonIndexRouteObject, 'element' | 'lazy'>;

/** The element of an entry's screen: a redirect at once, else a `lazy` that loads the page. */
function screenOf(entry: RouteEntry, wrap: (node: ReactNode) => ReactNode): RouteContent {
  if (entry.redirectTo) return { element: wrap(<RedirectTo name={entry.redirectTo} />) };
  const load = SCREENS[entry.name];
  return {
    lazy: async () => {
      if (!load) return { element: wrap(await comingSoon(entry)) };
      const Screen = await load();
      return { element: wrap(<Screen />) };
    },
  };
}

function toRouteObject(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { name: entry.name, auth: entry.auth };
  if (!entry.children) {
    return { path: entry.path, handle, ...screenOf(entry, (node) => guarded(entry, node)) };
  }
  const children: RouteObject[] = [];
  // An entry with children and no '' child shows its own screen (or redirect) as its index.
  if (!entry.children.some((child) => child.path === '')) {
    children.push({ index: true, handle, ...screenOf(entry, (node) => node) });
  }
  children.push(...entry.children.map(toRouteObject));
  const loadLayout = LAYOUTS[entry.name];
  const layout: RouteContent = loadLayout
    ? {
        lazy: async () => {
          const Layout = await loadLayout();
          return { element: guarded(entry, <Layout />) };
        },
      }
    : { element: guarded(entry, <Outlet />) };
  return { path: entry.path, handle, ...layout, children };
}

/**
 * The route objects of the whole portal, under the root layout (scroll, query parameters). The
 * root's fallback is what a cold visit shows while the first page's chunks load.
 */
export function buildRoutes(map: readonly RouteEntry[] = ROUTE_MAP): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      hydrateFallbackElement: <RouteSkeleton />,
      children: map.map(toRouteObject),
    },
  ];
}
