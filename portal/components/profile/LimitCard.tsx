/**
 * The operational-limit card of the private home and the profile (spec platform §2.3
 * "Operational-limit widget", §3 "Operational limit", §4, §9): used, available and maximum in
 * USD, the percentage used with a bar, the "Your limit is almost over" warning at 70% or more
 * (design §4), the manual-review note once the maximum is reached, the status of the last
 * increase request, and the link to request an increase (issue 20). With no limit data every value shows
 * "US$ 0,00" and 0% (spec §9).
 * @module
 */
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { limitView, type LimitView } from '../../../src/contracts/customers';
import { useLocale } from '../../app/locale';
import { pathFor } from '../../routes/path-for';
import { formatPercentage, formatUsdCents } from './limit-format';
import '../../styles/profile.css';
import '../../styles/status-badge.css';

/** What the card knows about the limit. */
export type LimitCardState =
  { status: 'loading' } | { status: 'ready'; view: LimitView } | { status: 'error' };

/** Props of {@link LimitCard}. */
export interface LimitCardProps {
  /** The limit, or where its loading stands. */
  state: LimitCardState;
  /** Individuals have the operational limit; a company's limit follows its own review. */
  kind?: 'individual' | 'company';
  /** Heading level of the card's title (2 on the home, 2 on the profile). */
  headingLevel?: 2 | 3;
}

/** The operational-limit card; see the module note. */
export function LimitCard({ state, kind = 'individual', headingLevel = 2 }: LimitCardProps) {
  const { t, locale } = useLocale();
  // The correspondent's identifier of the page the card sits on (`/:identifier/app…`).
  const { identifier } = useParams();
  const titleId = useId();
  const view = state.status === 'ready' ? state.view : limitView(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const percentage = formatPercentage(view.percentageOfUse, locale);
  const reached = view.max > 0 && view.used >= view.max;
  const company = kind === 'company';
  const rows: [string, number][] = [
    [t('limitCard.used'), view.used],
    [t('limitCard.available'), view.available],
    [t('limitCard.maximum'), view.max],
  ];

  return (
    <section
      className={view.warning ? 'limit-card limit-card--warning' : 'limit-card'}
      aria-labelledby={titleId}
      aria-busy={state.status === 'loading'}
      data-testid="limit-card"
    >
      <div className="limit-card__head">
        <Heading id={titleId} className="limit-card__title">
          {company ? t('limitCard.companyTitle') : t('limitCard.title')}
        </Heading>
        <span className="limit-card__percentage" data-testid="limit-percentage">
          {t('limitCard.percentageUsed', { percentage })}
        </span>
      </div>
      <div
        className="limit-card__bar"
        role="progressbar"
        aria-label={t('limitCard.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, view.percentageOfUse)}
        aria-valuetext={t('limitCard.percentageUsed', { percentage })}
      >
        <span
          className="limit-card__fill"
          style={{ width: `${Math.min(100, Math.max(0, view.percentageOfUse))}%` }}
        />
      </div>
      <dl className="limit-card__values">
        {rows.map(([label, cents]) => (
          <div key={label} className="limit-card__value">
            <dt>{label}</dt>
            <dd className="amount">{formatUsdCents(cents, locale)}</dd>
          </div>
        ))}
      </dl>
      {view.warning ? (
        <p className="limit-card__warning" role="status">
          <span aria-hidden="true" className="limit-card__warning-icon">
            !
          </span>
          {t('common:limits.warning')}
        </p>
      ) : null}
      {reached ? <p className="limit-card__note">{t('limitCard.reached')}</p> : null}
      {view.lastRequestStatus ? (
        <p className="limit-card__request">
          {t('limitCard.lastRequest')}{' '}
          <span className={`status-badge status-badge--${view.lastRequestStatus.toLowerCase()}`}>
            {t(`limitCard.status.${view.lastRequestStatus}`)}
          </span>
        </p>
      ) : null}
      {state.status === 'error' ? (
        <p className="limit-card__note" role="alert">
          {t('limitCard.loadError')}
        </p>
      ) : null}
      {company ? <p className="limit-card__note">{t('limitCard.companyNote')}</p> : null}
      {/* 'Aumento de limite' (spec platform §2.3; issue 20): the request's stepper. */}
      {identifier ? (
        <Link
          className="limit-card__action"
          to={pathFor('profile-update-limit-new', { identifier })}
        >
          {t('limitCard.requestIncrease')}
        </Link>
      ) : null}
    </section>
  );
}
