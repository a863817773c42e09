/**
 * The remittance checkout's summary and finish, outbound (route
 * `checkout-remittance-outbound-summary`) or inbound (`checkout-remittance-inbound-summary`;
 * spec operations §2.4 "Summary", §2.5 "Processing loader", §4.3, §4.6, §5.5, §8.2; issue 16):
 * - every section with its 'Edit' (back to the checkout on that section);
 * - the rate and what it is made of (the simulator's breakdown, from the held quote's signed
 *   figures), the terms checkbox (required to finish), 'Total to pay' and 'Finalizar';
 * - an expired quotation opens the quotation-expired modal, which refreshes the quote;
 * - finishing shows the processing loader ('Validating data...', 'Confirming data...',
 *   'Creating operation...') and creates the operation with the attempt's idempotency key, so a
 *   retry after a network error answers the same operation; then the outcome page by status.
 * Inbound shows what the sender sends and the total to receive, and creates the operation with
 * `POST /v1/remittances/inbound`.
 * @module
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../src/api/errors';
import { InboundRemittanceCreateBodySchema } from '../../../src/contracts/inbound-remittances';
import type { WireRateFigures } from '../../../src/contracts/rate-figures';
import { RemittanceCreateBodySchema } from '../../../src/contracts/remittances';
import { requiredSections } from '../../../src/domain/checkout/navigation';
import type { CheckoutSectionName } from '../../../src/domain/checkout/sections';
import { minorToDecimalString, parseDecimalToMinor } from '../../../src/domain/money/money';
import { checkoutOutcome } from '../../../src/domain/operations/operation-status';
import type { PurposeCode } from '../../../src/domain/pricing/purpose-codes';
import {
  createBodyOf,
  createInboundBodyOf,
  readyForSummary,
  type CheckoutData,
  type CheckoutStore,
} from '../../../src/stores/checkout-store';
import { formatAmount } from '../../../widgets/simulator/format';
import { apiErrorMessage, apiErrorStatus } from '../../app/api-message';
import { useCorrespondent } from '../../app/correspondent-context';
import { PortalRateBreakdown } from '../../components/operations/PortalRateBreakdown';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Notice } from '../../components/Notice';
import { currentPartnerId } from '../../query/partner-id';
import { pathFor } from '../../routes/path-for';
import type { RemittanceDirection } from './OutboundCheckoutPage';
import { PROCESSING_STEP_MS, PROCESSING_STEPS, ProcessingLoader } from './ProcessingLoader';
import { useCheckout } from './use-checkout-store';
import { useStore } from '../../../widgets/shared/use-store';
import { CardPaymentOutcome } from '../../components/card/CardPaymentOutcome';
import { useCardPayment } from '../../components/card/use-card-payment';
import type { CheckoutCardChoice } from '../../../src/stores/checkout-store';
import { CardSummaryLines } from './CardSummaryLines';
import { cardChoiceLine } from './sections/CreditCardSection';
import { usePayeeName } from './use-payee-name';
import '../../styles/forms.css';
import '../../styles/checkout.css';
import { browserStorage } from '../../app/browser-storage';

/** The loader's messages, re-exported for callers that knew them here. */
export { PROCESSING_STEPS };

const STEP_MS = PROCESSING_STEP_MS;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a quotation's validity is over. */
function isExpired(expiresAt: string | null, now: number): boolean {
  return expiresAt !== null && Date.parse(expiresAt) <= now;
}

/** Sections that only say what happens next: nothing to show in the summary. */
const NOTE_SECTIONS: readonly CheckoutSectionName[] = [
  'inboundPaymentMethods',
  'inboundPaymentLink',
];

/**
 * Creates the operation of the checkout `data` (outbound or inbound) with its idempotency key and
 * keeps it in the store; answers its status, or `undefined` when the body is not valid.
 */
async function createOperation(
  api: ReturnType<typeof useServices>['api'],
  store: CheckoutStore,
  data: CheckoutData,
  customer: { cpf: string | null; cnpj: string | null },
  partnerId: number | null,
) {
  if (data.kind === 'remittance-inbound') {
    const body = createInboundBodyOf(data, customer, partnerId);
    if (!body || !InboundRemittanceCreateBodySchema.safeParse(body).success) return undefined;
    return async () => {
      const operation = await api.remittances.createInbound(body, data.idempotencyKey);
      store.completedInbound(operation);
      return { id: operation.id, status: operation.status.key };
    };
  }
  const body = createBodyOf(data, customer, partnerId);
  if (!body || !RemittanceCreateBodySchema.safeParse(body).success) return undefined;
  return async () => {
    const operation = await api.remittances.create(body, data.idempotencyKey);
    store.completed(operation);
    return { id: operation.id, status: operation.status.key };
  };
}

/** `/:identifier/app/checkout/remittance/outbound/summary`. */
export function OutboundSummaryPage() {
  return <RemittanceSummaryPage direction="outbound" />;
}

/** `/:identifier/app/checkout/remittance/inbound/summary`. */
export function InboundSummaryPage() {
  return <RemittanceSummaryPage direction="inbound" />;
}

/** The summary of the checkout of `direction`. */
export function RemittanceSummaryPage({ direction }: { direction: RemittanceDirection }) {
  const { t, locale } = useLocale();
  const correspondent = useCorrespondent();
  const { api } = useServices();
  const { user } = useSession();
  const inbound = direction === 'inbound';
  const kind = inbound ? 'remittance-inbound' : 'remittance-outbound';
  const { store, data } = useCheckout(kind);
  const navigate = useNavigate();
  const id = useId();
  const identifier = correspondent.identifier;
  const customer = { cpf: user?.cpf ?? null, cnpj: user?.cnpj ?? null };
  const checkoutPath = pathFor(`checkout-remittance-${direction}`, { identifier });
  const [phase, setPhase] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [termsError, setTermsError] = useState(false);
  const [expiredOpen, setExpiredOpen] = useState(false);
  const [refresh, setRefresh] = useState<'idle' | 'loading' | 'updated' | 'failed'>('idle');
  const terms = useRef<HTMLInputElement>(null);
  // One Finalizar at a time: a double click neither creates two operations nor pays twice.
  const finishing = useRef(false);
  const cardChoice = useStore(store.$cardChoice);
  const cardPayment = useCardPayment();
  /** The operation being paid by card (the card outcome replaces the page). */
  const [paidOperation, setPaidOperation] = useState<number | null>(null);
  const { quotation, navigation } = data;
  const order = requiredSections(navigation);
  const payeeKind = order.includes('investments')
    ? 'broker'
    : order.includes('accounts')
      ? 'account'
      : 'beneficiary';
  const payeeId =
    payeeKind === 'broker'
      ? data.investmentBrokerId
      : payeeKind === 'account'
        ? data.accountId
        : data.beneficiaryId;
  const payeeName = usePayeeName(payeeKind, payeeId, customer);

  // The quote timer: the modal opens when the quotation expires (spec operations §4.6).
  const expiresAt = quotation?.expiresAt ?? null;
  useEffect(() => {
    if (expiresAt === null) return undefined;
    const left = Date.parse(expiresAt) - Date.now();
    if (left <= 0) {
      setExpiredOpen(true);
      return undefined;
    }
    const handle = setTimeout(() => setExpiredOpen(true), Math.min(left, 2 ** 31 - 1));
    return () => clearTimeout(handle);
  }, [expiresAt]);

  // What the held quote is made of, read from its signed figures (issue 19, item 3): the rate,
  // each tax with its percentage, the fees, the VET and the total this operation will be
  // created with. An expired quote has none; its modal asks for a new one.
  const heldId = quotation?.id ?? null;
  const [figures, setFigures] = useState<{ id: string; figures: WireRateFigures } | null>(null);
  useEffect(() => {
    if (heldId === null) return undefined;
    let live = true;
    api.quotationFigures.get(heldId).then(
      (answer) => {
        if (live) setFigures({ id: heldId, figures: answer });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, heldId]);

  if (paidOperation !== null) {
    const detailHref = pathFor('remittance-outbound-report', {
      identifier,
      id: String(paidOperation),
    });
    const paymentPage = pathFor('payment-credit-card', { identifier, id: String(paidOperation) });
    return (
      <div className="checkout checkout--outcome" data-testid="card-outcome">
        <CardPaymentOutcome
          payment={cardPayment.payment}
          kind="OUTBOUND"
          detailHref={detailHref}
          error={cardPayment.error}
          // An error that may pass: the same payment again (same key, never charged twice);
          // else the operation's payment page, which shows its payment or the form.
          onRetry={() =>
            cardPayment.retriable ? void cardPayment.retry() : void navigate(paymentPage)
          }
          onTryAgain={() => void navigate(paymentPage)}
          onCancel={() => void navigate(detailHref)}
        />
      </div>
    );
  }

  if (!quotation || !readyForSummary(data)) {
    return (
      <div className="checkout">
        <h1 className="checkout__title">{t('common:checkout.summary')}</h1>
        <Notice tone="info">{t('checkoutPage.summary.incomplete')}</Notice>
        <p>
          <Link className="button button--primary" to={checkoutPath}>
            {t('checkoutPage.summary.backToCheckout')}
          </Link>
        </p>
      </div>
    );
  }
  const held = quotation;

  function edit(name: CheckoutSectionName) {
    store.edit(name);
    void navigate(checkoutPath);
  }

  async function refreshQuote() {
    setRefresh('loading');
    try {
      const text = held.reverse ? held.total : held.amount;
      const method = store.$data.get().inboundPaymentMethod;
      const fresh = await api.quotations.remittance(
        direction,
        {
          id: held.id,
          currency: held.currency,
          value: String(parseDecimalToMinor(text, 2, 'down') ?? 0),
          purposeCode: held.purposeCode,
          correspondentId: String(correspondent.id),
          personType: customer.cnpj ? 'LEGAL' : 'PHYSICAL',
          ...(held.coupon ? { coupon: held.coupon } : {}),
          ...(inbound && method ? { inboundPaymentMethod: method } : {}),
        },
        { reverse: held.reverse },
      );
      store.refreshQuotation({
        id: fresh.id,
        amount: minorToDecimalString(fresh.currency.amount.value, fresh.currency.amount.precision),
        total: minorToDecimalString(fresh.total.withTax.value, fresh.total.withTax.precision),
        expiresAt: fresh.expiresAt,
      });
      setRefresh('updated');
    } catch {
      setRefresh('failed');
    }
  }

  async function finish() {
    if (finishing.current) return;
    finishing.current = true;
    try {
      await finishOnce();
    } finally {
      finishing.current = false;
    }
  }

  async function finishOnce() {
    setFailure(null);
    const current = store.$data.get();
    // Taken before the creation: completing the checkout forgets it (memory only).
    const card: CheckoutCardChoice | null =
      current.paymentMethod === 'CREDIT_CARD' ? store.$cardChoice.get() : null;
    if (current.paymentMethod === 'CREDIT_CARD' && !card) {
      edit('creditCard');
      return;
    }
    if (!current.termsAccepted) {
      setTermsError(true);
      terms.current?.focus();
      return;
    }
    if (isExpired(current.quotation?.expiresAt ?? null, Date.now())) {
      setRefresh('idle');
      setExpiredOpen(true);
      return;
    }
    const partner = Number(
      currentPartnerId(new URLSearchParams(), browserStorage('sessionStorage')),
    );
    setPhase(0);
    const create = await createOperation(
      api,
      store,
      current,
      customer,
      Number.isInteger(partner) && partner > 0 ? partner : null,
    );
    await wait(STEP_MS);
    if (!create) {
      setPhase(null);
      setFailure(t('common:general.requestFailed'));
      return;
    }
    setPhase(1);
    await wait(STEP_MS);
    setPhase(2);
    const outcomes = `checkout-remittance-${direction}-summary` as const;
    try {
      const created = await create();
      const outcome = checkoutOutcome(kind, created.status);
      // Paid by card: the payment is asked now, on the operation just created; a pending
      // operation (under analysis) is not charged and shows the pending page (issue 18).
      if (card && outcome === 'SUCCESS') {
        setPaidOperation(created.id);
        setPhase(null);
        await cardPayment.pay(created.id, card);
        return;
      }
      const route =
        outcome === 'SUCCESS'
          ? `${outcomes}-success`
          : outcome === 'PENDING'
            ? `${outcomes}-pending`
            : `${outcomes}-error`;
      void navigate(pathFor(route, { identifier }), { replace: true });
    } catch (error) {
      setPhase(null);
      const code = error instanceof ApiError ? error.body?.code : undefined;
      const message = apiErrorMessage(error) ?? t('common:general.requestFailed');
      if (code === 'QUOTE_EXPIRED') {
        setRefresh('idle');
        setExpiredOpen(true);
        return;
      }
      const status = apiErrorStatus(error);
      // A refusal of the operation itself (registration rejected, not available…) ends on the
      // error page; a network failure or a server error stays here to try again with the same
      // idempotency key.
      if (
        status !== undefined &&
        status >= 400 &&
        status < 500 &&
        status !== 401 &&
        status !== 409 &&
        status !== 422
      ) {
        void navigate(pathFor(`${outcomes}-error`, { identifier }), {
          state: { message },
        });
        return;
      }
      setFailure(message);
    }
  }

  const natureLabel = (nature: PurposeCode) =>
    inbound ? t(`inbound.natures.${nature}`) : t(`checkoutPage.purpose.natures.${nature}`);

  const rows: { name: CheckoutSectionName; label: string; value: string }[] = order
    .filter((name) => !NOTE_SECTIONS.includes(name))
    .map((name) => ({
      name,
      label: t(`common:checkout.sections.${name}`),
      value: rowValue(name),
    }));

  function rowValue(name: CheckoutSectionName): string {
    switch (name) {
      case 'simulator':
        return `${formatAmount(held.amount, held.currency, locale)}`;
      case 'beneficiary':
      case 'accounts':
      case 'investments':
        return payeeName ?? '…';
      case 'identifierCode':
        return data.identifierCode;
      case 'purposeCode': {
        const nature = data.purpose.nature ? natureLabel(data.purpose.nature) : '';
        const numbered =
          data.purpose.numberedPurpose !== null ? ` (${data.purpose.numberedPurpose})` : '';
        return `${nature}${numbered} · ${data.purpose.description}`;
      }
      case 'documents':
        return data.documents.map((doc) => doc.fileName).join(', ');
      case 'paymentMethods':
        return data.paymentMethod ? t(`common:paymentMethods.${data.paymentMethod}`) : '';
      case 'creditCard':
        return cardChoice ? cardChoiceLine(cardChoice, t, locale) : '';
      case 'inboundPaymentMethodsSelect':
        return data.inboundPaymentMethod
          ? t(`inbound.methods.titles.${data.inboundPaymentMethod}`)
          : '';
      default:
        return '';
    }
  }

  const expiry = held.expiresAt
    ? new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(
        new Date(held.expiresAt),
      )
    : null;

  return (
    <div className="checkout checkout--summary">
      <header className="checkout__head">
        <h1 className="checkout__title">{t('common:checkout.summary')}</h1>
        <p className="checkout-lead">{t('checkoutPage.summary.lead')}</p>
      </header>
      <div className="summary-card">
        <dl className="summary-list">
          {rows.map((row) => (
            <div className="summary-list__row" key={row.name} data-row={row.name}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
              <Button
                variant="link"
                className="summary-list__edit"
                onClick={() => edit(row.name)}
                aria-label={t('checkoutPage.summary.editSection', { section: row.label })}
              >
                {t('common:checkout.edit')}
              </Button>
            </div>
          ))}
        </dl>
        {figures && figures.id === held.id ? (
          <PortalRateBreakdown figures={figures.figures} receives={inbound} withoutTotal />
        ) : null}
        <div className="summary-total">
          {inbound ? (
            <span className="summary-total__note" data-testid="sender-sends">
              {t('inbound.summary.senderSends')}{' '}
              <strong className="amount">{formatAmount(held.amount, held.currency, locale)}</strong>
            </span>
          ) : null}
          <span className="summary-total__label">
            {inbound ? t('inbound.summary.totalToReceive') : t('common:checkout.totalToPay')}
          </span>
          <span className="summary-total__value amount" data-testid="total-to-pay">
            {formatAmount(held.total, 'BRL', locale)}
          </span>
          {cardChoice && data.paymentMethod === 'CREDIT_CARD' ? (
            <CardSummaryLines choice={cardChoice} />
          ) : null}
          {expiry ? (
            <span className="summary-total__note">
              {t('checkoutPage.summary.expiresAt', { time: expiry })}
            </span>
          ) : null}
        </div>
        <div className="checkbox-field">
          <label className="checkbox" htmlFor={`${id}-terms`}>
            <input
              ref={terms}
              id={`${id}-terms`}
              type="checkbox"
              checked={data.termsAccepted}
              aria-invalid={termsError && !data.termsAccepted ? true : undefined}
              aria-describedby={termsError && !data.termsAccepted ? `${id}-terms-error` : undefined}
              onChange={(event) => {
                setTermsError(false);
                store.setTermsAccepted(event.target.checked);
              }}
            />
            <span>{t('common:checkout.terms')}</span>
          </label>
          <Link
            className="text-link"
            to={pathFor('private-terms-and-conditions', { identifier })}
            target="_blank"
            rel="noopener"
          >
            {t('checkoutPage.summary.termsLink')}
          </Link>
          {termsError && !data.termsAccepted ? (
            <p className="field__error" id={`${id}-terms-error`}>
              {t('checkoutPage.summary.termsRequired')}
            </p>
          ) : null}
        </div>
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <Button
          block
          className="button--lg"
          onClick={() => void finish()}
          loading={phase !== null}
          data-testid="finish"
        >
          {t('common:checkout.finish')}
        </Button>
      </div>
      {phase !== null ? <ProcessingLoader phase={phase} /> : null}
      <Modal
        open={expiredOpen}
        title={
          refresh === 'updated'
            ? t('checkoutPage.expired.updated')
            : t('checkoutPage.expired.title')
        }
        onClose={refresh === 'updated' ? () => setExpiredOpen(false) : undefined}
        className="quote-expired-modal"
        actions={
          refresh === 'updated' ? (
            <Button data-autofocus onClick={() => setExpiredOpen(false)}>
              {t('common:actions.close')}
            </Button>
          ) : (
            <Button
              data-autofocus
              loading={refresh === 'loading'}
              onClick={() => void refreshQuote()}
            >
              {t('checkoutPage.expired.refresh')}
            </Button>
          )
        }
      >
        {refresh === 'updated' ? (
          <p>
            {t('checkoutPage.simulator.updated', {
              receive: formatAmount(held.amount, held.currency, locale),
              total: formatAmount(held.total, 'BRL', locale),
            })}
          </p>
        ) : (
          <p>{t('checkoutPage.expired.body')}</p>
        )}
        {refresh === 'failed' ? (
          <Notice tone="error">{t('checkoutPage.expired.failed')}</Notice>
        ) : null}
      </Modal>
    </div>
  );
}
