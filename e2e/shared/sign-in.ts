/**
 * The one way the journeys sign in (issue 35): the login form filled in the page's own language,
 * on the portal's page or inside the embedded checkout's frame, and, for tests that only read
 * screens, a browser state already signed in through the API.
 */
import {
  expect,
  type APIRequestContext,
  type BrowserContextOptions,
  type Frame,
  type Page,
} from '@playwright/test';
import { DEFAULT_TOKEN_STORAGE_KEY } from '../../src/api/token-store';
import { tokensFromHeaders } from '../../src/domain/session/session-tokens';
import type { Locale } from '../../src/i18n/locale';

/** Who signs in. */
export interface Credentials {
  email: string;
  password: string;
}

/** The sandbox's password of every seeded user. */
export const SEEDED_PASSWORD = 'Demo@2026!';

/** The seeded users (read-only specs only: a journey that changes data registers its own). */
export const SEEDED = {
  customer: { email: 'cliente@demo.test', password: SEEDED_PASSWORD },
  company: { email: 'empresa@demo.test', password: SEEDED_PASSWORD },
  /** The platform's admin (/admin: impersonation), not the console's operator. */
  admin: { email: 'admin@demo.test', password: SEEDED_PASSWORD },
  /** The operator console's operator (serves `demo`). */
  operator: { email: 'operador@demo.test', password: SEEDED_PASSWORD },
} satisfies Record<string, Credentials>;

const LABELS: Record<Locale, { password: string; logIn: string }> = {
  'pt-BR': { password: 'Senha', logIn: 'Entrar' },
  'en-US': { password: 'Password', logIn: 'Log in' },
};

/**
 * Fills and submits the login form already shown on `target` (a page, or the checkout's frame),
 * with the labels of the language the page is in. Does not wait for where it lands.
 */
export async function submitLogin(target: Page | Frame, who: Credentials): Promise<void> {
  const email = target.getByLabel('E-mail', { exact: true });
  await expect(email).toBeVisible();
  const lang = await target.locator('html').getAttribute('lang');
  const words = LABELS[lang === 'en-US' ? 'en-US' : 'pt-BR'];
  await email.fill(who.email);
  await target.getByLabel(words.password, { exact: true }).fill(who.password);
  await target.getByRole('button', { name: words.logIn, exact: true }).click();
}

/** Options of {@link signIn}. */
export interface SignInOptions {
  /** The correspondent whose login page to open (`demo`). */
  identifier?: string;
  /** Where the sign-in should land: the private home by default. */
  landing?: RegExp;
  /** Sign in on the login page the page is on (the portal sent it there), not a fresh one. */
  here?: boolean;
}

/**
 * Signs `who` in on `/{identifier}/login` (or, with `here`, on the login page the portal already
 * sent the page to) and waits for `landing`: the private home unless told otherwise.
 */
export async function signIn(
  page: Page,
  who: Credentials,
  { identifier = 'demo', landing, here = false }: SignInOptions = {},
): Promise<void> {
  if (here) await expect(page).toHaveURL(new RegExp(`/${identifier}/login`));
  else await page.goto(`/${identifier}/login`);
  await submitLogin(page, who);
  await expect(page).toHaveURL(landing ?? new RegExp(`/${identifier}/app/?$`));
}

/** A browser storage state, as `browser.newContext({ storageState })` takes it. */
export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * A browser storage state signed in as `who` on `origin`, without the login form: a session of
 * its own opened through the API, its tokens where the portal keeps a remembered session on plain
 * http (localStorage under the client's key; the auth cookie is Secure). One per context: the
 * portal's first call rotates the token, and the server honours a replaced one for only
 * ROTATION_GRACE_MS (5 s), so a state saved once and reused later would land on the login page.
 * For tests that read screens; a test of the login form itself uses {@link signIn}.
 */
export async function signedInState(
  request: APIRequestContext,
  who: Credentials,
  origin: string,
): Promise<StorageState> {
  const response = await request.post('/api/v1/auth/user/sign_in', { data: who });
  expect(response.status(), await response.text()).toBe(200);
  const tokens = tokensFromHeaders({ get: (name) => response.headers()[name] ?? null });
  expect(tokens, 'the sign-in answered the session headers').toBeDefined();
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(origin).origin,
        localStorage: [{ name: DEFAULT_TOKEN_STORAGE_KEY, value: JSON.stringify(tokens) }],
      },
    ],
  };
}
