/**
 * A labelled native `<select>` with its hint and error (same wiring as `TextField`).
 * @module
 */
import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { describedBy } from './TextField';
import '../styles/forms.css';

/** One option of {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  /** The visible label. */
  label: ReactNode;
  /** The options, in display order. */
  options: readonly SelectOption[];
  /** A first, empty option asking to choose (its text). */
  placeholder?: string;
  /** The error to show (already translated). */
  error?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** The select's id; generated when omitted. */
  id?: string;
  /** Extra class of the wrapper (grid spans). */
  className?: string;
}

/**
 * A labelled select with hint and error; its ref is the `<select>` (through `forwardRef`, as
 * `TextField`, for preact/compat).
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(
  function SelectField(props, ref) {
    const { label, options, placeholder, error, hint, id, className, ...select } = props;
    const generated = useId();
    const selectId = id ?? generated;
    const hintId = `${selectId}-hint`;
    const errorId = `${selectId}-error`;
    return (
      <div className={className ? `field ${className}` : 'field'}>
        <label className="field__label" htmlFor={selectId}>
          {label}
        </label>
        <select
          {...select}
          ref={ref}
          id={selectId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
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
      </div>
    );
  },
);
