/**
 * The checkout widget (plain React: the `fx-checkout` element renders it through preact/compat):
 * the platform's outbound checkout, embedded in a frame on the correspondent's site.
 *
 * Why a frame, when the simulator renders in the host's DOM: the checkout needs the customer's
 * session, and in the host's DOM its tokens would be readable by every script of the host page
 * (analytics, tag managers, ads). In the frame they stay on the platform's origin, as card and
 * wallet checkouts do (Stripe's embedded checkout, Adyen's card fields). The frame shows the
 * portal's own checkout pages in embedded mode (sign-in, sections, beneficiary and account
 * pages, summary, payment data), so the customer gets exactly the portal's checkout; the page
 * may be framed only by the correspondent's registered sites (server: `frame-ancestors`).
 *
 * - Starts at the checkout's simulator, seeded by `data-currency`/`data-amount`.
 * - Takes over a simulator's 'Send money' on the same page (the cancelable `fx:checkout` event):
 *   the customer continues here instead of leaving the site.
 * - Follows the page's height, brings its top into view when the page changes screen, and
 *   fires `fx:checkout-complete` with the outcome and the operation.
 * - Says so, with a new-tab link, when the frame cannot open (the site is not registered).
 * @module
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Correspondent } from '../../src/contracts/correspondent';
import type { EmbedMessage } from '../../src/contracts/embed';
import type { Locale } from '../../src/i18n/locale';
import { platformOrigin } from '../../src/api/platform-origin';
import { parseOperation } from '../../src/stores/simulator-kinds';
import { ComingSoon } from '../shared/ComingSoon';
import { dispatchFxEvent, type FxCheckoutDetail } from '../shared/events';
import { eventTarget, PlatformFrame } from '../shared/PlatformFrame';
import { useWidgetI18n, type WidgetTranslate } from '../shared/use-widget-i18n';
import { WidgetFrame } from '../shared/WidgetFrame';
import type { WidgetProps } from '../shared/widget-props';
import { checkoutStartUrl, embeddedUrl, handedOverUrl } from './frame-url';

/** Props of {@link Checkout}. */
export interface CheckoutProps extends WidgetProps {
  /** `data-operation`: the operation to check out; only sending money abroad so far. */
  operation?: string;
  /** `data-amount`: the foreign amount the checkout's simulator starts with. */
  amount?: string;
  /** `data-currency`: the foreign currency the checkout's simulator starts with. */
  currency?: string;
}

/** How long after the frame loaded without saying it is up it counts as refused. */
export const FRAME_READY_GRACE_MS = 4000;

/** The checkout widget for the correspondent `identifier`. */
export function Checkout(props: CheckoutProps): ReactNode {
  const { locale } = useWidgetI18n(props.locale);
  const kind = parseOperation(props.operation) ?? 'remittance-outbound';
  return (
    <WidgetFrame {...props} widget="checkout" textKey="checkout">
      {(correspondent, t) =>
        kind === 'remittance-outbound' ? (
          <CheckoutFrame
            correspondent={correspondent}
            platform={platformOrigin(props.apiBaseURL) || currentOrigin()}
            locale={locale}
            amount={props.amount}
            currency={props.currency}
            t={t}
          />
        ) : (
          <ComingSoon badge={t('comingSoon')} text={t('checkout.comingSoon')} />
        )
      }
    </WidgetFrame>
  );
}

function currentOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

interface CheckoutFrameProps {
  correspondent: Correspondent;
  platform: string;
  locale: Locale;
  amount?: string;
  currency?: string;
  t: WidgetTranslate;
}

function CheckoutFrame(props: CheckoutFrameProps): ReactNode {
  const { correspondent, platform, locale, amount, currency, t } = props;
  const identifier = correspondent.identifier;
  const frame = useRef<HTMLIFrameElement>(null);
  const startUrl = useMemo(
    () => checkoutStartUrl({ platform, identifier, amount, currency }),
    [platform, identifier, amount, currency],
  );
  // The page shown: the start, or the last simulator hand-over.
  const [pageUrl, setPageUrl] = useState(startUrl);
  useEffect(() => setPageUrl(startUrl), [startUrl]);
  const src = useMemo(() => embeddedUrl(pageUrl, currentOrigin(), locale), [pageUrl, locale]);
  // Refused here: a simulator's 'Send money' then goes on to the platform as without a checkout.
  const refusedRef = useRef(false);

  // A simulator's 'Send money' on the same page continues here.
  useEffect(() => {
    const onCheckout = (event: Event) => {
      const detail = (event as CustomEvent<FxCheckoutDetail>).detail;
      const url = detail && handedOverUrl(detail.url, platform, identifier);
      if (!url || refusedRef.current) return;
      event.preventDefault();
      setPageUrl(url);
      // The customer pressed a button elsewhere on the page: show them where they continue.
      const host = frame.current ? eventTarget(frame.current) : undefined;
      if (host instanceof Element) host.scrollIntoView({ block: 'start' });
    };
    document.addEventListener('fx:checkout', onCheckout);
    return () => document.removeEventListener('fx:checkout', onCheckout);
  }, [platform, identifier]);

  const onMessage = (message: EmbedMessage, node: HTMLIFrameElement) => {
    if (message.type !== 'complete') return;
    const { outcome, operationId, status } = message;
    dispatchFxEvent(eventTarget(node), 'fx:checkout-complete', {
      outcome,
      ...(operationId === undefined ? {} : { operationId }),
      ...(status === undefined ? {} : { status }),
    });
  };

  return (
    <PlatformFrame
      part="checkout"
      platform={platform}
      src={src}
      newTabUrl={pageUrl}
      // The payment data's Copy buttons write to the clipboard from inside the frame.
      allow="clipboard-write"
      graceMs={FRAME_READY_GRACE_MS}
      textKey="checkout"
      name={correspondent.name}
      t={t}
      frameRef={frame}
      onMessage={onMessage}
      onStateChange={(state) => {
        refusedRef.current = state === 'refused';
      }}
    />
  );
}
