/**
 * The frame every history list shares (spec operations §2.7 "Lists"): 'History: {type}' on
 * desktop and 'History' on mobile, Filter (with the active count) and Clear, the active filters
 * in words, loading, error with retry, the empty state with 'New Operation', the total, the
 * page's rows (the caller's table) and the pager. Each kind's page keeps its own query, filters
 * and columns.
 * @module
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../app/locale';
import { Button } from '../Button';
import { Notice } from '../Notice';
import { HistoryKinds } from './HistoryKinds';
import '../../styles/operations.css';

/** What the list's call answered so far. */
export type HistoryLoad<L> =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; list: L };

/** Props of {@link HistoryShell}. */
export interface HistoryShellProps {
  /** The desktop title's type ('Outbound', 'Paper money'). */
  type: string;
  load: HistoryLoad<{ items: readonly unknown[]; total: number; limit: number }>;
  /** How many filters are on (0 for none). */
  activeFilters: number;
  /** The active filters in words. */
  filtersText: string;
  /** Where 'New Operation' goes. */
  newOperationPath: string;
  page: number;
  onPage: (page: number) => void;
  onOpenFilters: () => void;
  onClear: () => void;
  onRetry: () => void;
  /** The rows, when there are some. */
  children: ReactNode;
  /** The filter modal. */
  modal: ReactNode;
}

/** A history list's header, states and pager around the caller's rows. */
export function HistoryShell(props: HistoryShellProps) {
  const { t } = useLocale();
  const { load, page } = props;
  const filtered = props.activeFilters > 0;
  const list = load.state === 'ready' ? load.list : undefined;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.limit)) : 1;

  return (
    <div className="history">
      <HistoryKinds />
      <header className="history__head">
        <h1 className="history__title">
          <span className="history__title-desktop">
            {t('operations.history.title', { 0: props.type })}
          </span>
          <span className="history__title-mobile">{t('operations.history.titleMobile')}</span>
        </h1>
        <div className="history__actions">
          <Button variant="secondary" onClick={props.onOpenFilters} aria-haspopup="dialog">
            {t('operations.history.filter')}
            {filtered ? ` (${props.activeFilters})` : ''}
          </Button>
          {filtered ? (
            <Button variant="ghost" onClick={props.onClear}>
              {t('operations.history.clear')}
            </Button>
          ) : null}
        </div>
      </header>

      {filtered ? (
        <p className="history__summary" data-testid="active-filters">
          {t('operations.history.activeFilters', { 0: props.filtersText })}
        </p>
      ) : null}

      {load.state === 'loading' ? (
        <p role="status" className="history__summary">
          {t('loading')}
        </p>
      ) : null}
      {load.state === 'error' ? (
        <Notice tone="error" title={t('operations.history.loadError')}>
          <div>
            <Button variant="secondary" onClick={props.onRetry}>
              {t('operations.history.retry')}
            </Button>
          </div>
        </Notice>
      ) : null}
      {list && list.items.length === 0 ? (
        <div className="empty-state" data-testid="history-empty">
          <p>{t(filtered ? 'operations.history.emptyFiltered' : 'operations.history.empty')}</p>
          {filtered ? (
            <Button variant="secondary" onClick={props.onClear}>
              {t('operations.history.clear')}
            </Button>
          ) : null}
          <Link className="button button--primary" to={props.newOperationPath}>
            {t('operations.history.newOperation')}
          </Link>
        </div>
      ) : null}
      {list && list.items.length > 0 ? (
        <>
          <p className="history__summary">{t('operations.history.total', { count: list.total })}</p>
          {props.children}
          {pages > 1 ? (
            <nav className="pager" aria-label={t('operations.history.pagination')}>
              <Button variant="ghost" disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
                {t('operations.history.previous')}
              </Button>
              <span aria-current="page">{t('operations.history.page', { 0: page, 1: pages })}</span>
              <Button
                variant="ghost"
                disabled={page >= pages}
                onClick={() => props.onPage(page + 1)}
              >
                {t('operations.history.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}

      {props.modal}
    </div>
  );
}

/** A period's words: `01/11/2026 – 30/11/2026`, `…` for an open end (dates `YYYY-MM-DD`). */
export function describePeriod(
  startDate: string | undefined,
  endDate: string | undefined,
  locale: string,
): string | undefined {
  if (!startDate && !endDate) return undefined;
  const day = (value: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  return [startDate ? day(startDate) : '…', endDate ? day(endDate) : '…'].join(' – ');
}

/** The filters and page as the URL's query (empty values left out, page 1 implied). */
export function historySearch(
  filters: Readonly<Record<string, string | undefined>>,
  page: number,
): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
  if (page > 1) search.set('page', String(page));
  return search;
}

/** How many filters are on. */
export function activeFilterCount(filters: Readonly<Record<string, string | undefined>>): number {
  return Object.values(filters).filter(Boolean).length;
}
