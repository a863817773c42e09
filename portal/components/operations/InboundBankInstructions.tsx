/**
 * The receipt instructions of an inbound operation (spec operations §2.5 "Inbound payment link
 * page (user side)": SWIFT fields 56, 57, 59 and 70; issue 16): loads
 * `api.remittances.inboundInstructions(operationId)` and lists, each with a Copy action, the
 * amount, the payment reference, field 56 (the intermediary bank, when there is one), 57 (the
 * beneficiary bank), 59 (the account credited and its holder) and 70 (the remittance
 * information, which carries the reference the wire is matched by). 'Download PDF' fetches the
 * same instructions as a PDF in the page's language (the route needs the session headers, so
 * not a plain link) and saves it. A 409 says the operation no longer awaits payment; a 503 that
 * the instructions are unavailable for now.
 * @module
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  instructionsFileName,
  type InboundInstructions,
  type SwiftBank,
} from '../../../src/contracts/inbound-instructions';
import { useLocale } from '../../app/locale';
import { apiErrorStatus } from '../../app/api-message';
import { useServices } from '../../app/services';
import { Button } from '../Button';
import { Notice } from '../Notice';
import { CopyButton } from './CopyButton';
import { formatWire } from './format';
import { saveBlob } from './save-blob';
import '../../styles/operations.css';
import '../../styles/status-badge.css';

/** Props of {@link InboundBankInstructions}. */
export interface InboundBankInstructionsProps {
  /** The inbound operation's id. */
  operationId: number;
}

type LoadState =
  | { kind: 'loading' }
  | { kind: 'error'; reason: 'settled' | 'unavailable' | 'failed' }
  | { kind: 'ready'; data: InboundInstructions };

/** Why loading failed, from the HTTP status (spec: 409 not awaiting payment, 503 no bank). */
function failureReason(error: unknown): 'settled' | 'unavailable' | 'failed' {
  const status = apiErrorStatus(error);
  if (status === 409) return 'settled';
  if (status === 503) return 'unavailable';
  return 'failed';
}

/** The SWIFT receipt instructions of one inbound operation; see the module note. */
export function InboundBankInstructions({ operationId }: InboundBankInstructionsProps) {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const id = useId();
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  const [reload, setReload] = useState(0);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    api.remittances.inboundInstructions(operationId).then(
      (data) => live && setState({ kind: 'ready', data }),
      (failure: unknown) => live && setState({ kind: 'error', reason: failureReason(failure) }),
    );
    return () => {
      live = false;
    };
  }, [api, operationId, reload]);

  async function download() {
    setDownloading(true);
    setDownloadFailed(false);
    const language = locale === 'en-US' ? 'en-US' : 'pt-BR';
    try {
      const blob = await api.remittances.inboundInstructionsPdf(operationId, language);
      saveBlob(blob, instructionsFileName(operationId, language));
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  }

  let body;
  if (state.kind === 'loading') {
    body = (
      <p role="status" className="payment-panel__muted">
        {t('inbound.instructions.loading')}
      </p>
    );
  } else if (state.kind === 'error') {
    body =
      state.reason === 'failed' ? (
        <Notice tone="error" title={t('inbound.instructions.loadError')}>
          <Button variant="secondary" onClick={() => setReload((n) => n + 1)}>
            {t('inbound.instructions.retry')}
          </Button>
        </Notice>
      ) : (
        <Notice tone="info">{t(`inbound.instructions.${state.reason}`)}</Notice>
      );
  } else {
    const { data } = state;
    const amount = formatWire(data.amount, locale);
    body = (
      <>
        <p className="payment-panel__muted">{t('inbound.instructions.lead')}</p>
        <dl className="copy-list">
          <CopyRow
            label={t('inbound.instructions.amount')}
            value={amount}
            money
            testId="instructions-amount"
          />
          <CopyRow
            label={t('inbound.instructions.reference')}
            value={data.reference}
            testId="instructions-reference"
          />
        </dl>
        {data.field56 ? (
          <BankField
            code="56"
            title={t('inbound.instructions.field56')}
            bank={data.field56}
            testId="instructions-field56"
          />
        ) : null}
        <BankField
          code="57"
          title={t('inbound.instructions.field57')}
          bank={data.field57}
          testId="instructions-field57"
        />
        <SwiftField
          code="59"
          title={t('inbound.instructions.field59')}
          testId="instructions-field59"
        >
          <CopyRow label={t('inbound.instructions.account')} value={data.field59.account} />
          <CopyRow label={t('inbound.instructions.name')} value={data.field59.name} />
          <CopyRow label={t('inbound.instructions.address')} value={data.field59.address} />
        </SwiftField>
        <SwiftField
          code="70"
          title={t('inbound.instructions.field70')}
          testId="instructions-field70"
        >
          <CopyRow
            label={t('inbound.instructions.remittanceInfo')}
            value={data.field70.join('\n')}
            lines={data.field70}
          />
        </SwiftField>
        <div className="instructions__download">
          <Button variant="secondary" loading={downloading} onClick={() => void download()}>
            {t('inbound.instructions.downloadPdf')}
          </Button>
          {downloadFailed ? (
            <Notice tone="error">{t('inbound.instructions.downloadError')}</Notice>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <section
      className="payment-panel instructions"
      aria-labelledby={`${id}-title`}
      data-testid="inbound-instructions"
    >
      <div className="instructions__head">
        <h2 id={`${id}-title`} className="payment-panel__title">
          {t('inbound.instructions.title')}
        </h2>
        {state.kind === 'ready' && state.data.sandbox ? (
          <span className="status-badge status-badge--warning" data-testid="instructions-sandbox">
            {t('inbound.instructions.sandbox')}
          </span>
        ) : null}
      </div>
      {body}
    </section>
  );
}

/** One SWIFT field: its number and name over its rows. */
function SwiftField(props: { code: string; title: string; testId: string; children: ReactNode }) {
  return (
    <div className="instructions__field" data-testid={props.testId}>
      <h3 className="payment-panel__subtitle">
        <span className="instructions__code">{props.code}</span> {props.title}
      </h3>
      <dl className="copy-list">{props.children}</dl>
    </div>
  );
}

/** Field 56 or 57: a bank's SWIFT code, name, address and (56) account. */
function BankField(props: { code: string; title: string; bank: SwiftBank; testId: string }) {
  const { t } = useLocale();
  const { bank } = props;
  return (
    <SwiftField code={props.code} title={props.title} testId={props.testId}>
      <CopyRow label={t('inbound.instructions.swiftCode')} value={bank.swiftCode} />
      <CopyRow label={t('inbound.instructions.bankName')} value={bank.name} />
      <CopyRow label={t('inbound.instructions.address')} value={bank.address} />
      {bank.account ? (
        <CopyRow label={t('inbound.instructions.account')} value={bank.account} />
      ) : null}
    </SwiftField>
  );
}

/** One labelled value with a Copy button; `lines` shows a multi-line value line by line. */
function CopyRow(props: {
  label: string;
  value: string;
  lines?: string[];
  money?: boolean;
  testId?: string;
}) {
  // On a phone, field 70's lines keep the full width (a SWIFT line is up to 35 characters).
  return (
    <div className={props.lines ? 'copy-row copy-row--block' : 'copy-row'}>
      <dt>{props.label}</dt>
      <dd>
        <span
          className={props.money ? 'copy-row__value money' : 'copy-row__value instructions__value'}
          data-testid={props.testId}
        >
          {props.lines
            ? props.lines.map((line, index) => (
                <span key={index} className="instructions__line">
                  {line}
                </span>
              ))
            : props.value}
        </span>
        <CopyButton value={props.value} label={props.label} variant="ghost" />
      </dd>
    </div>
  );
}
