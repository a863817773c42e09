/**
 * Paying an existing operation by card (spec operations §2.5 "Credit card", §4.5; issue 18),
 * shared by the outbound payment page (route `payment-credit-card`) and the paper-money detail's
 * 'Pay by card' action:
 * - the operation's card payment (the detail's `cardPayment`, else `latest`) decides what shows,
 *   so the result survives a reload: a live one (approved, under review, refunded, refused) shows
 *   its result page instead of the form; a FAILED one shows the form again with its message;
 * - while AWAITING_PAYMENT by CREDIT_CARD with no live payment: the amount and the
 *   {@link CreditCardForm}, then the payment ({@link useCardPayment}) and its result page
 *   ({@link CardPaymentOutcome}): Try again goes back to the form, Cancel away;
 * - an API error while paying shows 'Failed to Process Your Operation' with the message and Try
 *   again (the same request under the same key when it may pass, else the form again);
 * - an operation that does not await a card payment and has none: a clear message.
 * @module
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CardPayment } from '../../../src/contracts/card-payments';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { Notice } from '../Notice';
import { CardPaymentOutcome, failureMessageKey } from './CardPaymentOutcome';
import { PORTAL_CARD_PROVIDER } from './card-choice';
import { CreditCardForm } from './CreditCardForm';
import { formatBrl } from './card-format';
import { useCardPayment } from './use-card-payment';

/** Props of {@link OperationCardPayment}. */
export interface OperationCardPaymentProps {
  kind: 'OUTBOUND' | 'PAPER_MONEY';
  operationId: number;
  /** Whether the operation is AWAITING_PAYMENT by CREDIT_CARD. */
  awaiting: boolean;
  /** The operation's total in BRL cents (the plans are of it). */
  amountCents: number;
  /** The detail's latest card payment; when null the API is asked for it. */
  known: CardPayment | null;
  /** The operation's detail page. */
  detailHref: string;
  /** Cancel / Go back. */
  onCancel(): void;
  /** Reads the operation again (after a payment, or before another attempt). */
  onRefresh(): void;
  /** A page of its own (`page`, an h1 and `back`) or a card inside the detail (`panel`, an h2). */
  frame: 'page' | 'panel';
  /** The way back, on a page. */
  back?: ReactNode;
  /** Inside the detail: the result pages' 'See the operation' closes the panel. */
  onDetail?(): void;
}

/** What the API said of the operation's card payments: unknown yet, none, or the latest. */
type Latest = CardPayment | 'none' | 'asking';

/** The card payment of an existing operation. */
export function OperationCardPayment(props: OperationCardPaymentProps) {
  const { kind, operationId, awaiting, amountCents, known, detailHref, frame } = props;
  const { onCancel, onRefresh, onDetail, back } = props;
  const { t, locale } = useLocale();
  const { api } = useServices();
  const { payment, paying, error, retriable, pay, retry, reset } = useCardPayment();
  const [latest, setLatest] = useState<Latest>('asking');
  const [asked, setAsked] = useState(0);
  // Opened from the detail's 'Pay by card' (which goes away): the focus moves to the panel.
  const panelHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (frame === 'panel') panelHeading.current?.focus();
  }, [frame]);

  // The detail may not carry the card payment: ask for the latest (none answers 404).
  const askLatest = known === null && !payment && !paying;
  useEffect(() => {
    if (!askLatest) return undefined;
    let live = true;
    setLatest('asking');
    api.cardPayments.latest(PORTAL_CARD_PROVIDER, operationId).then(
      (found) => live && setLatest(found),
      () => live && setLatest('none'),
    );
    return () => {
      live = false;
    };
  }, [api, operationId, askLatest, asked]);

  const heading = frame === 'page' ? 1 : 2;
  const outcome = (shown: CardPayment | null, apiError: string | null = null) => (
    <CardPaymentOutcome
      payment={shown}
      kind={kind}
      detailHref={detailHref}
      headingLevel={heading}
      {...(onDetail ? { onDetail } : {})}
      error={apiError}
      onTryAgain={() => {
        reset();
        setAsked((n) => n + 1);
        onRefresh();
      }}
      onRetry={() => {
        if (retriable) {
          void retry().then(onRefresh);
          return;
        }
        reset();
        setAsked((n) => n + 1);
        onRefresh();
      }}
      onCancel={onCancel}
      onSettled={onRefresh}
    />
  );

  if (paying || payment) return outcome(payment);
  if (error) return outcome(null, error);

  const existing = known ?? (latest === 'none' || latest === 'asking' ? null : latest);
  if (existing && existing.result !== 'FAILED') return outcome(existing);

  const amount = awaiting ? (
    <p className="amount" data-testid="amount">
      {t('creditCard.page.amount', { amount: formatBrl(amountCents, locale) })}
    </p>
  ) : null;
  const frameOf = (body: ReactNode) =>
    frame === 'page' ? (
      <div className="operation operation--card-payment">
        <header className="operation__head">
          {back}
          <h1 className="operation__title">{t('creditCard.page.title')}</h1>
          {amount}
        </header>
        {body}
      </div>
    ) : (
      <section
        className="card operation--card-payment"
        aria-labelledby="card-pay-title"
        data-testid="card-pay-panel"
      >
        <h2 id="card-pay-title" ref={panelHeading} tabIndex={-1} className="card__title">
          {t('creditCard.page.payByCard')}
        </h2>
        {amount}
        {body}
      </section>
    );

  if (known === null && latest === 'asking') {
    return frameOf(<p role="status">{t('creditCard.outcome.processing')}</p>);
  }
  if (!awaiting) {
    return frameOf(<Notice tone="info">{t('creditCard.page.notAwaiting')}</Notice>);
  }
  return frameOf(
    <>
      {existing ? (
        <Notice tone="error" title={t('creditCard.outcome.failedTitle')}>
          <p>{t(failureMessageKey(existing))}</p>
        </Notice>
      ) : null}
      <CreditCardForm
        amountCents={amountCents}
        provider={PORTAL_CARD_PROVIDER}
        onReady={(choice) => {
          void pay(operationId, choice).then((done) => done && onRefresh());
        }}
      />
    </>,
  );
}
