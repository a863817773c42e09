/**
 * `/console` (issue 20 "Operator console"): the queues as tabs, each with how many records wait
 * in it, and the chosen queue's page (oldest first), each record linking to its detail. The
 * queue and the page live in the URL (`?queue=documents&page=2`), so a reload or the back button
 * keeps them. The tabs and columns come from `console-queues.tsx`.
 * @module
 */
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BackOfficePage, BackOfficeQueue } from '../../../src/contracts/back-office';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { pathFor } from '../../routes/path-for';
import { CONSOLE_QUEUES, formatDocument, isConsoleQueue, viewOf } from './console-queues';

/** Records per page of a queue. */
export const CONSOLE_PAGE_SIZE = 10;

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; page: BackOfficePage };

/** The `?queue&page` of the console's URL, read safely. */
export function consoleQuery(search: URLSearchParams): { queue: BackOfficeQueue; page: number } {
  const queue = search.get('queue');
  const page = Number(search.get('page'));
  return {
    queue: isConsoleQueue(queue) ? queue : (CONSOLE_QUEUES[0] ?? 'registrations'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** `/console`: the queues and the chosen one's records. */
export function ConsoleQueuesPage() {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const [search, setSearch] = useSearchParams();
  const { queue, page } = consoleQuery(search);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [counts, setCounts] = useState<Partial<Record<BackOfficeQueue, number>>>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    api.backOffice
      .list(queue, { page, limit: CONSOLE_PAGE_SIZE })
      .then((answer) => {
        if (!live) return;
        setLoad({ state: 'ready', page: answer });
        setCounts((current) => ({ ...current, [queue]: answer.total }));
      })
      .catch(() => {
        if (live) setLoad({ state: 'error' });
      });
    return () => {
      live = false;
    };
  }, [api, queue, page, attempt]);

  // How many wait in every queue (the tabs' counts): one record of each is enough.
  useEffect(() => {
    let live = true;
    for (const each of CONSOLE_QUEUES) {
      api.backOffice
        .list(each, { page: 1, limit: 1 })
        .then((answer) => {
          if (live) setCounts((current) => ({ ...current, [each]: answer.total }));
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [api, attempt]);

  const goTo = useCallback(
    (next: { queue: BackOfficeQueue; page: number }) => {
      const query = new URLSearchParams({ queue: next.queue });
      if (next.page > 1) query.set('page', String(next.page));
      setSearch(query);
    },
    [setSearch],
  );

  const view = viewOf(queue);
  const list = load.state === 'ready' ? load.page : undefined;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.limit)) : 1;

  return (
    <div className="history console">
      <header className="page-head">
        <h1 className="page-head__title">{t('console.title')}</h1>
        <p className="page-head__lead">{t('console.lead')}</p>
      </header>
      <nav className="history-kinds console-tabs" aria-label={t('console.queuesLabel')}>
        {CONSOLE_QUEUES.map((each) => {
          const count = counts[each];
          return (
            <Link
              key={each}
              className="history-kinds__link"
              to={`${pathFor('console')}?queue=${each}`}
              aria-current={each === queue ? 'page' : undefined}
              data-queue={each}
            >
              {t(`console.queues.${each}`)}
              {count === undefined ? null : (
                <span
                  className="console-tabs__count"
                  aria-label={t('console.waiting', { 0: count })}
                >
                  {count}
                </span>
              )}
            </Link>
          );
        })}
      </nav>

      {load.state === 'loading' ? (
        <div className="console-skeleton" role="status" aria-label={t('loading')}>
          <span className="console-skeleton__bar" />
          <span className="console-skeleton__bar" />
          <span className="console-skeleton__bar" />
        </div>
      ) : null}
      {load.state === 'error' ? (
        <Notice tone="error" title={t('console.loadError')}>
          <div>
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('console.retry')}
            </Button>
          </div>
        </Notice>
      ) : null}
      {list && list.data.length === 0 ? (
        <div className="empty-state" data-testid="console-empty">
          <p>{t('console.empty')}</p>
        </div>
      ) : null}
      {list && list.data.length > 0 ? (
        <>
          <p className="history__summary">{t('console.total', { 0: list.total })}</p>
          <table className="history-table console-table" data-queue={queue}>
            <thead>
              <tr>
                <th scope="col">{t('console.columns.record')}</th>
                <th scope="col">{t('console.columns.customer')}</th>
                <th scope="col">{t('console.columns.document')}</th>
                {view?.columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.amount ? 'history-table__amount' : undefined}
                  >
                    {t(`console.columns.${column.key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.map((record) => {
                const title = t(`console.recordTitle.${record.queue}`, { 0: record.id });
                return (
                  <tr key={`${record.queue}-${record.id}`} data-testid="console-row">
                    <td data-label={t('console.columns.record')}>
                      <Link
                        to={pathFor('console-record', {
                          queue: record.queue,
                          id: String(record.id),
                        })}
                        aria-label={t('console.open', { 0: title })}
                      >
                        #{record.id}
                      </Link>
                    </td>
                    <td data-label={t('console.columns.customer')}>{record.customer.name}</td>
                    <td data-label={t('console.columns.document')} className="money">
                      {formatDocument(record.customer.document, record.customer.personType)}
                    </td>
                    {view?.columns.map((column) => (
                      <td
                        key={column.key}
                        data-label={t(`console.columns.${column.key}`)}
                        className={column.amount ? 'history-table__amount money' : undefined}
                      >
                        {column.cell(record, locale, t)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
          {pages > 1 ? (
            <nav className="pager" aria-label={t('console.pagination')}>
              <Button
                variant="ghost"
                disabled={page <= 1}
                onClick={() => goTo({ queue, page: page - 1 })}
              >
                {t('console.previous')}
              </Button>
              <span aria-current="page">{t('console.page', { 0: page, 1: pages })}</span>
              <Button
                variant="ghost"
                disabled={page >= pages}
                onClick={() => goTo({ queue, page: page + 1 })}
              >
                {t('console.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
