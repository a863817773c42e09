/**
 * Which module each route name loads, as data (issue 15): the screen of a name, and the layout of
 * a name that has one, as the module path under `portal/` (the Vite manifest's key) and the
 * export. `build-routes.tsx` loads them with literal `import()`s (Vite makes each one a chunk of
 * its own only when it sees the literal path), and a test pins the two together: every loader
 * answers exactly the export this table names. `scripts/route-preloads.ts` reads the table at
 * build time to tell the server which chunks each URL needs, so a navigation's page can ask for
 * them at once instead of after the entry has run.
 *
 * Adding a screen: one line here and its loader in `build-routes.tsx` (or `payee-screens.ts`).
 * @module
 */

/** A module under `portal/` (as the Vite manifest names it) and the export a route shows. */
export type RouteModule = readonly [module: string, exportName: string];

/** What a route name without a screen shows (`ComingSoonPage`). */
export const COMING_SOON_MODULE: RouteModule = ['pages/ComingSoonPage.tsx', 'ComingSoonPage'];

/** The screen of each built route name (the loaders of `SCREENS` in `build-routes.tsx`). */
export const SCREEN_MODULES: Readonly<Record<string, RouteModule>> = {
  public: ['pages/LandingPage.tsx', 'LandingPage'],
  'global-login': ['pages/GlobalLoginPage.tsx', 'GlobalLoginPage'],
  forbidden: ['pages/ForbiddenPage.tsx', 'ForbiddenPage'],
  'error-not-found': ['pages/NotFoundPage.tsx', 'NotFoundPage'],
  maintenance: ['pages/MaintenancePage.tsx', 'MaintenancePage'],
  admin: ['pages/AdminPage.tsx', 'AdminPage'],
  console: ['pages/console/ConsoleQueuesPage.tsx', 'ConsoleQueuesPage'],
  'console-record': ['pages/console/ConsoleRecordPage.tsx', 'ConsoleRecordPage'],
  'disabled-correspondent': ['pages/DisabledCorrespondentPage.tsx', 'DisabledCorrespondentPage'],
  'public-home': ['pages/PublicHomePage.tsx', 'PublicHomePage'],
  'private-home': ['pages/PrivateHomePage.tsx', 'PrivateHomePage'],
  login: ['pages/session/LoginPage.tsx', 'LoginPage'],
  'impersonate-user': ['pages/session/ImpersonatePage.tsx', 'ImpersonatePage'],
  'checkout-remittance-outbound': [
    'pages/checkout/OutboundCheckoutPage.tsx',
    'OutboundCheckoutPage',
  ],
  'checkout-remittance-outbound-summary': [
    'pages/checkout/OutboundSummaryPage.tsx',
    'OutboundSummaryPage',
  ],
  'checkout-remittance-outbound-summary-success': [
    'pages/checkout/OutboundOutcomePage.tsx',
    'OutboundSuccessPage',
  ],
  'checkout-remittance-outbound-summary-pending': [
    'pages/checkout/OutboundOutcomePage.tsx',
    'OutboundPendingPage',
  ],
  'checkout-remittance-outbound-summary-error': [
    'pages/checkout/OutboundOutcomePage.tsx',
    'OutboundErrorPage',
  ],
  'checkout-remittance-inbound': ['pages/checkout/OutboundCheckoutPage.tsx', 'InboundCheckoutPage'],
  'checkout-remittance-inbound-summary': [
    'pages/checkout/OutboundSummaryPage.tsx',
    'InboundSummaryPage',
  ],
  'checkout-remittance-inbound-summary-success': [
    'pages/checkout/OutboundOutcomePage.tsx',
    'InboundSuccessPage',
  ],
  'checkout-remittance-inbound-summary-pending': [
    'pages/checkout/OutboundOutcomePage.tsx',
    'InboundPendingPage',
  ],
  'checkout-remittance-inbound-summary-error': [
    'pages/checkout/OutboundOutcomePage.tsx',
    'InboundErrorPage',
  ],
  'checkout-paper-money': ['pages/checkout/PaperMoneyCheckoutPage.tsx', 'PaperMoneyCheckoutPage'],
  'checkout-paper-money-summary': [
    'pages/checkout/PaperMoneySummaryPage.tsx',
    'PaperMoneySummaryPage',
  ],
  'checkout-paper-money-summary-success': [
    'pages/checkout/PaperMoneyOutcomePage.tsx',
    'PaperMoneySuccessPage',
  ],
  'checkout-paper-money-summary-pending': [
    'pages/checkout/PaperMoneyOutcomePage.tsx',
    'PaperMoneyPendingPage',
  ],
  'checkout-paper-money-summary-error': [
    'pages/checkout/PaperMoneyOutcomePage.tsx',
    'PaperMoneyErrorPage',
  ],
  'checkout-paper-money-create-address': [
    'pages/profile/AddressEditorPage.tsx',
    'CheckoutNewAddressPage',
  ],
  'data-sharing': ['pages/session/DataSharingPage.tsx', 'DataSharingPage'],
  help: ['pages/session/HelpPage.tsx', 'HelpPage'],
  'terms-and-conditions': ['pages/session/TermsPage.tsx', 'TermsPage'],
  'private-terms-and-conditions': ['pages/session/TermsPage.tsx', 'TermsPage'],
  'profile-terms-and-conditions': ['pages/session/TermsPage.tsx', 'TermsPage'],
  'sandbox-mailbox': ['pages/session/SandboxMailboxPage.tsx', 'SandboxMailboxPage'],
  'public-register': ['pages/registration/RegistrationPage.tsx', 'RegistrationPage'],
  'private-register': ['pages/registration/RegistrationPage.tsx', 'RegistrationPage'],
  'password-recovery': ['pages/password/PasswordRecoveryPage.tsx', 'PasswordRecoveryPage'],
  'password-reset': ['pages/password/PasswordResetPage.tsx', 'PasswordResetPage'],
  'password-invitation': ['pages/password/PasswordInvitationPage.tsx', 'PasswordInvitationPage'],
  'profile-home': ['pages/profile/ProfileHomePage.tsx', 'ProfileHomePage'],
  'profile-data': ['pages/profile/ProfileDataPage.tsx', 'ProfileDataPage'],
  'profile-change-password': ['pages/profile/ChangePasswordPage.tsx', 'ChangePasswordPage'],
  'profile-address': ['pages/profile/AddressListPage.tsx', 'AddressListPage'],
  'profile-address-new-address': ['pages/profile/AddressEditorPage.tsx', 'NewAddressPage'],
  'profile-address-edit-address': ['pages/profile/AddressEditorPage.tsx', 'EditAddressPage'],
  'profile-update-limit-new': ['pages/profile/LimitUpdatePage.tsx', 'LimitUpdatePage'],
  'profile-update-limit-show': ['pages/profile/LimitUpdateShowPage.tsx', 'LimitUpdateShowPage'],
  'remittance-outbound-reports': ['pages/reports/OutboundHistoryPage.tsx', 'OutboundHistoryPage'],
  'inbound-payment-link': ['pages/payer/PayerPage.tsx', 'PayerPage'],
  'inbound-payment-link-success': ['pages/payer/PayerOutcomePage.tsx', 'PayerSuccessPage'],
  'inbound-payment-link-pending': ['pages/payer/PayerOutcomePage.tsx', 'PayerPendingPage'],
  'inbound-payment-link-error': ['pages/payer/PayerOutcomePage.tsx', 'PayerErrorPage'],
  'remittance-outbound-report': ['pages/reports/OutboundReportPage.tsx', 'OutboundReportPage'],
  'remittance-inbound-reports': ['pages/reports/OutboundHistoryPage.tsx', 'InboundHistoryPage'],
  'paper-money-reports': ['pages/reports/PaperMoneyHistoryPage.tsx', 'PaperMoneyHistoryPage'],
  'paper-money-report': ['pages/reports/PaperMoneyReportPage.tsx', 'PaperMoneyReportPage'],
  'remittance-inbound-report': ['pages/reports/OutboundReportPage.tsx', 'InboundReportPage'],
  'payment-credit-card': ['pages/reports/OutboundCardPaymentPage.tsx', 'OutboundCardPaymentPage'],
  'checkout-remittance-create-beneficiary': [
    'pages/checkout/payees/BeneficiaryEditorPage.tsx',
    'NewBeneficiaryPage',
  ],
  'checkout-remittance-edit-beneficiary': [
    'pages/checkout/payees/BeneficiaryEditorPage.tsx',
    'EditBeneficiaryPage',
  ],
  'checkout-remittance-create-account': [
    'pages/checkout/payees/AccountEditorPage.tsx',
    'NewAccountPage',
  ],
  'checkout-remittance-edit-account': [
    'pages/checkout/payees/AccountEditorPage.tsx',
    'EditAccountPage',
  ],
  'checkout-remittance-create-investment-broker': [
    'pages/checkout/payees/BrokerCreatePage.tsx',
    'NewInvestmentBrokerPage',
  ],
};

/** The layout of each route name that has one (the loaders of `LAYOUTS` in `build-routes.tsx`). */
export const LAYOUT_MODULES: Readonly<Record<string, RouteModule>> = {
  'correspondent-area': ['pages/CorrespondentArea.tsx', 'CorrespondentArea'],
  'public-root': ['pages/PublicLayout.tsx', 'PublicLayout'],
  'private-root': ['pages/PrivateLayout.tsx', 'PrivateLayout'],
  'inbound-payment-link': ['pages/payer/PayerLayout.tsx', 'PayerLayout'],
  console: ['pages/console/ConsoleLayout.tsx', 'ConsoleLayout'],
};
