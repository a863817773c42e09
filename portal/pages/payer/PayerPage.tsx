/**
 * The foreign payer's page, route `inbound-payment-link` (spec operations §2.6; issue 16): the
 * link's public record read without a user; when the link can be paid, the summary, the payer
 * form and the debit-card form; when it cannot, the §8.5 message of its code (fc0001 expired,
 * fc0002 last attempt failed, fc0003 already completed, fc0404 no such operation).
 * @module
 */
import { linkStateOf } from '../../../src/domain/payer/payment-failure';
import { Button } from '../../components/Button';
import { FailureScreen } from './FailureScreen';
import { PayerForm } from './PayerForm';
import { PayerSummary } from './PayerSummary';
import { usePayer } from './payer-context';
import { usePayerRecord } from './use-payer-record';
import { useReportOutcome } from './use-report-outcome';

/** The payer page. */
export function PayerPage() {
  const { t } = usePayer();
  const { state, reload, link } = usePayerRecord();
  const linkState =
    state.status === 'ready'
      ? linkStateOf(state.record.status.key, state.record.expiresAt)
      : state.status === 'not-found'
        ? 'fc0404'
        : undefined;
  const closedCode = linkState?.startsWith('fc') ? linkState : undefined;
  useReportOutcome(closedCode ? 'error' : undefined, { code: closedCode });

  switch (state.status) {
    case 'loading':
      return (
        <div className="payer-card" role="status" aria-busy="true">
          <p>{t('page.loading')}</p>
        </div>
      );
    case 'error':
      return (
        <div className="payer-card" role="alert">
          <p>{t('page.loadError')}</p>
          <Button onClick={() => void reload()}>{t('page.retry')}</Button>
        </div>
      );
    default:
      break;
  }
  if (closedCode) return <FailureScreen code={closedCode} />;
  if (state.status !== 'ready') return null;
  const { record } = state;
  if (linkState === 'not-ready') {
    return (
      <section className="payer-card payer-outcome" data-outcome="not-ready">
        <h1 className="payer-outcome__title">{t('notReady.title')}</h1>
        <p>{t('notReady.message')}</p>
      </section>
    );
  }
  return (
    <div className="payer-page">
      <h1 className="payer-page__title">{t('page.title', { name: record.name })}</h1>
      <p className="payer-page__intro">{t('page.intro')}</p>
      <PayerSummary record={record} />
      <PayerForm record={record} link={link} />
    </div>
  );
}
