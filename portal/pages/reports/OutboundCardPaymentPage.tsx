/**
 * The credit-card payment page of an outbound operation (route `payment-credit-card`,
 * `remittance/outbound/show/:id/payment`; spec operations §2.4 creditCard, §2.5, §4.5; issue 18).
 * Loads the operation's detail; while it awaits payment by CREDIT_CARD: the amount, the
 * {@link CreditCardForm}, then the payment ({@link useCardPayment}) and its result page
 * ({@link CardPaymentOutcome}): Try again goes back to the form, Cancel to the detail. An
 * operation that no longer awaits a card payment shows its latest card payment's result, or a
 * clear message with the way back.
 * @module
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { CardPayment } from '../../../src/contracts/card-payments';
import type { OperationDetail } from '../../../src/contracts/remittances';
import type { WireMoneyObject } from '../../../src/contracts/quotations';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { CardPaymentOutcome } from '../../components/card/CardPaymentOutcome';
import { PORTAL_CARD_PROVIDER } from '../../components/card/card-choice';
import { CreditCardForm } from '../../components/card/CreditCardForm';
import { formatBrl } from '../../components/card/card-format';
import { useCardPayment } from '../../components/card/use-card-payment';
import { Notice } from '../../components/Notice';
import { DetailLoadState } from '../../components/operations/DetailLoadState';
import { useOperationDetail } from '../../components/operations/use-operation-detail';
import { pathFor } from '../../routes/path-for';
import '../../styles/operations.css';

/** A BRL money object in cents (the card plans are of cents). */
export function centsOf(money: WireMoneyObject): number {
  return Math.round((money.value * 100) / money.divisor);
}

/** `/:identifier/app/reports/remittance/outbound/show/:id/payment`. */
export function OutboundCardPaymentPage() {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const { user } = useSession();
  const navigate = useNavigate();
  const document = user?.cpf ?? user?.cnpj ?? undefined;
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const { load, refresh } = useOperationDetail<OperationDetail>({
    fetch: document ? () => api.remittances.detail(document, 'outbound', id) : undefined,
    validId,
    key: `${document ?? ''}/outbound/${id}`,
    interval: () => undefined,
  });
  const { payment, paying, error, pay, reset } = useCardPayment();
  const [latest, setLatest] = useState<CardPayment | null | 'none'>(null);

  const detailHref = pathFor('remittance-outbound-report', { identifier, id });
  const back = (
    <Link className="profile-page__back" to={detailHref}>
      {t('creditCard.page.back')}
    </Link>
  );
  const detail = load.state === 'ready' ? load.detail : undefined;
  const awaiting =
    detail !== undefined &&
    detail.status === 'AWAITING_PAYMENT' &&
    detail.paymentMethod === 'CREDIT_CARD';

  // An operation not awaiting a card payment: its latest card payment, if it has one.
  useEffect(() => {
    if (!detail || awaiting || payment) return undefined;
    let live = true;
    api.cardPayments.latest(PORTAL_CARD_PROVIDER, detail.id).then(
      (found) => live && setLatest(found),
      () => live && setLatest('none'),
    );
    return () => {
      live = false;
    };
  }, [api, detail, awaiting, payment]);

  if (load.state !== 'ready' || !detail) {
    return (
      <DetailLoadState
        load={load.state === 'ready' ? { state: 'loading' } : load}
        id={validId ? id : undefined}
        back={back}
        onRetry={refresh}
      />
    );
  }

  const outcome = (shown: CardPayment | null) => (
    <CardPaymentOutcome
      payment={shown}
      kind="OUTBOUND"
      detailHref={detailHref}
      onTryAgain={() => {
        reset();
        setLatest(null);
        refresh();
      }}
      onCancel={() => void navigate(detailHref)}
    />
  );

  if (paying || payment) return outcome(payment);

  if (!awaiting) {
    if (latest && latest !== 'none') {
      return outcome(latest);
    }
    return (
      <div className="operation">
        <header className="operation__head">
          {back}
          <h1 className="operation__title">{t('creditCard.page.title')}</h1>
        </header>
        {latest === null ? (
          <p role="status">{t('creditCard.outcome.processing')}</p>
        ) : (
          <Notice tone="info">{t('creditCard.page.notAwaiting')}</Notice>
        )}
      </div>
    );
  }

  const totalCents = centsOf(detail.totalValue);
  return (
    <div className="operation operation--card-payment">
      <header className="operation__head">
        {back}
        <h1 className="operation__title">{t('creditCard.page.title')}</h1>
        <p className="amount" data-testid="amount">
          {t('creditCard.page.amount', { amount: formatBrl(totalCents, locale) })}
        </p>
      </header>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <CreditCardForm
        amountCents={totalCents}
        provider={PORTAL_CARD_PROVIDER}
        onReady={(choice) => void pay(detail.id, choice)}
      />
    </div>
  );
}
