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
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { platformOrigin } from '../../src/api/platform-origin';
import type { Correspondent } from '../../src/contracts/correspondent';
import type { EmbedMessage } from '../../src/contracts/embed';
import { inboundPaymentWidgets } from '../../src/i18n/locales/es/widgets';
import { detectPayerLocale, type PayerLocale } from '../../src/i18n/payer-locale';
import { dispatchFxEvent } from '../shared/events';
import { eventTarget, PlatformFrame } from '../shared/PlatformFrame';
import type { WidgetTranslate } from '../shared/use-widget-i18n';
import type { ExtraWidgetLanguage } from '../shared/widget-i18n';
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
  const chrome = chromeLanguage(language);
  return (
    <WidgetFrame
      {...props}
      locale={chrome === 'es' ? 'en-US' : chrome}
      extraLanguage={chrome === 'es' ? SPANISH : undefined}
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

/** The element's own Spanish texts (the shared widget catalogues speak pt-BR and en-US only). */
const SPANISH: ExtraWidgetLanguage = { lang: 'es', catalogue: inboundPaymentWidgets };

/**
 * The language of the element's own few texts (its header, loading and refusal lines): the
 * host's `data-locale`, else the payer's browser languages as the payer page reads them
 * (Portuguese, Spanish, else English — not the other widgets' Portuguese default), so the
 * element and the page inside its frame speak the same language.
 */
function chromeLanguage(language: PayerLocale | undefined): PayerLocale {
  if (language) return language;
  return detectPayerLocale(typeof navigator === 'undefined' ? undefined : navigator.languages);
}

function currentOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

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
  const src = useMemo(
    () => embeddedPayerPageUrl(platform, identifier, link, currentOrigin(), locale),
    [platform, identifier, link, locale],
  );
  // The last outcome reported: the page posts again on re-render, the host hears it once.
  const lastOutcome = useRef<string | undefined>(undefined);
  useEffect(() => {
    lastOutcome.current = undefined;
  }, [src]);

  const onMessage = (message: EmbedMessage, node: HTMLIFrameElement) => {
    if (message.type === 'navigate') lastOutcome.current = undefined;
    if (message.type !== 'complete') return;
    const { outcome, status, code } = message;
    const key = `${outcome}:${code ?? ''}`;
    if (outcome === 'pending' || lastOutcome.current === key) return;
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
  };

  return (
    <PlatformFrame
      part="payer"
      platform={platform}
      src={src}
      newTabUrl={payerPageUrl(platform, identifier, link)}
      // Card autofill inside the frame (the browser's own, never the host's).
      allow="payment"
      graceMs={PAYER_FRAME_READY_GRACE_MS}
      textKey="inboundPayment"
      name={correspondent.name}
      t={t}
      onMessage={onMessage}
    />
  );
}
