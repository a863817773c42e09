/**
 * 'Latest Operations' on the private home (spec operations §2.7 "The home shows 'Latest
 * Operations' with 'See all operations' and 'Create new operation'"): the customer's last
 * outbound remittances, when an individual may receive from abroad the last inbound ones, and,
 * when the correspondent sells banknotes to individuals, the last paper-money purchases
 * (issue 17) — all asked at once and merged newest first — each opening its detail; the spec's
 * empty state when there are none. One kind failing leaves the others' rows; all failing says so.
 * @module
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { PaperMoneyListItem } from '../../../src/contracts/paper-money';
import type { WireMoneyObject } from '../../../src/contracts/quotations';
import type { ReportListItem } from '../../../src/contracts/remittances';
import type { OperationStatus } from '../../../src/domain/operations/operation-status';
import { paperMoneyStatusLabelKey } from '../../../src/domain/paper-money/status-label';
import { useLocale, type Translate } from '../../app/locale';
import { useServices } from '../../app/services';
import { pathFor } from '../../routes/path-for';
import { Notice } from '../Notice';
import { formatDateTime, formatWire } from './format';
import { StatusBadge } from './StatusBadge';
import '../../styles/operations.css';

/** How many operations the home shows. */
export const LATEST_OPERATIONS_COUNT = 5;

/** One line of the block, whatever the operation's kind. */
export interface LatestRow {
  key: string;
  id: number;
  createdAt: string;
  amount: WireMoneyObject;
  status: OperationStatus;
  /** The status's words when the kind words it otherwise. */
  statusLabel?: string;
  route: string;
}

type Load =
  | { state: 'loading' }
  | { state: 'error' }
  | {
      state: 'ready';
      remittances: readonly ReportListItem[];
      paperMoney: readonly PaperMoneyListItem[];
      inbound: readonly ReportListItem[];
    };

/** A remittance list's items as rows, each opening its `route`. */
function remittanceRows(
  items: readonly ReportListItem[],
  kind: string,
  route: string,
): LatestRow[] {
  return items.map((item) => ({
    key: `${kind}-${item.id}`,
    id: item.id,
    createdAt: item.createdAt,
    amount: item.amount,
    status: item.status,
    route,
  }));
}

/** The rows of every kind, newest first, at most {@link LATEST_OPERATIONS_COUNT}. */
export function mergeLatest(
  lists: {
    remittances: readonly ReportListItem[];
    inbound: readonly ReportListItem[];
    paperMoney: readonly PaperMoneyListItem[];
  },
  t: Translate,
): LatestRow[] {
  const rows: LatestRow[] = [
    ...remittanceRows(lists.remittances, 'remittance', 'remittance-outbound-report'),
    ...remittanceRows(lists.inbound, 'inbound', 'remittance-inbound-report'),
    ...lists.paperMoney.map((item) => ({
      key: `paper-money-${item.id}`,
      id: item.id,
      createdAt: item.createdAt,
      amount: item.amount,
      status: item.status,
      statusLabel: t(`common:${paperMoneyStatusLabelKey(item.status, item.deliveryMethod)}`),
      route: 'paper-money-report',
    })),
  ];
  return rows
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, LATEST_OPERATIONS_COUNT);
}

/** The latest-operations block of the home, for the customer `document`. */
export function LatestOperations({
  document,
  identifier,
  includePaperMoney = false,
  includeInbound = false,
}: {
  document: string | undefined;
  identifier: string;
  /** Whether paper-money purchases are listed too (an individual, the kind active). */
  includePaperMoney?: boolean;
  /** Whether money received from abroad is listed too (an individual, remittances active). */
  includeInbound?: boolean;
}) {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!document) {
      setLoad({ state: 'ready', remittances: [], paperMoney: [], inbound: [] });
      return undefined;
    }
    let live = true;
    const remittances = api.remittances.list(document, {
      page: 1,
      limit: LATEST_OPERATIONS_COUNT,
      type: 'outbound',
    });
    const paperMoney = includePaperMoney
      ? api.paperMoney.list(document, { page: 1, paginate: LATEST_OPERATIONS_COUNT })
      : Promise.resolve({ items: [] });
    const inbound = includeInbound
      ? api.remittances.list(document, { page: 1, limit: LATEST_OPERATIONS_COUNT, type: 'inbound' })
      : Promise.resolve({ items: [] });
    void Promise.allSettled([remittances, paperMoney, inbound]).then(([sent, bought, received]) => {
      if (!live) return;
      const ready = {
        state: 'ready' as const,
        remittances: sent.status === 'fulfilled' ? sent.value.items : [],
        paperMoney: bought.status === 'fulfilled' ? bought.value.items : [],
        inbound: received.status === 'fulfilled' ? received.value.items : [],
      };
      const failed = [sent, bought, received].some(({ status }) => status === 'rejected');
      // A kind that failed with nothing else to show is an error, not "no operation done".
      const empty = ready.remittances.length + ready.paperMoney.length + ready.inbound.length === 0;
      setLoad(failed && empty ? { state: 'error' } : ready);
    });
    return () => {
      live = false;
    };
  }, [api, document, includePaperMoney, includeInbound]);

  const rows = load.state === 'ready' ? mergeLatest(load, t) : [];

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
      {load.state === 'ready' && rows.length === 0 ? (
        <div className="empty-state">
          <p>{t('privateHome.noOperations')}</p>
          {create}
        </div>
      ) : null}
      {load.state === 'ready' && rows.length > 0 ? (
        <>
          <ul className="latest-operations" data-testid="latest-operations">
            {rows.map((row) => (
              <li key={row.key}>
                <Link
                  className="latest-operations__link"
                  to={pathFor(row.route, { identifier, id: row.id })}
                >
                  <span className="latest-operations__main">
                    <span className="latest-operations__id">
                      {t('operations.history.rowLabel', { 0: row.id })}
                    </span>
                    <span className="latest-operations__date">
                      {formatDateTime(row.createdAt, locale)}
                    </span>
                  </span>
                  <span className="latest-operations__side">
                    <strong className="money">{formatWire(row.amount, locale)}</strong>
                    <StatusBadge status={row.status} label={row.statusLabel} />
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
