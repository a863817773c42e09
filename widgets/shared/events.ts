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

/**
 * Every widget event, by name.
 * - `fx:ready` fires once per load, when the correspondent is loaded and active and the widget
 *   is on screen; it carries the correspondent summary.
 * - `fx:error` fires when the correspondent cannot be used (not found, inactive, request failed).
 */
export interface FxEventMap {
  'fx:ready': CustomEvent<FxReadyDetail>;
  'fx:error': CustomEvent<FxErrorDetail>;
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
