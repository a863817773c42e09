/**
 * The paymentMethods section (spec operations §2.4, §3.24, §6.3, §6.4, §9.5): the forms of
 * payment the correspondent's `paymentMethodsAvailability` flags allow, as radio cards. PIX to
 * the product's key has no flag; dynamic PIX, TED and PicPay follow theirs. Card payment has
 * its own section and flow (not part of this checkout yet), so it is not offered here.
 * @module
 */
import { useId } from 'react';
import type { PaymentMethod } from '../../../../src/domain/operations/payment-methods';
import { useLocale } from '../../../app/locale';
import { Notice } from '../../../components/Notice';

/** Props of {@link PaymentMethodsSection}. */
export interface PaymentMethodsSectionProps {
  /** The methods offered, in order. */
  offered: readonly PaymentMethod[];
  selected: PaymentMethod | null;
  onSelect(method: PaymentMethod): void;
}

/** The payment method choice. */
export function PaymentMethodsSection(props: PaymentMethodsSectionProps) {
  const { t } = useLocale();
  const id = useId();
  if (props.offered.length === 0) {
    return <Notice tone="warning">{t('checkoutPage.payment.none')}</Notice>;
  }
  return (
    <fieldset className="choice-list">
      <legend className="checkout-subtitle">{t('checkoutPage.payment.legend')}</legend>
      {props.offered.map((method) => (
        <label key={method} className="choice-card" htmlFor={`${id}-${method}`}>
          <input
            id={`${id}-${method}`}
            type="radio"
            name={`${id}-method`}
            value={method}
            checked={props.selected === method}
            onChange={() => props.onSelect(method)}
          />
          <span className="choice-card__text">
            <span className="choice-card__title">{t(`common:paymentMethods.${method}`)}</span>
            <span className="choice-card__hint">{t(`checkoutPage.payment.hints.${method}`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
