/**
 * Turns the route map (data) into react-router route objects, attaching each name's screen.
 * Every screen that a later issue builds shows {@link ComingSoonPage} for now.
 * @module
 */
import type { ComponentType, ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams, type RouteObject } from 'react-router';
import { RequireAuth } from '../components/RequireAuth';
import { RootLayout } from '../components/RootLayout';
import { AdminPage } from '../pages/AdminPage';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { CorrespondentArea } from '../pages/CorrespondentArea';
import { DisabledCorrespondentPage } from '../pages/DisabledCorrespondentPage';
import { ForbiddenPage } from '../pages/ForbiddenPage';
import { GlobalLoginPage } from '../pages/GlobalLoginPage';
import { LandingPage } from '../pages/LandingPage';
import { PAYEE_SCREENS } from '../pages/checkout/payees/payee-screens';
import { MaintenancePage } from '../pages/MaintenancePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PrivateHomePage } from '../pages/PrivateHomePage';
import { PrivateLayout } from '../pages/PrivateLayout';
import { PasswordInvitationPage } from '../pages/password/PasswordInvitationPage';
import { PasswordRecoveryPage } from '../pages/password/PasswordRecoveryPage';
import { PasswordResetPage } from '../pages/password/PasswordResetPage';
import { AddressListPage } from '../pages/profile/AddressListPage';
import { EditAddressPage, NewAddressPage } from '../pages/profile/AddressEditorPage';
import { ChangePasswordPage } from '../pages/profile/ChangePasswordPage';
import { ProfileDataPage } from '../pages/profile/ProfileDataPage';
import { ProfileHomePage } from '../pages/profile/ProfileHomePage';
import { PublicHomePage } from '../pages/PublicHomePage';
import { PublicLayout } from '../pages/PublicLayout';
import { OutboundHistoryPage } from '../pages/reports/OutboundHistoryPage';
import { OutboundReportPage } from '../pages/reports/OutboundReportPage';
import { DataSharingPage } from '../pages/session/DataSharingPage';
import { HelpPage } from '../pages/session/HelpPage';
import { ImpersonatePage } from '../pages/session/ImpersonatePage';
import { LoginPage } from '../pages/session/LoginPage';
import { SandboxMailboxPage } from '../pages/session/SandboxMailboxPage';
import { TermsPage } from '../pages/session/TermsPage';
import { RegistrationPage } from '../pages/registration/RegistrationPage';
import { pathFor } from './path-for';
import type { RouteHandle } from './route-handle';
import { ROUTE_MAP, type RouteEntry } from './route-map';
import { OutboundCheckoutPage } from '../pages/checkout/OutboundCheckoutPage';
import {
  OutboundErrorPage,
  OutboundPendingPage,
  OutboundSuccessPage,
} from '../pages/checkout/OutboundOutcomePage';
import { OutboundSummaryPage } from '../pages/checkout/OutboundSummaryPage';

/** Screens built in this issue, by route name; the rest are "coming soon". */
const SCREENS: Readonly<Record<string, ComponentType>> = {
  public: LandingPage,
  'global-login': GlobalLoginPage,
  forbidden: ForbiddenPage,
  'error-not-found': NotFoundPage,
  maintenance: MaintenancePage,
  admin: AdminPage,
  'disabled-correspondent': DisabledCorrespondentPage,
  'public-home': PublicHomePage,
  'private-home': PrivateHomePage,
  login: LoginPage,
  'impersonate-user': ImpersonatePage,
  'checkout-remittance-outbound': OutboundCheckoutPage,
  'checkout-remittance-outbound-summary': OutboundSummaryPage,
  'checkout-remittance-outbound-summary-success': OutboundSuccessPage,
  'checkout-remittance-outbound-summary-pending': OutboundPendingPage,
  'checkout-remittance-outbound-summary-error': OutboundErrorPage,
  'data-sharing': DataSharingPage,
  help: HelpPage,
  'terms-and-conditions': TermsPage,
  'private-terms-and-conditions': TermsPage,
  'profile-terms-and-conditions': TermsPage,
  'sandbox-mailbox': SandboxMailboxPage,
  ...PAYEE_SCREENS,
  'public-register': RegistrationPage,
  'private-register': RegistrationPage,
  'password-recovery': PasswordRecoveryPage,
  'password-reset': PasswordResetPage,
  'password-invitation': PasswordInvitationPage,
  'profile-home': ProfileHomePage,
  'profile-data': ProfileDataPage,
  'profile-change-password': ChangePasswordPage,
  'profile-address': AddressListPage,
  'profile-address-new-address': NewAddressPage,
  'profile-address-edit-address': EditAddressPage,
  'remittance-outbound-reports': OutboundHistoryPage,
  'remittance-outbound-report': OutboundReportPage,
};

/** Layouts (render an `<Outlet/>`) by route name. */
const LAYOUTS: Readonly<Record<string, ComponentType>> = {
  'correspondent-area': CorrespondentArea,
  'public-root': PublicLayout,
  'private-root': PrivateLayout,
};

/** Entries whose placeholder has no layout around it, so it brings its own page frame. */
const BARE = new Set([
  'inbound-payment-link',
  'inbound-payment-link-success',
  'inbound-payment-link-error',
  'inbound-payment-link-pending',
]);

/** Navigates to the named route, with the current params and query (a `redirectTo` entry). */
function RedirectTo(props: { name: string }) {
  const params = useParams();
  const { search } = useLocation();
  const defined = Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return <Navigate to={pathFor(props.name, defined) + search} replace />;
}

function screenOf(entry: RouteEntry): ReactNode {
  if (entry.redirectTo) return <RedirectTo name={entry.redirectTo} />;
  const Screen = SCREENS[entry.name];
  if (Screen) return <Screen />;
  const placeholder = <ComingSoonPage routeName={entry.name} />;
  return BARE.has(entry.name) ? (
    <main id="main" className="message-page">
      <div className="message-card">{placeholder}</div>
    </main>
  ) : (
    placeholder
  );
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

function toRouteObject(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { name: entry.name, auth: entry.auth };
  if (!entry.children) {
    return { path: entry.path, handle, element: guarded(entry, screenOf(entry)) };
  }
  const Layout = LAYOUTS[entry.name];
  const children: RouteObject[] = [];
  // An entry with children and no '' child shows its own screen (or redirect) as its index.
  if (!entry.children.some((child) => child.path === '')) {
    children.push({ index: true, handle, element: screenOf(entry) });
  }
  children.push(...entry.children.map(toRouteObject));
  return {
    path: entry.path,
    handle,
    element: guarded(entry, Layout ? <Layout /> : <Outlet />),
    children,
  };
}

/** The route objects of the whole portal, under the root layout (scroll, query parameters). */
export function buildRoutes(map: readonly RouteEntry[] = ROUTE_MAP): RouteObject[] {
  return [{ element: <RootLayout />, children: map.map(toRouteObject) }];
}
