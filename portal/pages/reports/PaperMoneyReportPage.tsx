/**
 * A paper-money purchase's detail, 'Operation ID: {id}' (spec operations §2.7 "Detail", §3.22,
 * §4.1, §4.6, §9.7; issue 17), from `api.paperMoney.detail(document, id)`:
 * - the status badge and the events timeline (a withdrawal's DELIVERED reads 'Ready for
 *   withdrawal');
 * - while AWAITING_PAYMENT: 'Time remaining to make the payment' (the QR code's timer, on the
 *   server's clock) and the shared {@link PaymentDataPanel} (PIX QR code or TED data); while held
 *   (§4.4) the pending text; once paid and on its way, that delivery takes up to 2 business days;
 * - an ATM withdrawal that is ready: the withdrawal code with Copy, until when, and the
 *   bilingual message to share (`withdrawal-message.ts`) with 'Copy message';
 * - the information panel: amount, rate, IOF, VET, delivery fee, total, payment method, the
 *   delivery kind with its address or agent (name, address, phone), the receiver (name, masked
 *   CPF) and the expected delivery day;
 * - paid by card: the {@link CardPaymentSummary} (card, plan, installment fee, total with it and
 *   the payment's result in words); while it awaits payment by CREDIT_CARD with no live card
 *   payment (none, or the last one FAILED), 'Pay by card', which opens the card form here and
 *   pays this operation ({@link OperationCardPayment}, shared with the outbound payment page;
 *   issue 18);
 * - the ownership warning.
 * Refreshed every 3 s once paid until processing starts, every 10 s while awaiting payment.
 * For individuals (a company is told 'Unavailable operations').
 * @module
 */
import { useState } from 'react';
import { useParams, Link } from 'react-router';
import type { PaperMoneyDetail } from '../../../src/contracts/paper-money';
import {
  pendingMessageKey,
  type OperationStatus,
  type PaperMoneyStatus,
} from '../../../src/domain/operations/operation-status';
import {
  isReadyForWithdrawal,
  paperMoneyStatusLabelKey,
} from '../../../src/domain/paper-money/status-label';
import {
  WITHDRAWAL_COUNTRY,
  withdrawalMessage,
} from '../../../src/domain/paper-money/withdrawal-message';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale, type Translate } from '../../app/locale';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { Button } from '../../components/Button';
import { CardPaymentSummary } from '../../components/card/CardPaymentSummary';
import { centsOf } from '../../components/card/card-format';
import { OperationCardPayment } from '../../components/card/OperationCardPayment';
import { Notice } from '../../components/Notice';
import { CopyButton } from '../../components/operations/CopyButton';
import { CopyField } from '../../components/operations/CopyField';
import { DetailLoadState } from '../../components/operations/DetailLoadState';
import { formatDateTime, formatDay, formatWire } from '../../components/operations/format';
import { InformationList, type InfoRow } from '../../components/operations/InformationList';
import { OperationTimeline } from '../../components/operations/OperationTimeline';
import { PaymentDataPanel } from '../../components/operations/PaymentDataPanel';
import { PaymentDeadline } from '../../components/operations/PaymentDeadline';
import { StatusBadge } from '../../components/operations/StatusBadge';
import { useOperationDetail } from '../../components/operations/use-operation-detail';
import { pathFor } from '../../routes/path-for';
import { IndividualsOnly } from '../checkout/CompanyNotice';
import '../../styles/operations.css';

/**
 * How often the page refreshes a purchase in `status`, or `undefined` for never. A paid purchase
 * moves on by itself (approved → being prepared → delivered): the page follows it to the end, as
 * the outbound detail does, instead of stopping on 'being prepared'.
 */
export function paperMoneyPollInterval(status: PaperMoneyStatus): number | undefined {
  if (status === 'PAYMENT_APPROVED' || status === 'PROCESSING') return 3000;
  if (status === 'AWAITING_PAYMENT') return 10_000;
  return undefined;
}

/** `/:identifier/app/reports/paper-money/show/:id`: individuals only. */
export function PaperMoneyReportPage() {
  return (
    <IndividualsOnly>
      <PaperMoneyReport />
    </IndividualsOnly>
  );
}

function PaperMoneyReport() {
  const { t, locale } = useLocale();
  const { api } = useServices();
  const correspondent = useCorrespondent();
  const { identifier } = correspondent;
  const { user } = useSession();
  const document = user?.cpf ?? undefined;
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const { load, interval, refresh } = useOperationDetail<PaperMoneyDetail>({
    fetch: document ? () => api.paperMoney.detail(document, id) : undefined,
    validId,
    key: `${document ?? ''}/${id}`,
    interval: (detail) => paperMoneyPollInterval(detail.status),
  });
  /** 'Pay by card' opened the card form (it stays until closed, through the payment's result). */
  const [payingByCard, setPayingByCard] = useState(false);

  const back = (
    <Link className="profile-page__back" to={pathFor('paper-money-reports', { identifier })}>
      {t('operations.detail.back')}
    </Link>
  );
  if (load.state !== 'ready') {
    return (
      <DetailLoadState load={load} id={validId ? id : undefined} back={back} onRetry={refresh} />
    );
  }

  const { detail, offsetMs } = load;
  const label = (status: OperationStatus) =>
    t(`common:${paperMoneyStatusLabelKey(status, detail.deliveryType)}`);
  const awaitingPayment = detail.status === 'AWAITING_PAYMENT';
  const pendingText = pendingMessageKey(detail.status, detail.paymentMethod);
  // A card payment under review is the card block's to explain ('updated by e-mail within 4
  // hours'): the pending text of its status would ask to pay what is already paid.
  const pending = detail.cardPayment?.result === 'UNDER_REVIEW' ? undefined : pendingText;
  const onItsWay =
    (detail.status === 'PAYMENT_APPROVED' || detail.status === 'PROCESSING') &&
    detail.deliveryType !== 'withdrawal';
  const byCard = detail.paymentMethod === 'CREDIT_CARD';
  // A card may still pay while no payment is live: none yet, or the last one FAILED.
  const cardMayPay =
    awaitingPayment && byCard && (!detail.cardPayment || detail.cardPayment.result === 'FAILED');
  const detailHref = pathFor('paper-money-report', { identifier, id: detail.id });
  const ready =
    isReadyForWithdrawal(detail.status, detail.deliveryType) && detail.withdrawal !== null;

  return (
    <div className="operation">
      <header className="operation__head">
        {back}
        <h1 className="operation__title">
          {t('operations.detail.title', { 0: detail.id })}
          <StatusBadge status={detail.status} label={label(detail.status)} />
        </h1>
        {interval !== undefined && interval <= 3000 ? (
          <p className="history__summary" role="status">
            {t('operations.detail.updating')}
          </p>
        ) : null}
      </header>

      <div className="operation__grid">
        <div className="operation__column">
          {awaitingPayment && detail.paymentExpiresAt ? (
            <PaymentDeadline expiresAt={detail.paymentExpiresAt} offsetMs={offsetMs} />
          ) : null}
          {pending ? (
            <Notice tone="info" title={t('operations.detail.whatNext')}>
              <p>{t(`common:${pending}`)}</p>
            </Notice>
          ) : null}
          {onItsWay ? (
            <Notice tone="info" title={t('operations.detail.whatNext')}>
              <p>
                {t(
                  detail.deliveryType === 'shop'
                    ? 'paperMoneyReports.detail.processingShop'
                    : 'paperMoneyReports.detail.processing',
                )}
              </p>
            </Notice>
          ) : null}
          {detail.cardPayment && !payingByCard ? (
            <CardPaymentSummary
              payment={detail.cardPayment}
              fee={detail.credtCardTax}
              totalWithFee={detail.creditCardTaxTotal}
            />
          ) : null}
          {payingByCard ? (
            <OperationCardPayment
              kind="PAPER_MONEY"
              frame="panel"
              operationId={detail.id}
              awaiting={awaitingPayment && byCard}
              amountCents={centsOf(detail.totalValue)}
              known={detail.cardPayment}
              detailHref={detailHref}
              onCancel={() => setPayingByCard(false)}
              onDetail={() => {
                setPayingByCard(false);
                refresh();
              }}
              onRefresh={refresh}
            />
          ) : cardMayPay ? (
            <div>
              <Button onClick={() => setPayingByCard(true)}>
                {t('creditCard.page.payByCard')}
              </Button>
            </div>
          ) : null}
          {awaitingPayment && !byCard && document ? (
            <PaymentDataPanel
              key={detail.id}
              document={document}
              operationId={detail.id}
              onPaid={refresh}
              onExpired={refresh}
              ownershipWarning={false}
              showCountdown={!detail.paymentExpiresAt}
              clockOffsetMs={offsetMs}
            />
          ) : null}
          {ready && detail.withdrawal ? (
            <WithdrawalCard
              detail={detail}
              code={detail.withdrawal.code}
              availableUntil={detail.withdrawal.availableUntil}
              beneficiary={detail.receiverName ?? detail.requesterName ?? user?.name ?? ''}
              correspondent={correspondent.name}
            />
          ) : null}
          <InformationList
            lead={[
              {
                key: 'paperMoneyReports.detail.amount',
                value: formatWire(detail.amount, locale),
                money: true,
              },
            ]}
            breakdown={detail.rateFigures}
            deliveryFee
            rows={paperMoneyRows(detail, t, locale)}
          />
        </div>
        <div className="operation__column">
          <OperationTimeline
            events={
              detail.events.length > 0
                ? detail.events
                : [{ status: detail.status, at: detail.createdAt }]
            }
            labelOf={label}
          />
          {/* The ownership warning is about transfers from a bank account: not for a card. */}
          {byCard ? null : (
            <Notice tone="info" title={t('operations.detail.ownershipTitle')}>
              <p>{t('operations.payment.ownership')}</p>
            </Notice>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * The ready withdrawal: the code (the reference number typed at the ATM) with Copy, until when,
 * and the bilingual message to share with whoever withdraws, with 'Copy message'.
 */
function WithdrawalCard(props: {
  detail: PaperMoneyDetail;
  code: string;
  availableUntil: string;
  beneficiary: string;
  correspondent: string;
}) {
  const { t, locale } = useLocale();
  const { detail } = props;
  const message = withdrawalMessage({
    beneficiary: props.beneficiary,
    country: WITHDRAWAL_COUNTRY,
    amount: detail.amount,
    code: props.code,
    locations: detail.agent ? `${detail.agent.name} – ${detail.agent.address}` : null,
    correspondent: props.correspondent,
    availableUntil: props.availableUntil,
  });
  return (
    <section
      className="card withdrawal"
      aria-labelledby="withdrawal-title"
      data-testid="withdrawal"
    >
      <h2 id="withdrawal-title" className="card__title">
        {t('paperMoneyReports.detail.withdrawalTitle')}
      </h2>
      <p>{t('paperMoneyReports.detail.withdrawalLead')}</p>
      <div className="withdrawal__code">
        <span className="payment-panel__label" id="withdrawal-code-label">
          {t('paperMoneyReports.detail.withdrawalCode')}
        </span>
        <strong
          className="withdrawal__code-value money"
          aria-labelledby="withdrawal-code-label"
          data-testid="withdrawal-code"
        >
          {props.code}
        </strong>
        <CopyButton value={props.code} label={t('paperMoneyReports.detail.withdrawalCode')} />
      </div>
      <p className="history__summary">
        {t('paperMoneyReports.detail.availableUntil', {
          0: formatDateTime(props.availableUntil, locale),
        })}
      </p>
      <CopyField
        id="withdrawal-message"
        label={t('paperMoneyReports.detail.message')}
        value={message}
        testId="withdrawal-message"
        actions={
          <>
            <p className="history__summary">{t('paperMoneyReports.detail.messageHint')}</p>
            <CopyButton
              value={message}
              label={t('paperMoneyReports.detail.messageLabel')}
              caption={t('paperMoneyReports.detail.copyMessage')}
              variant="primary"
              block
            />
          </>
        }
      />
    </section>
  );
}

/**
 * The §3.22 fields a purchase has after its rate breakdown (shown by {@link InformationList}): the
 * card fee, the payment, the delivery (address or agent) and the receiver.
 */
export function paperMoneyRows(detail: PaperMoneyDetail, t: Translate, locale: string): InfoRow[] {
  const key = (name: string) => `paperMoneyReports.detail.${name}`;
  const agent = detail.deliveryType === 'shop' ? detail.agent : null;
  return [
    // Paid by card: the installment fee and what the card is charged, after the breakdown.
    {
      key: 'cardFee',
      value: detail.credtCardTax ? formatWire(detail.credtCardTax, locale) : null,
      money: true,
    },
    {
      key: 'total',
      value: detail.creditCardTaxTotal ? formatWire(detail.creditCardTaxTotal, locale) : null,
      money: true,
      total: true,
    },
    { key: 'paymentMethod', value: t(`common:paymentMethods.${detail.paymentMethod}`) },
    { key: key('delivery'), value: t(`paperMoneyReports.delivery.${detail.deliveryType}`) },
    {
      key: key('address'),
      value: detail.deliveryType === 'shipment' ? detail.deliveryAddress : null,
    },
    { key: key('agent'), value: agent?.name ?? null },
    { key: key('agentAddress'), value: agent?.address ?? null },
    { key: key('agentPhone'), value: agent?.phone ?? null },
    { key: key('receiver'), value: detail.receiverName },
    { key: key('receiverDocument'), value: detail.receiverDocument },
    {
      // A store pickup is not delivered: the day is when the notes are ready at the store.
      key: key(detail.deliveryType === 'shop' ? 'expectedPickup' : 'expectedDelivery'),
      value:
        detail.expectedDeliveryDate && detail.deliveryType !== 'withdrawal'
          ? formatDay(detail.expectedDeliveryDate, locale)
          : null,
    },
    { key: 'createdAt', value: formatDateTime(detail.createdAt, locale) },
  ];
}
