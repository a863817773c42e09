/**
 * The paymentMethods section (spec operations §2.4, §3.24, §6.3, §6.4, §9.5): the forms of
 * payment the correspondent's `paymentMethodsAvailability` flags allow, as radio cards. PIX to
 * the product's key has no flag; dynamic PIX, TED and PicPay follow theirs. Card payment has
 * its own section after this one (creditCard, issue 18); a company, never paying by card, is
 * shown 'Unavailable operations' where the card would be (spec §6.3).
 * The radio cards themselves ({@link MethodChoice}) also serve the inbound checkout's
 * 'inboundPaymentMethodsSelect'.
 * @module
 */
import { useId, type ReactNode } from 'react';
import type { PaymentMethod } from '../../../../src/domain/operations/payment-methods';
import { useLocale } from '../../../app/locale';
import { Notice } from '../../../components/Notice';
import { CardUnavailableNotice } from './CreditCardSection';

/** One radio card of a {@link MethodChoice}. */
export interface MethodOption<M extends string> {
  value: M;
  title: string;
  hint: string;
}

/** Props of {@link MethodChoice}. */
export interface MethodChoiceProps<M extends string> {
  legend: string;
  options: readonly MethodOption<M>[];
  selected: M | null;
  onSelect(method: M): void;
  /** Shown under the cards (why a method is missing, say). */
  note?: ReactNode;
}

/** A choice of methods as radio cards with a title and a hint each. */
export function MethodChoice<M extends string>(props: MethodChoiceProps<M>) {
  const id = useId();
  return (
    <fieldset className="choice-list">
      <legend className="checkout-subtitle">{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value} className="choice-card" htmlFor={`${id}-${option.value}`}>
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={`${id}-method`}
            value={option.value}
            checked={props.selected === option.value}
            onChange={() => props.onSelect(option.value)}
          />
          <span className="choice-card__text">
            <span className="choice-card__title">{option.title}</span>
            <span className="choice-card__hint">{option.hint}</span>
          </span>
        </label>
      ))}
      {props.note}
    </fieldset>
  );
}

/** Props of {@link PaymentMethodsSection}. */
export interface PaymentMethodsSectionProps {
  /** The methods offered, in order. */
  offered: readonly PaymentMethod[];
  selected: PaymentMethod | null;
  onSelect(method: PaymentMethod): void;
  /** A company where the correspondent takes cards: the card's 'Unavailable operations'. */
  cardUnavailable?: boolean;
}

/** The payment method choice. */
export function PaymentMethodsSection(props: PaymentMethodsSectionProps) {
  const { t } = useLocale();
  const cardNote = props.cardUnavailable ? <CardUnavailableNotice /> : undefined;
  if (props.offered.length === 0) {
    return (
      <>
        <Notice tone="warning">{t('checkoutPage.payment.none')}</Notice>
        {cardNote}
      </>
    );
  }
  return (
    <MethodChoice
      legend={t('checkoutPage.payment.legend')}
      options={props.offered.map((method) => ({
        value: method,
        title: t(`common:paymentMethods.${method}`),
        hint: t(`checkoutPage.payment.hints.${method}`),
      }))}
      selected={props.selected}
      onSelect={props.onSelect}
      note={cardNote}
    />
  );
}
