/**
 * A labelled text input with its hint and error (ui-guide "Errors help": the message sits next
 * to the field, linked with `aria-describedby`, and the field reads as invalid). Every other
 * prop goes to the `<input>`.
 * @module
 */
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import '../styles/forms.css';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The visible label. */
  label: ReactNode;
  /** The error to show (already translated); the field is invalid while it is set. */
  error?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Marks an optional field in the label ("optional" text given by the caller). */
  optionalLabel?: string;
  /** The input's id; generated when omitted. */
  id?: string;
  /** Extra class of the wrapper (grid spans). */
  className?: string;
  /** Content after the input (a status line, a checkbox). */
  children?: ReactNode;
}

/** The ids a field's description is made of, joined for `aria-describedby`. */
export function describedBy(...ids: (string | false | undefined | null)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * A labelled input with hint and error; its ref is the `<input>`. `forwardRef` rather than React
 * 19's ref-as-prop: the production build runs on preact/compat, which passes `ref` to a function
 * component only through `forwardRef` (docs/performance.md).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(
  function TextField(props, ref) {
    const { label, error, hint, optionalLabel, id, className, children, ...input } = props;
    const generated = useId();
    const inputId = id ?? generated;
    const hintId = `${inputId}-hint`;
    const errorId = `${inputId}-error`;
    return (
      <div className={className ? `field ${className}` : 'field'}>
        <label className="field__label" htmlFor={inputId}>
          {label}
          {optionalLabel ? <span className="field__optional"> ({optionalLabel})</span> : null}
        </label>
        <input
          {...input}
          ref={ref}
          id={inputId}
          className={input.type === 'checkbox' ? undefined : 'field__input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
        />
        {hint ? (
          <p id={hintId} className="field__hint">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className="field__error">
            {error}
          </p>
        ) : null}
        {children}
      </div>
    );
  },
);
