/**
 * The one page-wide object the widget scripts share (`window.__fxWidgets`). Every loader script
 * and every element chunk finds or creates it, so loading a script twice, or two widgets' scripts,
 * never sets anything up twice (design §8).
 * @module
 */
import type { WidgetName } from '../shared/widget-props';

/** A `mount` call: put a widget into `target` (an element or a CSS selector). */
export interface FxMountCommand {
  /** Which widget. */
  widget: WidgetName;
  /** Where: an element or a selector; the element is appended to it. */
  target: Element | string;
  /** The correspondent identifier. */
  identifier: string;
  /** Interface language (`pt-BR` or `en-US`). */
  locale?: string;
  /** API base URL including `/api`. */
  api?: string;
  /** The simulator to start on (`outbound`, `inbound`, `paper-money`…): `data-operation`. */
  operation?: string;
  /** The foreign amount to start with, as decimal text (`1500.00`): `data-amount`. */
  amount?: string;
  /** The foreign currency to start with (`EUR`): `data-currency`. */
  currency?: string;
}

/**
 * The settings a script tag or a `mount` command passes on to the widget element, each as its
 * `data-` attribute (the element reads them in `propsFromAttributes`).
 */
export const PASSED_SETTINGS = ['locale', 'api', 'operation', 'amount', 'currency'] as const;

/** An entry of the `window.fxWidgets` queue: a `['mount', {...}]` tuple or a callback. */
export type FxQueueEntry = ['mount', FxMountCommand] | (() => void);

/** The shared page-wide state. */
export interface FxWidgetsRegistry {
  /** Absolute chunk URL of each widget, from the first loader script that ran. */
  chunks: Partial<Record<WidgetName, string>>;
  /** The import of each widget's chunk, started once. */
  loading: Partial<Record<WidgetName, Promise<unknown>>>;
  /** CSP nonce of the first loader script, for the `<style>` fallback. */
  nonce?: string;
  /** Script tags already handled. */
  handled: WeakSet<Element>;
}

interface FxWindow {
  __fxWidgets?: FxWidgetsRegistry;
}

/** The page's registry, created on first use; `undefined` outside a browser (server import). */
export function getRegistry(): FxWidgetsRegistry | undefined {
  if (typeof window === 'undefined') return undefined;
  const host = window as unknown as FxWindow;
  host.__fxWidgets ??= { chunks: {}, loading: {}, handled: new WeakSet() };
  return host.__fxWidgets;
}
