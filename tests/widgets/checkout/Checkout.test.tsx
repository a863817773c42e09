// @vitest-environment happy-dom
// @vitest-environment-options {"url":"https://shop.example/cart","settings":{"navigation":{"disableChildFrameNavigation":true}}}
// The host page is https://shop.example. happy-dom gives each frame its window and fires its
// `load` without fetching the page (child frame navigation off): no network, no console noise.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkout, FRAME_READY_GRACE_MS } from '../../../widgets/checkout/Checkout';
import { Simulator } from '../../../widgets/simulator/Simulator';
import { correspondentFixture } from '../correspondent-fixture';
import { simulatorFetch } from '../simulator/simulator-fetch';

const PLATFORM = 'https://fx.example';
const OUTBOUND = `${PLATFORM}/demo/app/checkout/remittance/outbound`;

/** Another frame's window on the same page (not the checkout's). */
function otherFrameWindow(): Window {
  const other = document.createElement('iframe');
  other.src = `${PLATFORM}/demo`;
  document.body.append(other);
  const win = other.contentWindow;
  if (!win) throw new Error('happy-dom gave the frame no window');
  return win;
}

/** Lets the frame's `load` (a resolved navigation in happy-dom) reach the component. */
async function frameLoaded(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
  });
}

/** The checkout of the demo correspondent on https://shop.example, seeded with EUR 200. */
function renderCheckout(locale: 'pt-BR' | 'en-US' = 'en-US') {
  const view = render(
    <Checkout
      identifier="demo"
      locale={locale}
      correspondent={correspondentFixture()}
      apiBaseURL={`${PLATFORM}/api`}
      amount="200"
      currency="eur"
    />,
  );
  const iframe = view.container.querySelector('iframe');
  const source = iframe?.contentWindow;
  if (!iframe || !source) throw new Error('no frame rendered');
  return { ...view, iframe, source };
}

function postFromFrame(data: unknown, origin: string, source: MessageEventSource | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Checkout', () => {
  it("opens the platform's outbound checkout in embedded mode for this page's origin", () => {
    const { iframe } = renderCheckout();
    const src = new URL(iframe.src);
    expect(src.origin + src.pathname).toBe(OUTBOUND);
    expect(src.searchParams.get('fx-embed')).toBe('https://shop.example');
    expect(src.searchParams.get('lang')).toBe('en-US');
    // Seeded from data-currency / data-amount.
    expect(src.searchParams.get('simulator')).toBe('remittance');
    expect(src.searchParams.get('remittanceType')).toBe('outbound');
    expect(src.searchParams.get('currency')).toBe('EUR');
    expect(src.searchParams.get('amount')).toBe('200');
    expect(iframe.title).toBe('Checkout of Demo Câmbio: send money abroad');
    expect(iframe.getAttribute('allow')).toBe('clipboard-write');
  });

  it('offers the plain checkout (no fx-embed) in a new tab', () => {
    renderCheckout();
    const link = screen.getByRole('link', { name: 'Open the checkout in a new tab' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe(OUTBOUND);
    expect(href.searchParams.has('fx-embed')).toBe(false);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows its loading state until the frame says it is up', () => {
    const { container, iframe, source } = renderCheckout();
    const root = container.querySelector('.fx-checkout');
    expect(root?.getAttribute('data-frame-state')).toBe('loading');
    expect(screen.getByText('Loading the checkout…')).toBeTruthy();
    postFromFrame({ source: 'fx-checkout', type: 'ready' }, PLATFORM, source);
    expect(root?.getAttribute('data-frame-state')).toBe('ready');
    expect(screen.queryByText('Loading the checkout…')).toBeNull();
    expect(iframe.isConnected).toBe(true);
  });

  it("sizes the frame to the page's reported height", () => {
    const { iframe, source } = renderCheckout();
    postFromFrame({ source: 'fx-checkout', type: 'resize', height: 812.4 }, PLATFORM, source);
    expect(iframe.style.height).toBe('813px');
  });

  it('ignores a message from another origin, even from its own frame', () => {
    const { container, iframe, source } = renderCheckout();
    postFromFrame(
      { source: 'fx-checkout', type: 'resize', height: 900 },
      'https://evil.example',
      source,
    );
    expect(iframe.style.height).toBe('');
    expect(container.querySelector('.fx-checkout')?.getAttribute('data-frame-state')).toBe(
      'loading',
    );
  });

  it('ignores a message from another window, even with the platform origin', () => {
    const { iframe } = renderCheckout();
    postFromFrame({ source: 'fx-checkout', type: 'resize', height: 900 }, PLATFORM, window);
    postFromFrame({ source: 'fx-checkout', type: 'resize', height: 901 }, PLATFORM, null);
    postFromFrame(
      { source: 'fx-checkout', type: 'resize', height: 902 },
      PLATFORM,
      otherFrameWindow(),
    );
    expect(iframe.style.height).toBe('');
  });

  it('ignores data that is not a protocol message', () => {
    const { container, iframe, source } = renderCheckout();
    postFromFrame({ type: 'resize', height: 900 }, PLATFORM, source);
    postFromFrame('resize:900', PLATFORM, source);
    expect(iframe.style.height).toBe('');
    expect(container.querySelector('.fx-checkout')?.getAttribute('data-frame-state')).toBe(
      'loading',
    );
  });

  it('fires fx:checkout-complete with the outcome, bubbling to the document', () => {
    const { source } = renderCheckout();
    const heard: CustomEvent[] = [];
    const listener = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('fx:checkout-complete', listener);
    try {
      postFromFrame(
        {
          source: 'fx-checkout',
          type: 'complete',
          outcome: 'success',
          operationId: 321,
          status: 'AWAITING_PAYMENT',
        },
        PLATFORM,
        source,
      );
    } finally {
      document.removeEventListener('fx:checkout-complete', listener);
    }
    expect(heard).toHaveLength(1);
    expect(heard[0]?.detail).toEqual({
      outcome: 'success',
      operationId: 321,
      status: 'AWAITING_PAYMENT',
    });
    expect(heard[0]?.bubbles).toBe(true);
    expect(heard[0]?.composed).toBe(true);
  });

  it('fires fx:checkout-complete without the fields the page did not give', () => {
    const { source } = renderCheckout();
    const heard: CustomEvent[] = [];
    const listener = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('fx:checkout-complete', listener);
    try {
      postFromFrame(
        { source: 'fx-checkout', type: 'complete', outcome: 'error' },
        PLATFORM,
        source,
      );
    } finally {
      document.removeEventListener('fx:checkout-complete', listener);
    }
    expect(heard.map((event) => event.detail)).toEqual([{ outcome: 'error' }]);
  });

  it("takes over a same-correspondent simulator's fx:checkout, keeping its quotation", () => {
    const { iframe } = renderCheckout();
    const url = `${OUTBOUND}?quotationId=42&currency=USD&amount=100`;
    const event = new CustomEvent('fx:checkout', {
      detail: { simulator: 'remittance-outbound', quotationId: '42', url },
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    let notPrevented = true;
    act(() => {
      notPrevented = document.dispatchEvent(event);
    });
    expect(notPrevented).toBe(false);
    expect(event.defaultPrevented).toBe(true);
    const src = new URL(iframe.src);
    expect(src.origin + src.pathname).toBe(OUTBOUND);
    expect(src.searchParams.get('quotationId')).toBe('42');
    expect(src.searchParams.get('currency')).toBe('USD');
    expect(src.searchParams.get('amount')).toBe('100');
    expect(src.searchParams.get('fx-embed')).toBe('https://shop.example');
    expect(src.searchParams.get('lang')).toBe('en-US');
    // The new-tab link follows the hand-over too (without the embedded mode).
    const link = screen.getByRole('link', { name: 'Open the checkout in a new tab' });
    expect(link.getAttribute('href')).toBe(url);
  });

  it.each([
    ['another correspondent', `${PLATFORM}/aurora/app/checkout/remittance/outbound?quotationId=1`],
    ['an inbound checkout', `${PLATFORM}/demo/app/checkout/remittance/inbound?quotationId=1`],
    ['another platform', 'https://other.example/demo/app/checkout/remittance/outbound'],
  ])("leaves a simulator's fx:checkout for %s alone", (_, url) => {
    const { iframe } = renderCheckout();
    const before = iframe.src;
    const event = new CustomEvent('fx:checkout', {
      detail: { simulator: 'remittance-outbound', quotationId: '1', url },
      bubbles: true,
      cancelable: true,
    });
    act(() => {
      document.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(iframe.src).toBe(before);
  });

  it('says the frame was refused when it loaded but never spoke within the grace period', async () => {
    vi.useFakeTimers();
    renderCheckout();
    await frameLoaded();
    act(() => {
      vi.advanceTimersByTime(FRAME_READY_GRACE_MS - 1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'The checkout cannot be shown on this site. Open it in a new tab below.',
    );
    expect(document.querySelector('iframe[part="frame"]')).toBeNull();
    // The way out stays.
    expect(screen.getByRole('link', { name: 'Open the checkout in a new tab' })).toBeTruthy();
  });

  it("once refused, leaves a simulator's 'Send money' to go on to the platform", async () => {
    vi.useFakeTimers();
    renderCheckout();
    await frameLoaded();
    act(() => {
      vi.advanceTimersByTime(FRAME_READY_GRACE_MS);
    });
    expect(screen.getByRole('alert')).toBeTruthy();
    const event = new CustomEvent('fx:checkout', {
      detail: {
        simulator: 'remittance-outbound',
        quotationId: '42',
        url: `${OUTBOUND}?quotationId=42`,
      },
      bubbles: true,
      cancelable: true,
    });
    act(() => {
      document.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('is not refused when the page said it was up before the grace period ended', async () => {
    vi.useFakeTimers();
    const { container, source } = renderCheckout();
    await frameLoaded();
    act(() => {
      vi.advanceTimersByTime(FRAME_READY_GRACE_MS - 1);
    });
    postFromFrame({ source: 'fx-checkout', type: 'ready' }, PLATFORM, source);
    act(() => {
      vi.advanceTimersByTime(FRAME_READY_GRACE_MS * 2);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('.fx-checkout')?.getAttribute('data-frame-state')).toBe('ready');
  });

  it('is not refused when the page said it was up before its load fired', async () => {
    vi.useFakeTimers();
    const { container, source } = renderCheckout();
    postFromFrame({ source: 'fx-checkout', type: 'ready' }, PLATFORM, source);
    await frameLoaded();
    act(() => {
      vi.advanceTimersByTime(FRAME_READY_GRACE_MS * 2);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('.fx-checkout')?.getAttribute('data-frame-state')).toBe('ready');
  });

  it('waits for the page a simulator handed over to say it is up, as for the first one', async () => {
    vi.useFakeTimers();
    const { container, source } = renderCheckout();
    await frameLoaded();
    postFromFrame({ source: 'fx-checkout', type: 'ready' }, PLATFORM, source);
    act(() => {
      document.dispatchEvent(
        new CustomEvent('fx:checkout', {
          detail: {
            simulator: 'remittance-outbound',
            quotationId: '42',
            url: `${OUTBOUND}?quotationId=42`,
          },
          cancelable: true,
        }),
      );
    });
    const root = container.querySelector('.fx-checkout');
    expect(root?.getAttribute('data-frame-state')).toBe('loading');
    await frameLoaded();
    act(() => {
      vi.advanceTimersByTime(FRAME_READY_GRACE_MS);
    });
    expect(root?.getAttribute('data-frame-state')).toBe('refused');
  });

  it('opens no frame for an operation other than sending money abroad', () => {
    const { container } = render(
      <Checkout
        identifier="demo"
        locale="en-US"
        correspondent={correspondentFixture()}
        apiBaseURL={`${PLATFORM}/api`}
        operation="inbound"
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(
      screen.getByText(
        'This checkout sends money abroad. To receive money or buy currency, use the simulator.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
  });

  it('speaks Portuguese: the frame title, the link, the refusal and the other operations', async () => {
    vi.useFakeTimers();
    const { iframe } = renderCheckout('pt-BR');
    expect(new URL(iframe.src).searchParams.get('lang')).toBe('pt-BR');
    expect(iframe.title).toBe('Finalização de Demo Câmbio: enviar dinheiro ao exterior');
    expect(screen.getByText('Carregando a finalização…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir a finalização em uma nova aba' })).toBeTruthy();
    await frameLoaded();
    act(() => {
      vi.advanceTimersByTime(FRAME_READY_GRACE_MS);
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'A finalização não pode ser exibida neste site. Abra-a em uma nova aba abaixo.',
    );
    cleanup();
    render(
      <Checkout
        identifier="demo"
        locale="pt-BR"
        correspondent={correspondentFixture()}
        apiBaseURL={`${PLATFORM}/api`}
        operation="paper-money"
      />,
    );
    expect(
      screen.getByText(
        'Esta finalização é para enviar dinheiro ao exterior. Para receber dinheiro ou comprar moeda, use o simulador.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Em breve')).toBeTruthy();
  });

  it('stops listening once unmounted', () => {
    const { unmount } = renderCheckout();
    unmount();
    const event = new CustomEvent('fx:checkout', {
      detail: {
        simulator: 'remittance-outbound',
        quotationId: '1',
        url: `${OUTBOUND}?quotationId=1`,
      },
      cancelable: true,
    });
    document.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('Simulator and Checkout on the same page', () => {
  it("continues the simulator's 'Send money' in the frame, with its quotation", async () => {
    vi.stubGlobal('fetch', simulatorFetch().fetch);
    const onCheckout = vi.fn();
    const { container } = render(
      <>
        <Simulator
          identifier="demo"
          locale="en-US"
          apiBaseURL={`${PLATFORM}/api`}
          correspondent={correspondentFixture()}
          onCheckout={onCheckout}
        />
        <Checkout
          identifier="demo"
          locale="en-US"
          apiBaseURL={`${PLATFORM}/api`}
          correspondent={correspondentFixture()}
        />
      </>,
    );
    const send = await screen.findByRole('link', { name: 'Send money' });
    await waitFor(() => expect(send.getAttribute('aria-disabled')).toBe('false'));
    fireEvent.click(send);
    const src = new URL(container.querySelector('iframe')?.src ?? '');
    expect(src.origin + src.pathname).toBe(OUTBOUND);
    expect(src.searchParams.get('quotationId')).toBe('q-1');
    expect(src.searchParams.get('fx-embed')).toBe('https://shop.example');
    // Taken over: the simulator does not go on to the platform itself.
    expect(onCheckout).not.toHaveBeenCalled();
  });
});
