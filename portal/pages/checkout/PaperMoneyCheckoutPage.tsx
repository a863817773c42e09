/**
 * The paper-money checkout (route `checkout-paper-money`; spec operations §1 "Paper money",
 * §2.4, §4.7, §5.5, §6.3; issue 17): the shared collapsible sections with 'Step n/total' over
 * the paper-money store:
 * - simulator: the portal's simulator on paper money (amounts on whole banknotes); 'Buy
 *   Currency' hands the notes over through the URL, as on the home;
 * - address: the customer's saved addresses, or a new one (`checkout-paper-money-create-address`
 *   comes back with `?addressId=`);
 * - deliveryMethod: home delivery, store pickup (agents by distance) or ATM withdrawal; each kind
 *   is quoted again with `deliveryMethod` so the quotation carries that kind's fee (the server
 *   refuses a body of another kind); the receiver other than the purchaser (not above
 *   R$ 10,000.00);
 * - paymentMethods: those the correspondent's flags allow; the credit card opens the creditCard
 *   section (the card form and its installments, issue 18).
 * Companies are told 'Unavailable operations' (§6.3).
 * @module
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Address } from '../../../src/contracts/addresses';
import { requiredSections, sectionOf } from '../../../src/domain/checkout/navigation';
import type { CheckoutSectionName } from '../../../src/domain/checkout/sections';
import { parseDecimalToMinor } from '../../../src/domain/money/money';
import { isCurrencyCode } from '../../../src/domain/pricing/currencies';
import {
  availablePaymentMethods,
  defaultPaymentMethodOf,
  type PaymentMethod,
} from '../../../src/domain/operations/payment-methods';
import {
  mayHaveOtherReceiver,
  type DeliveryMethod,
} from '../../../src/domain/paper-money/delivery';
import { isSameCity } from '../../../src/domain/address/city-name';
import {
  paperMoneySectionValidity,
  totalCentsOf,
  type PaperMoneySimulation,
} from '../../../src/stores/paper-money-checkout-store';
import type { FxQuoteDetail } from '../../../widgets/shared/events';
import { formatAmount, formatWire } from '../../../widgets/simulator/format';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { Button } from '../../components/Button';
import { SimulatorEmbed } from '../../components/SimulatorEmbed';
import { pathFor } from '../../routes/path-for';
import { CheckoutSection } from './CheckoutSection';
import { CheckoutStepHeader } from './CheckoutStepHeader';
import { IndividualsOnly } from './CompanyNotice';
import { quotationFromQuery, selectionFromQuery, withoutCheckoutParams } from './checkout-query';
import { addressLine, AddressChoiceSection } from './sections/AddressChoiceSection';
import { DeliveryMethodSection, type ListedAgent } from './sections/DeliveryMethodSection';
import type { ListLoad } from './sections/PayeeChoice';
import { PaymentMethodsSection } from './sections/PaymentMethodsSection';
import { CreditCardSection, cardChoiceLine } from './sections/CreditCardSection';
import { useStore } from '../../../widgets/shared/use-store';
import { usePaperMoneyCheckout } from './use-paper-money-checkout';
import '../../styles/forms.css';
import '../../styles/checkout.css';

/** What the summary hands back to the delivery section after a refusal about the delivery. */
export interface PaperMoneyCheckoutState {
  deliveryMessage?: string;
  unservedCity?: string;
}

/** The notes of a simulator `fx:quote`, when it is a paper-money one with an amount. */
export function simulationFromQuote(detail: FxQuoteDetail): PaperMoneySimulation | undefined {
  const currency = detail.foreignCurrency.toUpperCase();
  if (!detail.amount || detail.purposeCode || !isCurrencyCode(currency)) return undefined;
  return {
    quotationId: detail.id,
    currency,
    amount: detail.amount,
    total: detail.total,
  };
}

/** `/:identifier/app/checkout/paper-money/operation`: individuals only (spec §6.3). */
export function PaperMoneyCheckoutPage() {
  return (
    <IndividualsOnly operation="paperMoney">
      <PaperMoneyCheckout />
    </IndividualsOnly>
  );
}

function PaperMoneyCheckout() {
  const { t, locale } = useLocale();
  const correspondent = useCorrespondent();
  const { api } = useServices();
  const { user } = useSession();
  const { store, data } = usePaperMoneyCheckout();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const back = (location.state ?? null) as PaperMoneyCheckoutState | null;
  const identifier = correspondent.identifier;
  const customer = useMemo(() => ({ cpf: user?.cpf ?? null, cnpj: user?.cnpj ?? null }), [user]);
  const [showErrors, setShowErrors] = useState(false);
  const [quoting, setQuoting] = useState(false);
  const [quoteFailed, setQuoteFailed] = useState(false);
  const [addresses, setAddresses] = useState<Address[]>([]);
  const { navigation, simulation, quote } = data;
  const current = navigation.currentSectionName;

  // The URL's hand-over: the simulator's notes, an address the address page saved.
  useEffect(() => {
    const cleaned = withoutCheckoutParams(search);
    if (!cleaned) return;
    const handed = quotationFromQuery(search);
    if (handed) {
      store.setSimulation({
        quotationId: handed.id,
        currency: handed.currency,
        amount: handed.amount,
        total: handed.total,
      });
      if (store.$data.get().navigation.currentSectionName === 'simulator') store.next();
    }
    const { addressId } = selectionFromQuery(search);
    if (addressId !== undefined) store.selectAddress(addressId);
    setSearch(cleaned, { replace: true });
  }, [search, setSearch, store]);

  // Every new quote of the embedded simulator updates the notes asked for.
  const simulatorOpen = sectionOf(navigation, 'simulator').expanded;
  const simulatorHost = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = simulatorHost.current;
    if (!host || !simulatorOpen) return undefined;
    const onQuote = (event: Event) => {
      const next = simulationFromQuote((event as CustomEvent<FxQuoteDetail>).detail);
      if (next) store.setSimulation(next);
    };
    host.addEventListener('fx:quote', onQuote);
    return () => host.removeEventListener('fx:quote', onQuote);
  }, [simulatorOpen, store]);
  const seed = useMemo(() => store.$data.get().simulation, [simulatorOpen, store]);

  // The quotation priced for the chosen delivery kind (its fee, and the kind signed into it).
  const requote = useCallback(async () => {
    const held = store.$data.get();
    const method = held.deliveryMethod;
    if (!held.simulation || !method) return;
    setQuoting(true);
    setQuoteFailed(false);
    try {
      const fresh = await api.quotations.paperMoney(String(correspondent.id), {
        currency: held.simulation.currency,
        value: String(parseDecimalToMinor(held.simulation.amount, 2, 'down') ?? 0),
        deliveryMethod: method,
      });
      // Another kind chosen meanwhile: its own call brings its quotation.
      if (store.$data.get().deliveryMethod === method) store.setQuote(fresh, method);
    } catch {
      setQuoteFailed(true);
    } finally {
      setQuoting(false);
    }
  }, [api, correspondent.id, store]);
  const needsQuote =
    data.deliveryMethod !== null && simulation !== null && data.quotedFor !== data.deliveryMethod;
  useEffect(() => {
    if (needsQuote && !quoteFailed) void requote();
    // A failure waits for 'Try again' (quoteFailed stops the loop).
  }, [needsQuote, quoteFailed, data.deliveryMethod, simulation, requote]);

  // The chosen address is needed past its own section (the stores' distance, the served city),
  // also when the checkout is reopened there: read the list when the section has not.
  const needsAddresses = data.addressId !== null && addresses.length === 0;
  useEffect(() => {
    if (!needsAddresses) return undefined;
    let live = true;
    api.customers.addresses.list(customer).then(
      (list) => live && setAddresses(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, customer, needsAddresses]);

  // The stores, nearest first when the API orders them by the customer's CEP.
  const address = addresses.find((item) => item.id === data.addressId);
  const zipCode = address?.zipCode;
  const [agents, setAgents] = useState<ListedAgent[]>([]);
  const [agentsState, setAgentsState] = useState<ListLoad>('loading');
  // Home delivery only where the served set reaches (spec §1, §8.2): the chosen address's city
  // is looked up before the customer goes on, not only refused at creation.
  const [servedCity, setServedCity] = useState<{ unservedFor: number | null }>({
    unservedFor: null,
  });
  const wantsServedCheck = data.deliveryMethod === 'shipment' && address !== undefined;
  useEffect(() => {
    if (!wantsServedCheck || !address) return undefined;
    let live = true;
    api.servedCities.search(address.city).then(
      (cities) => {
        if (!live) return;
        const served = cities.some((city) => isSameCity(city, address.city, address.state));
        setServedCity({ unservedFor: served ? null : address.id });
      },
      // The server checks again at creation; a failed lookup does not block here.
      () => live && setServedCity({ unservedFor: null }),
    );
    return () => {
      live = false;
    };
  }, [api, wantsServedCheck, address]);
  const wantsAgents = data.deliveryMethod === 'shop';
  useEffect(() => {
    if (!wantsAgents) return undefined;
    let live = true;
    setAgentsState('loading');
    api.correspondents.agents(identifier, zipCode ? { zipCode } : {}).then(
      (list) => {
        if (!live) return;
        setAgents(list);
        setAgentsState('ready');
      },
      () => live && setAgentsState('error'),
    );
    return () => {
      live = false;
    };
  }, [api, identifier, zipCode, wantsAgents]);

  // Payment methods by the correspondent's flags, the card included (issue 18); companies never
  // reach this page (IndividualsOnly, spec §6.3).
  const offered = useMemo<PaymentMethod[]>(
    () => availablePaymentMethods(correspondent.paymentMethodsAvailability, 'paper-money'),
    [correspondent.paymentMethodsAvailability],
  );
  const cardChoice = useStore(store.$cardChoice);
  useEffect(() => {
    if (current !== 'paymentMethods') return;
    const chosen = store.$data.get().paymentMethod;
    if (chosen === null || !offered.includes(chosen)) {
      store.setPaymentMethod(defaultPaymentMethodOf(offered) ?? null);
    }
  }, [current, offered, store]);

  const totalCents = totalCentsOf(data);
  const otherReceiverAllowed = totalCents === undefined || mayHaveOtherReceiver(totalCents);
  const order = requiredSections(navigation);
  const summaryPath = pathFor('checkout-paper-money-summary', { identifier });
  const unservedCity =
    (address && servedCity.unservedFor === address.id ? address.city : null) ??
    back?.unservedCity ??
    null;

  function onContinue(name: CheckoutSectionName) {
    const unserved =
      name === 'deliveryMethod' && data.deliveryMethod === 'shipment' && unservedCity;
    if (
      unserved ||
      !paperMoneySectionValidity(store.$data.get(), name, store.$cardChoice.get() !== null)
    ) {
      setShowErrors(true);
      return;
    }
    setShowErrors(false);
    if (order.indexOf(name) === order.length - 1) {
      if (store.isComplete()) void navigate(summaryPath);
      return;
    }
    store.next();
  }

  function chooseMethod(method: DeliveryMethod) {
    setQuoteFailed(false);
    store.setDeliveryMethod(method);
  }

  function content(name: CheckoutSectionName) {
    switch (name) {
      case 'simulator':
        return (
          <div className="checkout-simulator" ref={simulatorHost}>
            <p className="checkout-lead">{t('paperMoneyCheckout.simulator.hint')}</p>
            <SimulatorEmbed
              correspondent={correspondent}
              operation="paper-money"
              amount={seed?.amount}
              currency={seed?.currency}
            />
          </div>
        );
      case 'address':
        return (
          <>
            <AddressChoiceSection
              customer={customer}
              selectedId={data.addressId}
              onSelect={store.selectAddress}
              onLoaded={setAddresses}
            />
            {showErrors && data.addressId === null ? (
              <p className="field__error" role="alert">
                {t('paperMoneyCheckout.address.missing')}
              </p>
            ) : null}
          </>
        );
      case 'deliveryMethod':
        return (
          <DeliveryMethodSection
            method={data.deliveryMethod}
            onMethod={chooseMethod}
            fee={
              quote && data.quotedFor === data.deliveryMethod ? quote.deliveryFee.total : undefined
            }
            quoting={quoting}
            quoteFailed={quoteFailed}
            onRetryQuote={() => void requote()}
            address={address}
            unservedCity={data.deliveryMethod === 'shipment' ? unservedCity : null}
            agents={agents}
            agentsState={agentsState}
            agentId={data.agentId}
            onAgent={store.selectAgent}
            receiver={data.receiver}
            onReceiver={store.setReceiver}
            otherReceiverAllowed={otherReceiverAllowed}
            showErrors={showErrors}
            message={back?.deliveryMessage}
          />
        );
      case 'paymentMethods':
        return (
          <PaymentMethodsSection
            offered={offered}
            selected={data.paymentMethod}
            onSelect={store.setPaymentMethod}
          />
        );
      case 'creditCard':
        return (
          <CreditCardSection
            amountCents={totalCents ?? 0}
            choice={cardChoice}
            onReady={store.setCardChoice}
          />
        );
      default:
        return null;
    }
  }

  function summaryOf(name: CheckoutSectionName): string | undefined {
    switch (name) {
      case 'simulator':
        return simulation
          ? t('paperMoneyCheckout.simulator.line', {
              receive: formatAmount(simulation.amount, simulation.currency, locale),
              total: quote
                ? formatWire(quote.total.withTax, locale)
                : formatAmount(simulation.total, 'BRL', locale),
            })
          : undefined;
      case 'address':
        return address ? `${address.nickname} · ${addressLine(address)}` : undefined;
      case 'deliveryMethod': {
        if (!data.deliveryMethod) return undefined;
        const fee = quote ? ` · ${formatWire(quote.deliveryFee.total, locale)}` : '';
        const agent =
          data.deliveryMethod === 'shop'
            ? agents.find((item) => item.id === data.agentId)?.name
            : undefined;
        const receiver = data.receiver.other
          ? t('paperMoneyCheckout.receiver.line', { name: data.receiver.name })
          : undefined;
        return [
          t(`paperMoneyCheckout.delivery.titles.${data.deliveryMethod}`) + fee,
          agent,
          receiver,
        ]
          .filter(Boolean)
          .join(' · ');
      }
      case 'paymentMethods':
        return data.paymentMethod ? t(`common:paymentMethods.${data.paymentMethod}`) : undefined;
      case 'creditCard':
        return cardChoice ? cardChoiceLine(cardChoice, t, locale) : undefined;
      default:
        return undefined;
    }
  }

  return (
    <div className="checkout">
      <CheckoutStepHeader title={t('paperMoneyCheckout.title')} navigation={navigation} />
      <ol className="checkout__sections" aria-label={t('checkoutPage.sectionsLabel')}>
        {order.map((name, index) => {
          const section = sectionOf(navigation, name);
          const last = index === order.length - 1;
          return (
            <li key={name}>
              <CheckoutSection
                name={name}
                number={index + 1}
                title={t(`common:checkout.sections.${name}`)}
                expanded={section.expanded}
                reached={section.shown}
                done={section.shown && !section.invalid}
                summary={summaryOf(name)}
                onEdit={() => {
                  setShowErrors(false);
                  store.edit(name);
                }}
              >
                {content(name)}
                <div className="checkout-section__actions">
                  {index > 0 ? (
                    <Button variant="ghost" onClick={() => store.previous()}>
                      {t('checkoutPage.back')}
                    </Button>
                  ) : null}
                  <Button
                    onClick={() => onContinue(name)}
                    disabled={
                      (name === 'simulator' && !simulation) ||
                      (name === 'deliveryMethod' && quoting)
                    }
                    data-testid={`continue-${name}`}
                  >
                    {last ? t('checkoutPage.toSummary') : t('checkoutPage.continue')}
                  </Button>
                </div>
              </CheckoutSection>
            </li>
          );
        })}
      </ol>
      {store.isComplete() && current !== order[order.length - 1] ? (
        <p className="checkout__to-summary">
          <Link className="text-link" to={summaryPath}>
            {t('checkoutPage.toSummary')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
