/**
 * The inbound-payment widget (plain React: the `fx-inbound-payment` element renders it through
 * preact/compat): the platform's hosted payer page of one payment link, framed on the
 * correspondent's own site (issue 16; docs/embedding.md "`<fx-inbound-payment>`").
 *
 * Why a frame and not a form in the widget's shadow root: the card number and CVV must never be
 * readable by the host page's scripts, and a shadow root (even closed) lives in the host's
 * JavaScript realm — a script can patch `attachShadow`, listen to composed input events or
 * replace the element. A cross-origin frame's DOM is out of the host's reach, which is how
 * Stripe Elements and Adyen's card fields isolate cards. The frame shows the portal's payer page
 * in embedded mode; the platform lets only the correspondent's registered sites frame it
 * (server: `frame-ancestors`), and the page reports its height and outcome through the embed
 * protocol (src/contracts/embed), accepted here only from this frame and the platform's origin.
 *
 * - The link: `data-link`, else the host page's `?link=`.
 * - Fires `fx:payment-complete` (approved) and `fx:payment-failed` (refused, or the link cannot be
 *   paid: expired, exhausted, already paid, unknown) with the §8.5 code.
 * - Says so, with a new-tab link, when the frame cannot open (the site is not registered).
 * @module
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { platformOrigin } from '../../src/api/platform-origin';
import type { Correspondent } from '../../src/contracts/correspondent';
import { parseEmbedMessage } from '../../src/contracts/embed';
import type { Locale } from '../../src/i18n/locale';
import { detectPayerLocale, type PayerLocale } from '../../src/i18n/payer-locale';
import { dispatchFxEvent } from '../shared/events';
import type { WidgetTranslate } from '../shared/use-widget-i18n';
import { WidgetFrame } from '../shared/WidgetFrame';
import type { WidgetProps } from '../shared/widget-props';
import { embeddedPayerPageUrl, paymentLinkOf, payerPageUrl } from './frame-url';

/** Props of {@link InboundPayment}. */
export interface InboundPaymentProps extends WidgetProps {
  /** `data-link`: the payment link to pay; else the host page's `?link=`. */
  link?: string;
  /** `data-locale="es"`: Spanish, which only the payer page speaks. */
  payerLocale?: 'es';
}

/** How long after the frame loaded without saying it is up it counts as refused. */
export const PAYER_FRAME_READY_GRACE_MS = 4000;

/** The inbound-payment widget for the correspondent `identifier`. */
export function InboundPayment(props: InboundPaymentProps): ReactNode {
  const link = paymentLinkOf(props.link, typeof location === 'undefined' ? '' : location.search);
  const language: PayerLocale | undefined = props.payerLocale ?? props.locale;
  return (
    <WidgetFrame
      {...props}
      locale={chromeLocale(props.locale)}
      widget="inbound-payment"
      textKey="inboundPayment"
    >
      {(correspondent, t) =>
        link === undefined ? (
          <p className="fx-message" part="message" data-tone="danger" role="alert">
            {t('inboundPayment.missingLink')}
          </p>
        ) : (
          <PayerFrame
            correspondent={correspondent}
            platform={platformOrigin(props.apiBaseURL) || currentOrigin()}
            link={link}
            locale={language}
            t={t}
          />
        )
      }
    </WidgetFrame>
  );
}

/**
 * The language of the element's own few texts (its header, loading and refusal lines), which
 * speak pt-BR and en-US like every widget: the host's `data-locale`, else Portuguese for a
 * Portuguese-speaking browser and English for anyone else — a Spanish-speaking payer reads the
 * page inside the frame in Spanish and the element's header in English, not in Portuguese (the
 * other widgets' default).
 */
function chromeLocale(locale: Locale | undefined): Locale {
  if (locale) return locale;
  const languages = typeof navigator === 'undefined' ? undefined : navigator.languages;
  return detectPayerLocale(languages) === 'pt-BR' ? 'pt-BR' : 'en-US';
}

function currentOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

/** The element the widget's events are fired on: the custom element, else the frame's box. */
function eventTarget(node: Element): EventTarget {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : (node.parentElement ?? node);
}

type FrameState = 'loading' | 'ready' | 'refused';

interface PayerFrameProps {
  correspondent: Correspondent;
  platform: string;
  link: string;
  locale: PayerLocale | undefined;
  t: WidgetTranslate;
}

function PayerFrame(props: PayerFrameProps): ReactNode {
  const { correspondent, platform, link, locale, t } = props;
  const identifier = correspondent.identifier;
  const frame = useRef<HTMLIFrameElement>(null);
  const src = useMemo(
    () => embeddedPayerPageUrl(platform, identifier, link, currentOrigin(), locale),
    [platform, identifier, link, locale],
  );
  const [state, setState] = useState<FrameState>('loading');
  const [height, setHeight] = useState<number | undefined>(undefined);
  const readyRef = useRef(false);
  const graceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The last outcome reported: the page posts again on re-render, the host hears it once.
  const lastOutcome = useRef<string | undefined>(undefined);

  useEffect(() => {
    readyRef.current = false;
    lastOutcome.current = undefined;
    setState('loading');
    return () => clearTimeout(graceTimer.current);
  }, [src]);

  // The page's messages: only from this frame, only from the platform.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const node = frame.current;
      if (!node || event.source !== node.contentWindow || event.origin !== platform) return;
      const message = parseEmbedMessage(event.data);
      if (!message) return;
      if (!readyRef.current) {
        readyRef.current = true;
        clearTimeout(graceTimer.current);
        setState('ready');
      }
      switch (message.type) {
        case 'resize':
          setHeight(message.height);
          break;
        case 'navigate':
          lastOutcome.current = undefined;
          if (node.getBoundingClientRect().top < 0) node.scrollIntoView({ block: 'start' });
          break;
        case 'complete': {
          const { outcome, status, code } = message;
          const key = `${outcome}:${code ?? ''}`;
          if (outcome === 'pending' || lastOutcome.current === key) break;
          lastOutcome.current = key;
          const extra = status === undefined ? {} : { status };
          if (outcome === 'success') {
            dispatchFxEvent(eventTarget(node), 'fx:payment-complete', { link, ...extra });
          } else {
            dispatchFxEvent(eventTarget(node), 'fx:payment-failed', {
              link,
              code: code ?? 'default',
              ...extra,
            });
          }
          break;
        }
        default:
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [platform, link]);

  // Loaded but silent: the platform refused to be framed here (an unregistered site).
  const onLoad = () => {
    clearTimeout(graceTimer.current);
    graceTimer.current = setTimeout(() => {
      if (readyRef.current) return;
      setState('refused');
    }, PAYER_FRAME_READY_GRACE_MS);
  };

  return (
    <div className="fx-payer" part="payer" data-frame-state={state}>
      {state === 'loading' && (
        <div className="fx-payer__loading" role="status">
          <span className="fx-visually-hidden">{t('inboundPayment.loading')}</span>
          <div className="fx-skeleton" data-shape="block" aria-hidden="true" />
          <div className="fx-skeleton" data-shape="line" aria-hidden="true" />
          <div className="fx-skeleton" data-shape="block" aria-hidden="true" />
        </div>
      )}
      {state === 'refused' ? (
        <p className="fx-message" part="message" data-tone="danger" role="alert">
          {t('inboundPayment.refused')}
        </p>
      ) : (
        <iframe
          ref={frame}
          className="fx-payer__frame"
          part="frame"
          src={src}
          title={t('inboundPayment.frameTitle', { name: correspondent.name })}
          // Card autofill inside the frame (the browser's own, never the host's).
          allow="payment"
          onLoad={onLoad}
          style={height === undefined ? undefined : { height: `${height}px` }}
        />
      )}
      <p className="fx-payer__alt" part="alternative">
        <a href={payerPageUrl(platform, identifier, link)} target="_blank" rel="noopener">
          {t('inboundPayment.openInTab')}
        </a>
      </p>
    </div>
  );
}
