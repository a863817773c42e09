/**
 * `/{identifier}/impersonate-user/{token}` (spec platform §2.3 "Impersonate user", design §4):
 * 'Impersonating user, wait a few seconds...'; entering the page clears session storage, local
 * storage and the auth (rememberMe) cookie, then exchanges the token. The operator's tokens are
 * read before the clearing and kept aside by the session store, so ending the impersonation
 * returns to `/admin` signed in as the operator. Success: 'User impersonated successfully,
 * redirecting to home...' and the private home; failure: 'Error impersonating user: {0}'.
 * @module
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AUTH_COOKIE_NAME, writeAuthCookie } from '../../../src/api/cookie-token-store';
import { apiErrorMessage } from '../../app/api-message';
import { useCorrespondent } from '../../app/correspondent-context';
import { LOCALE_STORAGE_KEY, useLocale } from '../../app/locale';
import { useSession } from '../../app/session';
import { Notice } from '../../components/Notice';
import { pathFor } from '../../routes/path-for';
import '../../styles/session.css';

/** How long the success message stays before the home opens. */
export const IMPERSONATION_REDIRECT_DELAY_MS = 800;

/**
 * Clears session storage, local storage and the auth cookie (spec §2.3). The language choice is
 * the one thing put back: it is not session data, and the page is already showing in it.
 */
export function clearBrowserSession(): void {
  let locale: string | null = null;
  try {
    locale = localStorage.getItem(LOCALE_STORAGE_KEY);
    localStorage.clear();
    if (locale) localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked: nothing there to clear.
  }
  try {
    sessionStorage.clear();
  } catch {
    // Same.
  }
  writeAuthCookie(document, AUTH_COOKIE_NAME, '', 0);
}

type Phase = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; reason: string };

/** The impersonation landing. */
export function ImpersonatePage() {
  const { t } = useLocale();
  const { token = '' } = useParams();
  const correspondent = useCorrespondent();
  const session = useSession();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ kind: 'working' });
  // The token works once: StrictMode's second effect run (and any re-render) must not spend it
  // again.
  const started = useRef(false);
  const { impersonate } = session;
  const identifier = correspondent.identifier;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    impersonate(token, { clearStorage: clearBrowserSession }).then(
      () => {
        setPhase({ kind: 'done' });
        timer = setTimeout(() => {
          void navigate(pathFor('private-home', { identifier }), { replace: true });
        }, IMPERSONATION_REDIRECT_DELAY_MS);
      },
      (error: unknown) => {
        setPhase({
          kind: 'failed',
          reason: apiErrorMessage(error) ?? (error instanceof Error ? error.message : ''),
        });
      },
    );
    return () => {
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [impersonate, token, navigate, identifier]);

  return (
    <div className="auth-page">
      <section
        className="auth-card"
        aria-labelledby="impersonate-title"
        aria-busy={phase.kind === 'working'}
      >
        <h1 id="impersonate-title" className="auth-card__title">
          {t('impersonate.title')}
        </h1>
        {phase.kind === 'working' ? (
          <p className="auth-card__status" role="status">
            <span className="spinner" aria-hidden="true" />
            {t('impersonate.waiting')}
          </p>
        ) : null}
        {phase.kind === 'done' ? <Notice tone="success">{t('impersonate.success')}</Notice> : null}
        {phase.kind === 'failed' ? (
          <>
            <Notice tone="error">{t('impersonate.error', { 0: phase.reason })}</Notice>
            {session.status === 'signed-in' ? (
              <Link className="button button--primary" to={pathFor('admin')}>
                {t('impersonate.backToAdmin')}
              </Link>
            ) : (
              <Link className="button button--ghost" to={pathFor('public-home', { identifier })}>
                {t('backHome')}
              </Link>
            )}
          </>
        ) : null}
      </section>
    </div>
  );
}
