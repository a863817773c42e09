/**
 * The paper-money checkout's deliveryMethod section (spec operations §1 "Paper money", §2.4,
 * §5.5, §8.2, §9.3; issue 17): home delivery to the confirmed address (a city not served says
 * so), pickup at one of the correspondent's stores (by distance to the customer's CEP when the
 * API orders them so), or ATM withdrawal (what the withdrawal code is); the delivery fee of the
 * kind, from the quotation priced for it; and 'someone other than me receives the notes' with
 * the receiver's name and CPF, refused above R$ 10,000.00.
 * @module
 */
import { useId } from 'react';
import type { Address } from '../../../../src/contracts/addresses';
import type { Agent } from '../../../../src/contracts/correspondent';
import { isValidCpf } from '../../../../src/domain/documents/cpf';
import type { WireMoney } from '../../../../src/domain/money/money';
import { DELIVERY_METHODS, type DeliveryMethod } from '../../../../src/domain/paper-money/delivery';
import type { PaperMoneyReceiverForm } from '../../../../src/stores/paper-money-checkout-store';
import { formatWire } from '../../../../widgets/simulator/format';
import { useLocale } from '../../../app/locale';
import { Button } from '../../../components/Button';
import { Notice } from '../../../components/Notice';
import { TextField } from '../../../components/TextField';
import { addressLine } from './AddressChoiceSection';
import { MethodChoice } from './PaymentMethodsSection';
import type { ListLoad } from './PayeeChoice';

/** An agent as listed, with its distance when the API gives one (the zipCode ordering). */
export type ListedAgent = Agent;

/** Props of {@link DeliveryMethodSection}. */
export interface DeliveryMethodSectionProps {
  method: DeliveryMethod | null;
  onMethod(method: DeliveryMethod): void;
  /** The fee of the quotation priced for `method`; undefined while quoting. */
  fee: WireMoney | undefined;
  quoting: boolean;
  quoteFailed: boolean;
  onRetryQuote(): void;
  /** The confirmed address. */
  address: Address | undefined;
  /** The city the server said it does not deliver to, if any. */
  unservedCity: string | null;
  agents: readonly ListedAgent[];
  agentsState: ListLoad;
  agentId: number | null;
  onAgent(id: number): void;
  receiver: PaperMoneyReceiverForm;
  onReceiver(change: Partial<PaperMoneyReceiverForm>): void;
  /** Whether someone else may receive (total up to R$ 10,000.00). */
  otherReceiverAllowed: boolean;
  showErrors: boolean;
  /** A message the summary brought back (a refusal about the delivery). */
  message?: string | undefined;
}

/** The deliveryMethod section; see the module note. */
export function DeliveryMethodSection(props: DeliveryMethodSectionProps) {
  const { t, locale } = useLocale();
  const id = useId();
  const { method, receiver } = props;
  const fee = props.fee;
  const feeText =
    fee === undefined
      ? '…'
      : fee.value === 0
        ? t('paperMoneyCheckout.delivery.free')
        : formatWire(fee, locale);
  const nameError =
    props.showErrors && receiver.other && receiver.name.trim().length < 3
      ? t('paperMoneyCheckout.receiver.nameError')
      : undefined;
  const digits = receiver.document.replace(/\D/g, '');
  const documentError =
    props.showErrors && receiver.other && !isValidCpf(digits)
      ? t('paperMoneyCheckout.receiver.documentError')
      : undefined;

  return (
    <div className="paper-money-delivery">
      <MethodChoice
        legend={t('paperMoneyCheckout.delivery.legend')}
        options={DELIVERY_METHODS.map((value) => ({
          value,
          title: t(`paperMoneyCheckout.delivery.titles.${value}`),
          hint: t(`paperMoneyCheckout.delivery.hints.${value}`),
        }))}
        selected={method}
        onSelect={props.onMethod}
      />
      {props.showErrors && method === null ? (
        <p className="field__error" role="alert">
          {t('paperMoneyCheckout.delivery.chooseMethod')}
        </p>
      ) : null}
      {props.message ? <Notice tone="error">{props.message}</Notice> : null}

      {method === 'shipment' && props.address ? (
        <p className="checkout-lead" data-testid="shipment-address">
          {t('paperMoneyCheckout.delivery.shipmentTo', { address: addressLine(props.address) })}
        </p>
      ) : null}
      {method === 'shipment' && props.unservedCity ? (
        <Notice tone="warning">
          {t('paperMoneyCheckout.delivery.cityUnavailable', { city: props.unservedCity })}
        </Notice>
      ) : null}

      {method === 'shop' ? (
        <AgentList
          agents={props.agents}
          state={props.agentsState}
          selectedId={props.agentId}
          onSelect={props.onAgent}
          showErrors={props.showErrors}
        />
      ) : null}

      {method === 'withdrawal' ? (
        <Notice tone="info">
          <p data-testid="withdrawal-note">{t('paperMoneyCheckout.delivery.withdrawalNote')}</p>
        </Notice>
      ) : null}

      {method !== null ? (
        <p className="checkout-fee" aria-live="polite" data-testid="delivery-fee">
          <span>{t('paperMoneyCheckout.delivery.fee')}: </span>
          <strong className="amount">
            {props.quoting ? t('paperMoneyCheckout.delivery.quoting') : feeText}
          </strong>
        </p>
      ) : null}
      {props.quoteFailed ? (
        <Notice tone="error">
          <p>{t('paperMoneyCheckout.delivery.quoteFailed')}</p>
          <Button variant="secondary" onClick={props.onRetryQuote}>
            {t('paperMoneyCheckout.delivery.retryQuote')}
          </Button>
        </Notice>
      ) : null}

      <fieldset className="paper-money-receiver">
        <div className="checkbox-field">
          <label className="checkbox" htmlFor={`${id}-other`}>
            <input
              id={`${id}-other`}
              type="checkbox"
              checked={receiver.other && props.otherReceiverAllowed}
              disabled={!props.otherReceiverAllowed}
              aria-describedby={props.otherReceiverAllowed ? undefined : `${id}-limit`}
              onChange={(event) => props.onReceiver({ other: event.target.checked })}
            />
            <span>{t('paperMoneyCheckout.receiver.other')}</span>
          </label>
          {!props.otherReceiverAllowed ? (
            <p className="field__hint" id={`${id}-limit`} data-testid="receiver-limit">
              {t('paperMoneyCheckout.receiver.limit')}
            </p>
          ) : null}
        </div>
        {receiver.other && props.otherReceiverAllowed ? (
          <div className="paper-money-receiver__fields">
            <TextField
              label={t('paperMoneyCheckout.receiver.name')}
              value={receiver.name}
              autoComplete="off"
              maxLength={120}
              error={nameError}
              onChange={(event) => props.onReceiver({ name: event.target.value })}
            />
            <TextField
              label={t('paperMoneyCheckout.receiver.document')}
              value={receiver.document}
              inputMode="numeric"
              autoComplete="off"
              maxLength={14}
              placeholder="000.000.000-00"
              error={documentError}
              onChange={(event) => props.onReceiver({ document: maskCpf(event.target.value) })}
            />
          </div>
        ) : null}
      </fieldset>
    </div>
  );
}

/** The CPF mask while typing: 000.000.000-00. */
export function maskCpf(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 11);
  return digits
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

/** The correspondent's stores as radio cards: name, address and distance. */
function AgentList(props: {
  agents: readonly ListedAgent[];
  state: ListLoad;
  selectedId: number | null;
  onSelect(id: number): void;
  showErrors: boolean;
}) {
  const { t, locale } = useLocale();
  const id = useId();
  if (props.state === 'loading') {
    return <p role="status">{t('paperMoneyCheckout.delivery.agentsLoading')}</p>;
  }
  if (props.state === 'error' || props.agents.length === 0) {
    return <Notice tone="warning">{t('paperMoneyCheckout.delivery.agentsNone')}</Notice>;
  }
  const distance = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const missing = props.showErrors && props.selectedId === null;
  return (
    <fieldset
      className="choice-list"
      aria-describedby={missing ? `${id}-missing` : undefined}
      data-testid="agents"
    >
      <legend className="checkout-subtitle">{t('paperMoneyCheckout.delivery.agentsLegend')}</legend>
      {props.agents.map((agent) => (
        <label key={agent.id} className="choice-card" htmlFor={`${id}-${agent.id}`}>
          <input
            id={`${id}-${agent.id}`}
            type="radio"
            name={`${id}-agent`}
            checked={props.selectedId === agent.id}
            onChange={() => props.onSelect(agent.id)}
          />
          <span className="choice-card__text">
            <span className="choice-card__title">{agent.name}</span>
            <span className="choice-card__hint">
              {`${agent.address}, ${agent.addressNumber}${agent.neighborhood ? ` – ${agent.neighborhood}` : ''}, ${agent.city}/${agent.state}`}
            </span>
            {typeof agent.distanceKm === 'number' ? (
              <span className="choice-card__hint">
                {t('paperMoneyCheckout.delivery.distance', {
                  distance: distance.format(agent.distanceKm),
                })}
              </span>
            ) : null}
          </span>
        </label>
      ))}
      {missing ? (
        <p className="field__error" id={`${id}-missing`} role="alert">
          {t('paperMoneyCheckout.delivery.agentMissing')}
        </p>
      ) : null}
    </fieldset>
  );
}
