/**
 * The paper-money checkout's summary and finish (route `checkout-paper-money-summary`; spec
 * operations §2.4 "Summary", §2.5, §3.19, §4.3, §4.6, §5.5, §8.2, §9.3; issue 17):
 * - every section with its 'Edit' (back to the checkout on that section);
 * - the rate and what it is made of (the shared breakdown: rate, commercial reference rate,
 *   spread, IOF with its percentage, fees, VET, total), from the quotation priced for the
 *   delivery kind;
 * - the terms checkbox (required), 'Finalizar', the processing loader, then
 *   `POST /v1/transactions/users` with the attempt's idempotency key (kept across retries);
 * - an expired quotation (or a fee / kind the server no longer accepts) opens the quote-expired
 *   modal, which quotes again for the same kind; a refusal about the delivery goes back to it.
 * @module
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../src/api/errors';
import type { Address } from '../../../src/contracts/addresses';
import { PaperMoneyCreateBodySchema } from '../../../src/contracts/paper-money';
import { requiredSections } from '../../../src/domain/checkout/navigation';
import type { CheckoutSectionName } from '../../../src/domain/checkout/sections';
import { parseDecimalToMinor } from '../../../src/domain/money/money';
import { checkoutOutcome } from '../../../src/domain/operations/operation-status';
import {
  paperMoneyBodyOf,
  paperMoneyReadyForSummary,
} from '../../../src/stores/paper-money-checkout-store';
import { formatAmount, formatWire } from '../../../widgets/simulator/format';
import { PortalRateBreakdown } from '../../components/operations/PortalRateBreakdown';
import { apiErrorMessage, apiErrorStatus } from '../../app/api-message';
import { browserStorage } from '../../app/browser-storage';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Notice } from '../../components/Notice';
import { currentPartnerId } from '../../query/partner-id';
import { pathFor } from '../../routes/path-for';
import type { PaperMoneyCheckoutState } from './PaperMoneyCheckoutPage';
import { IndividualsOnly } from './CompanyNotice';
import { paperMoneyRefusal } from './paper-money-errors';
import { PROCESSING_STEP_MS, ProcessingLoader } from './ProcessingLoader';
import { addressLine } from './sections/AddressChoiceSection';
import type { ListedAgent } from './sections/DeliveryMethodSection';
import { usePaperMoneyCheckout } from './use-paper-money-checkout';
import '../../styles/forms.css';
import '../../styles/checkout.css';
import { useStore } from '../../../widgets/shared/use-store';
import type { PaperMoneyOperation } from '../../../src/contracts/paper-money';
import { brlCents } from '../../../src/stores/paper-money-checkout-store';
import { CardPaymentOutcome } from '../../components/card/CardPaymentOutcome';
import { chosenInstallmentsOf } from '../../components/card/card-choice';
import { useCardPayment } from '../../components/card/use-card-payment';
import { CardSummaryLines } from './CardSummaryLines';
import { deviceId } from '../../components/card/device-id';
import { CreditCardSection, cardChoiceLine } from './sections/CreditCardSection';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `/:identifier/app/checkout/paper-money/operation/summary`. */
export function PaperMoneySummaryPage() {
  return (
    <IndividualsOnly operation="paperMoney">
      <PaperMoneySummary />
    </IndividualsOnly>
  );
}

function PaperMoneySummary() {
  const { t, locale } = useLocale();
  const correspondent = useCorrespondent();
  const { api } = useServices();
  const { user } = useSession();
  const { store, data } = usePaperMoneyCheckout();
  const navigate = useNavigate();
  const id = useId();
  const identifier = correspondent.identifier;
  const cpf = user?.cpf ?? null;
  const checkoutPath = pathFor('checkout-paper-money', { identifier });
  const [phase, setPhase] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [termsError, setTermsError] = useState(false);
  const [expired, setExpired] = useState<{ open: boolean; message?: string }>({ open: false });
  const [refresh, setRefresh] = useState<'idle' | 'loading' | 'updated' | 'failed'>('idle');
  const [address, setAddress] = useState<Address | undefined>(undefined);
  const [agentName, setAgentName] = useState<string>('');
  const terms = useRef<HTMLInputElement>(null);
  // One Finalizar at a time: a double click neither creates two operations nor pays twice.
  const finishing = useRef(false);
  const cardChoice = useStore(store.$cardChoice);
  const cardPayment = useCardPayment();
  /** The operation created paid by card: the card outcome replaces the page (issue 18). */
  const [paid, setPaid] = useState<PaperMoneyOperation | null>(null);
  /** Try again after a FAILED card: the card form reopens on the outcome page. */
  const [retrying, setRetrying] = useState(false);
  const { quote, simulation, navigation } = data;

  // The quote timer: the modal opens when the quotation expires (spec operations §4.6).
  const expiresAt = quote?.expiresAt ?? null;
  useEffect(() => {
    if (expiresAt === null) return undefined;
    const left = Date.parse(expiresAt) - Date.now();
    const open = () => setExpired({ open: true });
    if (left <= 0) {
      open();
      return undefined;
    }
    const handle = setTimeout(open, Math.min(left, 2 ** 31 - 1));
    return () => clearTimeout(handle);
  }, [expiresAt]);

  // The lines of the address and the store chosen.
  const { addressId, agentId, deliveryMethod } = data;
  useEffect(() => {
    if (addressId === null || !cpf) return undefined;
    let live = true;
    api.customers.addresses.get({ cpf }, addressId).then(
      (found) => live && setAddress(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, cpf, addressId]);
  useEffect(() => {
    if (deliveryMethod !== 'shop' || agentId === null) return undefined;
    let live = true;
    api.correspondents.agents(identifier).then(
      (agents: ListedAgent[]) => {
        const agent = agents.find((item) => item.id === agentId);
        if (live && agent) setAgentName(`${agent.name} – ${agent.address}, ${agent.addressNumber}`);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, identifier, deliveryMethod, agentId]);

  if (paid !== null) {
    const detailHref = pathFor('paper-money-report', { identifier, id: String(paid.id) });
    return (
      <div className="checkout checkout--outcome" data-testid="card-outcome">
        {retrying ? (
          <>
            <RetryHeading
              title={t('creditCard.page.title')}
              amount={t('creditCard.page.amount', { amount: formatWire(paid.total, locale) })}
            />
            <CreditCardSection
              amountCents={brlCents(paid.total)}
              choice={null}
              onReady={(choice) => {
                setRetrying(false);
                cardPayment.reset();
                // The server takes a new payment after a FAILED one (issue 18).
                void cardPayment.pay(paid.id, choice);
              }}
            />
          </>
        ) : (
          <CardPaymentOutcome
            payment={
              cardPayment.payment ??
              (cardPayment.paying || cardPayment.error ? null : (paid.cardPayment ?? null))
            }
            kind="PAPER_MONEY"
            detailHref={detailHref}
            error={
              cardPayment.error ??
              // Created without its card payment (the charge failed before any result, or its
              // answer was lost): not left loading; Try again opens the form and pays the same
              // purchase (the server refuses a second live payment).
              (cardPayment.payment || cardPayment.paying || paid.cardPayment
                ? null
                : (paid.cardPaymentError?.message ?? t('common:general.requestFailed')))
            }
            // An error that may pass: the same payment again (same key, never charged twice).
            onRetry={() =>
              cardPayment.error && cardPayment.retriable
                ? void cardPayment.retry()
                : setRetrying(true)
            }
            onTryAgain={() => setRetrying(true)}
            onCancel={() => void navigate(detailHref)}
          />
        )}
      </div>
    );
  }

  if (
    !quote ||
    !simulation ||
    !deliveryMethod ||
    !paperMoneyReadyForSummary(data, cardChoice !== null)
  ) {
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
  const held = quote;
  const method = deliveryMethod;

  function edit(name: CheckoutSectionName, state?: PaperMoneyCheckoutState) {
    store.edit(name);
    void navigate(checkoutPath, state ? { state } : undefined);
  }

  async function refreshQuote() {
    const current = store.$data.get();
    if (!current.simulation) return;
    setRefresh('loading');
    try {
      const fresh = await api.quotations.paperMoney(String(correspondent.id), {
        currency: current.simulation.currency,
        value: String(parseDecimalToMinor(current.simulation.amount, 2, 'down') ?? 0),
        deliveryMethod: method,
      });
      store.setQuote(fresh, method);
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
    const card = current.paymentMethod === 'CREDIT_CARD' ? store.$cardChoice.get() : null;
    if (!current.termsAccepted) {
      setTermsError(true);
      terms.current?.focus();
      return;
    }
    if (current.quote && Date.parse(current.quote.expiresAt) <= Date.now()) {
      setRefresh('idle');
      setExpired({ open: true });
      return;
    }
    const partner = Number(
      currentPartnerId(new URLSearchParams(), browserStorage('sessionStorage')),
    );
    const body = paperMoneyBodyOf(
      current,
      cpf,
      Number.isInteger(partner) && partner > 0 ? partner : null,
      card
        ? {
            cardHash: card.card.cardHash,
            deviceId: deviceId(),
            installments: chosenInstallmentsOf(card.plan),
          }
        : null,
    );
    setPhase(0);
    await wait(PROCESSING_STEP_MS);
    if (!body || !PaperMoneyCreateBodySchema.safeParse(body).success) {
      setPhase(null);
      setFailure(t('common:general.requestFailed'));
      return;
    }
    setPhase(1);
    await wait(PROCESSING_STEP_MS);
    setPhase(2);
    try {
      const operation = await api.paperMoney.create(body, current.idempotencyKey);
      store.completed(operation);
      const outcome = checkoutOutcome('paper-money', operation.status.key);
      // Charged by card with the creation: its result page (approved, declined, under review…)
      // instead of the PIX/TED data, and a charge that failed before any result its error with
      // Try again on the same purchase; a purchase held before any charge (registration,
      // analysis) shows the pending page (issue 18).
      if (card && (operation.cardPayment || operation.cardPaymentError || outcome === 'SUCCESS')) {
        setPhase(null);
        setPaid(operation);
        return;
      }
      const route =
        outcome === 'SUCCESS'
          ? 'checkout-paper-money-summary-success'
          : outcome === 'PENDING'
            ? 'checkout-paper-money-summary-pending'
            : 'checkout-paper-money-summary-error';
      void navigate(pathFor(route, { identifier }), { replace: true });
    } catch (error) {
      setPhase(null);
      const code = error instanceof ApiError ? error.body?.code : undefined;
      const message = apiErrorMessage(error) ?? t('common:general.requestFailed');
      const refusal = paperMoneyRefusal(code);
      if (refusal === 'requote') {
        setRefresh('idle');
        setExpired({ open: true, ...(code === 'QUOTE_EXPIRED' ? {} : { message }) });
        return;
      }
      if (refusal === 'city' || refusal === 'delivery') {
        edit('deliveryMethod', {
          deliveryMessage: message,
          ...(refusal === 'city' ? { unservedCity: address?.city ?? '' } : {}),
        });
        return;
      }
      const status = apiErrorStatus(error);
      // A refusal of the operation itself ends on the error page; a network failure or a server
      // error stays here to try again with the same idempotency key.
      if (status !== undefined && status >= 400 && status < 500 && status !== 401) {
        void navigate(pathFor('checkout-paper-money-summary-error', { identifier }), {
          state: { message },
        });
        return;
      }
      setFailure(message);
    }
  }

  const order = requiredSections(navigation);
  const receiverLine = data.receiver.other
    ? t('paperMoneyCheckout.receiver.line', { name: data.receiver.name })
    : t('paperMoneyCheckout.receiver.self');
  const rowValue = (name: CheckoutSectionName): string => {
    switch (name) {
      case 'simulator':
        return formatAmount(simulation.amount, simulation.currency, locale);
      case 'address':
        return address ? `${address.nickname} · ${addressLine(address)}` : '…';
      case 'deliveryMethod':
        return [
          t(`paperMoneyCheckout.delivery.titles.${method}`),
          method === 'shop' ? agentName : '',
          receiverLine,
        ]
          .filter(Boolean)
          .join(' · ');
      case 'paymentMethods':
        return data.paymentMethod ? t(`common:paymentMethods.${data.paymentMethod}`) : '';
      case 'creditCard':
        return cardChoice ? cardChoiceLine(cardChoice, t, locale) : '';
      default:
        return '';
    }
  };
  const expiry = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(held.expiresAt),
  );

  return (
    <div className="checkout checkout--summary">
      <header className="checkout__head">
        <h1 className="checkout__title">{t('common:checkout.summary')}</h1>
        <p className="checkout-lead">{t('checkoutPage.summary.lead')}</p>
      </header>
      <div className="summary-card">
        <dl className="summary-list">
          {order.map((name) => {
            const label = t(`common:checkout.sections.${name}`);
            return (
              <div className="summary-list__row" key={name} data-row={name}>
                <dt>{label}</dt>
                <dd>{rowValue(name)}</dd>
                <Button
                  variant="link"
                  className="summary-list__edit"
                  onClick={() => edit(name)}
                  aria-label={t('checkoutPage.summary.editSection', { section: label })}
                >
                  {t('common:checkout.edit')}
                </Button>
              </div>
            );
          })}
        </dl>
        <PortalRateBreakdown figures={held} deliveryFee withoutTotal />
        <div className="summary-total">
          <span className="summary-total__label">{t('common:checkout.totalToPay')}</span>
          <span className="summary-total__value amount" data-testid="total-to-pay">
            {formatWire(held.total.withTax, locale)}
          </span>
          {cardChoice && data.paymentMethod === 'CREDIT_CARD' ? (
            <CardSummaryLines choice={cardChoice} />
          ) : null}
          <span className="summary-total__note">
            {t('checkoutPage.summary.expiresAt', { time: expiry })}
          </span>
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
        open={expired.open}
        title={
          refresh === 'updated'
            ? t('checkoutPage.expired.updated')
            : t('checkoutPage.expired.title')
        }
        onClose={refresh === 'updated' ? () => setExpired({ open: false }) : undefined}
        className="quote-expired-modal"
        actions={
          refresh === 'updated' ? (
            <Button data-autofocus onClick={() => setExpired({ open: false })}>
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
              receive: formatAmount(simulation.amount, simulation.currency, locale),
              total: formatWire(held.total.withTax, locale),
            })}
          </p>
        ) : (
          <p>{expired.message ?? t('checkoutPage.expired.body')}</p>
        )}
        {refresh === 'failed' ? (
          <Notice tone="error">{t('checkoutPage.expired.failed')}</Notice>
        ) : null}
      </Modal>
    </div>
  );
}

/**
 * Above the card form of Try again: what the page is and the amount to pay (the outcome it
 * replaces had both), focused as it appears so the focus does not fall to the page's start.
 */
function RetryHeading(props: { title: string; amount: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <header className="checkout__head">
      <h1 className="checkout__title" ref={heading} tabIndex={-1}>
        {props.title}
      </h1>
      <p className="amount" data-testid="amount">
        {props.amount}
      </p>
    </header>
  );
}
