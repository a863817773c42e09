/**
 * `/console/{queue}/{id}` (issue 20 "Operator console"): one record — its customer, its details
 * (figures per locale), the uploaded file for a document, approve and reject (a reason is
 * mandatory to reject: an inline message in the user's language before any call), and its audit
 * trail (who, when, what, why). A decision another operator took first, or a record the
 * lifecycle moved on (409 ALREADY_DECIDED / RECORD_NOT_PENDING), shows the server's message and
 * the record as it is now.
 * @module
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import type {
  BackOfficeAuditEntry,
  BackOfficeQueue,
  BackOfficeRecord,
} from '../../../src/contracts/back-office';
import { apiErrorMessage, apiErrorStatus } from '../../app/api-message';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { formatDateTime } from '../../components/operations/format';
import { pathFor } from '../../routes/path-for';
import {
  formatDocument,
  isConsoleQueue,
  RecordStatus,
  statusLabel,
  StatusText,
  viewOf,
  type DetailRow,
} from './console-queues';
import { DocumentViewer } from './DocumentViewer';

type Load =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error' }
  | { state: 'ready'; record: BackOfficeRecord; audit: readonly BackOfficeAuditEntry[] };

/** What the last decision attempt left on screen. */
type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** A labelled list of rows (those with a value). */
function Rows({ rows, prefix }: { rows: readonly DetailRow[]; prefix: string }) {
  const { t } = useLocale();
  return (
    <dl className="info-list">
      {rows
        .filter((row) => row.value)
        .map((row) => (
          <div key={row.key} className="info-list__row">
            <dt>{t(`${prefix}.${row.key}`)}</dt>
            <dd className={row.money ? 'money' : undefined}>{row.value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The record's trail, oldest first. */
function AuditTrail(props: { queue: string; entries: readonly BackOfficeAuditEntry[] }) {
  const { t, locale } = useLocale();
  return (
    <section className="card" aria-labelledby="console-audit-title" data-testid="console-audit">
      <h2 id="console-audit-title" className="card__title">
        {t('console.audit.title')}
      </h2>
      {props.entries.length === 0 ? (
        <p className="history__summary">{t('console.audit.empty')}</p>
      ) : (
        <ol className="console-audit">
          {props.entries.map((entry) => (
            <li key={entry.id} className="console-audit__entry" data-action={entry.action}>
              <p className="console-audit__head">
                <strong>{t(`console.audit.actions.${entry.action}`)}</strong>
                {' · '}
                <span>{entry.operator.name}</span>
                {' · '}
                <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
              </p>
              <p className="console-audit__change">
                <StatusText queue={props.queue} status={entry.statusBefore} />
                <span aria-hidden="true">→</span>
                <StatusText queue={props.queue} status={entry.statusAfter} />
              </p>
              {entry.reason ? (
                <p className="console-audit__reason">
                  {t('console.audit.why')}: {entry.reason}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Approve / reject with a reason. */
function DecisionPanel(props: {
  queue: BackOfficeQueue;
  id: number;
  onDecided: (outcome: Outcome) => void;
}) {
  const { t } = useLocale();
  const { api } = useServices();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  async function decide(approve: boolean) {
    if (busy) return;
    const text = reason.trim();
    if (!approve && text === '') {
      setError(t('console.decision.reasonRequired'));
      fieldRef.current?.focus();
      return;
    }
    setError(null);
    setBusy(approve ? 'approve' : 'reject');
    try {
      if (approve) {
        await api.backOffice.approve(props.queue, props.id, text ? { reason: text } : {});
      } else {
        await api.backOffice.reject(props.queue, props.id, { reason: text });
      }
      props.onDecided({
        tone: 'success',
        text: t('console.decision.done', {
          0: t(approve ? 'console.recordStatus.APPROVED' : 'console.recordStatus.REJECTED'),
        }),
      });
    } catch (failure) {
      const message = apiErrorMessage(failure);
      const conflict = apiErrorStatus(failure) === 409;
      props.onDecided({
        tone: 'error',
        text: message ?? t(conflict ? 'console.decision.conflict' : 'console.decision.failed'),
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="card" aria-labelledby="console-decision-title">
      <h2 id="console-decision-title" className="card__title">
        {t('console.decision.title')}
      </h2>
      <form
        className="console-decision"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => event.preventDefault()}
      >
        <div className="field">
          <label className="field__label" htmlFor={fieldId}>
            {t('console.decision.reason')}
          </label>
          <textarea
            ref={fieldRef}
            id={fieldId}
            className="field__input console-decision__reason"
            rows={3}
            maxLength={500}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={hintId} className="field__hint">
            {t('console.decision.reasonHint')}
          </p>
          {error ? (
            <p id={errorId} className="field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="console-decision__actions">
          <Button
            type="button"
            loading={busy === 'approve'}
            disabled={busy !== null}
            onClick={() => void decide(true)}
          >
            {t('console.decision.approve')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            className="console-decision__reject"
            loading={busy === 'reject'}
            disabled={busy !== null}
            onClick={() => void decide(false)}
          >
            {t('console.decision.reject')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** `/console/{queue}/{id}`: one record and its decision. */
export function ConsoleRecordPage() {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const params = useParams();
  const queue = isConsoleQueue(params.queue) ? params.queue : undefined;
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [attempt, setAttempt] = useState(0);
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (queue === undefined || !validId) {
      setLoad({ state: 'not-found' });
      return;
    }
    let live = true;
    Promise.all([api.backOffice.find(queue, id), api.backOffice.audit(queue, id)])
      .then(([record, audit]) => {
        if (live) setLoad({ state: 'ready', record, audit: audit.data });
      })
      .catch((error: unknown) => {
        if (!live) return;
        setLoad({ state: apiErrorStatus(error) === 404 ? 'not-found' : 'error' });
      });
    return () => {
      live = false;
    };
  }, [api, queue, id, validId, attempt]);

  const decided = useCallback((next: Outcome) => {
    setOutcome(next);
    // The record as it is now (decided here, or by someone else first), and its trail.
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const back = (
    <Link className="text-link" to={`${pathFor('console')}${queue ? `?queue=${queue}` : ''}`}>
      ← {t('console.back')}
    </Link>
  );
  const title = t(`console.recordTitle.${queue ?? 'other'}`, { 0: validId ? id : '—' });

  if (load.state !== 'ready') {
    return (
      <div className="operation console-record">
        <header className="operation__head">
          {back}
          <h1 className="operation__title">{title}</h1>
        </header>
        {load.state === 'loading' ? (
          <div className="console-skeleton" role="status" aria-label={t('loading')}>
            <span className="console-skeleton__bar" />
            <span className="console-skeleton__bar" />
          </div>
        ) : null}
        {load.state === 'not-found' ? <Notice tone="error">{t('console.notFound')}</Notice> : null}
        {load.state === 'error' ? (
          <Notice tone="error" title={t('console.recordLoadError')}>
            <div>
              <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
                {t('console.retry')}
              </Button>
            </div>
          </Notice>
        ) : null}
      </div>
    );
  }

  const { record, audit } = load;
  const view = viewOf(record.queue);
  const { customer } = record;
  const files = view?.files?.(record, t) ?? [];
  const pending = view?.pending(record) ?? false;

  return (
    <div className="operation console-record" data-queue={record.queue} data-status={record.status}>
      <header className="operation__head">
        {back}
        <h1 className="operation__title">
          {title}
          <RecordStatus record={record} />
        </h1>
      </header>
      {outcome ? (
        <Notice ref={outcomeRef} tone={outcome.tone}>
          {outcome.text}
        </Notice>
      ) : null}
      <div className="operation__grid">
        <div className="operation__column">
          <section className="card" aria-labelledby="console-customer-title">
            <h2 id="console-customer-title" className="card__title">
              {t('console.customer.title')}
            </h2>
            <dl className="info-list">
              <div className="info-list__row">
                <dt>{t('console.customer.name')}</dt>
                <dd>{customer.name}</dd>
              </div>
              <div className="info-list__row">
                <dt>{t('console.customer.email')}</dt>
                <dd className="console-break">{customer.email}</dd>
              </div>
              <div className="info-list__row">
                <dt>{t('console.customer.document')}</dt>
                <dd className="money">{formatDocument(customer.document, customer.personType)}</dd>
              </div>
              <div className="info-list__row">
                <dt>{t('console.customer.personType')}</dt>
                <dd>{t(`console.customer.${customer.personType}`)}</dd>
              </div>
              <div className="info-list__row">
                <dt>{t('console.customer.registration')}</dt>
                <dd>
                  <StatusText queue="registrations" status={customer.registrationStatus} />
                </dd>
              </div>
            </dl>
          </section>
          {view ? (
            <section className="card" aria-labelledby="console-details-title">
              <h2 id="console-details-title" className="card__title">
                {t('console.details.title')}
              </h2>
              <Rows rows={view.details(record, locale, t)} prefix="console.details" />
            </section>
          ) : null}
          {files.map((file) => (
            <DocumentViewer key={file.id} file={file} />
          ))}
        </div>
        <div className="operation__column">
          {pending && queue ? (
            <DecisionPanel queue={queue} id={record.id} onDecided={decided} />
          ) : (
            <Notice tone="info">
              {t('console.decision.closed', { 0: statusLabel(record.queue, record.status, t) })}
            </Notice>
          )}
          <AuditTrail queue={record.queue} entries={audit} />
        </div>
      </div>
    </div>
  );
}
