/**
 * The customer's limit-increase requests on the profile (spec platform §2.3: "the request is
 * registered and can be followed in the limit section of the profile"; issue 20): the latest ten,
 * each with its number, date, amount asked for and status, linking to its page, and the way to
 * send a new one. An administrator holds no limit and gets none of this (see `hasLimitCard`).
 * @module
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { LimitUpdate } from '../../../src/contracts/limit-updates';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { pathFor } from '../../routes/path-for';
import { formatDateTime } from '../operations/format';
import { formatUsdCents } from './limit-format';
import '../../styles/status-badge.css';

type State =
  { status: 'loading' } | { status: 'ready'; items: LimitUpdate[] } | { status: 'error' };

/** The list of the caller's requests; see the module note. */
export function LimitUpdateList() {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    api.limitUpdates.list().then(
      (page) => live && setState({ status: 'ready', items: page.items }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api]);

  return (
    <section className="card limit-update-list" aria-labelledby="limit-update-list-title">
      <h2 id="limit-update-list-title">{t('limitUpdates.listTitle')}</h2>
      {state.status === 'error' ? <p role="alert">{t('limitUpdates.listLoadError')}</p> : null}
      {state.status === 'ready' && state.items.length === 0 ? (
        <p>{t('limitUpdates.listEmpty')}</p>
      ) : null}
      {state.status === 'ready' && state.items.length > 0 ? (
        <ul data-testid="limit-update-list">
          {state.items.map((item) => (
            <li key={item.id}>
              <Link to={pathFor('profile-update-limit-show', { identifier, id: String(item.id) })}>
                {t('limitUpdates.requestNumber', { id: item.id })}
              </Link>{' '}
              · {formatDateTime(item.createdAt, locale)} ·{' '}
              {formatUsdCents(item.requestedLimit, locale)} ·{' '}
              <span className={`status-badge status-badge--${item.status.toLowerCase()}`}>
                {t(`limitCard.status.${item.status}`)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
