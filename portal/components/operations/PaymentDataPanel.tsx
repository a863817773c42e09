/**
 * How to pay an operation (spec operations §2.5 "Payment data pages", §4.6 "QR code expiry";
 * design §4): loads `api.payments.paymentData(document, operationId)` and shows, by method,
 * - DYNAMIC_PIX: the QR image, the copy-paste code with a Copy button, the amount and a live
 *   `mm:ss` countdown to `expiresAt` ('The QR code expires in': this code is made to expire);
 * - PIX: the QR image of its BR Code (exactly the copy-paste code shown), the product's PIX key
 *   and its holder, the copy-paste code and 'Pay by {date and time}';
 * - TED: the bank data, each with a Copy button, and 'Pay by {date and time}';
 * - PICPAY: the wallet's link and QR image, and 'Pay by {date and time}'.
 * Each method says its own deadline (issue 19, item 7): only the dynamic PIX code expires as a
 * QR code; a key, an account or a wallet link are paid by the operation's payment deadline.
 * When the deadline passes, or the API answers QR_CODE_EXPIRED / PAYMENT_EXPIRED, it says
 * 'Your QR code has expired!' (dynamic PIX) or 'The payment deadline has passed.' (the others),
 * a modal once, then in place, with the hint to start a new operation, and calls `onExpired`. Every variant carries the ownership warning (spec §2.7). In
 * sandbox mode (the API's sandbox routes answer) it offers 'Simulate payment received (sandbox)',
 * which calls `api.payments.simulatePaid` and then refreshes (and calls `onPaid`).
 * Screen readers hear the countdown at 10, 5 and 1 minutes left, not every second (ui-guide).
 * @module
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError, parseApiErrorBody } from '../../../src/api/errors';
import type { PaymentData } from '../../../src/contracts/payments';
import { QR_CODE_EXPIRED_MESSAGES } from '../../../src/domain/operations/expiries';
import { apiErrorMessage } from '../../app/api-message';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { pathFor } from '../../routes/path-for';
import { useSandboxMode } from '../../pages/session/use-sandbox-mode';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Notice } from '../Notice';
import { CopyButton } from './CopyButton';
import { CopyField } from './CopyField';
import { LiveCountdown } from './LiveCountdown';
import { formatDateTime, formatWire } from './format';
import { useCountdown } from './use-countdown';
import '../../styles/operations.css';
import { formatCnpj } from '../../../src/domain/documents/cnpj';

/** Props of {@link PaymentDataPanel}. */
export interface PaymentDataPanelProps {
  /** The customer's CPF or CNPJ digits. */
  document: string;
  /** The operation to pay. */
  operationId: number;
  /** Called once when the payment data expires (countdown at zero or the API says so). */
  onExpired?: () => void;
  /** Called after a simulated payment (sandbox) was accepted. */
  onPaid?: () => void;
  /** Whether the panel shows the ownership warning itself (true; off when the page shows it). */
  ownershipWarning?: boolean;
  /**
   * Whether the panel shows its own mm:ss (true; off when the page shows the payment countdown
   * already). Expiry is followed either way.
   */
  showCountdown?: boolean;
  /** The server's clock minus this one, when the page knows it, so both timers agree. */
  clockOffsetMs?: number;
}

/** Error codes meaning the payment data has expired (the API's QR / deadline refusals). */
const EXPIRED_CODES = new Set(['QR_CODE_EXPIRED', 'PAYMENT_EXPIRED']);
/**
 * Error codes meaning there is nothing (more) to pay here: not awaiting payment, or no payment
 * data for this method (a card operation); the API's message is shown, without a retry.
 */
const SETTLED_CODES = new Set(['OPERATION_NOT_AWAITING_PAYMENT', 'PAYMENT_DATA_NOT_AVAILABLE']);

/** The API's error code of a failure, typed or not. */
export function apiErrorCode(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.code;
  if (typeof error === 'object' && error !== null && 'data' in error) {
    return parseApiErrorBody((error as { data: unknown }).data)?.code;
  }
  return undefined;
}

type PanelState =
  | { kind: 'loading' }
  | { kind: 'error'; message?: string }
  | { kind: 'expired'; byDeadline: boolean }
  | { kind: 'settled'; message?: string }
  | { kind: 'ready'; data: PaymentData };

/** The payment data of one operation; see the module note. */
export function PaymentDataPanel({
  document,
  operationId,
  onExpired,
  onPaid,
  ownershipWarning = true,
  showCountdown = true,
  clockOffsetMs = 0,
}: PaymentDataPanelProps) {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const sandbox = useSandboxMode();
  const [state, setState] = useState<PanelState>({ kind: 'loading' });
  const [modalOpen, setModalOpen] = useState(false);
  const [paying, setPaying] = useState(false);
  const [payOutcome, setPayOutcome] = useState<'done' | 'failed' | null>(null);
  const [reload, setReload] = useState(0);
  const expiredReported = useRef(false);
  const onExpiredRef = useRef(onExpired);
  onExpiredRef.current = onExpired;

  const expire = useCallback((byDeadline = false) => {
    setState({ kind: 'expired', byDeadline });
    if (expiredReported.current) return;
    expiredReported.current = true;
    setModalOpen(true);
    onExpiredRef.current?.();
  }, []);

  useEffect(() => {
    let live = true;
    setState((current) => (current.kind === 'ready' ? current : { kind: 'loading' }));
    api.payments.paymentData(document, operationId).then(
      (data) => live && setState({ kind: 'ready', data }),
      (failure: unknown) => {
        if (!live) return;
        const code = apiErrorCode(failure);
        if (code && EXPIRED_CODES.has(code)) expire();
        else if (code && SETTLED_CODES.has(code)) {
          setState({ kind: 'settled', message: apiErrorMessage(failure) });
        } else setState({ kind: 'error', message: apiErrorMessage(failure) });
      },
    );
    return () => {
      live = false;
    };
  }, [api, document, operationId, reload, expire]);

  const data = state.kind === 'ready' ? state.data : undefined;
  const remaining = useCountdown(data?.expiresAt, clockOffsetMs);

  useEffect(() => {
    if (remaining?.expired && state.kind === 'ready') {
      expire(state.data.method !== 'DYNAMIC_PIX');
    }
  }, [remaining?.expired, state, expire]);

  async function simulatePaid() {
    setPaying(true);
    setPayOutcome(null);
    try {
      await api.payments.simulatePaid(operationId);
      setPayOutcome('done');
      setState({ kind: 'settled' });
      onPaid?.();
    } catch {
      setPayOutcome('failed');
    } finally {
      setPaying(false);
    }
  }

  const newOperation = (
    <Link className="button button--primary" to={pathFor('checkout', { identifier })}>
      {t('operations.payment.newOperation')}
    </Link>
  );
  // Only the dynamic PIX code expires as a QR code; the other methods have a payment deadline.
  const expiringQr = data?.method === 'DYNAMIC_PIX';

  const expiredTitle =
    state.kind === 'expired' && state.byDeadline
      ? t('operations.payment.deadlinePassed')
      : t(`common:${QR_CODE_EXPIRED_MESSAGES.title}`);
  let body: ReactNode;
  if (state.kind === 'loading') {
    body = (
      <p role="status" className="payment-panel__muted">
        {t('operations.payment.loading')}
      </p>
    );
  } else if (state.kind === 'error') {
    body = (
      <Notice tone="error" title={t('operations.payment.loadError')}>
        {state.message ? <p>{state.message}</p> : null}
        <Button variant="secondary" onClick={() => setReload((n) => n + 1)}>
          {t('operations.payment.retry')}
        </Button>
      </Notice>
    );
  } else if (state.kind === 'expired') {
    body = (
      <div className="payment-panel__expired" data-testid="payment-expired">
        <Notice tone="warning" title={expiredTitle}>
          <p>{t(`common:${QR_CODE_EXPIRED_MESSAGES.hint}`)}</p>
        </Notice>
        {newOperation}
      </div>
    );
  } else if (state.kind === 'settled') {
    body =
      payOutcome === 'done' ? (
        <Notice tone="success">{t('operations.payment.sandboxDone')}</Notice>
      ) : (
        <Notice tone="info">{state.message ?? t('operations.payment.sandboxDone')}</Notice>
      );
  } else {
    const paymentData = state.data;
    const amount = formatWire(paymentData.amount, locale);
    body = (
      <>
        <div className="payment-panel__amount">
          <span className="payment-panel__label">{t('operations.payment.amount')}</span>
          <strong className="money" data-testid="payment-amount">
            {amount}
          </strong>
        </div>
        {showCountdown && expiringQr && remaining ? (
          <div className="payment-panel__countdown">
            <span className="payment-panel__label">{t('operations.payment.expiresIn')}</span>
            <LiveCountdown value={remaining} testId="payment-countdown" />
          </div>
        ) : null}
        {expiringQr ? null : (
          <p className="payment-panel__deadline" data-testid="payment-deadline">
            {t('operations.payment.deadline', {
              0: formatDateTime(paymentData.expiresAt, locale),
            })}
          </p>
        )}
        <MethodBody data={paymentData} amount={amount} />
        {ownershipWarning ? (
          <Notice tone="info" title={t('operations.detail.ownershipTitle')}>
            <p>{t('operations.payment.ownership')}</p>
          </Notice>
        ) : null}
      </>
    );
  }

  return (
    <section
      className="payment-panel"
      aria-labelledby={`payment-panel-title-${operationId}`}
      data-testid="payment-panel"
    >
      <h2 id={`payment-panel-title-${operationId}`} className="payment-panel__title">
        {t('operations.payment.title')}
      </h2>
      {body}
      {sandbox === true && state.kind === 'ready' ? (
        <div className="payment-panel__sandbox">
          <p className="payment-panel__muted">{t('operations.payment.sandboxHint')}</p>
          <Button variant="secondary" loading={paying} onClick={() => void simulatePaid()}>
            {t('operations.payment.sandboxPay')}
          </Button>
          {payOutcome === 'failed' ? (
            <Notice tone="error">{t('operations.payment.sandboxError')}</Notice>
          ) : null}
        </div>
      ) : null}
      <Modal
        open={modalOpen}
        title={expiredTitle}
        onClose={() => setModalOpen(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setModalOpen(false)}>
              {t('common:actions.close')}
            </Button>
            <Link
              className="button button--primary"
              data-autofocus
              to={pathFor('checkout', { identifier })}
            >
              {t('operations.payment.newOperation')}
            </Link>
          </>
        }
      >
        <p>{t(`common:${QR_CODE_EXPIRED_MESSAGES.hint}`)}</p>
      </Modal>
    </section>
  );
}

/** One labelled value with a Copy button. */
function CopyRow(props: { label: string; value: string; display?: string }) {
  return (
    <div className="copy-row">
      <dt>{props.label}</dt>
      <dd>
        <span className="copy-row__value">{props.display ?? props.value}</span>
        <CopyButton value={props.value} label={props.label} variant="ghost" />
      </dd>
    </div>
  );
}

/** The method-specific part of the panel. */
function MethodBody({ data, amount }: { data: PaymentData; amount: string }) {
  const { t } = useLocale();
  switch (data.method) {
    case 'DYNAMIC_PIX':
      return (
        <div className="payment-panel__method">
          <h3 className="payment-panel__subtitle">{t('operations.payment.pixTitle')}</h3>
          <p className="payment-panel__muted">{t('operations.payment.pixLead')}</p>
          <img
            className="payment-panel__qr"
            src={data.qrCodeImage}
            alt={t('operations.payment.qrAlt', { 0: amount })}
            width={220}
            height={220}
          />
          <BrCode code={data.brCode} />
        </div>
      );
    case 'PIX':
      return (
        <div className="payment-panel__method">
          <h3 className="payment-panel__subtitle">{t('operations.payment.pixTitle')}</h3>
          <p className="payment-panel__muted">{t('operations.payment.pixKeyLead')}</p>
          <img
            className="payment-panel__qr"
            src={data.qrCodeImage}
            alt={t('operations.payment.qrAlt', { 0: amount })}
            width={220}
            height={220}
          />
          <dl className="copy-list">
            <CopyRow label={t('operations.payment.pixKey')} value={data.pixKey} />
            <div className="copy-row">
              <dt>{t('operations.payment.recipient')}</dt>
              <dd>{data.beneficiaryName}</dd>
            </div>
          </dl>
          <BrCode code={data.brCode} />
        </div>
      );
    case 'TED':
      return (
        <div className="payment-panel__method">
          <h3 className="payment-panel__subtitle">{t('operations.payment.tedTitle')}</h3>
          <p className="payment-panel__muted">{t('operations.payment.tedLead')}</p>
          <dl className="copy-list">
            <CopyRow
              label={t('operations.payment.bank')}
              value={data.bankCode}
              display={`${data.bankCode} – ${data.bankName}`}
            />
            <CopyRow label={t('operations.payment.branch')} value={data.branch} />
            <CopyRow label={t('operations.payment.account')} value={data.accountNumber} />
            <div className="copy-row">
              <dt>{t('operations.payment.accountType')}</dt>
              <dd>{t(`common:bankAccount.accountTypes.${data.accountType}`)}</dd>
            </div>
            <CopyRow label={t('operations.payment.holder')} value={data.holderName} />
            <CopyRow
              label={t('operations.payment.holderDocument')}
              value={data.holderDocument}
              display={formatCnpj(data.holderDocument)}
            />
          </dl>
        </div>
      );
    case 'PICPAY':
      return (
        <div className="payment-panel__method">
          <h3 className="payment-panel__subtitle">{t('operations.payment.picpayTitle')}</h3>
          <p className="payment-panel__muted">{t('operations.payment.picpayLead')}</p>
          <img
            className="payment-panel__qr"
            src={data.qrCodeImage}
            alt={t('operations.payment.picpayQrAlt')}
            width={220}
            height={220}
          />
          <a
            className="button button--primary"
            href={data.paymentUrl}
            target="_blank"
            rel="noreferrer noopener"
          >
            {t('operations.payment.picpayOpen')}
          </a>
        </div>
      );
  }
}

/** The PIX copy-paste code in a read-only field (selectable by hand) with its Copy button. */
function BrCode({ code }: { code: string }) {
  const { t } = useLocale();
  return (
    <CopyField
      id="payment-brcode"
      label={t('operations.payment.brCode')}
      value={code}
      testId="payment-brcode"
    />
  );
}
