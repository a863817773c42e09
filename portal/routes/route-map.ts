/**
 * The portal's route map as data (spec platform §2.1, spec operations §2.1). Pages are attached
 * to these entries by `build-routes.tsx`; guards read `auth` (they arrive with the identity
 * issue). Keeping the map free of React lets tests and `pathFor` use it without a DOM.
 * @module
 */

/**
 * Who may open a route (spec platform §6 "Route access"): `true` any logged-in user, `false`
 * guests only, a list of roles checked against the user's roles, `'any'` open to all.
 */
export type RouteAuth = boolean | readonly string[] | 'any';

/** One entry of the route map. Paths are relative to the parent, react-router style. */
export interface RouteEntry {
  /** The route name (spec platform §2.1 "Route names in use"), unique across the map. */
  readonly name: string;
  /** Path segment relative to the parent entry; `''` is the parent's index. */
  readonly path: string;
  /** Auth requirement; inherited from the closest ancestor that declares one. */
  readonly auth?: RouteAuth;
  /** Hidden from the menu (spec platform §2.1 "menu hidden"). */
  readonly menuHidden?: boolean;
  /** Other names the spec registers for the same screen ("declared twice"). */
  readonly aliases?: readonly string[];
  /** Redirect target (a route name) instead of a screen; same params as this route. */
  readonly redirectTo?: string;
  /** Child entries. An entry with children and its own screen renders it as its index. */
  readonly children?: readonly RouteEntry[];
}

/** A checkout whose summary has the children '', success, error[, pending] (operations §2.1). */
function checkoutWithSummary(name: string, path: string, withPending = true): RouteEntry {
  const outcomes = withPending ? ['success', 'error', 'pending'] : ['success', 'error'];
  return {
    name,
    path,
    children: [
      {
        name: `${name}-summary`,
        path: 'summary',
        children: outcomes.map((o) => ({ name: `${name}-summary-${o}`, path: o })),
      },
    ],
  };
}

/** Correspondent area `/:identifier` (spec platform §2.1 "Correspondent routes"). */
const correspondentArea: RouteEntry = {
  // Not a spec name: the layout that looks the correspondent up (spec platform §2.2).
  name: 'correspondent-area',
  path: ':identifier',
  auth: 'any',
  children: [
    { name: 'disabled-correspondent', path: 'disabled-correspondent', auth: 'any' },
    {
      name: 'inbound-payment-link',
      path: 'inbound-payment-link/:remittanceId',
      auth: 'any',
      children: [
        { name: 'inbound-payment-link-success', path: 'success' },
        { name: 'inbound-payment-link-error', path: 'error' },
        { name: 'inbound-payment-link-pending', path: 'pending' },
      ],
    },
    {
      name: 'public-root',
      path: '',
      auth: false,
      children: [
        { name: 'public-home', path: '' },
        { name: 'login', path: 'login' },
        // "declared twice, under the route names REGISTER and REGISTRATION" (platform §2.1).
        { name: 'public-register', path: 'registration', aliases: ['public-registration'] },
        { name: 'password-reset', path: 'password/reset' },
        { name: 'password-recovery', path: 'password/recovery' },
        { name: 'password-invitation', path: 'password/invitation' },
        { name: 'terms-and-conditions', path: 'terms-and-conditions' },
        { name: 'impersonate-user', path: 'impersonate-user/:token' },
      ],
    },
    {
      name: 'private-root',
      path: 'app',
      auth: true,
      children: [
        { name: 'private-home', path: '' },
        // "registration (declared twice; menu hidden)": the list names only private-register.
        { name: 'private-register', path: 'registration', menuHidden: true },
        {
          // Path "not shown" (operations §2.1): the reports entry lists the outbound history,
          // the stored default simulator being REMITTANCE_OUTBOUND (operations §2.2).
          name: 'reports',
          path: 'reports',
          redirectTo: 'remittance-outbound-reports',
          children: [
            { name: 'paper-money-reports', path: 'paper-money' },
            { name: 'paper-money-report', path: 'paper-money/show/:id' },
            { name: 'remittance-outbound-reports', path: 'remittance/outbound' },
            { name: 'remittance-outbound-report', path: 'remittance/outbound/show/:id' },
            { name: 'payment-credit-card', path: 'remittance/outbound/show/:id/payment' },
            { name: 'remittance-inbound-reports', path: 'remittance/inbound' },
            { name: 'remittance-inbound-report', path: 'remittance/inbound/show/:id' },
            { name: 'moneygram-reports', path: 'moneygram' },
            { name: 'moneygram-report', path: 'moneygram/show/:id' },
            { name: 'moneygram-reports-amend', path: 'moneygram/amend/:id' },
            { name: 'moneygram-reports-refund', path: 'moneygram/refund/:id' },
          ],
        },
        {
          // Path "not shown" (operations §2.1): the checkout entry opens the outbound checkout,
          // REMITTANCE_OUTBOUND being the stored default simulator (operations §2.2).
          name: 'checkout',
          path: 'checkout',
          redirectTo: 'checkout-remittance-outbound',
          children: [
            checkoutWithSummary('checkout-remittance-inbound', 'remittance/inbound'),
            checkoutWithSummary('checkout-remittance-outbound', 'remittance/outbound'),
            // Path "not shown" (operations §2.1); placed beside the other remittance screens.
            { name: 'checkout-remittance-review', path: 'remittance/review' },
            { name: 'checkout-remittance-create-beneficiary', path: 'remittance/beneficiary/new' },
            { name: 'checkout-remittance-edit-beneficiary', path: 'remittance/beneficiary/:id' },
            {
              name: 'checkout-remittance-create-investment-broker',
              path: 'remittance/investmentBroker/new',
            },
            { name: 'checkout-remittance-create-account', path: 'remittance/account/new' },
            { name: 'checkout-remittance-edit-account', path: 'remittance/account/:id' },
            checkoutWithSummary('checkout-paper-money', 'paper-money/operation'),
            { name: 'checkout-paper-money-create-address', path: 'paper-money/address/new' },
            checkoutWithSummary('checkout-moneygram', 'moneygram', false),
          ],
        },
        {
          name: 'profile',
          path: 'profile',
          children: [
            { name: 'profile-home', path: '' },
            { name: 'profile-data', path: 'me' },
            { name: 'profile-change-password', path: 'change-password' },
            { name: 'profile-address', path: 'address' },
            { name: 'profile-address-new-address', path: 'address/new' },
            { name: 'profile-address-edit-address', path: 'address/edit/:id' },
            { name: 'profile-terms-and-conditions', path: 'terms-and-conditions' },
            { name: 'profile-update-limit-new', path: 'update-limit' },
            { name: 'profile-update-limit-show', path: 'update-limit/show/:id' },
          ],
        },
        { name: 'help', path: 'help' },
        { name: 'private-terms-and-conditions', path: 'terms-and-conditions' },
        { name: 'data-sharing', path: 'data-sharing', menuHidden: true },
      ],
    },
  ],
};

/**
 * The whole route map. Names not in the spec's list ('landing-redirect', 'global-login',
 * 'forbidden', 'admin', 'console', 'console-record', 'sandbox-mailbox', 'unknown-path', 'correspondent-area') are ours: the
 * spec gives those screens no name.
 */
export const ROUTE_MAP: readonly RouteEntry[] = [
  { name: 'maintenance', path: '/maintenance', auth: 'any' },
  // "PUBLIC" in platform §2.1 is the anonymous person type (§6 Roles): guests only.
  { name: 'public', path: '/', auth: false },
  { name: 'landing-redirect', path: '/public', auth: false, redirectTo: 'public' },
  // "/login — where unauthenticated users are sent (one reading; see 6)": guests.
  { name: 'global-login', path: '/login', auth: false },
  { name: 'forbidden', path: '/403', auth: 'any' },
  { name: 'error-not-found', path: '/404', auth: 'any' },
  // Access "not shown" (platform §2.1); an operator page: admins only (others get /403).
  { name: 'admin', path: '/admin', auth: ['admin'] },
  // The operator console (issue 20): operators only (customers get /403). Its index lists the
  // queues; a record is opened by its queue's noun and id.
  {
    name: 'console',
    path: '/console',
    auth: ['OPERATOR'],
    children: [{ name: 'console-record', path: ':queue/:id' }],
  },
  // Sandbox helper (design §4 "sandbox helpers"): the e-mails the platform sent. The page shows
  // itself only when the API runs in sandbox mode.
  { name: 'sandbox-mailbox', path: '/sandbox/mailbox', auth: 'any' },
  { ...correspondentArea, path: '/:identifier' },
  { name: 'unknown-path', path: '*', auth: false, redirectTo: 'public' },
];

/** A route entry with its full path and its effective (inherited) auth. */
export interface ResolvedRoute {
  /** Route name (or an alias of the entry). */
  readonly name: string;
  /** Full path pattern, e.g. `/:identifier/app/reports/paper-money/show/:id`. */
  readonly fullPath: string;
  /** Effective auth requirement. */
  readonly auth: RouteAuth;
  /** Whether the menu hides it. */
  readonly menuHidden: boolean;
  /** The entry itself. */
  readonly entry: RouteEntry;
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  if (path === '') return parent;
  return parent === '/' ? `/${path}` : `${parent}/${path}`;
}

function flatten(
  entries: readonly RouteEntry[],
  parentPath: string,
  parentAuth: RouteAuth,
  out: ResolvedRoute[],
): ResolvedRoute[] {
  for (const entry of entries) {
    const fullPath = joinPath(parentPath, entry.path);
    const auth = entry.auth ?? parentAuth;
    for (const name of [entry.name, ...(entry.aliases ?? [])]) {
      out.push({ name, fullPath, auth, menuHidden: entry.menuHidden ?? false, entry });
    }
    if (entry.children) flatten(entry.children, fullPath, auth, out);
  }
  return out;
}

/** Every route (and alias) of the map, by name. */
export const ROUTES_BY_NAME: ReadonlyMap<string, ResolvedRoute> = new Map(
  flatten(ROUTE_MAP, '/', 'any', []).map((r) => [r.name, r]),
);

/** Reads a route by name; throws on a name the map does not have (a programming error). */
export function routeByName(name: string): ResolvedRoute {
  const route = ROUTES_BY_NAME.get(name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return route;
}
