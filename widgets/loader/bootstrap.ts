/**
 * The body of every loader script (`/widgets/<widget>.js`): a classic, non-module script, so the
 * host's one-line `<script src async>` snippet works. It finds its own script tag, places the
 * widget element after it, imports the widget's ES chunk (shared runtime chunks are then loaded
 * once per page however many widgets there are), and replays calls queued in
 * `window.fxWidgets` (design §8; the Cal.com / Stripe loader pattern).
 *
 * Safe to run twice (a second script tag) and safe to import on a server: nothing touches the
 * DOM until {@link bootstrap} is called in a browser.
 * @module
 */
import type { WidgetName } from '../shared/widget-props';
import {
  getRegistry,
  PASSED_SETTINGS,
  type FxMountCommand,
  type FxQueueEntry,
  type FxWidgetsRegistry,
} from './registry';

/** Chunk file of each widget, relative to the loader script (`chunks/simulator-1a2b3c.js`). */
export type ChunkFiles = Partial<Record<WidgetName, string>>;

/** The page-wide command queue once a loader has run: `push` runs entries at once. */
export interface FxWidgetsQueue {
  /** Runs `['mount', {...}]` commands and callbacks. */
  push(...entries: FxQueueEntry[]): number;
}

interface QueueWindow {
  fxWidgets?: FxQueueEntry[] | FxWidgetsQueue;
}

const TAG_PREFIX = 'fx-';

/** Starts the loader for `widget`; does nothing outside a browser. */
export function bootstrap(widget: WidgetName, chunkFiles: ChunkFiles): void {
  const registry = getRegistry();
  if (!registry || typeof document === 'undefined') return;
  const script = findOwnScript(widget);
  const base = script?.src || document.baseURI;
  for (const [name, file] of Object.entries(chunkFiles) as [WidgetName, string][]) {
    registry.chunks[name] ??= new URL(file, base).href;
  }
  // `nonce` property, not attribute: browsers blank the attribute after parsing (design §8).
  if (script?.nonce && !registry.nonce) registry.nonce = script.nonce;
  if (script && !registry.handled.has(script)) {
    registry.handled.add(script);
    placeElementFor(script, widget);
  }
  // Also when the script has no data-identifier: the host may have placed <fx-…> itself.
  loadWidget(registry, widget);
  takeOverQueue(registry);
}

/** The script tag that is running: `currentScript`, else the last tag loading this widget. */
function findOwnScript(widget: WidgetName): HTMLScriptElement | undefined {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current;
  const candidates = document.querySelectorAll<HTMLScriptElement>(`script[src*="/${widget}.js"]`);
  return candidates[candidates.length - 1];
}

/**
 * Places `<fx-widget data-identifier>` right after a script tag that carries `data-identifier`,
 * unless the host already placed an element for that identifier. A script in `<head>` places it
 * at the end of `<body>` once the body exists.
 */
function placeElementFor(script: HTMLScriptElement, widget: WidgetName): void {
  const identifier = script.dataset.identifier?.trim();
  if (!identifier) return;
  const tag = TAG_PREFIX + widget;
  const hostPlaced = Array.from(document.querySelectorAll(tag)).some(
    (el) =>
      !el.hasAttribute('data-fx-created') && el.getAttribute('data-identifier') === identifier,
  );
  if (hostPlaced) return;
  const element = document.createElement(tag);
  element.setAttribute('data-fx-created', '');
  element.setAttribute('data-identifier', identifier);
  copySettings(element, script.dataset);
  if (script.parentElement && script.parentElement !== document.head) {
    script.after(element);
  } else if (document.body) {
    document.body.append(element);
  } else {
    document.addEventListener('DOMContentLoaded', () => document.body.append(element), {
      once: true,
    });
  }
}

/** Sets `data-locale`, `data-api`, `data-operation`, `data-amount`, `data-currency` when given. */
function copySettings(
  element: Element,
  settings: Partial<Record<(typeof PASSED_SETTINGS)[number], unknown>>,
): void {
  for (const key of PASSED_SETTINGS) {
    const value = settings[key];
    if (typeof value === 'string' && value.trim())
      element.setAttribute(`data-${key}`, value.trim());
  }
}

/** Imports a widget's chunk once per page; a failed import may be retried by a later call. */
function loadWidget(registry: FxWidgetsRegistry, widget: WidgetName): void {
  const url = registry.chunks[widget];
  if (!url || registry.loading[widget]) return;
  registry.loading[widget] = import(/* webpackIgnore: true */ url).catch((error: unknown) => {
    delete registry.loading[widget];
    console.error(`[fx-widgets] could not load the ${widget} widget from ${url}`, error);
  });
}

/** Mounts a widget into a target element or selector. */
function mount(registry: FxWidgetsRegistry, command: FxMountCommand): void {
  const target =
    typeof command.target === 'string' ? document.querySelector(command.target) : command.target;
  if (!target || !registry.chunks[command.widget]) {
    console.error('[fx-widgets] cannot mount', command);
    return;
  }
  const element = document.createElement(TAG_PREFIX + command.widget);
  element.setAttribute('data-identifier', command.identifier);
  copySettings(element, command);
  target.append(element);
  loadWidget(registry, command.widget);
}

/** Replays `window.fxWidgets` entries queued before any loader ran, then runs new ones at once. */
function takeOverQueue(registry: FxWidgetsRegistry): void {
  const host = window as unknown as QueueWindow;
  const queued = host.fxWidgets;
  // Already taken over by an earlier loader script.
  if (queued && !Array.isArray(queued)) return;
  const run = (entry: FxQueueEntry): void => {
    try {
      if (typeof entry === 'function') entry();
      else if (Array.isArray(entry) && entry[0] === 'mount') mount(registry, entry[1]);
    } catch (error) {
      console.error('[fx-widgets] queued call failed', error);
    }
  };
  host.fxWidgets = {
    push: (...entries) => {
      entries.forEach(run);
      return entries.length;
    },
  };
  queued?.forEach(run);
}
