// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultApiBaseURL, defineFxElement } from '../../../widgets/elements/fx-element';
import { Simulator } from '../../../widgets/simulator/Simulator';
import { baseStyles } from '../../../widgets/shared/base-styles';
import type { FxReadyDetail } from '../../../widgets/shared/events';
import { correspondentFixture, fakeCorrespondentFetch } from '../correspondent-fixture';

const TAG = 'fx-test-simulator';
defineFxElement({ tag: TAG, widget: 'simulator', component: Simulator, css: baseStyles });

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function shadowText(element: Element): string {
  return element.shadowRoot?.textContent ?? '';
}

describe('widget custom element', () => {
  it('defines the tag once; a second definition (a second script tag) is harmless', () => {
    const first = customElements.get(TAG);
    expect(first).toBeDefined();
    expect(
      defineFxElement({ tag: TAG, widget: 'simulator', component: Simulator, css: baseStyles }),
    ).toBe(first);
  });

  it('renders the component into an open shadow root and fires a composed fx:ready', async () => {
    vi.stubGlobal('fetch', fakeCorrespondentFetch([correspondentFixture()]));
    const ready = new Promise<CustomEvent<FxReadyDetail>>((resolve) =>
      document.addEventListener(
        'fx:ready',
        (event) => resolve(event as CustomEvent<FxReadyDetail>),
        {
          once: true,
        },
      ),
    );
    const element = document.createElement(TAG);
    element.setAttribute('data-identifier', 'demo');
    element.setAttribute('data-locale', 'en-US');
    element.setAttribute('data-api', 'http://fx.test/api');
    document.body.append(element);

    const event = await ready;
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(event.detail).toEqual({
      widget: 'simulator',
      correspondent: { id: 1, identifier: 'demo', name: 'Demo Câmbio', active: true },
    });
    await vi.waitFor(() => expect(shadowText(element)).toContain('Demo Câmbio'));
    expect(element.shadowRoot?.querySelector('[part="card"]')).toBeTruthy();
    // Nothing leaks into the light DOM.
    expect(element.children).toHaveLength(0);
  });

  it('re-renders when an attribute changes and unmounts when removed', async () => {
    const fetch = fakeCorrespondentFetch([
      correspondentFixture(),
      correspondentFixture({ id: 2, identifier: 'aurora', name: 'Aurora Remessas' }),
    ]);
    vi.stubGlobal('fetch', fetch);
    const element = document.createElement(TAG);
    element.setAttribute('data-identifier', 'demo');
    element.setAttribute('data-locale', 'en-US');
    element.setAttribute('data-api', 'http://fx.test/api');
    document.body.append(element);
    await vi.waitFor(() => expect(shadowText(element)).toContain('Demo Câmbio'));

    element.setAttribute('data-identifier', 'aurora');
    await vi.waitFor(() => expect(shadowText(element)).toContain('Aurora Remessas'));
    element.setAttribute('data-locale', 'pt-BR');
    await vi.waitFor(() => expect(shadowText(element)).toContain('Simule seu câmbio'));

    element.remove();
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('.fx-root')).toBeNull());
  });
});

describe('defaultApiBaseURL', () => {
  it('is /api on the origin the chunk came from', () => {
    expect(defaultApiBaseURL('https://fx.example.com/widgets/chunks/runtime-abc.js')).toBe(
      'https://fx.example.com/api',
    );
  });
});
