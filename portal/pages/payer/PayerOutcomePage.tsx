/**
 * The payer's outcome pages, routes `inbound-payment-link-success`, `-pending` and `-error`
 * (spec operations §2.5, §2.6, §4.2, §8.5; issue 16):
 * - success: the payment approved, how much and for whom;
 * - pending: the card issuer has not answered yet (PROCESSING); the page reads the public record
 *   again every few seconds and moves on to success (the link paid) or to the failure screen;
 * - error: 'Failed to Process Your Operation' with the code's message (`?code=`), Go Back and,
 *   while the link can still be paid, Try Again (the payer form keeps what was typed).
 * @module
 */
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { linkStateOf } from '../../../src/domain/payer/payment-failure';
import { useCorrespondent } from '../../app/correspondent-context';
import { pathFor } from '../../routes/path-for';
import { FailureScreen } from './FailureScreen';
import { useAmountText } from './PayerSummary';
import type { PublicInboundRemittance } from '../../../src/contracts/inbound-remittances';
import { usePayer } from './payer-context';
import { usePayerRecord } from './use-payer-record';
import { useReportOutcome } from './use-report-outcome';

/** How often the pending page reads the record again. */
export const PENDING_POLL_MS = 2000;

function SuccessBody(props: { record: PublicInboundRemittance }) {
  const { t } = usePayer();
  const amount = useAmountText(props.record);
  return <p>{t('success.message', { amount, name: props.record.name })}</p>;
}

/** The success page. */
export function PayerSuccessPage() {
  const { t } = usePayer();
  const { state } = usePayerRecord();
  // Reported once the record is read, so the host hears the operation's status with it.
  useReportOutcome(state.status === 'loading' ? undefined : 'success', {
    status: state.status === 'ready' ? state.record.status.key : undefined,
  });
  return (
    <section className="payer-card payer-outcome" data-outcome="success">
      <div className="payer-outcome__mark payer-outcome__mark--success" aria-hidden="true">
        ✓
      </div>
      <h1 className="payer-outcome__title">{t('success.title')}</h1>
      {state.status === 'ready' ? <SuccessBody record={state.record} /> : null}
    </section>
  );
}

/** The pending page: polls the record until the payment settles. */
export function PayerPendingPage() {
  const { t } = usePayer();
  const { identifier } = useCorrespondent();
  const navigate = useNavigate();
  const { state, reload, link } = usePayerRecord();
  useReportOutcome('pending');
  const settled =
    state.status === 'ready'
      ? linkStateOf(state.record.status.key, state.record.expiresAt)
      : undefined;

  useEffect(() => {
    const timer = setInterval(() => void reload(), PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);

  useEffect(() => {
    const params = { identifier, remittanceId: link };
    if (settled === 'fc0003') {
      void navigate(pathFor('inbound-payment-link-success', params), { replace: true });
    } else if (settled === 'fc0002' || settled === 'fc0001') {
      void navigate(`${pathFor('inbound-payment-link-error', params)}?code=${settled}`, {
        replace: true,
      });
    }
  }, [settled, identifier, link, navigate]);

  return (
    <section className="payer-card payer-outcome" data-outcome="pending" aria-busy="true">
      <div className="payer-outcome__mark payer-outcome__mark--pending" aria-hidden="true">
        <span className="spinner" />
      </div>
      <h1 className="payer-outcome__title">{t('pending.title')}</h1>
      <p>{t('pending.message')}</p>
      <p className="payer-outcome__muted" role="status">
        {t('pending.checking')}
      </p>
    </section>
  );
}

/** Codes after which the link cannot be paid again: no Try Again. */
const FINAL_CODES = new Set(['00092', 'fc0001', 'fc0002', 'fc0003', 'fc0404']);

/** The failure page. */
export function PayerErrorPage() {
  const { t } = usePayer();
  const { identifier } = useCorrespondent();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { remittanceId: link = '' } = useParams();
  const code = params.get('code');
  const left = params.get('left');
  const status = params.get('status') ?? undefined;
  useReportOutcome('error', { code, status });
  const form = pathFor('inbound-payment-link', { identifier, remittanceId: link });
  const canRetry = !FINAL_CODES.has(code ?? '') && left !== '0';
  return (
    <FailureScreen
      code={code}
      onGoBack={() => {
        // Back where the payer came from inside the page, else to the link's page.
        if (location.key !== 'default') void navigate(-1);
        else void navigate(form);
      }}
      {...(canRetry ? { onTryAgain: () => void navigate(form) } : {})}
      over={left === '0'}
    >
      {canRetry && left !== null ? (
        <p className="payer-outcome__muted">{t('failure.attemptsLeft', { count: left })}</p>
      ) : null}
    </FailureScreen>
  );
}
