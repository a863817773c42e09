/**
 * Layout of `/:identifier` (spec platform §2.2): looks the correspondent up with a full-screen
 * overlay; not found → the public landing; disabled → the disabled-correspondent page; ready →
 * its colours page-wide and the title rule (§1, §9).
 * @module
 */
import { useEffect } from 'react';
import { Navigate, Outlet, useMatches, useParams } from 'react-router';
import type { CorrespondentState } from '../../src/stores/correspondent-store';
import { useStore } from '../../widgets/shared/use-store';
import { CorrespondentContext } from '../app/correspondent-context';
import { applyPageMeta, applyTheme } from '../app/document-head';
import { useLocale } from '../app/locale';
import { useServices } from '../app/services';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { pathFor } from '../routes/path-for';
import { isReservedIdentifier } from '../../src/domain/tenancy/reserved-identifiers';

/** Whether `state` is about `identifier` (the lookup is case-insensitive on the server too). */
function isAbout(state: CorrespondentState, identifier: string): boolean {
  const wanted = identifier.toLowerCase();
  switch (state.status) {
    case 'loading':
    case 'not-found':
      return state.identifier.toLowerCase() === wanted;
    case 'ready':
    case 'disabled':
      return state.correspondent.identifier.toLowerCase() === wanted;
    default:
      return false;
  }
}

/** The correspondent area layout. */
export function CorrespondentArea() {
  const { identifier = '' } = useParams();
  const { correspondents } = useServices();
  const state = useStore(correspondents.$state);
  const reserved = identifier === '' || isReservedIdentifier(identifier);
  const onDisabledPage = useMatches().some(
    (match) => (match.handle as { name?: string } | undefined)?.name === 'disabled-correspondent',
  );

  useEffect(() => {
    if (reserved) return;
    // Already loaded (or loading) for this identifier: navigation inside the area is free.
    if (isAbout(correspondents.$state.get(), identifier)) return;
    void correspondents.load(identifier);
  }, [identifier, reserved, correspondents]);

  const loaded =
    (state.status === 'ready' || state.status === 'disabled') && isAbout(state, identifier)
      ? state.correspondent
      : null;

  useEffect(() => {
    if (!loaded) return;
    applyTheme(document.documentElement, loaded);
    applyPageMeta(document, loaded.name);
    return () => {
      // Leaving the area (e.g. to the landing) returns to the platform's own brand.
      applyTheme(document.documentElement, null);
      applyPageMeta(document, null);
    };
  }, [loaded]);

  if (reserved) return <Navigate to="/" replace />;
  if (!isAbout(state, identifier) && state.status !== 'error') return <LoadingOverlay />;

  switch (state.status) {
    case 'not-found':
      return <Navigate to="/" replace />;
    case 'error':
      return <LoadError onRetry={() => void correspondents.load(identifier)} />;
    case 'disabled':
      if (!onDisabledPage) {
        return <Navigate to={pathFor('disabled-correspondent', { identifier })} replace />;
      }
      break;
    case 'ready':
      if (onDisabledPage) return <Navigate to={pathFor('public-home', { identifier })} replace />;
      break;
    default:
      return <LoadingOverlay />;
  }
  return (
    <CorrespondentContext.Provider value={loaded}>
      <Outlet />
    </CorrespondentContext.Provider>
  );
}

/** Shown when the lookup failed for a reason other than "not found" (network, 503…). */
function LoadError(props: { onRetry: () => void }) {
  const { t } = useLocale();
  return (
    <main className="message-page" id="main">
      <div className="message-card" role="alert">
        <h1 className="message-card__title">{t('loadError.title')}</h1>
        <p>{t('loadError.message')}</p>
        <button type="button" className="button button--primary" onClick={props.onRetry}>
          {t('loadError.retry')}
        </button>
      </div>
    </main>
  );
}
