/**
 * The person type, the purpose question and the coupon (spec operations §2.3, §3.24, §5.1).
 * @module
 */
import { useState, type ReactNode } from 'react';
import type { PersonType, PurposeCode } from '../../../src/domain/pricing/purpose-codes';
import type { CouponStatus } from '../../../src/stores/exchange-store';
import type { WidgetTranslate } from '../../shared/use-widget-i18n';

/** Props of {@link SimulationOptions}. */
export interface SimulationOptionsProps {
  /** Prefix of the element ids (one per widget instance). */
  idPrefix: string;
  /** Whether the purpose is asked (remittance only). */
  purposes?: readonly PurposeCode[];
  /** Whether the simulation is inbound (changes the question). */
  inbound: boolean;
  /** The purpose chosen. */
  purpose: PurposeCode;
  /** The person type chosen. */
  personType: PersonType;
  /** The person type is the signed-in account's (spec operations §6.2–6.3): not asked. */
  personTypeFixed?: boolean;
  /** The coupon code applied or refused. */
  coupon: string;
  /** Where the coupon stands. */
  couponStatus: CouponStatus;
  /** Translation. */
  t: WidgetTranslate;
  /** The customer chose a person type. */
  onPersonType: (personType: PersonType) => void;
  /** The customer chose a purpose. */
  onPurpose: (purpose: PurposeCode) => void;
  /** The customer applied a coupon ('' removes it). */
  onCoupon: (code: string) => void;
}

const PERSON_TYPES: readonly PersonType[] = ['PHYSICAL', 'LEGAL'];

/** Person type, purpose and coupon fields. */
export function SimulationOptions(props: SimulationOptionsProps): ReactNode {
  const { idPrefix, t, purposes } = props;
  const [coupon, setCoupon] = useState(props.coupon);
  const couponMessage = `${idPrefix}-coupon-message`;
  const personal = (purpose: PurposeCode): purpose is 'MAINTENANCE' | 'AVAILABILITY' =>
    purpose === 'MAINTENANCE' || purpose === 'AVAILABILITY';
  const purposeLabel = (purpose: PurposeCode) =>
    personal(purpose)
      ? t(`simulator.${props.inbound ? 'purposeInboundChoice' : 'purposeChoice'}.${purpose}`)
      : t(`simulator.purpose.${purpose}`);
  const natureId = `${idPrefix}-purpose-nature`;
  return (
    <>
      {!props.personTypeFixed && (
        <fieldset className="fx-fieldset" part="person-type">
          <legend className="fx-label">{t('simulator.personType')}</legend>
          <div className="fx-segmented">
            {PERSON_TYPES.map((type) => (
              <label key={type} className="fx-segment">
                <input
                  type="radio"
                  className="fx-visually-hidden"
                  name={`${idPrefix}-person`}
                  value={type}
                  checked={props.personType === type}
                  onChange={() => props.onPersonType(type)}
                />
                {t(`simulator.person.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {purposes && (
        <div className="fx-field">
          <label className="fx-label" htmlFor={`${idPrefix}-purpose`}>
            {t(props.inbound ? 'simulator.purposeInbound' : 'simulator.purposeOutbound')}
          </label>
          <select
            id={`${idPrefix}-purpose`}
            className="fx-select"
            part="purpose"
            value={props.purpose}
            aria-describedby={personal(props.purpose) ? natureId : undefined}
            onChange={(event) => props.onPurpose(event.currentTarget.value as PurposeCode)}
          >
            {purposes.map((purpose) => (
              <option key={purpose} value={purpose}>
                {purposeLabel(purpose)}
              </option>
            ))}
          </select>
          {personal(props.purpose) && (
            <p className="fx-hint" part="purpose-nature" id={natureId}>
              {t(`simulator.purposeNature.${props.purpose}`)}
            </p>
          )}
        </div>
      )}
      <form
        className="fx-field"
        part="coupon"
        onSubmit={(event) => {
          event.preventDefault();
          props.onCoupon(coupon);
        }}
      >
        <label className="fx-label" htmlFor={`${idPrefix}-coupon`}>
          {t('simulator.coupon')}
        </label>
        <div className="fx-inline">
          <input
            id={`${idPrefix}-coupon`}
            className="fx-input"
            autoComplete="off"
            value={coupon}
            aria-invalid={props.couponStatus === 'invalid'}
            aria-describedby={couponMessage}
            onChange={(event) => setCoupon(event.currentTarget.value.toUpperCase())}
          />
          <button type="submit" className="fx-button" data-variant="secondary">
            {t('simulator.applyCoupon')}
          </button>
        </div>
        <p
          id={couponMessage}
          className="fx-message"
          data-tone={props.couponStatus === 'invalid' ? 'danger' : 'success'}
          role="status"
        >
          {props.couponStatus === 'invalid' && t('simulator.couponInvalid')}
          {props.couponStatus === 'valid' && t('simulator.couponApplied')}
        </p>
      </form>
    </>
  );
}
