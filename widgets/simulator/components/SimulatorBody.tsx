/**
 * The simulator itself, once its correspondent is ready (spec operations §2.3): operation tabs,
 * the two amounts, the rate and details, the options, the timer and the way to the checkout.
 * Its exchange store belongs to this instance (design §8).
 * @module
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ApiClient } from '../../../src/api/client';
import type { Correspondent } from '../../../src/contracts/correspondent';
import type { CurrencyListItem } from '../../../src/contracts/quotations';
import {
  availableCurrencies,
  CURRENCY_CODES,
  isCurrencyCode,
  type CurrencyCode,
} from '../../../src/domain/pricing/currencies';
import {
  INBOUND_PURPOSE_CODES,
  OUTBOUND_PURPOSE_CODES,
  type PersonType,
  type PurposeCode,
} from '../../../src/domain/pricing/purpose-codes';
import type { Locale } from '../../../src/i18n/locale';
import { minorToDecimalString } from '../../../src/domain/money/money';
import { createExchangeStore } from '../../../src/stores/exchange-store';
import { directionOf } from '../../../src/stores/simulator-kinds';
import { dispatchFxEvent, type FxCheckoutDetail } from '../../shared/events';
import { useStore } from '../../shared/use-store';
import type { WidgetTranslate } from '../../shared/use-widget-i18n';
import { DEFAULT_API_BASE_URL } from '../../shared/use-correspondent';
import { createWidgetApi } from '../../shared/widget-api';
import { formatAmount, formatWire } from '../format';
import type { SimulatorAdminSlot } from '../admin-slot';
import { checkoutUrl, parseOperation, platformOrigin } from '../simulation-url';
import { AmountField } from './AmountField';
import { ExpiryModal } from './ExpiryModal';
import { useOnScreen } from '../../shared/use-on-screen';
import { OperationTabs } from './OperationTabs';
import { PaperMoneyAgents } from './PaperMoneyAgents';
import { QuoteDetails } from './QuoteDetails';
import { QuoteTimer } from './QuoteTimer';
import { SimulationOptions } from './SimulationOptions';

/** Props of {@link SimulatorBody}. */
export interface SimulatorBodyProps {
  /** The ready correspondent. */
  correspondent: Correspondent;
  /** The interface language. */
  locale: Locale;
  /** Translation. */
  t: WidgetTranslate;
  /** Base URL of the API. */
  apiBaseURL?: string;
  /** The simulator to start on (`outbound`, `inbound`, `paper-money`, a SimulatorKind…). */
  operation?: string;
  /** The foreign amount to start with. */
  amount?: string;
  /** The foreign currency to start with. */
  currency?: string;
  /** The person type to start with (a signed-in company: LEGAL). */
  personType?: PersonType;
  /** The person type is the signed-in account's: not asked, not changed (spec §6.2–6.3). */
  personTypeFixed?: boolean;
  /** The purpose to start with (the portal's checkout resuming a simulation). */
  purpose?: PurposeCode;
  /** The partner id carried to the checkout (spec operations §2.2). */
  partnerId?: string;
  /** When given, continuing calls this instead of following the link (the portal's router). */
  onCheckout?: (detail: FxCheckoutDetail) => void;
  /**
   * The API client to call, when the host has one carrying a session (the portal's, with the
   * signed-in user's tokens: quotes are then stored with the user); else the widget makes its own.
   */
  api?: Pick<ApiClient, 'quotations' | 'correspondents' | 'servedCities'>;
  /** A signed-in administrator: quotations go to the admin variants (spec operations §6.5). */
  admin?: boolean;
  /** The administrator's part, rendered under the details when `admin` (see `admin-slot.ts`). */
  adminPanel?: SimulatorAdminSlot;
}

// Paper money falls back to the common notes when the list cannot be loaded.
const PAPER_FALLBACK: CurrencyCode[] = ['USD', 'EUR', 'GBP'];

/**
 * Flag image URLs by currency code from a currency list (spec operations §3.2). A flag the API
 * serves itself (under its base path) is loaded from the origin the widget already calls: the
 * API writes its configured public origin, which may differ from how this page reaches it, and a
 * host's CSP allows the origin the widget talks to.
 */
function flagsOf(list: readonly CurrencyListItem[], apiBaseURL: string): Record<string, string> {
  const flagUrl = (url: string): string => {
    try {
      const api = new URL(apiBaseURL, globalThis.location?.href);
      const flag = new URL(url, api);
      const apiPath = api.pathname.endsWith('/') ? api.pathname : `${api.pathname}/`;
      return flag.pathname.startsWith(apiPath)
        ? new URL(flag.pathname + flag.search, api.origin).href
        : flag.href;
    } catch {
      return url;
    }
  };
  return Object.fromEntries(
    list.map((item) => [item.currencyCode, item.countryFlagUrl && flagUrl(item.countryFlagUrl)]),
  );
}

/** The simulator body. */
export function SimulatorBody(props: SimulatorBodyProps): ReactNode {
  const { correspondent, locale, t } = props;
  const idPrefix = `fx${useId().replace(/[^\w-]/g, '')}`;
  const root = useRef<HTMLDivElement>(null);
  // Off screen (the visitor moved on, e.g. to an <fx-checkout> below), an expired quote is
  // refreshed without the modal: a dialog there would take the focus and scroll the page away.
  // Back on screen before the refresh is acknowledged, the modal shows as usual.
  const onScreen = useOnScreen(root);
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const baseURL = props.apiBaseURL ?? DEFAULT_API_BASE_URL;

  const given = props.api;
  const api = useMemo(
    () =>
      given ??
      createWidgetApi({
        baseURL,
        getCorrespondentId: () => correspondent.id,
        getLocale: () => localeRef.current,
      }),
    [given, baseURL, correspondent.id],
  );
  const { operation, amount, currency, personType, purpose } = props;
  const admin = props.admin === true;
  const personTypeFixed = props.personTypeFixed === true;
  const AdminPanel = props.adminPanel;
  const store = useMemo(
    () =>
      createExchangeStore({
        api,
        correspondent,
        initial: {
          simulator: parseOperation(operation),
          amount: amount && /^\d+(\.\d+)?$/.test(amount) ? amount : undefined,
          currency:
            currency && isCurrencyCode(currency.toUpperCase())
              ? (currency.toUpperCase() as CurrencyCode)
              : undefined,
          personType,
          purpose,
        },
        admin,
        personTypeFixed,
      }),
    [api, correspondent, operation, amount, currency, personType, purpose, admin, personTypeFixed],
  );
  // Whether the first quotation has come back (or failed, or the simulator has none).
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let live = true;
    const done = () => {
      if (live) setStarted(true);
    };
    store.start().then(done, done);
    return () => {
      live = false;
      store.dispose();
    };
  }, [store]);
  const state = useStore(store.$state);
  // Refreshed while off screen: nothing to tell (the new quotation is on the widget already).
  useEffect(() => {
    if (!onScreen && state.expiry === 'updated') store.acknowledgeExpiry();
  }, [onScreen, state.expiry, store]);
  const { quotation, simulator } = state;

  // Paper money sells the notes the correspondent stocks.
  const [paperCurrencies, setPaperCurrencies] = useState<CurrencyCode[] | undefined>();
  const paper = simulator === 'PAPER_MONEY';
  const [unserved, setUnserved] = useState(false);
  // Flag images come from the API's currency lists; a failed list just shows no flags. The list
  // waits for the first quotation: from the script tag to the first quote on screen the widget
  // asks the API twice, for the correspondent and for the quotation (issue 4's budget).
  const [flags, setFlags] = useState<Partial<Record<string, string>>>({});
  useEffect(() => {
    if (!started) return;
    api.quotations.remittanceCurrencies(CURRENCY_CODES).then(
      (list) => setFlags((known) => ({ ...known, ...flagsOf(list, baseURL) })),
      () => undefined,
    );
  }, [api, baseURL, started]);
  useEffect(() => {
    if (!paper || paperCurrencies) return;
    api.quotations.paperMoneyCurrencies(String(correspondent.id)).then(
      (list) => {
        setFlags((known) => ({ ...known, ...flagsOf(list, baseURL) }));
        setPaperCurrencies(list.length ? list.map((item) => item.currencyCode) : PAPER_FALLBACK);
      },
      () => setPaperCurrencies(PAPER_FALLBACK),
    );
  }, [paper, paperCurrencies, api, baseURL, correspondent.id]);
  const loadAgents = useMemo(
    () => () => api.correspondents.agents(correspondent.identifier),
    [api, correspondent.identifier],
  );

  // fx:quote once per quotation shown.
  const quotationId = quotation?.id;
  useEffect(() => {
    if (!quotation || !root.current) return;
    dispatchFxEvent(root.current, 'fx:quote', {
      id: quotation.id,
      total: minorToDecimalString(quotation.total.withTax.value, quotation.total.withTax.precision),
      currency: 'BRL',
      foreignCurrency: quotation.currency.code,
      expiresAt: quotation.expiresAt,
      amount: minorToDecimalString(
        quotation.currency.amount.value,
        quotation.currency.amount.precision,
      ),
      reverse: quotation.reverse,
      ...(quotation.purposeCode ? { purposeCode: quotation.purposeCode } : {}),
      ...(state.couponStatus === 'valid' && state.coupon ? { coupon: state.coupon } : {}),
    });
    // Only a new quotation fires; edits that reuse it do not.
  }, [quotationId]);

  if (!simulator) {
    return (
      <p className="fx-message" role="status">
        {t('simulator.noOperations')}
      </p>
    );
  }

  const direction = directionOf(simulator);
  const inbound = direction === 'INBOUND';
  const foreignCurrencies = paper
    ? (paperCurrencies ?? PAPER_FALLBACK)
    : direction
      ? availableCurrencies(state.purpose, direction)
      : [];
  const messageId = `${idPrefix}-quote-message`;
  const foreign = (
    <AmountField
      id={`${idPrefix}-foreign`}
      label={t(inbound ? 'simulator.senderSends' : 'simulator.youReceive')}
      amount={state.receiveAmount}
      currency={state.receiveCurrency}
      currencies={foreignCurrencies}
      flags={flags}
      currencyLabel={t('simulator.currency')}
      busy={state.loading && state.reverse}
      locale={locale}
      describedBy={messageId}
      onAmount={store.setReceiveAmount}
      onCurrency={store.setReceiveCurrency}
    />
  );
  const national = (
    <AmountField
      id={`${idPrefix}-brl`}
      label={t(inbound ? 'simulator.youReceive' : paper ? 'simulator.youPay' : 'simulator.youSend')}
      amount={state.sendAmount}
      currency="BRL"
      fixedName={t('simulator.real')}
      flags={flags}
      currencyLabel={t('simulator.currency')}
      busy={state.loading && !state.reverse}
      locale={locale}
      describedBy={messageId}
      onAmount={store.setSendAmount}
    />
  );

  const clamp = quotation?.clampMessage;
  const notice = state.error
    ? (state.error.message ?? t('simulator.requestFailed'))
    : clamp
      ? t(clamp.code === 'MINIMUM_VALUE_NOT_REACHED' ? 'simulator.minimum' : 'simulator.maximum', {
          0: formatAmount(clamp.params[0] ?? '0', clamp.params[1] ?? state.receiveCurrency, locale),
        })
      : quotation && 'rounding' in quotation && quotation.rounding.rounded
        ? t('simulator.rounded', {
            amount: formatWire(quotation.currency.amount, locale),
            notes: quotation.currency.multiples.join(', '),
          })
        : '';
  const url = checkoutUrl({
    identifier: correspondent.identifier,
    state,
    partnerId: props.partnerId,
    origin: platformOrigin(props.apiBaseURL),
  });
  // An unserved city typed for paper money: no Buy until another (its message says why).
  const blocked = !url || state.loading || (paper && unserved);
  const summary = `${formatAmount(state.sendAmount, 'BRL', locale)} · ${formatAmount(state.receiveAmount, state.receiveCurrency, locale)}`;

  return (
    <div ref={root} className="fx-simulator" part="simulator" aria-busy={state.loading}>
      <OperationTabs
        available={state.available}
        selected={simulator}
        onSelect={store.setSimulator}
        t={t}
      />
      <>
        <div className="fx-pair">
          {inbound ? foreign : national}
          {inbound ? national : foreign}
        </div>
        <p
          id={messageId}
          className="fx-message"
          data-tone={state.error ? 'danger' : 'info'}
          role={state.error ? 'alert' : 'status'}
        >
          {notice}
        </p>
        {quotation && !(state.loading && !state.quotation) ? (
          <QuoteDetails
            quotation={quotation}
            receives={inbound}
            correspondent={correspondent}
            locale={locale}
            t={t}
          />
        ) : (
          state.loading && (
            <div className="fx-skeleton-group" aria-hidden="true">
              <div className="fx-skeleton" data-shape="line" />
              <div className="fx-skeleton" data-shape="title" />
            </div>
          )
        )}
        {quotation && <QuoteTimer expiresAt={quotation.expiresAt} t={t} />}
        {admin && AdminPanel && (
          <AdminPanel
            idPrefix={idPrefix}
            quotation={quotation}
            locale={locale}
            onAdminQuery={store.setAdmin}
            validateToken={api.quotations.validateManagerToken}
          />
        )}
        <SimulationOptions
          idPrefix={idPrefix}
          purposes={direction && (inbound ? INBOUND_PURPOSE_CODES : OUTBOUND_PURPOSE_CODES)}
          inbound={inbound}
          purpose={state.purpose}
          personType={state.personType}
          personTypeFixed={personTypeFixed}
          coupon={state.coupon}
          couponStatus={state.couponStatus}
          t={t}
          onPersonType={store.setPersonType}
          onPurpose={store.setPurpose}
          onCoupon={(code) => void store.applyCoupon(code)}
        />
        {paper && (
          <PaperMoneyAgents
            idPrefix={idPrefix}
            loadAgents={loadAgents}
            searchCities={api.servedCities.search}
            t={t}
            onUnserved={setUnserved}
          />
        )}
        <a
          className="fx-button"
          part="submit"
          data-block=""
          href={url}
          aria-disabled={blocked}
          onClick={(event) => {
            if (blocked || !quotation) {
              event.preventDefault();
              return;
            }
            const detail: FxCheckoutDetail = { simulator, quotationId: quotation.id, url };
            const proceed = event.currentTarget.dispatchEvent(
              new CustomEvent('fx:checkout', {
                detail,
                bubbles: true,
                composed: true,
                cancelable: true,
              }),
            );
            if (!proceed || props.onCheckout) event.preventDefault();
            if (proceed) props.onCheckout?.(detail);
          }}
        >
          {t(
            inbound
              ? 'simulator.receiveMoney'
              : paper
                ? 'simulator.buyCurrency'
                : 'simulator.sendMoney',
          )}
        </a>
        <p className="fx-visually-hidden" aria-live="polite">
          {quotation && !state.loading
            ? t('simulator.quoteAnnounce', {
                send: formatWire(quotation.total.withTax, locale),
                receive: formatWire(quotation.currency.amount, locale),
              })
            : ''}
        </p>
      </>
      {state.expiry !== 'live' && onScreen && (
        <ExpiryModal
          idPrefix={idPrefix}
          updated={state.expiry === 'updated'}
          failed={state.error !== null}
          summary={summary}
          t={t}
          onClose={store.acknowledgeExpiry}
          onRefresh={() => void store.refresh()}
        />
      )}
    </div>
  );
}
