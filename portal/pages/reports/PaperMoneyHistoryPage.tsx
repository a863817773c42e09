/**
 * 'History: Paper money' (desktop) / 'History' (mobile) (spec operations §2.7 "Lists", §3.23,
 * §7.5; issue 17): the customer's banknote purchases, newest first, ten a page, from
 * `api.paperMoney.list(document, query)`, in the shared {@link HistoryShell}. Each row: the
 * operation (opening its detail), date, status (a withdrawal's DELIVERED reads 'Ready for
 * withdrawal'), currency, the amount in that currency and the delivery kind. The filter modal
 * maps status, currency, delivery method and the period to the query; filters and page live in
 * the URL. The empty state's 'New Operation' opens the paper-money checkout. For individuals
 * (a company is told 'Unavailable operations', spec platform §6).
 * @module
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type {
  PaperMoneyList,
  PaperMoneyListItem,
  PaperMoneyListQuery,
} from '../../../src/contracts/paper-money';
import {
  PAPER_MONEY_STATUSES,
  operationStatusLabelKey,
  type PaperMoneyStatus,
} from '../../../src/domain/operations/operation-status';
import {
  DELIVERY_METHODS,
  isDeliveryMethod,
  type DeliveryMethod,
} from '../../../src/domain/paper-money/delivery';
import { paperMoneyStatusLabelKey } from '../../../src/domain/paper-money/status-label';
import { CURRENCY_CODES, isCurrencyCode } from '../../../src/domain/pricing/currencies';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale, type Translate } from '../../app/locale';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { formatDateTime, formatWire } from '../../components/operations/format';
import {
  HistoryFilterModal,
  type FilterSelect,
} from '../../components/operations/HistoryFilterModal';
import {
  HistoryShell,
  activeFilterCount,
  describePeriod,
  historySearch,
  type HistoryLoad,
} from '../../components/operations/HistoryShell';
import { StatusBadge } from '../../components/operations/StatusBadge';
import { pathFor } from '../../routes/path-for';
import { IndividualsOnly } from '../checkout/CompanyNotice';
import '../../styles/operations.css';

/** Rows per page. */
export const PAPER_MONEY_PAGE_SIZE = 10;

/** The filters the modal sets (all optional). */
export type PaperMoneyFilters = {
  status?: PaperMoneyStatus;
  currency?: string;
  deliveryMethod?: DeliveryMethod;
  startDate?: string;
  endDate?: string;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isPaperMoneyStatus(value: unknown): value is PaperMoneyStatus {
  return typeof value === 'string' && (PAPER_MONEY_STATUSES as readonly string[]).includes(value);
}

/** The filters and page written in the URL's query, valid values only. */
export function paperMoneyFiltersFromSearch(search: URLSearchParams): {
  filters: PaperMoneyFilters;
  page: number;
} {
  const status = search.get('status');
  const currency = search.get('currency');
  const deliveryMethod = search.get('deliveryMethod');
  const startDate = search.get('startDate');
  const endDate = search.get('endDate');
  const page = Number(search.get('page'));
  return {
    filters: {
      status: isPaperMoneyStatus(status) ? status : undefined,
      currency: isCurrencyCode(currency) ? currency : undefined,
      deliveryMethod: isDeliveryMethod(deliveryMethod) ? deliveryMethod : undefined,
      startDate: startDate && DATE.test(startDate) ? startDate : undefined,
      endDate: endDate && DATE.test(endDate) ? endDate : undefined,
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The API query of the filters and page (spec operations §3.23, §7.5: `paginate` is the size). */
export function paperMoneyQuery(filters: PaperMoneyFilters, page: number): PaperMoneyListQuery {
  const query: PaperMoneyListQuery = { page, paginate: PAPER_MONEY_PAGE_SIZE };
  if (filters.status) query.status = filters.status;
  if (filters.currency) query.currency = filters.currency as PaperMoneyListQuery['currency'];
  if (filters.deliveryMethod) query.deliveryMethod = filters.deliveryMethod;
  if (filters.startDate) query.startDate = filters.startDate;
  if (filters.endDate) query.endDate = filters.endDate;
  return query;
}

/** `/:identifier/app/reports/paper-money`: individuals only. */
export function PaperMoneyHistoryPage() {
  return (
    <IndividualsOnly>
      <PaperMoneyHistory />
    </IndividualsOnly>
  );
}

function PaperMoneyHistory() {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const { user } = useSession();
  const document = user?.cpf ?? undefined;
  const [search, setSearch] = useSearchParams();
  const { filters, page } = useMemo(() => paperMoneyFiltersFromSearch(search), [search]);
  const [load, setLoad] = useState<HistoryLoad<PaperMoneyList>>({ state: 'loading' });
  const [reload, setReload] = useState(0);
  const [filtering, setFiltering] = useState(false);
  const queryKey = JSON.stringify(paperMoneyQuery(filters, page));

  useEffect(() => {
    if (!document) return undefined;
    let live = true;
    setLoad({ state: 'loading' });
    api.paperMoney.list(document, JSON.parse(queryKey) as PaperMoneyListQuery).then(
      (list) => live && setLoad({ state: 'ready', list }),
      () => live && setLoad({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api, document, queryKey, reload]);

  const apply = (next: PaperMoneyFilters, nextPage = 1) => setSearch(historySearch(next, nextPage));
  const list = load.state === 'ready' ? load.list : undefined;

  return (
    <HistoryShell
      type={t('operations.history.paperMoney')}
      load={load}
      activeFilters={activeFilterCount(filters)}
      filtersText={describeFilters(filters, t, locale)}
      newOperationPath={pathFor('checkout-paper-money', { identifier })}
      page={page}
      onPage={(next) => apply(filters, next)}
      onOpenFilters={() => setFiltering(true)}
      onClear={() => apply({})}
      onRetry={() => setReload((n) => n + 1)}
      modal={
        <HistoryFilterModal
          open={filtering}
          initial={filters}
          selects={filterSelects(t)}
          onClose={() => setFiltering(false)}
          onApply={(next) => {
            setFiltering(false);
            apply(next);
          }}
        />
      }
    >
      {list ? <PaperMoneyTable items={list.items} identifier={identifier} /> : null}
    </HistoryShell>
  );
}

function describeFilters(filters: PaperMoneyFilters, t: Translate, locale: string): string {
  const parts: string[] = [];
  if (filters.status) parts.push(t(`common:${operationStatusLabelKey(filters.status)}`));
  if (filters.currency) parts.push(filters.currency);
  if (filters.deliveryMethod) parts.push(t(`paperMoneyReports.delivery.${filters.deliveryMethod}`));
  const period = describePeriod(filters.startDate, filters.endDate, locale);
  if (period) parts.push(period);
  return parts.join(', ');
}

/** The modal's selects: status, currency and delivery method. */
function filterSelects(t: Translate): FilterSelect[] {
  return [
    {
      name: 'status',
      options: PAPER_MONEY_STATUSES.map((status) => ({
        value: status,
        label: t(`common:${operationStatusLabelKey(status)}`),
      })),
    },
    {
      name: 'currency',
      options: [...CURRENCY_CODES]
        .filter((code) => code !== 'BRL')
        .sort()
        .map((code) => ({ value: code, label: code })),
    },
    {
      name: 'deliveryMethod',
      options: DELIVERY_METHODS.map((method) => ({
        value: method,
        label: t(`paperMoneyReports.delivery.${method}`),
      })),
    },
  ];
}

/** The rows: a table on wide screens, labelled cards on narrow ones (the shared CSS). */
function PaperMoneyTable({
  items,
  identifier,
}: {
  items: readonly PaperMoneyListItem[];
  identifier: string;
}) {
  const { t, locale } = useLocale();
  const col = (key: string) => t(`operations.history.columns.${key}`);
  const delivery = t('paperMoneyReports.columns.delivery');
  return (
    <table className="history-table" role="table" aria-label={t('operations.history.listLabel')}>
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            {col('id')}
          </th>
          <th role="columnheader" scope="col">
            {col('createdAt')}
          </th>
          <th role="columnheader" scope="col">
            {col('status')}
          </th>
          <th role="columnheader" scope="col">
            {col('currency')}
          </th>
          <th role="columnheader" scope="col" className="history-table__amount">
            {col('amount')}
          </th>
          <th role="columnheader" scope="col">
            {delivery}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {items.map((item) => (
          <tr key={item.id} role="row" data-testid="history-row">
            <td role="cell" data-label={col('id')}>
              <Link
                to={pathFor('paper-money-report', { identifier, id: item.id })}
                aria-label={t('operations.history.rowLabel', { 0: item.id })}
              >
                #{item.id}
              </Link>
            </td>
            <td role="cell" data-label={col('createdAt')}>
              {formatDateTime(item.createdAt, locale)}
            </td>
            <td role="cell" data-label={col('status')}>
              <StatusBadge
                status={item.status}
                label={t(`common:${paperMoneyStatusLabelKey(item.status, item.deliveryMethod)}`)}
              />
            </td>
            <td role="cell" data-label={col('currency')}>
              {item.currency}
            </td>
            <td role="cell" data-label={col('amount')} className="history-table__amount money">
              {formatWire(item.amount, locale)}
            </td>
            <td role="cell" data-label={delivery}>
              {t(`paperMoneyReports.delivery.${item.deliveryMethod}`)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
