/**
 * The credit-card result pages (spec operations §2.5 "Credit card", §4.5; issue 18): loading
 * (while the payment is asked), success, failed (the provider's code, spec §8.5, with Try again
 * and Cancel), under review ('updated by e-mail within 4 hours', asking the API again until it
 * settles), refunded and refused. Shared by the checkouts and the payment page of an existing
 * operation. The heading takes the focus when the page changes; the page is a live region.
 * An API error instead of a payment (no answer, or a 4xx/5xx that is no payment result) is not
 * left on the loading page: 'Failed to Process Your Operation' with the error in the catalogue's
 * words and Go back / Try again (spec §2.5 "Failure screen", §8.2 requestFailed).
 * @module
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CardPayment } from '../../../src/contracts/card-payments';
import { isSettled } from '../../../src/domain/card/card-payment';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { Button } from '../Button';
import { Notice } from '../Notice';
import { BRAND_NAMES, formatBrl, lastInstallmentNote, planLabel } from './card-format';
import { PORTAL_CARD_PROVIDER } from './card-choice';
import '../../styles/checkout.css';

/** How often a payment under review is asked again, ms. */
export const REVIEW_POLL_MS = 5000;

/** Props of {@link CardPaymentOutcome}. */
export interface CardPaymentOutcomeProps {
  /** The payment; `null` while it is being made (the loading page). */
  payment: CardPayment | null;
  /** What the operation is, for the titles: `OUTBOUND` or `PAPER_MONEY`. */
  kind: 'OUTBOUND' | 'PAPER_MONEY';
  /** The operation's detail page (the success and review pages link to it). */
  detailHref: string;
  /** FAILED: pay again with another card (the operation still awaits payment). */
  onTryAgain(): void;
  /** FAILED: give up (back to the operation's detail). */
  onCancel(): void;
  /** UNDER_REVIEW: the settled payment, when a later read finds it settled. */
  onSettled?(payment: CardPayment): void;
  /** How often a payment under review is asked again, ms ({@link REVIEW_POLL_MS}). */
  pollMs?: number;
  /** The API's error when the payment could not be asked (shown instead of the loading page). */
  error?: string | null;
  /** After {@link CardPaymentOutcomeProps.error}: Try again (else {@link onTryAgain}). */
  onRetry?(): void;
  /** Instead of a link to {@link detailHref}: the result shown inside the detail page itself. */
  onDetail?(): void;
  /** The title's level: 1 on a page of its own (default), 2 inside the detail page. */
  headingLevel?: 1 | 2;
}

/** The §8.5 codes with a message of their own. */
const KNOWN_CODES = new Set(['7051']);

/** The message of a FAILED payment: its §8.5 code's, else the default (a catalogue key). */
export function failureMessageKey(payment: Pick<CardPayment, 'code'>): string {
  return payment.code && KNOWN_CODES.has(payment.code)
    ? `creditCard.outcome.code.${payment.code}`
    : 'creditCard.outcome.failedDefault';
}

/** The result page of a card payment. */
export function CardPaymentOutcome(props: CardPaymentOutcomeProps) {
  const { kind, detailHref, onTryAgain, onCancel, onSettled, pollMs = REVIEW_POLL_MS } = props;
  const { error, onRetry, onDetail, headingLevel = 1 } = props;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { t, locale } = useLocale();
  const { api } = useServices();
  // A later read of a payment under review replaces the one given.
  const [settled, setSettled] = useState<CardPayment | null>(null);
  const given = props.payment;
  const payment =
    settled && given && settled.id === given.id && settled.resourceId === given.resourceId
      ? settled
      : given;
  const heading = useRef<HTMLHeadingElement>(null);
  const result = payment?.result ?? (error ? 'ERROR' : 'LOADING');

  useEffect(() => {
    heading.current?.focus();
  }, [result]);

  const reviewed = payment && !isSettled(payment.result) ? payment.resourceId : undefined;
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;
  useEffect(() => {
    if (reviewed === undefined) return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next read is asked once the last one answered: never two at a time.
    const next = () => {
      timer = setTimeout(() => {
        api.cardPayments.latest(PORTAL_CARD_PROVIDER, reviewed).then(
          (latest) => {
            if (!alive) return;
            if (!isSettled(latest.result)) return next();
            alive = false;
            setSettled(latest);
            settledRef.current?.(latest);
          },
          () => {
            if (alive) next(); // Asked again at the next tick.
          },
        );
      }, pollMs);
    };
    next();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [api, reviewed, pollMs]);

  if (!payment && error) {
    return (
      <div className="checkout checkout--outcome" data-kind={kind}>
        <div
          className="outcome-card outcome-card--error"
          data-outcome="error"
          role="alert"
          aria-live="assertive"
        >
          <span className="outcome-card__mark" aria-hidden="true">
            !
          </span>
          <Heading ref={heading} tabIndex={-1} className="outcome-card__title">
            {t('creditCard.outcome.failedTitle')}
          </Heading>
          <Notice tone="error">{error}</Notice>
          <div className="outcome-card__actions">
            <Button variant="secondary" onClick={onCancel}>
              {t('creditCard.outcome.goBack')}
            </Button>
            <Button onClick={onRetry ?? onTryAgain}>{t('creditCard.outcome.tryAgain')}</Button>
          </div>
        </div>
      </div>
    );
  }

  if (!payment) {
    return (
      <div className="checkout checkout--outcome" data-kind={kind}>
        <div className="outcome-card" data-outcome="loading" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <Heading ref={heading} tabIndex={-1} className="outcome-card__title">
            {t('creditCard.outcome.processing')}
          </Heading>
        </div>
      </div>
    );
  }

  const figures = {
    installments: payment.installments,
    installmentValue: payment.installmentValue,
    lastInstallmentValue: payment.lastInstallmentValue,
    interestValue: payment.interestValue,
    amountRequested: payment.amountRequested,
  };
  const last = lastInstallmentNote(figures, t, locale);
  const facts = (
    <dl className="outcome-facts">
      <div>
        <dt>{t('creditCard.outcome.card')}</dt>
        <dd data-testid="card">
          {t('creditCard.chosen', { brand: BRAND_NAMES[payment.brand], last4: payment.last4 })}
        </dd>
      </div>
      <div>
        <dt>{t('creditCard.outcome.plan')}</dt>
        <dd data-testid="plan">
          {planLabel(figures, t, locale)}
          {last ? ` · ${last}` : ''}
        </dd>
      </div>
      <div>
        <dt>{t('creditCard.outcome.total')}</dt>
        <dd className="amount" data-testid="total">
          {formatBrl(payment.total, locale)}
        </dd>
      </div>
    </dl>
  );
  const detailLink = onDetail ? (
    <Button onClick={onDetail}>{t('creditCard.outcome.detail')}</Button>
  ) : (
    <Link className="button button--primary" to={detailHref}>
      {t('creditCard.outcome.detail')}
    </Link>
  );

  const page = (tone: string, mark: string, title: string, body: ReactNode, actions: ReactNode) => (
    <div className="checkout checkout--outcome" data-kind={kind}>
      <div
        className={`outcome-card outcome-card--${tone}`}
        data-outcome={payment.result}
        role="status"
        aria-live="polite"
      >
        <span className="outcome-card__mark" aria-hidden="true">
          {mark}
        </span>
        <Heading ref={heading} tabIndex={-1} className="outcome-card__title">
          {title}
        </Heading>
        {body}
        <div className="outcome-card__actions">{actions}</div>
      </div>
    </div>
  );

  switch (payment.result) {
    case 'APPROVED':
      return page(
        'success',
        '✓',
        t('creditCard.outcome.approvedTitle'),
        <>
          <p className="outcome-card__lead">{t('creditCard.outcome.approvedBody')}</p>
          {facts}
        </>,
        detailLink,
      );
    case 'FAILED':
      return page(
        'error',
        '!',
        t('creditCard.outcome.failedTitle'),
        <Notice tone="error">{t(failureMessageKey(payment))}</Notice>,
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('creditCard.outcome.cancel')}
          </Button>
          <Button onClick={onTryAgain}>{t('creditCard.outcome.tryAgain')}</Button>
        </>,
      );
    case 'UNDER_REVIEW':
      return page(
        'pending',
        '…',
        t('creditCard.outcome.reviewTitle'),
        <>
          <p className="outcome-card__lead">{t('creditCard.outcome.reviewBody')}</p>
          {facts}
        </>,
        detailLink,
      );
    case 'REFUNDED':
      return page(
        'error',
        '↩',
        t('creditCard.outcome.refundedTitle'),
        <p className="outcome-card__lead">{t('creditCard.outcome.refundedBody')}</p>,
        detailLink,
      );
    case 'REFUSED':
      return page(
        'error',
        '✕',
        t('creditCard.outcome.refusedTitle'),
        <p className="outcome-card__lead">{t('creditCard.outcome.refusedBody')}</p>,
        detailLink,
      );
  }
}
