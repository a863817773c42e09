/**
 * The address `<fx-inbound-payment>` frames: the platform's hosted payer page of a payment link,
 * `{platform}/{identifier}/inbound-payment-link/{link}`, in embedded mode (`fx-embed` = the
 * host's origin) and, when the host chose one, in the payer's language (`lang`: pt-BR, en-US or
 * es; otherwise the page follows the browser's languages, as it does on its own).
 * @module
 */
import { EMBED_LANG_PARAM, EMBED_PARAM } from '../../src/contracts/embed';
import type { PayerLocale } from '../../src/i18n/payer-locale';

/**
 * Whether `value` looks like a payment-link id: 22 base64url characters (16 random bytes, as
 * `PAYMENT_LINK_ID_LENGTH` of src/contracts/inbound-remittances says; repeated here so the
 * widget bundle does not carry zod for one regex).
 */
export function isPaymentLinkId(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{22}$/.test(value);
}

/** The link to pay: the element's `data-link`, else the host page's `?link=`. */
export function paymentLinkOf(
  attribute: string | undefined,
  hostSearch: string,
): string | undefined {
  if (isPaymentLinkId(attribute)) return attribute;
  const fromUrl = new URLSearchParams(hostSearch).get('link');
  return isPaymentLinkId(fromUrl) ? fromUrl : undefined;
}

/** The plain payer page (the new-tab fallback). */
export function payerPageUrl(platform: string, identifier: string, link: string): string {
  return `${platform}/${encodeURIComponent(identifier)}/inbound-payment-link/${encodeURIComponent(link)}`;
}

/** The payer page in embedded mode, reporting to `hostOrigin`. */
export function embeddedPayerPageUrl(
  platform: string,
  identifier: string,
  link: string,
  hostOrigin: string,
  locale: PayerLocale | undefined,
): string {
  const url = new URL(payerPageUrl(platform, identifier, link));
  url.searchParams.set(EMBED_PARAM, hostOrigin);
  if (locale) url.searchParams.set(EMBED_LANG_PARAM, locale);
  return url.href;
}
