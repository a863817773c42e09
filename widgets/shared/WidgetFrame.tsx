/**
 * The card every widget is drawn on, with the states of the correspondent lookup: loading
 * skeleton, unknown identifier, inactive correspondent (spec platform §2.3), failed request, and
 * the ready state that shows the correspondent's brand around the widget's own body.
 * @module
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { Correspondent } from '../../src/contracts/correspondent';
import { initialsOf } from './initials';
import { themeStyle } from './theme-style';
import { useCorrespondent } from './use-correspondent';
import { useWidgetI18n, type WidgetTranslate } from './use-widget-i18n';
import type { ExtraWidgetLanguage } from './widget-i18n';
import type { WidgetName, WidgetProps } from './widget-props';

/** Props of {@link WidgetFrame}. */
export interface WidgetFrameProps extends WidgetProps {
  /** Which widget this is (the root's `data-widget`, used by its styles). */
  widget: WidgetName;
  /** The widget's key in the `widgets` catalogue (`simulator`, `checkout`, `inboundPayment`). */
  textKey: string;
  /** A language only this widget speaks (the payer's Spanish), spoken first when given. */
  extraLanguage?: ExtraWidgetLanguage | undefined;
  /** The widget's body once its correspondent is ready. */
  children: (correspondent: Correspondent, t: WidgetTranslate) => ReactNode;
}

/** A widget's root, card and lookup states; the body comes from `children`. */
export function WidgetFrame(props: WidgetFrameProps): ReactNode {
  const { widget, textKey, identifier, onReady, onError, children } = props;
  const { locale, t } = useWidgetI18n(props.locale, props.extraLanguage);
  const { state, reload } = useCorrespondent({
    identifier,
    correspondent: props.correspondent,
    apiBaseURL: props.apiBaseURL,
    locale,
  });

  // Callbacks through refs: a parent passing new arrow functions must not re-fire the events.
  const callbacks = useRef({ onReady, onError });
  callbacks.current = { onReady, onError };
  useEffect(() => {
    if (state.status === 'ready') callbacks.current.onReady?.(state.correspondent);
    else if (state.status === 'disabled') callbacks.current.onError?.('disabled', identifier);
    else if (state.status === 'not-found') callbacks.current.onError?.('not-found', identifier);
    else if (state.status === 'error') callbacks.current.onError?.('error', identifier);
  }, [state, identifier]);

  const correspondent =
    state.status === 'ready' || state.status === 'disabled' ? state.correspondent : null;
  const busy = state.status === 'idle' || state.status === 'loading';

  return (
    <section
      className="fx-root"
      part="root"
      data-widget={widget}
      data-state={state.status}
      lang={props.extraLanguage?.lang ?? locale}
      aria-label={t(`${textKey}.label`)}
      aria-busy={busy}
      style={themeStyle(correspondent)}
    >
      <div className="fx-card" part="card">
        {busy && <Skeleton label={t('state.loading')} />}
        {correspondent && (
          <header className="fx-header" part="header">
            <span className="fx-brand" part="brand" aria-hidden="true">
              {initialsOf(correspondent.name)}
            </span>
            <div className="fx-heading">
              <h2 className="fx-title" part="title">
                {correspondent.name}
              </h2>
              <p className="fx-subtitle" part="subtitle">
                {t(`${textKey}.tagline`)}
              </p>
            </div>
          </header>
        )}
        {state.status === 'ready' && children(state.correspondent, t)}
        {state.status === 'disabled' && (
          <p className="fx-message" part="message" role="status">
            {t('state.disabled', {
              name: state.correspondent.name,
              phone: state.correspondent.phone ?? t('state.noPhone'),
            })}
          </p>
        )}
        {state.status === 'not-found' && (
          <div className="fx-body" part="body" role="status">
            <p className="fx-message" part="message">
              {t('state.notFound', { identifier: state.identifier })}
            </p>
            <p>{t('state.notFoundHint')}</p>
          </div>
        )}
        {state.status === 'error' && (
          <>
            <p className="fx-message" part="message" data-tone="danger" role="alert">
              {t('state.error')}
            </p>
            <button type="button" className="fx-button" part="button" onClick={reload}>
              {t('state.retry')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}

function Skeleton({ label }: { label: string }): ReactNode {
  return (
    <div className="fx-skeleton-group" part="skeleton" role="status">
      <span className="fx-visually-hidden">{label}</span>
      <div className="fx-header" aria-hidden="true">
        <div className="fx-skeleton" data-shape="circle" />
        <div className="fx-skeleton-heading">
          <div className="fx-skeleton" data-shape="title" />
          <div className="fx-skeleton" data-shape="line" />
        </div>
      </div>
      <div className="fx-skeleton" data-shape="block" aria-hidden="true" />
    </div>
  );
}
