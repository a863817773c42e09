/**
 * 'Latest Operations' on the private home (spec operations §2.7 "The home shows 'Latest
 * Operations' with 'See all operations' and 'Create new operation'"): the customer's last
 * outbound operations, each opening its detail; the spec's empty state when there are none.
 * @module
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ReportListItem } from '../../../src/contracts/remittances';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { pathFor } from '../../routes/path-for';
import { Notice } from '../Notice';
import { formatDateTime, formatWire } from './format';
import { StatusBadge } from './StatusBadge';
import '../../styles/operations.css';

/** How many operations the home shows. */
export const LATEST_OPERATIONS_COUNT = 5;

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; items: ReportListItem[] };

/** The latest-operations block of the home, for the customer `document`. */
export function LatestOperations({
  document,
  identifier,
}: {
  document: string | undefined;
  identifier: string;
}) {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!document) {
      setLoad({ state: 'ready', items: [] });
      return undefined;
    }
    let live = true;
    api.remittances
      .list(document, { page: 1, limit: LATEST_OPERATIONS_COUNT, type: 'outbound' })
      .then(
        (list) => live && setLoad({ state: 'ready', items: list.items }),
        () => live && setLoad({ state: 'error' }),
      );
    return () => {
      live = false;
    };
  }, [api, document]);

  const create = (
    <Link className="button button--primary" to={pathFor('checkout', { identifier })}>
      {t('privateHome.createOperation')}
    </Link>
  );

  return (
    <section className="operations" aria-labelledby="home-operations-title">
      <div className="operations__head">
        <h2 id="home-operations-title" className="home__section-title">
          {t('privateHome.latestOperations')}
        </h2>
        <Link className="text-link" to={pathFor('reports', { identifier })}>
          {t('privateHome.seeAllOperations')}
        </Link>
      </div>
      {load.state === 'loading' ? (
        <p role="status" className="history__summary">
          {t('loading')}
        </p>
      ) : null}
      {load.state === 'error' ? (
        <div className="empty-state">
          <Notice tone="warning">{t('operations.latest.loadError')}</Notice>
          {create}
        </div>
      ) : null}
      {load.state === 'ready' && load.items.length === 0 ? (
        <div className="empty-state">
          <p>{t('privateHome.noOperations')}</p>
          {create}
        </div>
      ) : null}
      {load.state === 'ready' && load.items.length > 0 ? (
        <>
          <ul className="latest-operations" data-testid="latest-operations">
            {load.items.map((item) => (
              <li key={item.id}>
                <Link
                  className="latest-operations__link"
                  to={pathFor('remittance-outbound-report', { identifier, id: item.id })}
                >
                  <span className="latest-operations__main">
                    <span className="latest-operations__id">
                      {t('operations.history.rowLabel', { 0: item.id })}
                    </span>
                    <span className="latest-operations__date">
                      {formatDateTime(item.createdAt, locale)}
                    </span>
                  </span>
                  <span className="latest-operations__side">
                    <strong className="money">{formatWire(item.amount, locale)}</strong>
                    <StatusBadge status={item.status} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <div>{create}</div>
        </>
      ) : null}
    </section>
  );
}
