/**
 * A password input with a show/hide switch, its hint and error (same wiring as `TextField`).
 * @module
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy } from './TextField';
import '../styles/forms.css';

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type'
> {
  /** The visible label. */
  label: ReactNode;
  /** The error to show (already translated). */
  error?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Ids of more descriptions (a rules list beside the field). */
  describedById?: string;
  /** "Show password" / "Hide password", translated. */
  showLabel: string;
  hideLabel: string;
  /** The input's id; generated when omitted. */
  id?: string;
  /** Extra class of the wrapper. */
  className?: string;
  /** Content after the field (a strength meter). */
  children?: ReactNode;
}

/** A labelled password input that can be shown while typing. */
export function PasswordField(props: PasswordFieldProps) {
  const {
    label,
    error,
    hint,
    describedById,
    showLabel,
    hideLabel,
    id,
    className,
    children,
    ...input
  } = props;
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="password">
        <input
          {...input}
          id={inputId}
          type={visible ? 'text' : 'password'}
          className="field__input password__input"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            hint ? hintId : null,
            describedById,
            error ? errorId : null,
          )}
        />
        <button
          type="button"
          className="password__toggle"
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? hideLabel : showLabel}
        </button>
      </div>
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
}
