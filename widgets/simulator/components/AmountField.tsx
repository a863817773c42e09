/**
 * One amount with its currency (spec operations §2.3, §5.1): the input takes only digits and
 * '.', other keys are blocked silently, pasted text is cleaned, and the amount gets 2 decimals on
 * blur. The currency is a select, or the fixed BRL 'Real'. The closed control shows only the flag
 * image and the code, so it stays readable at 360 px; the option list and the accessible name
 * carry the full name. Flags are the API's SVG images, never emoji regional indicators (those
 * draw empty boxes where no emoji font is installed); without an image there is no flag.
 * @module
 */
import type { KeyboardEvent, ReactNode } from 'react';
import type { CurrencyCode } from '../../../src/domain/pricing/currencies';
import { currencyName, normaliseAmount, sanitizeAmount } from '../format';

/** Props of {@link AmountField}. */
export interface AmountFieldProps {
  /** Id of the input (unique within the widget's shadow root). */
  id: string;
  /** The visible label ('You send'). */
  label: string;
  /** The amount as decimal text. */
  amount: string;
  /** The currency shown. */
  currency: string;
  /** The currencies to choose from; none for the fixed BRL. */
  currencies?: readonly CurrencyCode[];
  /** The name of a fixed currency ('Real'). */
  fixedName?: string;
  /** Flag image URLs by currency code (from the API's currency lists); none shows no flag. */
  flags?: Readonly<Partial<Record<string, string>>>;
  /** Accessible name of the currency select. */
  currencyLabel: string;
  /** Whether the amount is being recalculated (shown shimmering). */
  busy: boolean;
  /** Locale for the currency names. */
  locale: string;
  /** Ids of messages that describe the input. */
  describedBy?: string;
  /** The customer changed the amount. */
  onAmount: (text: string) => void;
  /** The customer chose a currency. */
  onCurrency?: (currency: CurrencyCode) => void;
}

/** Blocks every printable key but digits and a single '.', leaving shortcuts and editing keys. */
export function blockNonAmountKey(event: KeyboardEvent<HTMLInputElement>): void {
  const { key, ctrlKey, metaKey, altKey } = event;
  if (key.length !== 1 || ctrlKey || metaKey || altKey) return;
  const input = event.currentTarget;
  const hasDot = input.value
    .replace(input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0), '')
    .includes('.');
  if (!/\d/.test(key) && !(key === '.' && !hasDot)) event.preventDefault();
}

/** A decorative flag image (the code beside it names the currency); nothing without a URL. */
function Flag({ url }: { url: string | undefined }): ReactNode {
  return url ? (
    <img className="fx-flag" src={url} alt="" width={20} height={15} decoding="async" />
  ) : null;
}

/** The amount input and its currency. */
export function AmountField(props: AmountFieldProps): ReactNode {
  const { id, currency, currencies, locale } = props;
  const flag = props.flags?.[currency];
  return (
    <div className="fx-field" part="amount-field">
      <label className="fx-label" htmlFor={id}>
        {props.label}
      </label>
      <div className="fx-amount" data-busy={props.busy}>
        <input
          id={id}
          className="fx-amount-input"
          part="amount-input"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={props.amount}
          aria-describedby={props.describedBy}
          onKeyDown={blockNonAmountKey}
          onChange={(event) => props.onAmount(sanitizeAmount(event.currentTarget.value))}
          onBlur={(event) => {
            const normal = normaliseAmount(event.currentTarget.value);
            if (normal !== event.currentTarget.value) props.onAmount(normal);
          }}
        />
        {currencies && props.onCurrency ? (
          <span className="fx-currency fx-currency-picker" part="currency">
            <Flag url={flag} />
            <span aria-hidden="true">{currency}</span>
            <select
              className="fx-currency-select"
              part="currency-select"
              aria-label={props.currencyLabel}
              value={currency}
              onChange={(event) => props.onCurrency?.(event.currentTarget.value as CurrencyCode)}
            >
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {`${code} · ${currencyName(code, locale)}`}
                </option>
              ))}
            </select>
          </span>
        ) : (
          <span className="fx-currency" part="currency">
            <Flag url={flag} />
            {currency}
            <span className="fx-visually-hidden"> {props.fixedName}</span>
          </span>
        )}
      </div>
    </div>
  );
}
