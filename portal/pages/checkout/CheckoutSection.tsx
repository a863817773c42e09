/**
 * One collapsible checkout section (ui-guide "collapsible checkout section with Edit"): a
 * heading with its number among the required sections and its state, the content while it is
 * open, a one-line summary with 'Edit' once it is done and closed. Closed sections not
 * reached yet show only their heading, so the customer sees what is ahead.
 * @module
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocale } from '../../app/locale';
import { Button } from '../../components/Button';

/** Props of {@link CheckoutSection}. */
export interface CheckoutSectionProps {
  /** The section's name (test hook and ids). */
  name: string;
  /** Its 1-based position among the required sections. */
  number: number;
  /** The heading. */
  title: string;
  /** Open: the section being filled in. */
  expanded: boolean;
  /** Reached and complete. */
  done: boolean;
  /** Reached (shown) at all. */
  reached: boolean;
  /** A one-line summary of a done section. */
  summary?: ReactNode;
  /** 'Edit' of a done, closed section. */
  onEdit?: () => void;
  /** The open content. */
  children?: ReactNode;
}

/** A checkout section; see the module note. */
export function CheckoutSection(props: CheckoutSectionProps) {
  const { t } = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const wasExpanded = useRef(props.expanded);
  // Opening a section (CONTINUE, Edit) moves the focus to its heading, so keyboard and screen
  // reader users continue where the page continues.
  useEffect(() => {
    if (props.expanded && !wasExpanded.current) {
      heading.current?.focus();
      heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    }
    wasExpanded.current = props.expanded;
  }, [props.expanded]);
  const id = `checkout-${props.name}`;
  const state = props.expanded ? 'current' : props.done ? 'done' : 'todo';
  return (
    <section
      className={`checkout-section checkout-section--${state}`}
      aria-labelledby={`${id}-title`}
      data-section={props.name}
    >
      <header className="checkout-section__head">
        <span className="checkout-section__number" aria-hidden="true">
          {props.done && !props.expanded ? '✓' : props.number}
        </span>
        <h2 className="checkout-section__title" id={`${id}-title`} ref={heading} tabIndex={-1}>
          {props.title}
          {!props.expanded && (
            <span className="visually-hidden">
              {' '}
              · {props.done ? t('checkoutPage.done') : t('checkoutPage.todo')}
            </span>
          )}
        </h2>
        {!props.expanded && props.done && props.onEdit ? (
          <Button
            variant="link"
            className="checkout-section__edit"
            onClick={props.onEdit}
            aria-label={t('checkoutPage.summary.editSection', { section: props.title })}
          >
            {t('common:checkout.edit')}
          </Button>
        ) : null}
      </header>
      {props.expanded ? (
        <div className="checkout-section__body" id={`${id}-body`}>
          {props.children}
        </div>
      ) : props.reached && props.done && props.summary ? (
        <div className="checkout-section__summary">{props.summary}</div>
      ) : null}
    </section>
  );
}
