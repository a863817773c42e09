/**
 * 'Operation ID: {id}' (spec operations §2.7 "Detail", §3.22, §4.1, §4.6; issue 16): one
 * remittance from `api.remittances.detail(document, direction, id)`, outbound or inbound:
 * - its status badge and the events timeline (each status with its time, oldest first);
 * - the information panel: amount, exchange rate and VET (4 decimals), IOF, IR, bank fee,
 *   installment fee, total, amount received, beneficiary, purpose, reason, payment method,
 *   dates (fields the operation does not have are left out);
 * - while AWAITING_PAYMENT: 'Time remaining to make the payment' (mm:ss to `paymentExpiresAt`,
 *   on the server's clock) and the {@link PaymentDataPanel}, or for a card operation with no live
 *   card payment (none, or the last one FAILED) the link to its credit-card payment page; while held (§4.4: document or registration approval, manual
 *   analysis, currency availability) the pending text that says what happens next;
 * - paid by card: the {@link CardPaymentSummary} (card, plan, installment fee, total with it and
 *   the payment's result in words; issue 18);
 * - the documents attached to its purpose, each with a download ({@link PurposeDocuments};
 *   issue 19, item 10);
 * - the ownership warning (the transfer must come from an account held by the same person);
 * - a polling refresh while the operation moves: every 3 s while CREATED, PAYMENT_APPROVED or
 *   PROCESSING, every 10 s while awaiting payment (a bank's notice may arrive), none once the
 *   status is final or waits for someone else.
 * Inbound (individuals only, §6.3) shows, while the payer can still pay, the payment link with
 * copy, share and expiry ({@link PaymentLinkPanel}) or the way to pay with the customer's own
 * debit card; its information panel names the account credited and how the money is paid.
 * @module
 */
import { Link, useParams } from 'react-router';
import type { OperationDetail } from '../../../src/contracts/remittances';
import {
  pendingMessageKey,
  type OperationStatus,
} from '../../../src/domain/operations/operation-status';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale, type Translate } from '../../app/locale';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { CardPaymentSummary } from '../../components/card/CardPaymentSummary';
import { Notice } from '../../components/Notice';
import { countryName, formatDateTime, formatWire } from '../../components/operations/format';
import { DetailLoadState } from '../../components/operations/DetailLoadState';
import { useOperationDetail } from '../../components/operations/use-operation-detail';
import { InformationList, type InfoRow } from '../../components/operations/InformationList';
import { OperationTimeline } from '../../components/operations/OperationTimeline';
import { PaymentDeadline } from '../../components/operations/PaymentDeadline';
import { PaymentDataPanel } from '../../components/operations/PaymentDataPanel';
import { PurposeDocuments } from '../../components/operations/PurposeDocuments';
import { InboundNextStep } from '../../components/operations/InboundNextStep';
import { StatusBadge } from '../../components/operations/StatusBadge';
import { pathFor } from '../../routes/path-for';
import type { RemittanceDirection } from '../checkout/OutboundCheckoutPage';
import { IndividualsOnly } from '../checkout/CompanyNotice';
import '../../styles/operations.css';
import { formatIban } from '../../../src/domain/bank/bank-codes';

/** Statuses the platform moves on by itself within seconds: refreshed every 3 s. */
const MOVING: readonly OperationStatus[] = ['CREATED', 'PAYMENT_APPROVED', 'PROCESSING'];
/** How often the page refreshes an operation in `status`, or `undefined` for never. */
export function pollInterval(status: OperationStatus): number | undefined {
  if (MOVING.includes(status)) return 3000;
  if (status === 'AWAITING_PAYMENT') return 10_000;
  return undefined;
}

/** `/:identifier/app/reports/remittance/outbound/show/:id`. */
export function OutboundReportPage() {
  return <RemittanceReportPage direction="outbound" />;
}

/** `/:identifier/app/reports/remittance/inbound/show/:id`: individuals only (spec §6.3). */
export function InboundReportPage() {
  return (
    <IndividualsOnly>
      <RemittanceReportPage direction="inbound" />
    </IndividualsOnly>
  );
}

/** The detail of an operation of `direction`. */
export function RemittanceReportPage({ direction }: { direction: RemittanceDirection }) {
  const { t } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const { user } = useSession();
  const document = user?.cpf ?? user?.cnpj ?? undefined;
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const { load, interval, refresh } = useOperationDetail<OperationDetail>({
    fetch: document ? () => api.remittances.detail(document, direction, id) : undefined,
    validId,
    key: `${document ?? ''}/${direction}/${id}`,
    interval: (detail) => pollInterval(detail.status),
  });

  const back = (
    <Link
      className="profile-page__back"
      to={pathFor(`remittance-${direction}-reports`, { identifier })}
    >
      {t('operations.detail.back')}
    </Link>
  );

  if (load.state !== 'ready') {
    return (
      <DetailLoadState load={load} id={validId ? id : undefined} back={back} onRetry={refresh} />
    );
  }

  const { detail, offsetMs } = load;
  const inbound = direction === 'inbound';
  const awaitingPayment = detail.status === 'AWAITING_PAYMENT';
  const byCard = detail.paymentMethod === 'CREDIT_CARD';
  // A card may still pay while no payment is live: none yet, or the last one FAILED.
  const cardMayPay =
    awaitingPayment && byCard && (!detail.cardPayment || detail.cardPayment.result === 'FAILED');
  const link = inbound && awaitingPayment ? (detail.paymentLink ?? null) : null;
  const pendingText = pendingMessageKey(detail.status, detail.paymentMethod ?? undefined);
  // A card payment under review is the card block's to explain ('updated by e-mail within 4
  // hours'): the pending text of its status would ask to pay what is already paid.
  const pending = detail.cardPayment?.result === 'UNDER_REVIEW' ? undefined : pendingText;

  return (
    <div className="operation">
      <header className="operation__head">
        {back}
        <h1 className="operation__title">
          {t('operations.detail.title', { 0: detail.id })}
          <StatusBadge status={detail.status} />
        </h1>
        {interval !== undefined && interval <= 3000 ? (
          <p className="history__summary" role="status">
            {t('operations.detail.updating')}
          </p>
        ) : null}
      </header>

      <div className="operation__grid">
        <div className="operation__column">
          {awaitingPayment && !inbound && detail.paymentExpiresAt ? (
            <PaymentDeadline expiresAt={detail.paymentExpiresAt} offsetMs={offsetMs} />
          ) : null}
          {pending ? (
            <Notice tone="info" title={t('operations.detail.whatNext')}>
              <p>{t(`common:${pending}`)}</p>
            </Notice>
          ) : null}
          {inbound && detail.inboundPaymentMethod ? (
            <InboundNextStep
              identifier={identifier}
              operationId={detail.id}
              method={detail.inboundPaymentMethod}
              link={link}
              amount={detail.amount}
              name={detail.requesterName ?? ''}
              clockOffsetMs={offsetMs}
              bankLead={awaitingPayment}
            />
          ) : null}
          {detail.cardPayment ? (
            <CardPaymentSummary
              payment={detail.cardPayment}
              fee={detail.credtCardTax}
              totalWithFee={detail.creditCardTaxTotal}
            />
          ) : null}
          {cardMayPay ? (
            <div>
              <Link
                className="button button--primary"
                to={pathFor('payment-credit-card', { identifier, id: detail.id })}
              >
                {t('operations.detail.payByCard')}
              </Link>
            </div>
          ) : null}
          {awaitingPayment && !inbound && !byCard && document ? (
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
          <InformationPanel detail={detail} />
          {document ? <PurposeDocuments detail={detail} document={document} /> : null}
        </div>
        <div className="operation__column">
          <OperationTimeline
            events={
              detail.events.length > 0
                ? detail.events
                : [{ status: detail.status, at: detail.createdAt }]
            }
          />
          {inbound || byCard ? null : (
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
 * The inbound fields (spec operations §3.22, issue 16): what the sender sends, the rates, IOF and
 * bank fee, the total to receive, the account credited, the purpose and how the money is paid.
 */
function inboundRows(detail: OperationDetail, t: Translate, locale: string): InfoRow[] {
  const account = [detail.beneficiaryName, detail.beneficiaryBank].filter(Boolean).join(' · ');
  return [
    { key: 'inbound.detail.account', value: account || null },
    { key: 'inbound.detail.pixKey', value: detail.pixKey },
    {
      key: 'operations.detail.beneficiaryAccount',
      value: detail.pixKey ? null : detail.beneficiaryAccount,
    },
    {
      key: 'operations.detail.purpose',
      value: t(`widgets:simulator.purpose.${detail.purposeCode}`),
    },
    { key: 'operations.detail.reason', value: detail.sendingReason ?? detail.purposeDescription },
    {
      key: 'inbound.detail.method',
      value: detail.inboundPaymentMethod
        ? t(`inbound.methods.line.${detail.inboundPaymentMethod}`)
        : null,
    },
    { key: 'operations.detail.createdAt', value: formatDateTime(detail.createdAt, locale) },
  ];
}

/** The §3.22 fields the operation has, labelled. */
function InformationPanel({ detail }: { detail: OperationDetail }) {
  const { t, locale } = useLocale();
  if (detail.type === 'INBOUND') {
    return (
      <InformationList
        lead={[
          {
            key: 'inbound.summary.senderSends',
            value: formatWire(detail.amount, locale),
            money: true,
          },
        ]}
        breakdown={detail.rateFigures}
        receives
        rows={inboundRows(detail, t, locale)}
      />
    );
  }
  const rows: InfoRow[] = [
    { key: 'tribute', value: detail.tribute ? formatWire(detail.tribute, locale) : null },
    // Paid by card: the installment fee and what the card is charged, after the breakdown.
    {
      key: 'cardFee',
      value: detail.credtCardTax ? formatWire(detail.credtCardTax, locale) : null,
    },
    {
      key: 'total',
      value: detail.creditCardTaxTotal ? formatWire(detail.creditCardTaxTotal, locale) : null,
      money: true,
      total: true,
    },
    { key: 'received', value: formatWire(detail.quotationTotalWithTaxes, locale), money: true },
    { key: 'beneficiary', value: detail.beneficiaryName ?? detail.receiverName },
    { key: 'beneficiaryBank', value: detail.beneficiaryBank },
    {
      key: 'beneficiaryCountry',
      value: detail.beneficiaryCountry ? countryName(detail.beneficiaryCountry, locale) : null,
    },
    {
      key: 'beneficiaryAccount',
      value: detail.beneficiaryAccount ? formatIban(detail.beneficiaryAccount) : null,
    },
    { key: 'purpose', value: t(`widgets:simulator.purpose.${detail.purposeCode}`) },
    { key: 'reason', value: detail.sendingReason ?? detail.purposeDescription },
    {
      key: 'paymentMethod',
      value: detail.paymentMethod ? t(`common:paymentMethods.${detail.paymentMethod}`) : null,
    },
    { key: 'createdAt', value: formatDateTime(detail.createdAt, locale) },
    { key: 'operationDate', value: formatDateTime(detail.operationDate, locale) },
  ];
  return (
    <InformationList
      lead={[{ key: 'amount', value: formatWire(detail.amount, locale), money: true }]}
      breakdown={detail.rateFigures}
      rows={rows}
    />
  );
}
