/**
 * The props every widget component takes, in the portal (React) and in the bundles
 * (preact/compat through the custom element).
 * @module
 */
import type { Correspondent } from '../../src/contracts/correspondent';
import type { Locale } from '../../src/i18n/locale';

/** The widgets we ship, as named in their bundles, folders and `fx-<name>` tags. */
export type WidgetName = 'simulator' | 'checkout' | 'inbound-payment';

/** Why a widget cannot be used. */
export type WidgetErrorReason = 'not-found' | 'disabled' | 'error';

/** Props shared by `Simulator`, `Checkout` and `InboundPayment`. */
export interface WidgetProps {
  /** The correspondent identifier (the `{identifier}` of the URLs, `data-identifier`). */
  identifier: string;
  /** Interface language; the browser's language (else pt-BR) when omitted. */
  locale?: Locale;
  /** The correspondent, when the caller already loaded it (the portal): no request is made. */
  correspondent?: Correspondent;
  /** Base URL of the API including `/api`; `/api` on the same origin when omitted. */
  apiBaseURL?: string;
  /** Called once the correspondent is loaded and active. */
  onReady?: (correspondent: Correspondent) => void;
  /** Called when the correspondent is unknown, inactive, or could not be loaded. */
  onError?: (reason: WidgetErrorReason, identifier: string) => void;
}
