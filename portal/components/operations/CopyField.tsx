/**
 * A read-only text the customer copies (spec operations §2.5: the PIX copy-paste code, the
 * inbound payment link): its label, the text selectable by hand, and a Copy button — or the
 * actions given instead (Copy beside Share, say).
 * @module
 */
import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';

/** Props of {@link CopyField}. */
export interface CopyFieldProps {
  /** The field's id (its label points at it). */
  id: string;
  label: string;
  value: string;
  testId: string;
  /** What goes under the text instead of the full-width Copy button. */
  actions?: ReactNode;
}

/** The text with its label and Copy. */
export function CopyField(props: CopyFieldProps) {
  return (
    <div className="brcode">
      <label className="payment-panel__label" htmlFor={props.id}>
        {props.label}
      </label>
      <textarea
        id={props.id}
        className="brcode__text"
        readOnly
        rows={3}
        value={props.value}
        data-testid={props.testId}
        onFocus={(event) => event.currentTarget.select()}
      />
      {props.actions ?? (
        <CopyButton value={props.value} label={props.label} variant="primary" block />
      )}
    </div>
  );
}
