/**
 * The portal's button (ui-guide: primary, secondary, ghost, danger; loading state): the
 * `.button` classes of portal.css, with a busy state that keeps its label and blocks clicks.
 * @module
 */
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import '../styles/forms.css';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Look of the button; `primary` by default. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'link';
  /** Full width. */
  block?: boolean;
  /** Shows a spinner, sets `aria-busy` and ignores clicks while an action runs. */
  loading?: boolean;
}

/**
 * A button; `type="button"` unless told otherwise, so it never submits by accident. Its ref is
 * the `<button>` (through `forwardRef`, as `TextField`, for preact/compat).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  const { variant = 'primary', block, loading, className, children, onClick, ...rest } = props;
  const classes = ['button', `button--${variant}`, block ? 'button--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      {...rest}
      ref={ref}
      className={classes}
      aria-busy={loading ? true : undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
});
