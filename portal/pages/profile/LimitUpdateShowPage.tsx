/**
 * One limit-increase request, `profile/update-limit/show/{id}` (spec platform §2.3 "Limit request
 * detail": document type, attached documents, origin description, status; issue 20): its status
 * ('Em análise' / 'Under review', 'Aprovado', 'Rejeitado'), the limits asked for, held then and
 * approved, its dates, its files and, once decided, the reason. Right after sending, it
 * confirms that the request was registered.
 * @module
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { LimitUpdate } from '../../../src/contracts/limit-updates';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { Notice } from '../../components/Notice';
import { formatDateTime } from '../../components/operations/format';
import { formatUsdCents } from '../../components/profile/limit-format';
import { pathFor } from '../../routes/path-for';
import '../../styles/profile.css';
import '../../styles/status-badge.css';

type State =
  { status: 'loading' } | { status: 'ready'; request: LimitUpdate } | { status: 'error' };

/** `/:identifier/app/profile/update-limit/show/:id`. */
export function LimitUpdateShowPage() {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const { id } = useParams();
  const location = useLocation();
  const created = (location.state as { created?: boolean } | null)?.created === true;
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    const requestId = Number(id);
    if (!Number.isSafeInteger(requestId) || requestId < 1) {
      setState({ status: 'error' });
      return undefined;
    }
    api.limitUpdates.detail(requestId).then(
      (request) => live && setState({ status: 'ready', request }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api, id]);

  const request = state.status === 'ready' ? state.request : undefined;
  const rows: [string, string][] = request
    ? [
        [t('limitUpdates.requestedLimit'), formatUsdCents(request.requestedLimit, locale)],
        [t('limitUpdates.limitAtRequest'), formatUsdCents(request.limitAtRequest, locale)],
        ...(request.approvedLimit === null
          ? []
          : ([[t('limitUpdates.approvedLimit'), formatUsdCents(request.approvedLimit, locale)]] as [
              string,
              string,
            ][])),
        [t('limitUpdates.createdAt'), formatDateTime(request.createdAt, locale)],
        ...(request.decidedAt === null
          ? []
          : ([[t('limitUpdates.decidedAt'), formatDateTime(request.decidedAt, locale)]] as [
              string,
              string,
            ][])),
        [t('limitUpdates.origin'), request.origin],
        ...(request.decisionReason === null
          ? []
          : ([[t('limitUpdates.decisionReason'), request.decisionReason]] as [string, string][])),
      ]
    : [];

  return (
    <div className="profile-page">
      <header className="profile-page__head">
        <Link className="profile-page__back" to={pathFor('profile-home', { identifier })}>
          {t('profile.back')}
        </Link>
        <h1 className="profile-page__title">{t('limitUpdates.detailTitle', { id: id ?? '' })}</h1>
      </header>
      {created ? <Notice tone="success" title={t('limitUpdates.success')} /> : null}
      {state.status === 'error' ? (
        <Notice tone="error" title={t('limitUpdates.loadError')} />
      ) : null}
      {request ? (
        <section className="card" aria-busy={false}>
          <p>
            {t('limitUpdates.status')}:{' '}
            <span
              className={`status-badge status-badge--${request.status.toLowerCase()}`}
              data-testid="limit-update-status"
            >
              {t(`limitCard.status.${request.status}`)}
            </span>
          </p>
          <dl className="limit-update__facts">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <h2>{t('limitUpdates.documents')}</h2>
          <ul data-testid="limit-update-documents">
            {request.attachments.map((file) => (
              <li key={file.key}>
                {t(`limitUpdates.steps.${file.attachmentType}`)}:{' '}
                {t(`limitUpdates.types.${file.proofDocumentType}`)} · {file.fileName}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
