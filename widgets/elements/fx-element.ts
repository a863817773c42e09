/**
 * The custom-element wrapper of a widget component: it owns the shadow root, maps attributes to
 * props, and renders the component (preact/compat in the bundles, through the `react-dom`
 * alias). It knows nothing of what the component shows (conventions "Widgets").
 * @module
 */
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Correspondent } from '../../src/contracts/correspondent';
import { dispatchFxEvent } from '../shared/events';
import type { WidgetErrorReason, WidgetName, WidgetProps } from '../shared/widget-props';
import { getRegistry } from '../loader/registry';
import { adoptStyles } from './adopt-styles';
import { OBSERVED_ATTRIBUTES, propsFromAttributes } from './element-props';

/** What {@link defineFxElement} needs to know about a widget. */
export interface FxElementDefinition {
  /** The tag, `fx-<widget>`. */
  tag: string;
  /** The widget's name, carried by its events. */
  widget: WidgetName;
  /** The component to render. */
  component: ComponentType<WidgetProps>;
  /** The full CSS of its shadow root (`baseStyles` + its own). */
  css: string;
}

/**
 * The API base URL when the element has no `data-api`: `/api` on the origin the chunk was
 * served from, so an element on a correspondent's site calls our API, not theirs.
 */
export function defaultApiBaseURL(moduleUrl: string): string {
  try {
    return new URL('/api', moduleUrl).href;
  } catch {
    return '/api';
  }
}

/**
 * Defines `definition.tag` once. Safe to call again (a second script tag) and safe on a server,
 * where it does nothing; returns the element class, or `undefined` where there is no
 * `customElements`.
 */
export function defineFxElement(
  definition: FxElementDefinition,
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return undefined;
  const existing = customElements.get(definition.tag);
  if (existing) return existing;
  const element = createFxElementClass(definition);
  customElements.define(definition.tag, element);
  return element;
}

/** The element class for a widget (exported for tests; use {@link defineFxElement}). */
export function createFxElementClass(definition: FxElementDefinition): CustomElementConstructor {
  const { widget, component, css } = definition;
  const fallbackApi = defaultApiBaseURL(import.meta.url);

  return class FxElement extends HTMLElement {
    static observedAttributes = [...OBSERVED_ATTRIBUTES];

    #mount: HTMLElement;
    #root: Root | null = null;

    constructor() {
      super();
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      adoptStyles(shadow, css, this.nonce || getRegistry()?.nonce);
      // Render into a child, not the shadow root itself: preact would treat a fallback <style>
      // in the root as stale DOM and remove it.
      this.#mount = document.createElement('div');
      this.#mount.setAttribute('part', 'container');
      shadow.append(this.#mount);
    }

    connectedCallback(): void {
      this.#render();
    }

    attributeChangedCallback(): void {
      // Before connection the first render happens in connectedCallback.
      if (this.#root) this.#render();
    }

    disconnectedCallback(): void {
      this.#root?.unmount();
      this.#root = null;
    }

    #onReady = (correspondent: Correspondent): void => {
      const { id, identifier, name, active } = correspondent;
      dispatchFxEvent(this, 'fx:ready', {
        widget,
        correspondent: { id, identifier, name, active },
      });
    };

    #onError = (reason: WidgetErrorReason, identifier: string): void => {
      dispatchFxEvent(this, 'fx:error', { widget, identifier, reason });
    };

    #render(): void {
      const props: WidgetProps = {
        ...propsFromAttributes(this, fallbackApi),
        onReady: this.#onReady,
        onError: this.#onError,
      };
      this.#root ??= createRoot(this.#mount);
      this.#root.render(createElement(component, props));
    }
  };
}
