import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  identifierOfPath,
  likelyLocale,
  matchedPattern,
  preloadLinks,
  withPreloads,
} from '../../../server/http/route-preloads';

const ROUTES = [
  '/',
  '/maintenance',
  '/login',
  '/:identifier',
  '/:identifier/login',
  '/:identifier/app',
  '/:identifier/app/reports/remittance/outbound/show/:id',
  '/:identifier/app/reports/remittance/outbound/show/:id/payment',
  '/*',
].map((path) => ({ path }));

describe('matchedPattern (react-router ranking)', () => {
  it.each([
    ['/', '/'],
    ['/maintenance', '/maintenance'],
    ['/login', '/login'],
    ['/demo', '/:identifier'],
    ['/demo/', '/:identifier'],
    ['/demo/login', '/:identifier/login'],
    ['/demo/app', '/:identifier/app'],
    [
      '/demo/app/reports/remittance/outbound/show/7',
      '/:identifier/app/reports/remittance/outbound/show/:id',
    ],
    [
      '/demo/app/reports/remittance/outbound/show/7/payment',
      '/:identifier/app/reports/remittance/outbound/show/:id/payment',
    ],
    ['/demo/nothing/here', '/*'],
  ])('%s → %s', (pathname, pattern) => {
    expect(matchedPattern(ROUTES, pathname)).toBe(pattern);
  });
});

describe('likelyLocale (detectLocale over Accept-Language)', () => {
  it.each([
    [undefined, 'pt-BR'],
    ['', 'pt-BR'],
    ['en-US,en;q=0.9', 'en-US'],
    ['pt-BR,pt;q=0.9,en;q=0.8', 'pt-BR'],
    ['fr-FR, en;q=0.5, pt;q=0.7', 'pt-BR'],
    ['pt;q=0, en', 'en-US'],
    ['de, *;q=0.1', 'pt-BR'],
  ])('%s → %s', (header, locale) => {
    expect(likelyLocale(header)).toBe(locale);
  });

  it('orders by q, then by position', () => {
    expect(acceptedLanguages('a;q=0.5, b, c;q=0.5, d;q=0')).toEqual(['b', 'a', 'c']);
  });
});

describe('identifierOfPath', () => {
  it.each([
    ['/demo/login', 'demo'],
    ['/demo', 'demo'],
    ['/', undefined],
    ['/maintenance', undefined],
    ['/Demo', undefined],
    ['/%22%3E', undefined],
    ['/%E0%A4%A', undefined],
  ])('%s → %s', (pathname, identifier) => {
    expect(identifierOfPath(pathname)).toBe(identifier);
  });
});

describe('preloadLinks and withPreloads', () => {
  it('escapes what it writes and places the links after the last modulepreload', () => {
    const links = preloadLinks({
      modules: ['assets/a-"x.js'],
      fetchUrl: '/api/v1/correspondents/<b>',
    });
    expect(links).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a-&quot;x.js">\n' +
        '    <link rel="preload" as="fetch" crossorigin href="/api/v1/correspondents/&lt;b&gt;">',
    );
    const html = '<head><link rel="modulepreload" crossorigin href="/v.js"><style></style></head>';
    expect(withPreloads(html, '<link x>')).toBe(
      '<head><link rel="modulepreload" crossorigin href="/v.js">\n    <link x><style></style></head>',
    );
    expect(withPreloads('<head></head>', '<link x>')).toBe('<head>    <link x>\n  </head>');
  });
});
