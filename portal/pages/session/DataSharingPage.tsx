/**
 * `/{identifier}/app/data-sharing` (spec platform §2.3 "Data sharing", §4 "Correspondent
 * linkage"): a signed-in user not yet linked to this correspondent is asked to share their data
 * with partner {0}. Accept links them (`PUT /v1/registrations/users/{id}/give-access/{id}`) and
 * continues to where they were going; Disagree ("outcome not shown") signs out of this tenant,
 * and the guard then opens its public home.
 * @module
 */
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { apiErrorMessage } from '../../app/api-message';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { pathFor } from '../../routes/path-for';
import { safeRedirect, type DataSharingState } from '../../routes/route-access';
import '../../styles/session.css';

/** Where to continue: the target the guard kept, else the private home. */
function useTarget(identifier: string): string {
  const { state } = useLocation();
  const from = (state as Partial<DataSharingState> | null)?.from;
  const kept = safeRedirect(typeof from === 'string' ? from : undefined);
  return kept && !kept.includes('/app/data-sharing')
    ? kept
    : pathFor('private-home', { identifier });
}

/** The data-sharing consent. */
export function DataSharingPage() {
  const { t } = useLocale();
  const correspondent = useCorrespondent();
  const session = useSession();
  const { api } = useServices();
  const navigate = useNavigate();
  const target = useTarget(correspondent.identifier);
  const [busy, setBusy] = useState<'accept' | 'disagree' | null>(null);
  const [failure, setFailure] = useState<{ text: string } | { key: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const user = session.user;
  const linked = user?.correspondents.includes(correspondent.id) ?? false;
  // Set once accepted: the page navigates itself, the "already linked" redirect must not race it.
  const accepted = useRef(false);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  if (!user) return null;
  if (linked && !accepted.current) return <Navigate to={target} replace />;

  async function accept() {
    if (!user || busy) return;
    setBusy('accept');
    setFailure(null);
    try {
      const updated = await api.auth.giveAccess(user.id, correspondent.id);
      accepted.current = true;
      session.setUser(updated);
      await navigate(target, { replace: true });
    } catch (error) {
      const text = apiErrorMessage(error);
      setFailure(text ? { text } : { key: 'dataSharing.error' });
      setBusy(null);
    }
  }

  async function disagree() {
    if (busy) return;
    setBusy('disagree');
    // Signed out by the user: the guard opens this correspondent's public home.
    await session.signOut();
  }

  return (
    <div className="auth-page">
      <section className="auth-card auth-card--wide" aria-labelledby="data-sharing-title">
        <h1 id="data-sharing-title" className="auth-card__title" ref={headingRef} tabIndex={-1}>
          {t('dataSharing.title')}
        </h1>
        <p className="auth-card__question" data-testid="data-sharing-question">
          {t('dataSharing.question', { 0: correspondent.name })}
        </p>
        <p>{t('dataSharing.explanation', { 0: correspondent.name })}</p>
        <p className="field__hint">{t('dataSharing.signedInAs', { email: user.email })}</p>
        <p>
          <Link
            className="text-link"
            to={pathFor('private-terms-and-conditions', { identifier: correspondent.identifier })}
          >
            {t('dataSharing.terms')}
          </Link>
        </p>
        {failure ? (
          <Notice tone="error">{'text' in failure ? failure.text : t(failure.key)}</Notice>
        ) : null}
        <div className="auth-card__actions">
          <Button
            loading={busy === 'accept'}
            disabled={busy === 'disagree'}
            onClick={() => void accept()}
          >
            {t('dataSharing.accept')}
          </Button>
          <Button
            variant="ghost"
            loading={busy === 'disagree'}
            disabled={busy === 'accept'}
            onClick={() => void disagree()}
          >
            {t('dataSharing.disagree')}
          </Button>
        </div>
      </section>
    </div>
  );
}
