/**
 * The purposeCode section (spec operations §2.4, §3.20, §5.3): the nature (the purpose the
 * quotation is priced for; changing it asks for a new quote), the description, the
 * acknowledgement checkbox (mustBeTrue) and, for Canadian-dollar transfers, the numbered purpose
 * list 200–700. With `direction="INBOUND"` the natures are the inbound ones (ADSENSE,
 * AVAILABILITY, MAINTENANCE; spec operations §3.24) in the receiver's words.
 * @module
 */
import { useId, useState } from 'react';
import { isCurrencyAvailable } from '../../../../src/domain/pricing/currencies';
import {
  INBOUND_PURPOSE_CODES,
  NUMBERED_PURPOSES,
  OUTBOUND_PURPOSE_CODES,
  type PurposeCode,
} from '../../../../src/domain/pricing/purpose-codes';
import {
  numberedPurposeRelevant,
  type CheckoutPurpose,
  type CheckoutQuotation,
} from '../../../../src/stores/checkout-store';
import { useLocale } from '../../../app/locale';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';

/** Props of {@link PurposeSection}. */
export interface PurposeSectionProps {
  quotation: CheckoutQuotation | null;
  purpose: CheckoutPurpose;
  /** Whether a new quote for another nature is on its way. */
  requoting: boolean;
  /** Show the field errors (after a CONTINUE on an incomplete section). */
  showErrors: boolean;
  onChange(change: Partial<CheckoutPurpose>): void;
  /** Another nature was chosen: the caller quotes again for it. */
  onNature(nature: PurposeCode): void;
  /** Sending (the default) or receiving. */
  direction?: 'INBOUND' | 'OUTBOUND';
}

/** The purposeCode section's form. */
export function PurposeSection(props: PurposeSectionProps) {
  const { t } = useLocale();
  const id = useId();
  const [touched, setTouched] = useState(false);
  const { purpose, quotation } = props;
  const currency = quotation?.currency;
  const direction = props.direction ?? 'OUTBOUND';
  const natures = (direction === 'INBOUND' ? INBOUND_PURPOSE_CODES : OUTBOUND_PURPOSE_CODES).filter(
    (code) => currency === undefined || isCurrencyAvailable(currency, code, direction),
  );
  const natureLabel = (code: PurposeCode) =>
    direction === 'INBOUND'
      ? t(`inbound.natures.${code}`)
      : t(`checkoutPage.purpose.natures.${code}`);
  const show = props.showErrors || touched;
  const descriptionError =
    show && purpose.description.trim() === '' ? t('common:validation.required') : undefined;
  const ackError = show && !purpose.acknowledged ? t('checkoutPage.purpose.mustBeTrue') : undefined;
  const numbered = numberedPurposeRelevant(currency);
  const numberedError =
    show && numbered && purpose.numberedPurpose === null
      ? t('common:validation.required')
      : undefined;
  return (
    <div className="checkout-form">
      <SelectField
        label={t('checkoutPage.purpose.nature')}
        hint={
          props.requoting
            ? t('checkoutPage.purpose.requoting')
            : t('checkoutPage.purpose.natureHint')
        }
        value={purpose.nature ?? quotation?.purposeCode ?? ''}
        options={natures.map((code) => ({
          value: code,
          label: natureLabel(code),
        }))}
        disabled={props.requoting}
        onChange={(event) => props.onNature(event.target.value as PurposeCode)}
      />
      {numbered ? (
        <SelectField
          label={t('checkoutPage.purpose.numbered')}
          hint={t('checkoutPage.purpose.numberedHint')}
          placeholder={t('checkoutPage.purpose.numberedPlaceholder')}
          value={purpose.numberedPurpose === null ? '' : String(purpose.numberedPurpose)}
          options={NUMBERED_PURPOSES.map((item) => ({
            value: String(item.code),
            label: `${item.code} – ${item.description}`,
          }))}
          error={numberedError}
          required
          onChange={(event) =>
            props.onChange({
              numberedPurpose: event.target.value === '' ? null : Number(event.target.value),
            })
          }
        />
      ) : null}
      <TextField
        label={t('checkoutPage.purpose.description')}
        hint={t('checkoutPage.purpose.descriptionHint')}
        value={purpose.description}
        maxLength={500}
        required
        error={descriptionError}
        onBlur={() => setTouched(true)}
        onChange={(event) => props.onChange({ description: event.target.value })}
      />
      <div className="checkbox-field">
        <label className="checkbox" htmlFor={`${id}-ack`}>
          <input
            id={`${id}-ack`}
            type="checkbox"
            checked={purpose.acknowledged}
            aria-invalid={ackError ? true : undefined}
            aria-describedby={ackError ? `${id}-ack-error` : undefined}
            onChange={(event) => props.onChange({ acknowledged: event.target.checked })}
          />
          <span>{t('checkoutPage.purpose.acknowledge')}</span>
        </label>
        {ackError ? (
          <p className="field__error" id={`${id}-ack-error`}>
            {ackError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
