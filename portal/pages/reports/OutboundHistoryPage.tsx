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
import { useEffect, useMemo, useState, type FormEvent } from 'react';
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
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Notice } from '../../components/Notice';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { countryName, formatDateTime, formatWire } from '../../components/operations/format';
import { StatusBadge } from '../../components/operations/StatusBadge';
import { pathFor } from '../../routes/path-for';
import type { RemittanceDirection } from '../checkout/OutboundCheckoutPage';
import { IndividualsOnly } from '../checkout/CompanyNotice';
import '../../styles/operations.css';

/** Rows per page. */
export const HISTORY_PAGE_SIZE = 10;

/** The filters the modal sets (all optional). */
export interface HistoryFilters {
  status?: OperationStatus;
  currency?: string;
  purpose?: string;
  startDate?: string;
  endDate?: string;
}

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

function toSearch(filters: HistoryFilters, page: number): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, String(value));
  if (page > 1) search.set('page', String(page));
  return search;
}

function activeCount(filters: HistoryFilters): number {
  return Object.values(filters).filter(Boolean).length;
}

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; list: ReportList };

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
  const [load, setLoad] = useState<Load>({ state: 'loading' });
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

  const apply = (next: HistoryFilters, nextPage = 1) => setSearch(toSearch(next, nextPage));
  const filtered = activeCount(filters) > 0;
  const list = load.state === 'ready' ? load.list : undefined;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.limit)) : 1;

  return (
    <div className="history">
      <header className="history__head">
        <h1 className="history__title">
          <span className="history__title-desktop">
            {t('operations.history.title', {
              0:
                direction === 'inbound'
                  ? t('inbound.history.type')
                  : t('operations.history.outbound'),
            })}
          </span>
          <span className="history__title-mobile">{t('operations.history.titleMobile')}</span>
        </h1>
        <div className="history__actions">
          <Button variant="secondary" onClick={() => setFiltering(true)} aria-haspopup="dialog">
            {t('operations.history.filter')}
            {filtered ? ` (${activeCount(filters)})` : ''}
          </Button>
          {filtered ? (
            <Button variant="ghost" onClick={() => apply({})}>
              {t('operations.history.clear')}
            </Button>
          ) : null}
        </div>
      </header>

      {filtered ? (
        <p className="history__summary" data-testid="active-filters">
          {t('operations.history.activeFilters', { 0: describeFilters(filters, t, locale) })}
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
            <Button variant="secondary" onClick={() => setReload((n) => n + 1)}>
              {t('operations.history.retry')}
            </Button>
          </div>
        </Notice>
      ) : null}
      {list && list.items.length === 0 ? (
        <div className="empty-state" data-testid="history-empty">
          <p>{t(filtered ? 'operations.history.emptyFiltered' : 'operations.history.empty')}</p>
          {filtered ? (
            <Button variant="secondary" onClick={() => apply({})}>
              {t('operations.history.clear')}
            </Button>
          ) : null}
          <Link
            className="button button--primary"
            to={pathFor(`checkout-remittance-${direction}`, { identifier })}
          >
            {t('operations.history.newOperation')}
          </Link>
        </div>
      ) : null}
      {list && list.items.length > 0 ? (
        <>
          <p className="history__summary">{t('operations.history.total', { count: list.total })}</p>
          <HistoryTable items={list.items} identifier={identifier} direction={direction} />
          {pages > 1 ? (
            <nav className="pager" aria-label={t('operations.history.pagination')}>
              <Button variant="ghost" disabled={page <= 1} onClick={() => apply(filters, page - 1)}>
                {t('operations.history.previous')}
              </Button>
              <span aria-current="page">{t('operations.history.page', { 0: page, 1: pages })}</span>
              <Button
                variant="ghost"
                disabled={page >= pages}
                onClick={() => apply(filters, page + 1)}
              >
                {t('operations.history.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}

      <FilterModal
        direction={direction}
        open={filtering}
        initial={filters}
        onClose={() => setFiltering(false)}
        onApply={(next) => {
          setFiltering(false);
          apply(next);
        }}
      />
    </div>
  );
}

function describeFilters(filters: HistoryFilters, t: Translate, locale: string): string {
  const parts: string[] = [];
  if (filters.status) parts.push(t(`common:${operationStatusLabelKey(filters.status)}`));
  if (filters.currency) parts.push(filters.currency);
  if (filters.purpose) parts.push(t(`widgets:simulator.purpose.${filters.purpose}`));
  if (filters.startDate || filters.endDate) {
    const day = (value: string) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
    parts.push(
      [
        filters.startDate ? day(filters.startDate) : '…',
        filters.endDate ? day(filters.endDate) : '…',
      ].join(' – '),
    );
  }
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

/** 'Operation filter': status, currency, purpose and period; Filter applies, clear empties. */
function FilterModal(props: {
  direction: RemittanceDirection;
  open: boolean;
  initial: HistoryFilters;
  onClose: () => void;
  onApply: (filters: HistoryFilters) => void;
}) {
  const { t } = useLocale();
  const [draft, setDraft] = useState<HistoryFilters>(props.initial);
  const [rangeError, setRangeError] = useState(false);
  const { open, initial } = props;

  useEffect(() => {
    if (open) {
      setDraft(initial);
      setRangeError(false);
    }
  }, [open, initial]);

  const filterBy = (field: string) =>
    t('operations.history.filterBy', { 0: t(`operations.history.fields.${field}`) });
  const set = (key: keyof HistoryFilters, value: string) =>
    setDraft((current) => ({ ...current, [key]: value || undefined }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.startDate && draft.endDate && draft.startDate > draft.endDate) {
      setRangeError(true);
      return;
    }
    props.onApply(draft);
  }

  return (
    <Modal
      open={open}
      title={t('operations.history.filterTitle')}
      onClose={props.onClose}
      actions={
        <>
          <Button variant="ghost" onClick={() => setDraft({})}>
            {t('operations.history.clear')}
          </Button>
          <Button variant="secondary" onClick={props.onClose}>
            {t('operations.history.cancel')}
          </Button>
          <Button type="submit" form="history-filter-form">
            {t('operations.history.filter')}
          </Button>
        </>
      }
    >
      <form id="history-filter-form" className="filter-form" onSubmit={submit} noValidate>
        <SelectField
          label={filterBy('status')}
          placeholder={t('operations.history.any')}
          value={draft.status ?? ''}
          onChange={(event) => set('status', event.target.value)}
          options={REMITTANCE_STATUSES.map((status) => ({
            value: status,
            label: t(`common:${operationStatusLabelKey(status)}`),
          }))}
        />
        <SelectField
          label={filterBy('currency')}
          placeholder={t('operations.history.any')}
          value={draft.currency ?? ''}
          onChange={(event) => set('currency', event.target.value)}
          options={[...CURRENCY_CODES].sort().map((code) => ({ value: code, label: code }))}
        />
        <SelectField
          label={filterBy('purpose')}
          placeholder={t('operations.history.any')}
          value={draft.purpose ?? ''}
          onChange={(event) => set('purpose', event.target.value)}
          options={(props.direction === 'inbound'
            ? INBOUND_PURPOSE_CODES
            : OUTBOUND_PURPOSE_CODES
          ).map((code) => ({
            value: code,
            label: t(`widgets:simulator.purpose.${code}`),
          }))}
        />
        <fieldset className="filter-form__dates">
          <legend className="field__label">{filterBy('period')}</legend>
          <TextField
            type="date"
            label={t('operations.history.startDate')}
            value={draft.startDate ?? ''}
            onChange={(event) => set('startDate', event.target.value)}
          />
          <TextField
            type="date"
            label={t('operations.history.endDate')}
            value={draft.endDate ?? ''}
            error={rangeError ? t('operations.history.dateRangeError') : undefined}
            onChange={(event) => set('endDate', event.target.value)}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
