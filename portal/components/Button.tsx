/**
 * The portal's button (ui-guide: primary, secondary, ghost, danger; loading state): the
 * `.button` classes of portal.css, with a busy state that keeps its label and blocks clicks.
 * @module
 */
import type { ButtonHTMLAttributes, Ref } from 'react';
import '../styles/forms.css';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Look of the button; `primary` by default. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'link';
  /** Full width. */
  block?: boolean;
  /** Shows a spinner, sets `aria-busy` and ignores clicks while an action runs. */
  loading?: boolean;
  /** The element's ref. */
  ref?: Ref<HTMLButtonElement>;
}

/** A button; `type="button"` unless told otherwise, so it never submits by accident. */
export function Button(props: ButtonProps) {
  const { variant = 'primary', block, loading, className, children, onClick, ...rest } = props;
  const classes = ['button', `button--${variant}`, block ? 'button--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      {...rest}
      className={classes}
      aria-busy={loading ? true : undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
