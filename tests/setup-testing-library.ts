/**
 * Vitest set-up for every test file: Testing Library's `findBy…`/`waitFor` wait up to 5 s
 * instead of 1 s. They return as soon as the expectation holds, so a passing test is no slower;
 * the margin is for a loaded CI machine (2 cores running the suite, PostgreSQL and the builds),
 * where a component's first fetch-and-render has been seen to take just over a second.
 *
 * The portal's strings load per language before its first render (issue 15, `main.tsx`); here
 * both languages are loaded once, with the private area's part, so a test renders a
 * `LocaleProvider` in either at once.
 * @module
 */
import { configure } from '@testing-library/dom';
import { loadCatalogue, loadPrivateCatalogue } from '../portal/app/locale-catalogues';
import { SUPPORTED_LOCALES } from '../src/i18n/locale';

configure({ asyncUtilTimeout: 5_000 });
await Promise.all(SUPPORTED_LOCALES.map(loadCatalogue));
await loadPrivateCatalogue();
