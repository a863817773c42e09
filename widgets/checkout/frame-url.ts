/**
 * The addresses `<fx-checkout>` opens: the platform's outbound checkout page, in embedded mode
 * inside its frame (`fx-embed` = the host's origin, `lang` = the widget's language) or plain in
 * a new tab, starting from a simulator's hand-over or from the element's own attributes.
 * @module
 */
import { EMBED_LANG_PARAM, EMBED_PARAM } from '../../src/contracts/embed';
import type { Locale } from '../../src/i18n/locale';

/** The checkout page's path under a correspondent. */
export function outboundCheckoutPath(identifier: string): string {
  return `/${encodeURIComponent(identifier)}/app/checkout/remittance/outbound`;
}

/** What the checkout starts from when no simulator handed a quotation over. */
export interface CheckoutStart {
  /** The platform's origin (`https://fx.example`). */
  platform: string;
  /** The correspondent identifier. */
  identifier: string;
  /** The foreign currency to simulate (`data-currency`). */
  currency?: string;
  /** The foreign amount to simulate, decimal text (`data-amount`). */
  amount?: string;
}

/** The plain checkout address (the new-tab fallback): the simulator preselected, the seed. */
export function checkoutStartUrl(start: CheckoutStart): string {
  const query = new URLSearchParams({ simulator: 'remittance', remittanceType: 'outbound' });
  if (start.currency && /^[A-Za-z]{3}$/.test(start.currency)) {
    query.set('currency', start.currency.toUpperCase());
  }
  if (start.amount && /^\d{1,13}(\.\d{1,2})?$/.test(start.amount)) {
    query.set('amount', start.amount);
  }
  return `${start.platform}${outboundCheckoutPath(start.identifier)}?${query}`;
}

/**
 * A simulator's `fx:checkout` URL when it is this element's to take: the same platform, the same
 * correspondent, the outbound checkout (the only one embedded so far); else `undefined`, and the
 * simulator goes on as without a checkout on the page.
 */
export function handedOverUrl(
  url: string,
  platform: string,
  identifier: string,
): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, platform);
  } catch {
    return undefined;
  }
  if (parsed.origin !== platform) return undefined;
  if (parsed.pathname !== outboundCheckoutPath(identifier)) return undefined;
  return parsed.href;
}

/** `url` in embedded mode: reporting to `hostOrigin`, in the widget's language. */
export function embeddedUrl(url: string, hostOrigin: string, locale: Locale): string {
  const parsed = new URL(url);
  parsed.searchParams.set(EMBED_PARAM, hostOrigin);
  parsed.searchParams.set(EMBED_LANG_PARAM, locale);
  return parsed.href;
}
