/**
 * The remittance checkout, outbound (route `checkout-remittance-outbound`) or inbound
 * (`checkout-remittance-inbound`; spec operations §2.4, §4.7, §5.3, §6.3; issue 16): one page of collapsible sections with 'Step n/total', driven by the pure
 * section state machine (`src/domain/checkout`) held in the checkout store:
 * - simulator: the portal's simulator; every new quote (its `fx:quote`) updates the store, its
 *   'Send money' continues;
 * - beneficiary, or the customer's own account (AVAILABILITY), or investment broker and its
 *   identifier code (INVESTMENTS): the payee sections;
 * - purposeCode: nature (the quote is priced for it: another nature asks for a new quote),
 *   description, acknowledgement, the numbered list for CAD;
 * - documents: real uploads with progress;
 * - paymentMethods: those the correspondent's flags allow;
 * then the summary route. Inbound (individuals only: a company is told 'Unavailable operations',
 * §6.3) asks for the customer's own account in Brazil, the inbound purpose, documents, and how the
 * money is paid (`inboundPaymentMethodsSelect`, then what follows for a card or a link); choosing
 * a method quotes again for it, so the quotation carries its `inboundPaymentMethod`. The URL hands over the simulator's quotation and the record a payee
 * page saved (`?beneficiaryId=`…); they are read into the store and dropped from the URL.
 * @module
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  availablePaymentMethods,
  defaultPaymentMethodOf,
  type PaymentMethod,
} from '../../../src/domain/operations/payment-methods';
import { requiredSections, sectionOf } from '../../../src/domain/checkout/navigation';
import type { CheckoutSectionName } from '../../../src/domain/checkout/sections';
import type { InboundPaymentMethod } from '../../../src/domain/operations/payment-methods';
import { minorToDecimalString, parseDecimalToMinor } from '../../../src/domain/money/money';
import { isCurrencyCode } from '../../../src/domain/pricing/currencies';
import { isPurposeCode, type PurposeCode } from '../../../src/domain/pricing/purpose-codes';
import {
  purposeOf,
  sectionValidity,
  type CheckoutQuotation,
} from '../../../src/stores/checkout-store';
import type { FxQuoteDetail } from '../../../widgets/shared/events';
import { formatAmount } from '../../../widgets/simulator/format';
import { apiErrorMessage } from '../../app/api-message';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { SimulatorEmbed } from '../../components/SimulatorEmbed';
import { pathFor } from '../../routes/path-for';
import { CheckoutSection } from './CheckoutSection';
import { CheckoutStepHeader } from './CheckoutStepHeader';
import { inboundMethodOffer } from './inbound-methods';
import { IndividualsOnly } from './CompanyNotice';
import {
  quotationFromQuery,
  selectionFromQuery,
  simulationSeedFromQuery,
  withoutCheckoutParams,
  type SimulationSeed,
} from './checkout-query';
import { AccountSection } from './sections/AccountSection';
import { CreditCardSection, cardChoiceLine } from './sections/CreditCardSection';
import { useStore } from '../../../widgets/shared/use-store';
import { BeneficiarySection } from './sections/BeneficiarySection';
import { DocumentsSection } from './sections/DocumentsSection';
import {
  InboundCardNote,
  InboundLinkNote,
  InboundMethodSection,
} from './sections/InboundMethodSection';
import {
  IdentifierCodeSection,
  InvestmentSection,
  type IdentifierCodeSave,
} from './sections/InvestmentSection';
import { PaymentMethodsSection } from './sections/PaymentMethodsSection';
import { PurposeSection } from './sections/PurposeSection';
import { useCheckout } from './use-checkout-store';
import { usePayeeName } from './use-payee-name';
import '../../styles/forms.css';
import '../../styles/checkout.css';

/** A quotation from the simulator's `fx:quote`, or undefined when it is not a remittance one. */
export function quotationFromQuote(detail: FxQuoteDetail): CheckoutQuotation | undefined {
  const currency = detail.foreignCurrency.toUpperCase();
  if (!isCurrencyCode(currency) || !isPurposeCode(detail.purposeCode) || !detail.amount) {
    return undefined;
  }
  return {
    id: detail.id,
    currency,
    amount: detail.amount,
    total: detail.total,
    reverse: detail.reverse === true,
    purposeCode: detail.purposeCode,
    expiresAt: detail.expiresAt,
    coupon: detail.coupon ?? null,
  };
}

/** Which remittance a checkout page creates. */
export type RemittanceDirection = 'outbound' | 'inbound';

/** `/:identifier/app/checkout/remittance/outbound`. */
export function OutboundCheckoutPage() {
  return <RemittanceCheckoutPage direction="outbound" />;
}

/** `/:identifier/app/checkout/remittance/inbound`: individuals only (spec operations §6.3). */
export function InboundCheckoutPage() {
  return (
    <IndividualsOnly>
      <RemittanceCheckoutPage direction="inbound" />
    </IndividualsOnly>
  );
}

/** The checkout of `direction`. */
export function RemittanceCheckoutPage({ direction }: { direction: RemittanceDirection }) {
  const { t, locale } = useLocale();
  const correspondent = useCorrespondent();
  const { api } = useServices();
  const { user } = useSession();
  const inbound = direction === 'inbound';
  const kind = inbound ? 'remittance-inbound' : 'remittance-outbound';
  const { store, data } = useCheckout(kind);
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const identifier = correspondent.identifier;
  const cpf = user?.cpf ?? null;
  const cnpj = user?.cnpj ?? null;
  const customer = useMemo(() => ({ cpf, cnpj }), [cpf, cnpj]);
  const company = Boolean(cnpj);
  const document = cnpj ?? cpf ?? '';
  const [showErrors, setShowErrors] = useState(false);
  const [requoting, setRequoting] = useState(false);
  const [requoteError, setRequoteError] = useState<string | null>(null);
  const { navigation, quotation } = data;
  const current = navigation.currentSectionName;

  // A simulation asked for without a quotation (an embedding host's data-currency/data-amount).
  const [querySeed, setQuerySeed] = useState<SimulationSeed>({});

  // The URL's hand-over: the simulator's quotation, a record a payee page saved.
  useEffect(() => {
    const cleaned = withoutCheckoutParams(search);
    if (!cleaned) return;
    const handed = quotationFromQuery(search);
    if (!handed) setQuerySeed(simulationSeedFromQuery(search));
    const selection = selectionFromQuery(search);
    if (handed) {
      if (store.$data.get().quotation?.id !== handed.id) store.setQuotation(handed);
      // 'Send money' (from the home or this page's simulator) continues past the simulator.
      if (store.$data.get().navigation.currentSectionName === 'simulator') store.next();
    }
    if (selection.beneficiaryId !== undefined) store.selectBeneficiary(selection.beneficiaryId);
    if (selection.accountId !== undefined) store.selectAccount(selection.accountId);
    if (selection.investmentBrokerId !== undefined) {
      store.selectInvestmentBroker(selection.investmentBrokerId);
    }
    setSearch(cleaned, { replace: true });
  }, [search, setSearch, store]);

  // Every new quote of the embedded simulator updates the store (spec operations §2.3, §4.6).
  const simulatorOpen = sectionOf(navigation, 'simulator').expanded;
  const simulatorHost = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = simulatorHost.current;
    if (!host || !simulatorOpen) return undefined;
    const onQuote = (event: Event) => {
      const next = quotationFromQuote((event as CustomEvent<FxQuoteDetail>).detail);
      if (next && store.$data.get().quotation?.id !== next.id) store.setQuotation(next);
    };
    host.addEventListener('fx:quote', onQuote);
    return () => host.removeEventListener('fx:quote', onQuote);
  }, [simulatorOpen, store]);
  // The simulator starts from the checkout's simulation, read once each time it opens (so a
  // quote it makes does not restart it while the customer types).
  const seed = useMemo(() => store.$data.get().quotation, [simulatorOpen, store]);

  // Payment methods the correspondent allows (spec operations §6.4); never the card for a company,
  // which is told so where the card would be (§6.3).
  const offered = useMemo<PaymentMethod[]>(
    () =>
      availablePaymentMethods(
        correspondent.paymentMethodsAvailability,
        'remittance-outbound',
        company,
      ),
    [correspondent.paymentMethodsAvailability, company],
  );
  const cardUnavailable =
    company &&
    availablePaymentMethods(
      correspondent.paymentMethodsAvailability,
      'remittance-outbound',
      false,
    ).includes('CREDIT_CARD');
  const cardChoice = useStore(store.$cardChoice);
  const totalCents = quotation ? (parseDecimalToMinor(quotation.total, 2) ?? 0) : 0;
  useEffect(() => {
    if (current !== 'paymentMethods') return;
    const chosen = store.$data.get().paymentMethod;
    if (chosen === null || !offered.includes(chosen)) {
      store.setPaymentMethod(defaultPaymentMethodOf(offered) ?? null);
    }
  }, [current, offered, store]);

  // A new quote for another nature, or (inbound) priced for the payment method chosen.
  const requote = useCallback(
    async (nature: PurposeCode, method?: InboundPaymentMethod) => {
      const held = store.$data.get().quotation;
      if (!held || (held.purposeCode === nature && method === undefined)) {
        store.setPurpose({ nature });
        return;
      }
      setRequoting(true);
      setRequoteError(null);
      try {
        const text = held.reverse ? held.total : held.amount;
        const fresh = await api.quotations.remittance(
          direction,
          {
            currency: held.currency,
            value: String(parseDecimalToMinor(text, 2, 'down') ?? 0),
            purposeCode: nature,
            correspondentId: String(correspondent.id),
            personType: company ? 'LEGAL' : 'PHYSICAL',
            ...(held.coupon ? { coupon: held.coupon } : {}),
            ...(method ? { inboundPaymentMethod: method } : {}),
          },
          { reverse: held.reverse },
        );
        store.setQuotation({
          id: fresh.id,
          currency: held.currency,
          amount: minorToDecimalString(
            fresh.currency.amount.value,
            fresh.currency.amount.precision,
          ),
          total: minorToDecimalString(fresh.total.withTax.value, fresh.total.withTax.precision),
          reverse: held.reverse,
          purposeCode: nature,
          expiresAt: fresh.expiresAt,
          coupon: held.coupon,
        });
      } catch (error) {
        setRequoteError(apiErrorMessage(error) ?? t('common:general.requestFailed'));
      } finally {
        setRequoting(false);
      }
    },
    [api, company, correspondent.id, direction, store, t],
  );

  // Inbound: the methods the domain offers for this quote and purpose (spec operations §9.1).
  const inboundOffer = useMemo(
    () => (inbound && quotation ? inboundMethodOffer(quotation, purposeOf(data)) : undefined),
    [inbound, quotation, data],
  );
  useEffect(() => {
    const chosen = store.$data.get().inboundPaymentMethod;
    if (inboundOffer && chosen !== null && !inboundOffer.methods.includes(chosen)) {
      store.setInboundPaymentMethod(null);
    }
  }, [inboundOffer, store]);
  async function chooseInboundMethod(method: InboundPaymentMethod) {
    store.setInboundPaymentMethod(method);
    await requote(purposeOf(store.$data.get()), method);
  }

  const order = requiredSections(navigation);
  const summaryPath = pathFor(`checkout-remittance-${direction}-summary`, { identifier });

  // The identifierCode step's save: its Continue saves the typed code (issue 19, item 9).
  const identifierSave = useRef<IdentifierCodeSave | null>(null);
  const [saving, setSaving] = useState(false);

  async function onContinue(name: CheckoutSectionName) {
    const save = name === 'identifierCode' ? identifierSave.current : null;
    if (save) {
      setSaving(true);
      const saved = await save().finally(() => setSaving(false));
      // The step says what is wrong (the field's error, or why the save failed).
      if (!saved) return;
    }
    if (!sectionValidity(store.$data.get(), name, store.$cardChoice.get() !== null)) {
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
  const currency = quotation?.currency ?? 'USD';

  function content(name: CheckoutSectionName) {
    switch (name) {
      case 'simulator':
        return (
          <div className="checkout-simulator" ref={simulatorHost}>
            <p className="checkout-lead">
              {inbound ? t('inbound.simulator.hint') : t('checkoutPage.simulator.hint')}
            </p>
            <SimulatorEmbed
              correspondent={correspondent}
              operation={kind}
              amount={seed?.amount ?? querySeed.amount}
              currency={seed?.currency ?? querySeed.currency}
              purpose={seed?.purposeCode}
            />
          </div>
        );
      case 'beneficiary':
        // A company's beneficiaries and accounts come from the GraphQL API (issue 20).
        return (
          <BeneficiarySection
            customer={customer}
            currency={currency}
            selectedId={data.beneficiaryId}
            onSelect={store.selectBeneficiary}
          />
        );
      case 'accounts':
        return (
          <>
            {inbound ? <p className="checkout-lead">{t('inbound.accounts.lead')}</p> : null}
            <AccountSection
              customer={customer}
              currency={currency}
              direction={inbound ? 'INBOUND' : 'OUTBOUND'}
              selectedId={data.accountId}
              onSelect={store.selectAccount}
            />
          </>
        );
      case 'investments':
        return (
          <InvestmentSection
            customer={customer}
            currency={currency}
            selectedId={data.investmentBrokerId}
            onSelect={store.selectInvestmentBroker}
            withIdentifierCode={false}
            onIdentifierCode={(code) => store.setIdentifierCode(code ?? '')}
          />
        );
      case 'identifierCode':
        return (
          <IdentifierCodeSection
            customer={customer}
            brokerId={data.investmentBrokerId}
            onIdentifierCode={(code) => store.setIdentifierCode(code ?? '')}
            saveRef={identifierSave}
          />
        );
      case 'purposeCode':
        return (
          <>
            <PurposeSection
              quotation={quotation}
              purpose={data.purpose}
              requoting={requoting}
              showErrors={showErrors}
              onChange={store.setPurpose}
              onNature={(nature) => void requote(nature)}
              direction={inbound ? 'INBOUND' : 'OUTBOUND'}
            />
            {requoteError ? <Notice tone="error">{requoteError}</Notice> : null}
          </>
        );
      case 'documents':
        return (
          <DocumentsSection
            document={document}
            documents={data.documents}
            showErrors={showErrors}
            onAdd={store.addDocument}
            onRemove={store.removeDocument}
          />
        );
      case 'paymentMethods':
        return (
          <PaymentMethodsSection
            offered={offered}
            selected={data.paymentMethod}
            onSelect={store.setPaymentMethod}
            cardUnavailable={cardUnavailable}
          />
        );
      case 'creditCard':
        return (
          <CreditCardSection
            amountCents={totalCents}
            choice={cardChoice}
            onReady={store.setCardChoice}
          />
        );
      case 'inboundPaymentMethodsSelect':
        return inboundOffer ? (
          <>
            <InboundMethodSection
              offer={inboundOffer}
              currency={currency}
              selected={data.inboundPaymentMethod}
              onSelect={(method) => void chooseInboundMethod(method)}
            />
            {requoteError ? <Notice tone="error">{requoteError}</Notice> : null}
          </>
        ) : null;
      case 'inboundPaymentMethods':
        return <InboundCardNote />;
      case 'inboundPaymentLink':
        return <InboundLinkNote />;
      default:
        return null;
    }
  }

  function summaryOf(name: CheckoutSectionName): string | undefined {
    switch (name) {
      case 'simulator':
        if (quotation && inbound) {
          return t('inbound.simulator.line', {
            send: formatAmount(quotation.amount, quotation.currency, locale),
            receive: formatAmount(quotation.total, 'BRL', locale),
          });
        }
        return quotation
          ? t('checkoutPage.simulator.line', {
              receive: formatAmount(quotation.amount, quotation.currency, locale),
              total: formatAmount(quotation.total, 'BRL', locale),
            })
          : undefined;
      case 'beneficiary':
      case 'accounts':
      case 'investments':
        return payeeName;
      case 'identifierCode':
        return data.identifierCode;
      case 'purposeCode':
        return [
          data.purpose.nature ? natureLabel(data.purpose.nature) : '',
          data.purpose.description,
        ]
          .filter(Boolean)
          .join(' · ');
      case 'documents':
        return data.documents.map((doc) => doc.fileName).join(', ');
      case 'paymentMethods':
        return data.paymentMethod ? t(`common:paymentMethods.${data.paymentMethod}`) : undefined;
      case 'creditCard':
        return cardChoice ? cardChoiceLine(cardChoice, t, locale) : undefined;
      case 'inboundPaymentMethodsSelect':
        return data.inboundPaymentMethod
          ? t(`inbound.methods.titles.${data.inboundPaymentMethod}`)
          : undefined;
      default:
        return undefined;
    }
  }

  function natureLabel(nature: PurposeCode): string {
    return inbound ? t(`inbound.natures.${nature}`) : t(`checkoutPage.purpose.natures.${nature}`);
  }

  const missingPayee =
    showErrors &&
    ['beneficiary', 'accounts', 'investments', 'identifierCode'].includes(current) &&
    !sectionValidity(data, current);

  return (
    <div className="checkout">
      <CheckoutStepHeader
        title={inbound ? t('inbound.title') : t('checkoutPage.title')}
        navigation={navigation}
      />
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
                {name === current && missingPayee ? (
                  <p className="field__error" role="alert">
                    {name === 'identifierCode'
                      ? t('checkoutPage.identifierCode.missing')
                      : t('common:validation.required')}
                  </p>
                ) : null}
                <div className="checkout-section__actions">
                  {index > 0 ? (
                    <Button variant="ghost" onClick={() => store.previous()}>
                      {t('checkoutPage.back')}
                    </Button>
                  ) : null}
                  <Button
                    onClick={() => void onContinue(name)}
                    loading={saving && name === 'identifierCode'}
                    disabled={requoting || (name === 'simulator' && !quotation)}
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
