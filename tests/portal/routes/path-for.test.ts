import { describe, expect, it } from 'vitest';
import { pathFor } from '../../../portal/routes/path-for';
import { isReservedIdentifier } from '../../../src/domain/tenancy/reserved-identifiers';

describe('pathFor', () => {
  it.each([
    ['public', {}, '/'],
    ['maintenance', {}, '/maintenance'],
    ['public-home', { identifier: 'demo' }, '/demo'],
    ['login', { identifier: 'demo' }, '/demo/login'],
    ['public-registration', { identifier: 'aurora' }, '/aurora/registration'],
    ['private-home', { identifier: 'demo' }, '/demo/app'],
    ['paper-money-report', { identifier: 'demo', id: 42 }, '/demo/app/reports/paper-money/show/42'],
    [
      'inbound-payment-link-success',
      { identifier: 'demo', remittanceId: 'r-9' },
      '/demo/inbound-payment-link/r-9/success',
    ],
    [
      'profile-address-edit-address',
      { identifier: 'demo', id: 3 },
      '/demo/app/profile/address/edit/3',
    ],
  ])('builds %s with %o as %s', (name, params, expected) => {
    expect(pathFor(name, params)).toBe(expected);
  });

  it('encodes parameters so a value cannot add path segments', () => {
    expect(pathFor('impersonate-user', { identifier: 'demo', token: 'a/b c' })).toBe(
      '/demo/impersonate-user/a%2Fb%20c',
    );
  });

  it('refuses a missing parameter instead of building a broken link', () => {
    expect(() => pathFor('public-home')).toThrow(/identifier/);
    expect(() => pathFor('paper-money-report', { identifier: 'demo' })).toThrow(/"id"/);
  });

  it('refuses an unknown route name', () => {
    expect(() => pathFor('no-such-route')).toThrow(/Unknown route name/);
  });
});

describe('reserved identifiers', () => {
  it.each([
    'api',
    'widgets',
    'examples',
    'docs',
    'assets',
    'admin',
    'console',
    'login',
    'maintenance',
    'public',
    'sandbox',
    '403',
    '404',
    'API',
  ])('never treats %s as a correspondent', (identifier) => {
    expect(isReservedIdentifier(identifier)).toBe(true);
  });

  it('lets an ordinary identifier through', () => {
    expect(isReservedIdentifier('demo')).toBe(false);
  });
});
