/**
 * The remittance checkout's outcome pages, outbound (routes
 * `checkout-remittance-outbound-summary-success`, `-pending`, `-error`) and inbound (the same
 * under `checkout-remittance-inbound-summary`; spec operations §2.5, §4.3, §4.4; issue 16):
 * - success: the operation created, with how to pay it (payment data when its status allows,
 *   spec §4.3) and the way to its detail;
 * - pending ('Reservation completed'): the §4.4 text for the status;
 * - error: 'Failed to Process Your Operation' with the API's message, Try again / Go back.
 * Inbound success shows, by how the money is paid: the payment link to send the payer (copy,
 * share, expiry; {@link PaymentLinkPanel}), the way to the payment page for the customer's own
 * debit card, or what the bank transfer means; never payment data to pay (spec §4.3).
 * The operation is the one the checkout store kept after creating it. Inside `<fx-checkout>`'s
 * frame each outcome is also posted to the host page (app/embed).
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
import { InboundNextStep } from '../../components/operations/InboundNextStep';
import { pathFor } from '../../routes/path-for';
import type { RemittanceDirection } from './OutboundCheckoutPage';
import { useCheckout } from './use-checkout-store';
import '../../styles/profile.css';
import '../../styles/checkout.css';
import { StatusBadge } from '../../components/operations/StatusBadge';

/** Which outcome page. */
export type OutboundOutcome = 'success' | 'pending' | 'error';

/** Props of {@link OutboundOutcomePage}. */
export interface OutboundOutcomePageProps {
  outcome: OutboundOutcome;
  /** Outbound by default. */
  direction?: RemittanceDirection;
}

/** One outcome page. */
export function OutboundOutcomePage({ outcome, direction = 'outbound' }: OutboundOutcomePageProps) {
  const { t, locale } = useLocale();
  const { identifier } = useCorrespondent();
  const { user } = useSession();
  const inbound = direction === 'inbound';
  const { store, data } = useCheckout(inbound ? 'remittance-inbound' : 'remittance-outbound');
  const navigate = useNavigate();
  const location = useLocation();
  const operation = inbound ? data.inboundOperation : data.operation;
  const checkoutPath = pathFor(`checkout-remittance-${direction}`, { identifier });
  const apiMessage =
    typeof (location.state as { message?: unknown } | null)?.message === 'string'
      ? (location.state as { message: string }).message
      : undefined;

  // Inside <fx-checkout>'s frame the host page hears how the checkout ended (fx:checkout-complete).
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
              {t('checkoutPage.outcome.operation', { id: operation.id })} ·{' '}
              {t(`common:${operationStatusLabelKey(operation.status.key)}`)}
            </p>
          ) : null}
          <div className="outcome-card__actions">
            <Button variant="secondary" onClick={() => void navigate(-1)}>
              {t('checkoutPage.outcome.goBack')}
            </Button>
            <Button
              onClick={() =>
                void navigate(pathFor(`checkout-remittance-${direction}-summary`, { identifier }))
              }
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

  const detailPath = pathFor(`remittance-${direction}-report`, { identifier, id: operation.id });
  const status = operation.status.key;
  const pendingKey = pendingMessageKey(
    status,
    'paymentMethod' in operation ? operation.paymentMethod : undefined,
  );
  const document = user?.cnpj ?? user?.cpf ?? operation.client.cnpj ?? operation.client.cpf ?? '';
  const pending = outcome === 'pending';

  return (
    <div className="checkout checkout--outcome">
      <div className={`outcome-card outcome-card--${outcome}`} data-outcome={outcome}>
        <span className="outcome-card__mark" aria-hidden="true">
          ✓
        </span>
        <h1 className="outcome-card__title">
          {pending ? t(`common:${PENDING_TITLE_MESSAGE}`) : t('checkoutPage.outcome.successTitle')}
        </h1>
        {pending || !inbound ? (
          <p className="outcome-card__lead">
            {pending
              ? pendingKey
                ? t(`common:${pendingKey}`)
                : ''
              : t('checkoutPage.outcome.successBody')}
          </p>
        ) : null}
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
          {'inboundPaymentMethod' in operation ? (
            <div>
              <dt>{t('inbound.summary.senderSends')}</dt>
              <dd className="amount" data-testid="sender-sends">
                {formatWire(operation.amount, locale)}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{inbound ? t('inbound.outcome.total') : t('checkoutPage.outcome.total')}</dt>
            <dd className="amount">{formatWire(operation.total, locale)}</dd>
          </div>
          {'inboundPaymentMethod' in operation ? (
            <div>
              <dt>{t('inbound.outcome.method')}</dt>
              <dd>{t(`inbound.methods.line.${operation.inboundPaymentMethod}`)}</dd>
            </div>
          ) : null}
        </dl>
        {'rateFigures' in operation && operation.rateFigures ? (
          <PortalRateBreakdown figures={operation.rateFigures} receives={inbound} />
        ) : null}
        {!pending &&
        !inbound &&
        shouldFetchPaymentData('remittance-outbound', status) &&
        document ? (
          <PaymentDataPanel document={document} operationId={operation.id} />
        ) : null}
        {!pending && 'inboundPaymentMethod' in operation ? (
          <InboundNextStep
            identifier={identifier}
            operationId={operation.id}
            method={operation.inboundPaymentMethod}
            link={operation.paymentLink}
            amount={operation.amount}
            name={operation.client.name}
            bankLead
          />
        ) : null}
        <div className="outcome-card__actions">
          <Link className="button button--primary" to={detailPath}>
            {t('checkoutPage.outcome.details')}
          </Link>
          {newOperation}
        </div>
      </div>
    </div>
  );
}

/** The success page. */
export function OutboundSuccessPage() {
  return <OutboundOutcomePage outcome="success" />;
}

/** The pending page ('Reservation completed'). */
export function OutboundPendingPage() {
  return <OutboundOutcomePage outcome="pending" />;
}

/** The error page. */
export function OutboundErrorPage() {
  return <OutboundOutcomePage outcome="error" />;
}

/** The inbound success page. */
export function InboundSuccessPage() {
  return <OutboundOutcomePage outcome="success" direction="inbound" />;
}

/** The inbound pending page ('Reservation completed'). */
export function InboundPendingPage() {
  return <OutboundOutcomePage outcome="pending" direction="inbound" />;
}

/** The inbound error page. */
export function InboundErrorPage() {
  return <OutboundOutcomePage outcome="error" direction="inbound" />;
}
