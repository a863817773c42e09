/**
 * The operator console's queues as data (issue 20): for each queue noun, its tab label, its
 * table's columns, its record's detail rows, whether a record still waits for a decision, and
 * the file a record shows in the viewer. The console's screens only iterate this table, so a
 * new queue (the limit-increase requests) is one more entry keyed by its `record.queue`; a
 * record of a queue without an entry still opens, with the customer and the decision only.
 * @module
 */
import type { ReactNode } from 'react';
import {
  BACK_OFFICE_QUEUES,
  type BackOfficeQueue,
  type BackOfficeRecord,
} from '../../../src/contracts/back-office';
import { formatCnpj } from '../../../src/domain/documents/cnpj';
import { formatCpf } from '../../../src/domain/documents/cpf';
import { minorToDecimalString } from '../../../src/domain/money/money';
import { isOperatorHeld } from '../../../src/domain/operations/held-release';
import {
  operationStatusLabelKey,
  type OperationStatus,
} from '../../../src/domain/operations/operation-status';
import { useLocale, type Translate } from '../../app/locale';
import { formatDateTime } from '../../components/operations/format';
import { StatusBadge } from '../../components/operations/StatusBadge';
import '../../styles/status-badge.css';

/** One column of a queue's table: its header (a `console.columns` key) and its cell. */
export interface QueueColumn<R> {
  key: string;
  cell(record: R, locale: string, t: Translate): ReactNode;
  /** Right-aligned tabular figures. */
  amount?: boolean;
}

/** One labelled detail row (`console.details` key); rows without a value are left out. */
export interface DetailRow {
  key: string;
  value: string | null;
  money?: boolean;
}

/** A file a record shows in the viewer. */
export interface ViewedFile {
  /** The upload's id. */
  id: number;
  fileName: string;
  /** Empty when the record does not say (the answer's own type is used). */
  contentType: string;
  /** What the file is, when a record has several (a step, a side of a document). */
  label?: string;
}

/** What the console knows of one queue. */
export interface QueueView<R extends BackOfficeRecord = BackOfficeRecord> {
  /** The columns after the record link and the customer. */
  columns: readonly QueueColumn<R>[];
  /** The record's detail rows. */
  details(record: R, locale: string, t: Translate): readonly DetailRow[];
  /** Whether the record still waits for an operator's decision. */
  pending(record: R): boolean;
  /** The files the viewer shows, if the record has any. */
  files?(record: R, t: Translate): readonly ViewedFile[];
}

/** A record of queue `Q`. */
type RecordOf<Q extends BackOfficeQueue> = Extract<BackOfficeRecord, { queue: Q }>;

/** An amount in a currency's minor units, formatted for the locale (`US$ 1.000,00`). */
export function formatMinor(minor: number, currency: string, locale: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minorToDecimalString(minor, digits) as Intl.StringNumericLiteral);
  } catch {
    return `${currency} ${minorToDecimalString(minor, 2)}`;
  }
}

/** A CPF or CNPJ (digits) as it is written. */
export function formatDocument(document: string, personType: 'PHYSICAL' | 'LEGAL'): string {
  return personType === 'LEGAL' ? formatCnpj(document) : formatCpf(document);
}

/** A file size in kB / MB, for the locale. */
function formatSize(bytes: number | null, locale: string): string | null {
  if (bytes === null) return null;
  const unit = bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte';
  const value = bytes / (unit === 'megabyte' ? 1024 * 1024 : 1024);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(value);
}

/** The text of `key`, else `fallback` (a value the catalogue does not know). */
function labelOr(t: Translate, key: string, fallback: string): string {
  const label = t(key);
  return label === key ? fallback : label;
}

/** The words of status `status` of a record of `queue` (the code itself if it has none). */
export function statusLabel(queue: string, status: string, t: Translate): string {
  const key =
    queue === 'operations'
      ? `common:${operationStatusLabelKey(status as OperationStatus)}`
      : `console.recordStatus.${status}`;
  const label = t(key);
  return label === key ? status : label;
}

/** A record's status as a badge: an operation's label, else the review's. */
export function RecordStatus(props: { record: Pick<BackOfficeRecord, 'queue' | 'status'> }) {
  return <StatusText queue={props.record.queue} status={props.record.status} />;
}

/** The status `status` of a record of `queue` as a badge. */
export function StatusText(props: { queue: string; status: string }) {
  if (props.queue === 'operations') {
    return <StatusBadge status={props.status as OperationStatus} />;
  }
  return <ReviewBadge status={props.status} />;
}

const REVIEW_TONES: Readonly<Record<string, string>> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

/** A registration's or document's review status as a badge (the label carries the meaning). */
function ReviewBadge({ status }: { status: string }) {
  const { t } = useLocale();
  return (
    <span
      className={`status-badge status-badge--${REVIEW_TONES[status] ?? 'neutral'}`}
      data-status={status}
    >
      {statusLabel('registrations', status, t)}
    </span>
  );
}

const registrations: QueueView<RecordOf<'registrations'>> = {
  columns: [
    { key: 'status', cell: (record) => <RecordStatus record={record} /> },
    { key: 'since', cell: (record, locale) => formatDateTime(record.createdAt, locale) },
  ],
  details: (record, locale) => [
    { key: 'createdAt', value: formatDateTime(record.createdAt, locale) },
    {
      key: 'correspondents',
      value:
        record.correspondents
          .map((correspondent) => `${correspondent.name} (${correspondent.identifier})`)
          .join(', ') || null,
    },
  ],
  pending: (record) => record.status === 'PENDING',
};

const documents: QueueView<RecordOf<'documents'>> = {
  columns: [
    { key: 'file', cell: (record) => record.fileName },
    { key: 'status', cell: (record) => <RecordStatus record={record} /> },
    {
      key: 'since',
      cell: (record, locale) =>
        record.uploadedAt === null ? '—' : formatDateTime(record.uploadedAt, locale),
    },
  ],
  details: (record, locale, t) => [
    { key: 'fileName', value: record.fileName },
    { key: 'resource', value: labelOr(t, `console.resources.${record.resource}`, record.resource) },
    { key: 'contentType', value: record.contentType },
    { key: 'size', value: formatSize(record.size, locale) },
    {
      key: 'uploadedAt',
      value: record.uploadedAt === null ? null : formatDateTime(record.uploadedAt, locale),
    },
  ],
  pending: (record) => record.status === 'PENDING',
  files: (record) => [
    { id: record.id, fileName: record.fileName, contentType: record.contentType },
  ],
};

const operations: QueueView<RecordOf<'operations'>> = {
  columns: [
    { key: 'kind', cell: (record, _locale, t) => t(`console.kinds.${record.kind}`) },
    {
      key: 'amount',
      amount: true,
      cell: (record, locale) => formatMinor(record.foreignAmountMinor, record.currency, locale),
    },
    { key: 'status', cell: (record) => <RecordStatus record={record} /> },
    { key: 'since', cell: (record, locale) => formatDateTime(record.createdAt, locale) },
  ],
  details: (record, locale, t) => [
    { key: 'kind', value: t(`console.kinds.${record.kind}`) },
    {
      key: 'foreign',
      value: formatMinor(record.foreignAmountMinor, record.currency, locale),
      money: true,
    },
    { key: 'total', value: formatMinor(record.totalBrlCents, 'BRL', locale), money: true },
    { key: 'usd', value: formatMinor(record.usdCents, 'USD', locale), money: true },
    { key: 'reserved', value: formatMinor(record.reservedUsdCents, 'USD', locale), money: true },
    { key: 'paymentMethod', value: record.paymentMethod },
    {
      key: 'documents',
      value: record.documents.map((key) => key.slice(key.lastIndexOf('/') + 1)).join(', ') || null,
    },
    { key: 'operationCreatedAt', value: formatDateTime(record.createdAt, locale) },
  ],
  pending: (record) => isOperatorHeld(record.status),
};

const companyDocuments: QueueView<RecordOf<'company-documents'>> = {
  columns: [
    {
      key: 'documentType',
      cell: (record, _locale, t) => t(`companyDocuments.types.${record.documentType}`),
    },
    { key: 'version', cell: (record) => String(record.version) },
    { key: 'status', cell: (record) => <RecordStatus record={record} /> },
    { key: 'since', cell: (record, locale) => formatDateTime(record.createdAt, locale) },
  ],
  details: (record, locale, t) => [
    { key: 'documentType', value: t(`companyDocuments.types.${record.documentType}`) },
    { key: 'version', value: String(record.version) },
    { key: 'uploadedAt', value: formatDateTime(record.createdAt, locale) },
  ],
  pending: (record) => record.status === 'PENDING',
  files: (record, t) =>
    record.files.flatMap((file) =>
      file.uploadId === null
        ? []
        : [
            {
              id: file.uploadId,
              fileName: file.fileName,
              contentType: '',
              label: t(`companyDocuments.sides.${file.side}`),
            },
          ],
    ),
};

/** A limit request's file named by its step and document ('Comprovante de endereço' once). */
function stepAndType(step: string, type: string): string {
  return step === type ? step : `${step} · ${type}`;
}

const limitUpdates: QueueView<RecordOf<'limit-updates'>> = {
  columns: [
    {
      key: 'requested',
      amount: true,
      cell: (record, locale) => formatMinor(record.requestedLimitUsdCents, 'USD', locale),
    },
    {
      key: 'currentLimit',
      amount: true,
      cell: (record, locale) => formatMinor(record.currentLimitUsdCents, 'USD', locale),
    },
    { key: 'status', cell: (record) => <RecordStatus record={record} /> },
    { key: 'since', cell: (record, locale) => formatDateTime(record.createdAt, locale) },
  ],
  details: (record, locale) => [
    {
      key: 'requested',
      value: formatMinor(record.requestedLimitUsdCents, 'USD', locale),
      money: true,
    },
    {
      key: 'limitAtRequest',
      value: formatMinor(record.limitAtRequestUsdCents, 'USD', locale),
      money: true,
    },
    {
      key: 'currentLimit',
      value: formatMinor(record.currentLimitUsdCents, 'USD', locale),
      money: true,
    },
    { key: 'used', value: formatMinor(record.usedUsdCents, 'USD', locale), money: true },
    {
      key: 'approvedLimit',
      value:
        record.approvedLimitUsdCents === null
          ? null
          : formatMinor(record.approvedLimitUsdCents, 'USD', locale),
      money: true,
    },
    { key: 'origin', value: record.origin },
    { key: 'decisionReason', value: record.decisionReason },
    { key: 'requestedAt', value: formatDateTime(record.createdAt, locale) },
    {
      key: 'decidedAt',
      value: record.decidedAt === null ? null : formatDateTime(record.decidedAt, locale),
    },
  ],
  pending: (record) => record.status === 'PENDING',
  files: (record, t) =>
    record.documents.flatMap((document) =>
      document.uploadId === null
        ? []
        : [
            {
              id: document.uploadId,
              fileName: document.fileName,
              contentType: '',
              label: stepAndType(
                t(`limitUpdates.steps.${document.attachmentType}`),
                t(`limitUpdates.types.${document.proofDocumentType}`),
              ),
            },
          ],
    ),
};

/** The views of the queues, by noun. */
export const QUEUE_VIEWS: { readonly [Q in BackOfficeQueue]?: QueueView<RecordOf<Q>> } = {
  registrations,
  documents,
  operations,
  'company-documents': companyDocuments,
  'limit-updates': limitUpdates,
};

/** The queues the console shows as tabs, in the contract's order. */
export const CONSOLE_QUEUES: readonly BackOfficeQueue[] = BACK_OFFICE_QUEUES.filter(
  (queue) => QUEUE_VIEWS[queue] !== undefined,
);

/** Whether `value` is a queue the console shows. */
export function isConsoleQueue(value: string | undefined | null): value is BackOfficeQueue {
  return CONSOLE_QUEUES.includes(value as BackOfficeQueue);
}

/** The view of a record's queue (typed loosely: the record is of that queue). */
export function viewOf(queue: string): QueueView | undefined {
  return (QUEUE_VIEWS as Readonly<Record<string, QueueView | undefined>>)[queue];
}
