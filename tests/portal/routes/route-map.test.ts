import { describe, expect, it } from 'vitest';
import {
  ROUTE_MAP,
  ROUTES_BY_NAME,
  routeByName,
  type RouteEntry,
} from '../../../portal/routes/route-map';

// Copied verbatim from spec platform §2.1 "Route names in use".
const SPEC_ROUTE_NAMES_TEXT =
  'public, error-not-found, disabled-correspondent, impersonate-user, maintenance, public-root, public-home, login, public-register, public-registration, inbound-payment-link, inbound-payment-link-success, inbound-payment-link-error, inbound-payment-link-pending, password-reset, password-recovery, password-invitation, terms-and-conditions, private-root, private-home, private-register, reports, paper-money-reports, paper-money-report, remittance-outbound-reports, remittance-outbound-report, payment-credit-card, remittance-inbound-reports, remittance-inbound-report, moneygram-reports, moneygram-reports-amend, moneygram-reports-refund, moneygram-report, checkout, checkout-paper-money, checkout-moneygram, checkout-remittance-outbound, checkout-remittance-inbound, checkout-remittance-inbound-summary (-success, -error, -pending), checkout-remittance-outbound-summary (-success, -error, -pending), checkout-paper-money-summary (-success, -error, -pending), checkout-moneygram-summary (-success, -error), checkout-remittance-review, checkout-remittance-create-beneficiary, checkout-remittance-edit-beneficiary, checkout-remittance-create-investment-broker, checkout-remittance-create-account, checkout-remittance-edit-account, checkout-paper-money-create-address, profile, profile-home, profile-address, profile-address-new-address, profile-address-edit-address, profile-data, profile-change-password, profile-terms-and-conditions, help, data-sharing, private-terms-and-conditions, profile-update-limit-new, profile-update-limit-show';

/** Expands "name (-a, -b)" into name, name-a, name-b. */
function expandNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/([a-z0-9-]+)(?:\s*\(([^)]*)\))?/g)) {
    const base = match[1];
    if (!base) continue;
    names.push(base);
    for (const suffix of match[2]?.split(',') ?? []) names.push(base + suffix.trim());
  }
  return names;
}

const SPEC_NAMES = expandNames(SPEC_ROUTE_NAMES_TEXT);

function allEntryNames(entries: readonly RouteEntry[]): string[] {
  return entries.flatMap((e) => [e.name, ...(e.aliases ?? []), ...allEntryNames(e.children ?? [])]);
}

describe('route map', () => {
  it('reads the spec list as the 73 names it spells out', () => {
    expect(SPEC_NAMES).toContain('checkout-moneygram-summary-error');
    expect(SPEC_NAMES).not.toContain('checkout-moneygram-summary-pending');
    expect(SPEC_NAMES).toHaveLength(73);
  });

  it.each(SPEC_NAMES)('registers the spec route name %s', (name) => {
    expect(ROUTES_BY_NAME.has(name)).toBe(true);
  });

  it('never uses one name twice', () => {
    const names = allEntryNames(ROUTE_MAP);
    expect(new Set(names).size).toBe(names.length);
  });

  it('declares registration under both REGISTER and REGISTRATION on the same path', () => {
    expect(routeByName('public-register').fullPath).toBe('/:identifier/registration');
    expect(routeByName('public-registration').fullPath).toBe('/:identifier/registration');
  });

  it('places the routes at the paths of spec platform and operations §2.1', () => {
    expect(routeByName('maintenance').fullPath).toBe('/maintenance');
    expect(routeByName('public').fullPath).toBe('/');
    expect(routeByName('error-not-found').fullPath).toBe('/404');
    expect(routeByName('public-home').fullPath).toBe('/:identifier');
    expect(routeByName('disabled-correspondent').fullPath).toBe(
      '/:identifier/disabled-correspondent',
    );
    expect(routeByName('inbound-payment-link-pending').fullPath).toBe(
      '/:identifier/inbound-payment-link/:remittanceId/pending',
    );
    expect(routeByName('impersonate-user').fullPath).toBe('/:identifier/impersonate-user/:token');
    expect(routeByName('private-home').fullPath).toBe('/:identifier/app');
    expect(routeByName('payment-credit-card').fullPath).toBe(
      '/:identifier/app/reports/remittance/outbound/show/:id/payment',
    );
    expect(routeByName('moneygram-reports-refund').fullPath).toBe(
      '/:identifier/app/reports/moneygram/refund/:id',
    );
    expect(routeByName('checkout-remittance-create-investment-broker').fullPath).toBe(
      '/:identifier/app/checkout/remittance/investmentBroker/new',
    );
    expect(routeByName('checkout-paper-money').fullPath).toBe(
      '/:identifier/app/checkout/paper-money/operation',
    );
    expect(routeByName('checkout-moneygram-summary-success').fullPath).toBe(
      '/:identifier/app/checkout/moneygram/summary/success',
    );
    expect(routeByName('profile-data').fullPath).toBe('/:identifier/app/profile/me');
    expect(routeByName('profile-update-limit-show').fullPath).toBe(
      '/:identifier/app/profile/update-limit/show/:id',
    );
  });

  it('gives the entries whose path the spec does not show a path of their own that redirects', () => {
    expect(routeByName('reports').fullPath).toBe('/:identifier/app/reports');
    expect(routeByName('reports').entry.redirectTo).toBe('remittance-outbound-reports');
    expect(routeByName('checkout').fullPath).toBe('/:identifier/app/checkout');
    expect(routeByName('checkout').entry.redirectTo).toBe('checkout-remittance-outbound');
    expect(routeByName('checkout-remittance-review').fullPath).toBe(
      '/:identifier/app/checkout/remittance/review',
    );
  });

  it('sends the legacy /public and any unknown path to the landing', () => {
    expect(routeByName('landing-redirect').fullPath).toBe('/public');
    expect(routeByName('landing-redirect').entry.redirectTo).toBe('public');
    expect(routeByName('unknown-path').fullPath).toBe('/*');
    expect(routeByName('unknown-path').entry.redirectTo).toBe('public');
  });
});

describe('route auth declarations (spec platform §6)', () => {
  const privateNames = [...ROUTES_BY_NAME.values()].filter((r) =>
    r.fullPath.startsWith('/:identifier/app'),
  );
  const publicAreaNames = [...ROUTES_BY_NAME.values()].filter(
    (r) =>
      // The area's own layout (the lookup) is open to all; its public part is for guests.
      (r.fullPath === '/:identifier' && r.name !== 'correspondent-area') ||
      /^\/:identifier\/(login|registration|password|terms-and-conditions|impersonate-user)/.test(
        r.fullPath,
      ),
  );

  it('requires a logged-in user on every route of the private area', () => {
    expect(privateNames.length).toBeGreaterThan(50);
    for (const route of privateNames) expect([route.name, route.auth]).toEqual([route.name, true]);
  });

  it('keeps every route of the public area for guests only', () => {
    expect(publicAreaNames.map((r) => r.name)).toEqual(
      expect.arrayContaining(['public-home', 'login', 'public-register', 'password-reset']),
    );
    for (const route of publicAreaNames)
      expect([route.name, route.auth]).toEqual([route.name, false]);
  });

  it('opens the status pages, the disabled page and the payment link to everyone', () => {
    for (const name of ['maintenance', 'error-not-found', 'forbidden', 'disabled-correspondent']) {
      expect(routeByName(name).auth).toBe('any');
    }
    expect(routeByName('inbound-payment-link-success').auth).toBe('any');
  });

  it('keeps /login for guests', () => {
    expect(routeByName('global-login').auth).toBe(false);
  });

  it('hides the private registration and data sharing from the menu', () => {
    expect(routeByName('private-register').menuHidden).toBe(true);
    expect(routeByName('data-sharing').menuHidden).toBe(true);
    expect(routeByName('help').menuHidden).toBe(false);
  });
});
