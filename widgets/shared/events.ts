/**
 * The events a widget element dispatches on itself. Every one bubbles and is `composed`, so a
 * host page can listen on the element, on `document`, or anywhere in between (design §8).
 *
 * ```js
 * document.addEventListener('fx:ready', (event) => console.log(event.detail.correspondent.name));
 * ```
 * @module
 */

/** What a widget knows about its correspondent once loaded (no internal fields). */
export interface FxCorrespondentSummary {
  /** Numeric id of the correspondent. */
  id: number;
  /** The identifier of the URL / `data-identifier`. */
  identifier: string;
  /** Display name. */
  name: string;
  /** Whether it is active (an inactive one shows the disabled message). */
  active: boolean;
}

/** Detail of `fx:ready`. */
export interface FxReadyDetail {
  /** Which widget fired it: `simulator`, `checkout` or `inbound-payment`. */
  widget: string;
  /** The correspondent that was loaded. */
  correspondent: FxCorrespondentSummary;
}

/** Detail of `fx:error`. */
export interface FxErrorDetail {
  /** Which widget fired it. */
  widget: string;
  /** The identifier it was asked to load. */
  identifier: string;
  /** Why it cannot work: unknown identifier, inactive correspondent, or a failed request. */
  reason: 'not-found' | 'disabled' | 'error';
}

/** Detail of `fx:quote`. */
export interface FxQuoteDetail {
  /** The stored quotation's id (the checkout accepts only an unexpired one). */
  id: string;
  /** What the customer pays (outbound, paper money) or receives (inbound), as decimal text. */
  total: string;
  /** The currency of `total`: BRL. */
  currency: string;
  /** The foreign currency quoted. */
  foreignCurrency: string;
  /** When the quotation expires, ISO 8601. */
  expiresAt: string;
  /** The foreign amount quoted, decimal text. */
  amount?: string;
  /** Whether the BRL amount was the input. */
  reverse?: boolean;
  /** The remittance purpose the quotation was priced for (none for paper money). */
  purposeCode?: string;
  /** The coupon applied, when one was accepted. */
  coupon?: string;
}

/** Detail of `fx:checkout`. */
export interface FxCheckoutDetail {
  /** The simulator: `remittance-outbound`, `remittance-inbound` or `PAPER_MONEY`. */
  simulator: string;
  /** The quotation carried to the checkout. */
  quotationId: string;
  /** The portal URL the customer continues on, with the simulation in its query. */
  url: string;
}

/** Detail of `fx:checkout-complete`. */
export interface FxCheckoutCompleteDetail {
  /**
   * How the checkout ended: `success` (created, payment data shown), `pending` (created, waiting
   * for an approval: 'Reservation completed') or `error` (not created, or refused).
   */
  outcome: 'success' | 'pending' | 'error';
  /** The operation created, when there is one. */
  operationId?: number;
  /** Its status key (spec operations §4.1), e.g. `AWAITING_PAYMENT`. */
  status?: string;
}

/** Detail of `fx:payment-complete`. */
export interface FxPaymentCompleteDetail {
  /** The payment link paid. */
  link: string;
  /** The operation's status key after the payment (spec operations §4.1), e.g. `RECEIVED_INBOUND`. */
  status?: string;
}

/** Detail of `fx:payment-failed`. */
export interface FxPaymentFailedDetail {
  /** The payment link. */
  link: string;
  /**
   * The §8.5 code (spec operations §8.5): `7051`, `00092`, `00034`, `00070` for a refused card;
   * `fc0001` expired, `fc0002` last attempt failed, `fc0003` already completed, `fc0404` no such
   * link; `default` for any other failure.
   */
  code: string;
  /** The operation's status key, when the charge answered one (`CANCELED` after `00092`). */
  status?: string;
}

/**
 * Every widget event, by name.
 * - `fx:ready` fires once per load, when the correspondent is loaded and active and the widget
 *   is on screen; it carries the correspondent summary.
 * - `fx:error` fires when the correspondent cannot be used (not found, inactive, request failed).
 * - `fx:quote` (simulator) fires each time a new quotation is shown, with its id, total and expiry.
 * - `fx:checkout` (simulator) fires when the customer continues to the checkout; it is cancelable:
 *   `preventDefault()` keeps the customer on the page (the host then navigates itself). A
 *   `<fx-checkout>` of the same correspondent on the page does exactly that and takes over.
 * - `fx:checkout-complete` (checkout) fires when the embedded checkout reaches its outcome page.
 * - `fx:payment-complete` (inbound-payment) fires when the payer's payment is approved (at once,
 *   or once a PROCESSING payment settles), and when a paid link is opened again it does not:
 *   that is `fx:payment-failed` with `fc0003`.
 * - `fx:payment-failed` (inbound-payment) fires when a charge is refused or the link cannot be
 *   paid (expired, exhausted, already paid, unknown), with the §8.5 code. The payer may try
 *   again after a refusal, so it can fire more than once.
 */
export interface FxEventMap {
  'fx:ready': CustomEvent<FxReadyDetail>;
  'fx:error': CustomEvent<FxErrorDetail>;
  'fx:quote': CustomEvent<FxQuoteDetail>;
  'fx:checkout': CustomEvent<FxCheckoutDetail>;
  'fx:checkout-complete': CustomEvent<FxCheckoutCompleteDetail>;
  'fx:payment-complete': CustomEvent<FxPaymentCompleteDetail>;
  'fx:payment-failed': CustomEvent<FxPaymentFailedDetail>;
}

/** Name of a widget event. */
export type FxEventName = keyof FxEventMap;

/** The detail type of an event. */
export type FxEventDetail<K extends FxEventName> =
  FxEventMap[K] extends CustomEvent<infer D> ? D : never;

/** Dispatches a widget event on `target` with `bubbles: true, composed: true`. */
export function dispatchFxEvent<K extends FxEventName>(
  target: EventTarget,
  name: K,
  detail: FxEventDetail<K>,
): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
