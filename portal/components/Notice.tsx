/**
 * A message block inside a page or form (error, warning, success, info). Errors and warnings are
 * announced (`role="alert"`), the others politely (`role="status"`).
 * @module
 */
import type { ReactNode, Ref } from 'react';
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
  /** The element's ref (to move focus to it). */
  ref?: Ref<HTMLDivElement>;
}

/** A toned message block. */
export function Notice({ tone, title, children, id, ref }: NoticeProps) {
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
}
