import { describe, expect, test } from 'vitest';
import {
  afterLoginTarget,
  decideAccess,
  loginRedirect,
  safeRedirect,
  type AccessInput,
  type AccessSession,
} from '../../../portal/routes/route-access';
import { authUserFixture } from '../session-fixture';

const customer = authUserFixture({ correspondents: [1] });
const admin = authUserFixture({ id: 3, roles: ['admin'], isAdmin: true, correspondents: [1] });
const signedIn = (user = customer): AccessSession => ({ status: 'signed-in', user });
const guest: AccessSession = { status: 'signed-out', user: undefined };

function input(overrides: Partial<AccessInput>): AccessInput {
  return {
    auth: true,
    leafName: 'profile-home',
    session: guest,
    identifier: 'demo',
    correspondentId: 1,
    pathname: '/demo/app/profile',
    search: '',
    arrivedAsGuest: false,
    ...overrides,
  };
}

describe('while the session loads', () => {
  test('guarded routes wait (loading overlay), open routes render', () => {
    const loading: AccessSession = { status: 'loading', user: undefined };
    expect(decideAccess(input({ session: loading }))).toEqual({ kind: 'loading' });
    expect(decideAccess(input({ session: loading, auth: false }))).toEqual({ kind: 'loading' });
    expect(decideAccess(input({ session: loading, auth: 'any' }))).toEqual({ kind: 'render' });
  });
});

describe('protected routes', () => {
  test('a guest goes to the correspondent login keeping the query and where they were', () => {
    const decision = decideAccess(input({ search: '?partnerId=Acme' }));
    expect(decision.kind).toBe('redirect');
    const to = decision.kind === 'redirect' ? decision.to : '';
    const url = new URL(to, 'http://x');
    expect(url.pathname).toBe('/demo/login');
    expect(url.searchParams.get('partnerId')).toBe('Acme');
    expect(url.searchParams.get('redirect')).toBe('/demo/app/profile?partnerId=Acme');
  });

  test('a guest outside a correspondent area goes to /login', () => {
    const decision = decideAccess(
      input({
        identifier: undefined,
        correspondentId: undefined,
        pathname: '/admin',
        auth: ['admin'],
      }),
    );
    expect(decision).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fadmin' });
  });

  test('after signing out, the user goes to the public home, not the login', () => {
    const decision = decideAccess(input({ session: { ...guest, signedOutBy: 'user' } }));
    expect(decision).toEqual({ kind: 'redirect', to: '/demo/' });
  });

  test("inside <fx-checkout>'s frame, signing out leads to the login keeping the page", () => {
    const decision = decideAccess(
      input({ session: { ...guest, signedOutBy: 'user' }, embedded: true }),
    );
    expect(decision).toMatchObject({
      kind: 'redirect',
      to: expect.stringMatching(/^\/demo\/login\?redirect=/),
    });
  });

  test('after a 401, the user goes to the login keeping the path', () => {
    const decision = decideAccess(input({ session: { ...guest, signedOutBy: 'server' } }));
    expect(decision).toMatchObject({
      kind: 'redirect',
      to: expect.stringMatching(/^\/demo\/login\?redirect=/),
    });
  });

  test('a signed-in user linked to the correspondent sees the page', () => {
    expect(decideAccess(input({ session: signedIn() }))).toEqual({ kind: 'render' });
  });

  test('a signed-in user without the role goes to /403; with it, sees the page', () => {
    const route = {
      auth: ['admin'],
      identifier: undefined,
      correspondentId: undefined,
      pathname: '/admin',
      leafName: 'admin',
    } as const;
    expect(decideAccess(input({ ...route, session: signedIn() }))).toEqual({
      kind: 'redirect',
      to: '/403',
    });
    expect(decideAccess(input({ ...route, session: signedIn(admin) }))).toEqual({ kind: 'render' });
  });
});

describe('guests-only routes', () => {
  const login = { auth: false, leafName: 'login', pathname: '/demo/login' } as const;

  test('a guest sees them', () => {
    expect(decideAccess(input({ ...login }))).toEqual({ kind: 'render' });
  });

  test('a user who arrives signed in goes to /404', () => {
    expect(decideAccess(input({ ...login, session: signedIn() }))).toEqual({
      kind: 'redirect',
      to: '/404',
    });
  });

  test('a user who signs in on the login page goes to the kept redirect, else the private home', () => {
    expect(
      decideAccess(
        input({
          ...login,
          session: signedIn(),
          arrivedAsGuest: true,
          search: '?redirect=%2Fdemo%2Fapp%2Fprofile%3Fx%3D1',
        }),
      ),
    ).toEqual({ kind: 'redirect', to: '/demo/app/profile?x=1' });
    expect(decideAccess(input({ ...login, session: signedIn(), arrivedAsGuest: true }))).toEqual({
      kind: 'redirect',
      to: '/demo/app',
    });
  });

  test('the public home sends a signed-in user to the private home, keeping the query', () => {
    const decision = decideAccess(
      input({
        auth: false,
        leafName: 'public-home',
        pathname: '/demo',
        search: '?simulator=paperMoney',
        session: signedIn(),
      }),
    );
    expect(decision).toEqual({ kind: 'redirect', to: '/demo/app?simulator=paperMoney' });
  });

  test('the marketing landing and the impersonation landing stay open to a signed-in user', () => {
    const landing = input({
      auth: false,
      leafName: 'public',
      identifier: undefined,
      correspondentId: undefined,
      pathname: '/',
      session: signedIn(),
    });
    expect(decideAccess(landing)).toEqual({ kind: 'render' });
    const impersonation = input({
      auth: false,
      leafName: 'impersonate-user',
      pathname: '/demo/impersonate-user/t',
      session: signedIn(admin),
    });
    expect(decideAccess(impersonation)).toEqual({ kind: 'render' });
  });

  test('/login (no correspondent) sends a signed-in user to /404 too', () => {
    const decision = decideAccess(
      input({
        auth: false,
        leafName: 'global-login',
        identifier: undefined,
        correspondentId: undefined,
        pathname: '/login',
        session: signedIn(),
      }),
    );
    expect(decision).toEqual({ kind: 'redirect', to: '/404' });
  });
});

describe('data sharing (spec §6: before each navigation)', () => {
  const aurora = { identifier: 'aurora', correspondentId: 2 };

  test('a user not linked to the correspondent goes to data sharing, keeping the identifier, the query and the target', () => {
    const decision = decideAccess(
      input({
        ...aurora,
        session: signedIn(),
        pathname: '/aurora/app/profile',
        search: '?partnerId=Acme',
      }),
    );
    expect(decision).toEqual({
      kind: 'redirect',
      to: '/aurora/app/data-sharing?partnerId=Acme',
      state: { from: '/aurora/app/profile?partnerId=Acme' },
    });
  });

  test.each([
    'data-sharing',
    'private-terms-and-conditions',
    'terms-and-conditions',
    'profile-terms-and-conditions',
  ])('%s is exempt', (leafName) => {
    expect(decideAccess(input({ ...aurora, leafName, session: signedIn() })).kind).toBe('render');
  });

  test('applies on guests-only routes too, with the login target kept', () => {
    const decision = decideAccess(
      input({
        ...aurora,
        auth: false,
        leafName: 'login',
        pathname: '/aurora/login',
        session: signedIn(),
        arrivedAsGuest: true,
      }),
    );
    expect(decision).toEqual({
      kind: 'redirect',
      to: '/aurora/app/data-sharing',
      state: { from: '/aurora/app' },
    });
  });

  test('a linked user is not sent there, and neither is a guest', () => {
    expect(
      decideAccess(
        input({ ...aurora, session: signedIn(authUserFixture({ correspondents: [1, 2] })) }),
      ),
    ).toEqual({ kind: 'render' });
    expect(
      decideAccess(input({ ...aurora, auth: false, leafName: 'login', pathname: '/aurora/login' })),
    ).toEqual({ kind: 'render' });
  });

  test('routes open to all (payment link, disabled page) are left alone', () => {
    expect(
      decideAccess(
        input({ ...aurora, auth: 'any', leafName: 'inbound-payment-link', session: signedIn() }),
      ),
    ).toEqual({ kind: 'render' });
  });
});

describe('redirect helpers', () => {
  test.each([
    ['/demo/app', '/demo/app'],
    ['//evil.example/x', undefined],
    ['https://evil.example', undefined],
    ['/\\evil', undefined],
    ['', undefined],
    [null, undefined],
  ])('safeRedirect(%j) = %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  test('afterLoginTarget ignores an unsafe redirect', () => {
    expect(afterLoginTarget('demo', '?redirect=%2F%2Fevil.example')).toBe('/demo/app');
  });

  test('loginRedirect points back at the page being opened, whatever its own query holds', () => {
    expect(loginRedirect('demo', '/demo/app', '?redirect=%2Fx')).toBe(
      '/demo/login?redirect=%2Fdemo%2Fapp%3Fredirect%3D%252Fx',
    );
  });
});

describe('the operator console (issue 20)', () => {
  // The sandbox operator: role OPERATOR only, linked to no correspondent as a customer.
  const operator = authUserFixture({
    id: 9,
    email: 'operador@demo.test',
    name: 'Operador Demo',
    roles: ['OPERATOR'],
    cpf: '74185209649',
    correspondents: [],
  });
  const queues = {
    auth: ['OPERATOR'],
    identifier: undefined,
    correspondentId: undefined,
    pathname: '/console',
    leafName: 'console',
  } as const;
  const record = { ...queues, pathname: '/console/registrations/7', leafName: 'console-record' };

  test('an operator opens the queues and a record', () => {
    expect(decideAccess(input({ ...queues, session: signedIn(operator) }))).toEqual({
      kind: 'render',
    });
    expect(decideAccess(input({ ...record, session: signedIn(operator) }))).toEqual({
      kind: 'render',
    });
  });

  test('a customer and an admin without the role get /403', () => {
    for (const user of [customer, admin]) {
      expect(decideAccess(input({ ...record, session: signedIn(user) }))).toEqual({
        kind: 'redirect',
        to: '/403',
      });
    }
  });

  test('a guest goes to /login, coming back to the record', () => {
    expect(decideAccess(input({ ...record }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fconsole%2Fregistrations%2F7',
    });
  });

  test("an operator who signs in on a correspondent's login lands on the console, not data sharing", () => {
    const login = { auth: false, leafName: 'login', pathname: '/demo/login' } as const;
    expect(
      decideAccess(input({ ...login, session: signedIn(operator), arrivedAsGuest: true })),
    ).toEqual({ kind: 'redirect', to: '/console' });
    // A kept target wins.
    expect(
      decideAccess(
        input({
          ...login,
          search: '?redirect=%2Fconsole%2Fdocuments%2F3',
          session: signedIn(operator),
          arrivedAsGuest: true,
        }),
      ),
    ).toEqual({ kind: 'redirect', to: '/console/documents/3' });
    // A customer still goes to the private home.
    expect(decideAccess(input({ ...login, session: signedIn(), arrivedAsGuest: true }))).toEqual({
      kind: 'redirect',
      to: '/demo/app',
    });
  });

  test('afterLoginTarget sends an operator to the console, a customer to the private home', () => {
    expect(afterLoginTarget('demo', '', operator)).toBe('/console');
    expect(afterLoginTarget(undefined, '', operator)).toBe('/console');
    expect(afterLoginTarget('demo', '', customer)).toBe('/demo/app');
  });
});
