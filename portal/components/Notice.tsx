/**
 * A message block inside a page or form (error, warning, success, info). Errors and warnings are
 * announced (`role="alert"`), the others politely (`role="status"`).
 * @module
 */
import { forwardRef, type ReactNode } from 'react';
import '../styles/forms.css';

/** Props of {@link Notice}. */
export interface NoticeProps {
  /** Its tone. */
  tone: 'error' | 'warning' | 'success' | 'info';
  /** A bold first line. */
  title?: ReactNode;
  /** The message and any actions. */
  children?: ReactNode;
  /** A test or anchor id. */
  id?: string;
}

/**
 * A toned message block; its ref is the block, to move focus to it (through `forwardRef`, as
 * `TextField`, for preact/compat).
 */
export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice(
  { tone, title, children, id },
  ref,
) {
  return (
    <div
      id={id}
      ref={ref}
      tabIndex={-1}
      className={`notice notice--${tone}`}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
    >
      {title ? <p className="notice__title">{title}</p> : null}
      {children}
    </div>
  );
});
