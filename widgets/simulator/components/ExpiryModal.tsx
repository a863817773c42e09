/**
 * The 'Your quote has changed!' modal (spec operations §2.3, §4.6): shown when the quote timer
 * runs out, while the store refreshes the quotation, then 'Your quote has been updated!'. It
 * traps focus, closes on Escape and gives focus back to where it was (ui-guide "modal").
 * @module
 */
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { WidgetTranslate } from '../../shared/use-widget-i18n';

/** Props of {@link ExpiryModal}. */
export interface ExpiryModalProps {
  /** Prefix of the element ids. */
  idPrefix: string;
  /** Whether the refreshed quotation has arrived. */
  updated: boolean;
  /** Whether the refresh failed (offers to try again). */
  failed: boolean;
  /** The new total, once updated. */
  summary?: string;
  /** Translation. */
  t: WidgetTranslate;
  /** Closes the modal. */
  onClose: () => void;
  /** Asks for the quotation again. */
  onRefresh: () => void;
}

/** The modal dialog. */
export function ExpiryModal(props: ExpiryModalProps): ReactNode {
  const { idPrefix, t, updated, failed } = props;
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // In a shadow root `document.activeElement` is the host: ask the root for the real one.
    const root = dialog.current?.getRootNode() as Document | ShadowRoot | undefined;
    const previous = root?.activeElement as HTMLElement | null | undefined;
    dialog.current?.focus();
    return () => previous?.focus?.();
  }, []);

  useEffect(() => {
    if (updated || failed) dialog.current?.querySelector<HTMLElement>('button')?.focus();
  }, [updated, failed]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      props.onClose();
    } else if (event.key === 'Tab') {
      const buttons = [...(dialog.current?.querySelectorAll<HTMLElement>('button') ?? [])];
      const root = dialog.current?.getRootNode() as Document | ShadowRoot | undefined;
      const index = buttons.indexOf(root?.activeElement as HTMLElement);
      const next = buttons[(index + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length];
      event.preventDefault();
      next?.focus();
    }
  }

  return (
    <div className="fx-overlay" part="modal-overlay">
      <div
        ref={dialog}
        className="fx-modal"
        part="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${idPrefix}-modal-title`}
        aria-describedby={`${idPrefix}-modal-text`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h3 id={`${idPrefix}-modal-title`} className="fx-modal-title">
          {t('simulator.changedTitle')}
        </h3>
        <p id={`${idPrefix}-modal-text`} role="status">
          {failed
            ? t('simulator.requestFailed')
            : t(updated ? 'simulator.updated' : 'simulator.updating')}
        </p>
        {updated && props.summary && <p className="fx-modal-summary">{props.summary}</p>}
        <div className="fx-inline">
          {failed && (
            <button type="button" className="fx-button" onClick={props.onRefresh}>
              {t('simulator.refresh')}
            </button>
          )}
          <button
            type="button"
            className="fx-button"
            data-variant={failed ? 'secondary' : undefined}
            disabled={!updated && !failed}
            onClick={props.onClose}
          >
            {t('simulator.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
