/**
 * Issue 15: `scripts/route-preloads.ts` lists, for every route pattern, the chunks its layouts
 * and screen load with their static imports, minus what the entry already preloads, and each
 * language's strings chunk. A fixture manifest shaped as Vite 8 (rolldown) writes it.
 */
import { describe, expect, it } from 'vitest';
import type { ManifestChunk } from '../../scripts/portal-first-load';
import { chunkKeyOf, routePreloads, type RouteTables } from '../../scripts/route-preloads';

const MANIFEST: Record<string, ManifestChunk> = {
  'index.html': {
    file: 'assets/index-AAAAAAAA.js',
    isEntry: true,
    imports: ['_vendor-BBBBBBBB.js'],
    dynamicImports: [
      '../src/i18n/locales/pt-BR/index.ts',
      '../src/i18n/locales/en-US/index.ts',
      'pages/Landing.tsx',
      'pages/Area.tsx',
      'pages/Home.tsx',
      'pages/Login.tsx',
      'pages/Soon.tsx',
      '_Profile-CCCCCCCC.js',
    ],
  },
  '_vendor-BBBBBBBB.js': { file: 'assets/vendor-BBBBBBBB.js' },
  '_Button-DDDDDDDD.js': { file: 'assets/Button-DDDDDDDD.js', imports: ['_vendor-BBBBBBBB.js'] },
  '../src/i18n/locales/pt-BR/index.ts': { file: 'assets/pt-BR-EEEEEEEE.js' },
  '../src/i18n/locales/en-US/index.ts': { file: 'assets/en-US-FFFFFFFF.js' },
  'pages/Landing.tsx': { file: 'assets/Landing-GGGGGGGG.js', imports: ['_vendor-BBBBBBBB.js'] },
  'pages/Area.tsx': { file: 'assets/Area-HHHHHHHH.js', imports: ['index.html'] },
  'pages/Home.tsx': {
    file: 'assets/Home-IIIIIIII.js',
    imports: ['_Button-DDDDDDDD.js'],
    css: ['assets/Home-JJJJJJJJ.css'],
  } as ManifestChunk,
  'pages/Login.tsx': { file: 'assets/Login-KKKKKKKK.js', imports: ['_Button-DDDDDDDD.js'] },
  'pages/Soon.tsx': { file: 'assets/Soon-LLLLLLLL.js' },
  // A page whose helpers other pages import: rolldown names its chunk, not its module.
  '_Profile-CCCCCCCC.js': { file: 'assets/Profile-CCCCCCCC.js', name: 'Profile' },
};

const TABLES: RouteTables = {
  map: [
    { name: 'landing', path: '/' },
    { name: 'old-landing', path: '/public', redirectTo: 'landing' },
    {
      name: 'area',
      path: '/:identifier',
      children: [
        { name: 'home', path: '' },
        { name: 'login', path: 'login' },
        { name: 'profile', path: 'profile' },
        { name: 'later', path: 'later' },
      ],
    },
    { name: 'unknown', path: '*', redirectTo: 'landing' },
  ],
  screens: {
    landing: ['pages/Landing.tsx', 'Landing'],
    home: ['pages/Home.tsx', 'Home'],
    login: ['pages/Login.tsx', 'Login'],
    profile: ['pages/Profile.tsx', 'Profile'],
  },
  layouts: { area: ['pages/Area.tsx', 'Area'] },
  comingSoon: ['pages/Soon.tsx', 'Soon'],
};

describe('routePreloads', () => {
  const preloads = routePreloads(MANIFEST, TABLES);

  it('lists every pattern: layouts then screen, with static imports, minus the entry’s', () => {
    expect(preloads.routes).toEqual({
      '/': ['assets/Landing-GGGGGGGG.js'],
      '/public': ['assets/Landing-GGGGGGGG.js'],
      '/:identifier': [
        'assets/Area-HHHHHHHH.js',
        'assets/Home-IIIIIIII.js',
        'assets/Button-DDDDDDDD.js',
      ],
      '/:identifier/login': [
        'assets/Area-HHHHHHHH.js',
        'assets/Login-KKKKKKKK.js',
        'assets/Button-DDDDDDDD.js',
      ],
      '/:identifier/profile': ['assets/Area-HHHHHHHH.js', 'assets/Profile-CCCCCCCC.js'],
      '/:identifier/later': ['assets/Area-HHHHHHHH.js', 'assets/Soon-LLLLLLLL.js'],
      '/*': ['assets/Landing-GGGGGGGG.js'],
    });
  });

  it('lists each language’s strings chunk', () => {
    expect(preloads.strings).toEqual({
      'pt-BR': ['assets/pt-BR-EEEEEEEE.js'],
      'en-US': ['assets/en-US-FFFFFFFF.js'],
    });
  });

  it('fails on a module the build does not have', () => {
    expect(() => chunkKeyOf(MANIFEST, 'pages/Gone.tsx')).toThrow(/pages\/Gone\.tsx/);
  });
});
