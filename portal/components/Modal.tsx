/**
 * An accessible modal dialog (ui-guide "Components": focus-trapped, Esc closes, returns focus):
 * rendered into `document.body`, `role="dialog"` (or `alertdialog` for a confirmation) with
 * `aria-modal`, named by its title and described by its body. On open the focus goes to the
 * element marked `data-autofocus` (else the first focusable one); Tab and Shift+Tab cycle inside;
 * Escape calls `onClose` unless the dialog is not dismissible; on close the focus returns to the
 * element that had it before.
 * @module
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import '../styles/modal.css';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The dialog's title (its accessible name). */
  title: ReactNode;
  /** The dialog's content (its accessible description). */
  children?: ReactNode;
  /** The action buttons, in visual order. */
  actions: ReactNode;
  /** Called on Escape and on a click on the backdrop; omit for a dialog that must be answered. */
  onClose?: () => void;
  /** `alertdialog` for a confirmation that interrupts the user (delete, compliance). */
  role?: 'dialog' | 'alertdialog';
  /** Test hook and styling hook. */
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** A focus-trapped modal dialog; see the module note. */
export function Modal({
  open,
  title,
  children,
  actions,
  onClose,
  role = 'dialog',
  className,
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose without re-running the focus effect on every render.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    if (root) {
      const preferred = root.querySelector<HTMLElement>('[data-autofocus]');
      (preferred ?? focusableIn(root)[0] ?? root).focus();
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const current = panel.current;
      if (!current) return;
      if (event.key === 'Escape' && closeRef.current) {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(current);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      const inside = active instanceof Node && current.contains(active);
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) closeRef.current?.();
      }}
    >
      <div
        ref={panel}
        className={className ? `modal ${className}` : 'modal'}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children === undefined ? undefined : bodyId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children === undefined ? null : (
          <div id={bodyId} className="modal__body">
            {children}
          </div>
        )}
        <div className="modal__actions">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
