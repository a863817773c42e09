/**
 * The paper-money checkout's outcome pages (routes `checkout-paper-money-summary-success`,
 * `-pending`, `-error`; spec operations §2.5, §4.3, §4.4; issue 17):
 * - success: the operation created, the delivery kind and total, and how to pay it (the payment
 *   data: dynamic PIX QR with its 30-minute timer, PIX, TED — the panel outbound shows), unless
 *   its status holds the payment data back (§4.3);
 * - pending ('Reservation completed'): the §4.4 text for the status;
 * - error: 'Failed to Process Your Operation' with the API's message, Try again / Go back.
 * Each links to the operation's detail (`reports/paper-money/show/{id}`). Inside
 * `<fx-checkout>`'s frame the outcome is also posted to the host page.
 * @module
 */
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  operationStatusLabelKey,
  pendingMessageKey,
  PENDING_TITLE_MESSAGE,
  shouldFetchPaymentData,
} from '../../../src/domain/operations/operation-status';
import { formatWire } from '../../../widgets/simulator/format';
import { useCorrespondent } from '../../app/correspondent-context';
import { postToHost, useEmbed } from '../../app/embed';
import { PortalRateBreakdown } from '../../components/operations/PortalRateBreakdown';
import { useLocale } from '../../app/locale';
import { useSession } from '../../app/session';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { PaymentDataPanel } from '../../components/operations/PaymentDataPanel';
import { pathFor } from '../../routes/path-for';
import type { OutboundOutcome } from './OutboundOutcomePage';
import { usePaperMoneyCheckout } from './use-paper-money-checkout';
import '../../styles/profile.css';
import '../../styles/checkout.css';
import { StatusBadge } from '../../components/operations/StatusBadge';

/** One paper-money outcome page. */
export function PaperMoneyOutcomePage({ outcome }: { outcome: OutboundOutcome }) {
  const { t, locale } = useLocale();
  const { identifier } = useCorrespondent();
  const { user } = useSession();
  const { store, data } = usePaperMoneyCheckout();
  const navigate = useNavigate();
  const location = useLocation();
  const operation = data.operation;
  const checkoutPath = pathFor('checkout-paper-money', { identifier });
  const apiMessage =
    typeof (location.state as { message?: unknown } | null)?.message === 'string'
      ? (location.state as { message: string }).message
      : undefined;

  const embed = useEmbed();
  const operationId = operation?.id;
  const operationStatus = operation?.status.key;
  useEffect(() => {
    if (!embed) return;
    postToHost(embed, {
      type: 'complete',
      outcome,
      ...(operationId === undefined ? {} : { operationId }),
      ...(operationStatus === undefined ? {} : { status: operationStatus }),
    });
  }, [embed, outcome, operationId, operationStatus]);

  const newOperation = (
    <Button
      variant="secondary"
      onClick={() => {
        store.reset();
        void navigate(checkoutPath);
      }}
    >
      {t('checkoutPage.outcome.newOperation')}
    </Button>
  );

  if (outcome === 'error') {
    return (
      <div className="checkout checkout--outcome">
        <div className="outcome-card outcome-card--error" data-outcome="error">
          <span className="outcome-card__mark" aria-hidden="true">
            !
          </span>
          <h1 className="outcome-card__title">{t('checkoutPage.outcome.errorTitle')}</h1>
          <Notice tone="error">{apiMessage ?? t('checkoutPage.outcome.errorBody')}</Notice>
          {operation && !apiMessage ? (
            <p>
              <Link
                className="text-link"
                to={pathFor('paper-money-report', { identifier, id: operation.id })}
              >
                {t('checkoutPage.outcome.operation', { id: operation.id })}
              </Link>{' '}
              · {t(`common:${operationStatusLabelKey(operation.status.key)}`)}
            </p>
          ) : null}
          <div className="outcome-card__actions">
            <Button variant="secondary" onClick={() => void navigate(-1)}>
              {t('checkoutPage.outcome.goBack')}
            </Button>
            <Button
              onClick={() => void navigate(pathFor('checkout-paper-money-summary', { identifier }))}
            >
              {t('checkoutPage.outcome.tryAgain')}
            </Button>
          </div>
        </div>
      </div>
    );
  }

  if (!operation) {
    return (
      <div className="checkout checkout--outcome">
        <div className="outcome-card">
          <Notice tone="info">{t('checkoutPage.outcome.none')}</Notice>
          <div className="outcome-card__actions">{newOperation}</div>
        </div>
      </div>
    );
  }

  const status = operation.status.key;
  const pending = outcome === 'pending';
  const pendingKey = pendingMessageKey(status, operation.paymentMethod);
  const document = user?.cpf ?? operation.client.cpf ?? '';
  return (
    <div className="checkout checkout--outcome">
      <div className={`outcome-card outcome-card--${outcome}`} data-outcome={outcome}>
        <span className="outcome-card__mark" aria-hidden="true">
          ✓
        </span>
        <h1 className="outcome-card__title">
          {pending ? t(`common:${PENDING_TITLE_MESSAGE}`) : t('checkoutPage.outcome.successTitle')}
        </h1>
        <p className="outcome-card__lead">
          {pending
            ? pendingKey
              ? t(`common:${pendingKey}`)
              : ''
            : t('paperMoneyCheckout.successBody')}
        </p>
        <dl className="outcome-facts">
          <div>
            <dt>{t('checkoutPage.outcome.operationLabel')}</dt>
            <dd data-testid="operation-id">#{operation.id}</dd>
          </div>
          <div>
            <dt>{t('checkoutPage.outcome.status')}</dt>
            <dd>
              <StatusBadge status={status} />
            </dd>
          </div>
          <div>
            <dt>{t('paperMoneyCheckout.outcome.delivery')}</dt>
            <dd>{t(`paperMoneyCheckout.delivery.titles.${operation.deliveryType}`)}</dd>
          </div>
          <div>
            <dt>{t('checkoutPage.outcome.total')}</dt>
            <dd className="amount">{formatWire(operation.total, locale)}</dd>
          </div>
        </dl>
        {operation.rateFigures ? (
          <PortalRateBreakdown figures={operation.rateFigures} deliveryFee />
        ) : null}
        {!pending && shouldFetchPaymentData('paper-money', status) && document ? (
          <PaymentDataPanel document={document} operationId={operation.id} />
        ) : null}
        <p className="checkout-lead">{t('paperMoneyCheckout.outcome.detailsHint')}</p>
        <div className="outcome-card__actions">
          <Link
            className="button button--primary"
            to={pathFor('paper-money-report', { identifier, id: operation.id })}
          >
            {t('checkoutPage.outcome.details')}
          </Link>
          {newOperation}
        </div>
      </div>
    </div>
  );
}

/** The success page. */
export function PaperMoneySuccessPage() {
  return <PaperMoneyOutcomePage outcome="success" />;
}

/** The pending page ('Reservation completed'). */
export function PaperMoneyPendingPage() {
  return <PaperMoneyOutcomePage outcome="pending" />;
}

/** The error page. */
export function PaperMoneyErrorPage() {
  return <PaperMoneyOutcomePage outcome="error" />;
}
