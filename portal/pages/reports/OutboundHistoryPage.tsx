/**
 * 'History: Outbound' / 'History: Inbound' (desktop) / 'History' (mobile) (spec operations §2.7
 * "Lists", §3.23, §7.3; issue 16): the customer's remittances of one direction, newest first, ten a page, from
 * `api.remittances.list(document, query)`. Each row shows the §3.23 columns that carry data
 * (operation, date, status badge, currency, amount in that currency, country; delivery method,
 * reference number and invoice only when some row has one) and opens the detail. The filter
 * modal ('Operation filter', 'Filter by {field}', Filter, clear) maps status, currency, purpose
 * and the date range to the query; filters and page live in the URL, so the back button and a
 * shared link keep them. Loading, error (with retry) and empty states; the empty state offers
 * 'New Operation' (that direction's checkout). Inbound lists only the inbound purposes in its
 * filter and is for individuals (a company is told 'Unavailable operations', §6.3).
 * @module
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type {
  ReportList,
  ReportListItem,
  ReportListQuery,
} from '../../../src/contracts/remittances';
import {
  REMITTANCE_STATUSES,
  isOperationStatus,
  operationStatusLabelKey,
  type OperationStatus,
} from '../../../src/domain/operations/operation-status';
import { CURRENCY_CODES, isCurrencyCode } from '../../../src/domain/pricing/currencies';
import {
  INBOUND_PURPOSE_CODES,
  OUTBOUND_PURPOSE_CODES,
  isPurposeCode,
} from '../../../src/domain/pricing/purpose-codes';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale, type Translate } from '../../app/locale';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
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
import { countryName, formatDateTime, formatWire } from '../../components/operations/format';
import { StatusBadge } from '../../components/operations/StatusBadge';
import { pathFor } from '../../routes/path-for';
import type { RemittanceDirection } from '../checkout/OutboundCheckoutPage';
import { IndividualsOnly } from '../checkout/CompanyNotice';
import '../../styles/operations.css';

/** Rows per page. */
export const HISTORY_PAGE_SIZE = 10;

/** The filters the modal sets (all optional). */
export type HistoryFilters = {
  status?: OperationStatus;
  currency?: string;
  purpose?: string;
  startDate?: string;
  endDate?: string;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters and page written in the URL's query, valid values only. */
export function filtersFromSearch(search: URLSearchParams): {
  filters: HistoryFilters;
  page: number;
} {
  const status = search.get('status');
  const currency = search.get('currency');
  const purpose = search.get('purpose');
  const startDate = search.get('startDate');
  const endDate = search.get('endDate');
  const page = Number(search.get('page'));
  return {
    filters: {
      status: isOperationStatus(status) ? status : undefined,
      currency: isCurrencyCode(currency) ? currency : undefined,
      purpose: isPurposeCode(purpose) ? purpose : undefined,
      startDate: startDate && DATE.test(startDate) ? startDate : undefined,
      endDate: endDate && DATE.test(endDate) ? endDate : undefined,
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The API query of the filters and page (spec operations §3.23, §7.3). */
export function historyQuery(
  filters: HistoryFilters,
  page: number,
  direction: RemittanceDirection = 'outbound',
): ReportListQuery {
  const query: ReportListQuery = { page, limit: HISTORY_PAGE_SIZE, type: direction };
  if (filters.status) query.status = filters.status;
  if (filters.currency) query.currency = filters.currency as ReportListQuery['currency'];
  if (filters.purpose)
    query['quotation.purposeCode'] = filters.purpose as ReportListQuery['quotation.purposeCode'];
  if (filters.startDate) query.startDate = filters.startDate;
  if (filters.endDate) query.endDate = filters.endDate;
  return query;
}

/** `/:identifier/app/reports/remittance/outbound`. */
export function OutboundHistoryPage() {
  return <RemittanceHistoryPage direction="outbound" />;
}

/** `/:identifier/app/reports/remittance/inbound`: individuals only (spec operations §6.3). */
export function InboundHistoryPage() {
  return (
    <IndividualsOnly>
      <RemittanceHistoryPage direction="inbound" />
    </IndividualsOnly>
  );
}

/** The history of `direction`. */
export function RemittanceHistoryPage({ direction }: { direction: RemittanceDirection }) {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const { user } = useSession();
  const document = user?.cpf ?? user?.cnpj ?? undefined;
  const [search, setSearch] = useSearchParams();
  const { filters, page } = useMemo(() => filtersFromSearch(search), [search]);
  const [load, setLoad] = useState<HistoryLoad<ReportList>>({ state: 'loading' });
  const [reload, setReload] = useState(0);
  const [filtering, setFiltering] = useState(false);
  const queryKey = JSON.stringify(historyQuery(filters, page, direction));

  useEffect(() => {
    if (!document) return undefined;
    let live = true;
    setLoad({ state: 'loading' });
    api.remittances.list(document, JSON.parse(queryKey) as ReportListQuery).then(
      (list) => live && setLoad({ state: 'ready', list }),
      () => live && setLoad({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api, document, queryKey, reload]);

  const apply = (next: HistoryFilters, nextPage = 1) => setSearch(historySearch(next, nextPage));
  const list = load.state === 'ready' ? load.list : undefined;

  return (
    <HistoryShell
      type={direction === 'inbound' ? t('inbound.history.type') : t('operations.history.outbound')}
      load={load}
      activeFilters={activeFilterCount(filters)}
      filtersText={describeFilters(filters, t, locale)}
      newOperationPath={pathFor(`checkout-remittance-${direction}`, { identifier })}
      page={page}
      onPage={(next) => apply(filters, next)}
      onOpenFilters={() => setFiltering(true)}
      onClear={() => apply({})}
      onRetry={() => setReload((n) => n + 1)}
      modal={
        <HistoryFilterModal
          open={filtering}
          initial={filters}
          selects={filterSelects(direction, t)}
          onClose={() => setFiltering(false)}
          onApply={(next) => {
            setFiltering(false);
            apply(next);
          }}
        />
      }
    >
      {list ? (
        <HistoryTable items={list.items} identifier={identifier} direction={direction} />
      ) : null}
    </HistoryShell>
  );
}

function describeFilters(filters: HistoryFilters, t: Translate, locale: string): string {
  const parts: string[] = [];
  if (filters.status) parts.push(t(`common:${operationStatusLabelKey(filters.status)}`));
  if (filters.currency) parts.push(filters.currency);
  if (filters.purpose) parts.push(t(`widgets:simulator.purpose.${filters.purpose}`));
  const period = describePeriod(filters.startDate, filters.endDate, locale);
  if (period) parts.push(period);
  return parts.join(', ');
}

/**
 * The rows: a table on wide screens, labelled cards on narrow ones (CSS). The explicit table
 * roles keep the table's semantics for screen readers when narrow screens restyle it as blocks.
 */
function HistoryTable({
  items,
  identifier,
  direction,
}: {
  items: ReportListItem[];
  identifier: string;
  direction: RemittanceDirection;
}) {
  const { t, locale } = useLocale();
  const has = (pick: (item: ReportListItem) => string | null) => items.some((item) => pick(item));
  // Money received from abroad has no destination country: the column shows only when filled.
  const showCountry = direction === 'outbound' || has((item) => item.country);
  const showDelivery = has((item) => item.deliveryMethod);
  const showReference = has((item) => item.moneygramReferenceNumber);
  const showInvoice = has((item) => item.invoiceId);
  const col = (key: string) => t(`operations.history.columns.${key}`);
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
          {showCountry ? (
            <th role="columnheader" scope="col">
              {col('country')}
            </th>
          ) : null}
          {showDelivery ? (
            <th role="columnheader" scope="col">
              {col('deliveryMethod')}
            </th>
          ) : null}
          {showReference ? (
            <th role="columnheader" scope="col">
              {col('reference')}
            </th>
          ) : null}
          {showInvoice ? (
            <th role="columnheader" scope="col">
              {col('invoiceId')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {items.map((item) => (
          <tr key={item.id} role="row" data-testid="history-row">
            <td role="cell" data-label={col('id')}>
              <Link
                to={pathFor(`remittance-${direction}-report`, { identifier, id: item.id })}
                aria-label={t('operations.history.rowLabel', { 0: item.id })}
              >
                #{item.id}
              </Link>
            </td>
            <td role="cell" data-label={col('createdAt')}>
              {formatDateTime(item.createdAt, locale)}
            </td>
            <td role="cell" data-label={col('status')}>
              <StatusBadge status={item.status} />
            </td>
            <td role="cell" data-label={col('currency')}>
              {item.currency}
            </td>
            <td role="cell" data-label={col('amount')} className="history-table__amount money">
              {formatWire(item.amount, locale)}
            </td>
            {showCountry ? (
              <td
                role="cell"
                data-label={col('country')}
                data-empty={item.country ? undefined : 'true'}
              >
                {item.country ? countryName(item.country, locale) : '—'}
              </td>
            ) : null}
            {showDelivery ? (
              <td
                role="cell"
                data-label={col('deliveryMethod')}
                data-empty={item.deliveryMethod ? undefined : 'true'}
              >
                {item.deliveryMethod ?? '—'}
              </td>
            ) : null}
            {showReference ? (
              <td
                role="cell"
                data-label={col('reference')}
                data-empty={item.moneygramReferenceNumber ? undefined : 'true'}
              >
                {item.moneygramReferenceNumber ?? '—'}
              </td>
            ) : null}
            {showInvoice ? (
              <td
                role="cell"
                data-label={col('invoiceId')}
                data-empty={item.invoiceId ? undefined : 'true'}
              >
                {item.invoiceId ?? '—'}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The modal's selects: status, currency and the direction's purposes. */
function filterSelects(direction: RemittanceDirection, t: Translate): FilterSelect[] {
  return [
    {
      name: 'status',
      options: REMITTANCE_STATUSES.map((status) => ({
        value: status,
        label: t(`common:${operationStatusLabelKey(status)}`),
      })),
    },
    {
      name: 'currency',
      options: [...CURRENCY_CODES].sort().map((code) => ({ value: code, label: code })),
    },
    {
      name: 'purpose',
      options: (direction === 'inbound' ? INBOUND_PURPOSE_CODES : OUTBOUND_PURPOSE_CODES).map(
        (code) => ({ value: code, label: t(`widgets:simulator.purpose.${code}`) }),
      ),
    },
  ];
}
