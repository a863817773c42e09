// @vitest-environment happy-dom
// @vitest-environment-options {"url":"https://shop.example/pay?link=QQQQQQQQQQQQQQQQQQQQQQ","settings":{"navigation":{"disableChildFrameNavigation":true}}}
// The host page is https://shop.example/pay?link=…; happy-dom gives the frame a window without
// fetching the page.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InboundPayment } from '../../../widgets/inbound-payment/InboundPayment';
import { correspondentFixture } from '../correspondent-fixture';

const PLATFORM = 'https://fx.example';
const LINK = 'AbCdEfGhIjKlMnOpQrStUv';

function renderPayment(props: { link?: string; payerLocale?: 'es' } = {}) {
  const view = render(
    <InboundPayment
      identifier="demo"
      locale="en-US"
      correspondent={correspondentFixture()}
      apiBaseURL={`${PLATFORM}/api`}
      {...props}
    />,
  );
  const iframe = view.container.querySelector('iframe');
  return { ...view, iframe };
}

function post(data: unknown, origin: string, source: MessageEventSource | null | undefined) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source ?? null }));
  });
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('InboundPayment', () => {
  it("frames the platform's payer page of data-link in embedded mode for this page's origin", () => {
    const { iframe } = renderPayment({ link: LINK });
    if (!iframe) throw new Error('no frame');
    const src = new URL(iframe.src);
    expect(src.origin + src.pathname).toBe(`${PLATFORM}/demo/inbound-payment-link/${LINK}`);
    expect(src.searchParams.get('fx-embed')).toBe('https://shop.example');
    expect(src.searchParams.get('lang')).toBe('en-US');
    expect(iframe.title).toBe('Payment to Demo Câmbio');
  });

  it("takes the link from the host page's ?link= and Spanish from data-locale", () => {
    const { iframe } = renderPayment({ payerLocale: 'es' });
    const src = new URL(iframe?.src ?? '');
    expect(src.pathname).toBe(`/demo/inbound-payment-link/${'Q'.repeat(22)}`);
    expect(src.searchParams.get('lang')).toBe('es');
    // The element's own texts speak Spanish too, not only the page inside the frame.
    expect(iframe?.title).toBe('Pago a Demo Câmbio');
    const root = iframe?.closest('section');
    expect(root?.getAttribute('lang')).toBe('es');
    expect(root?.getAttribute('aria-label')).toBe('Pago desde el exterior');
  });

  it("speaks the payer's browser language when the host names none: Spanish for es-MX", () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['es-MX', 'en'] });
    const view = render(
      <InboundPayment
        identifier="demo"
        link={LINK}
        correspondent={correspondentFixture()}
        apiBaseURL={`${PLATFORM}/api`}
      />,
    );
    expect(view.container.querySelector('iframe')?.title).toBe('Pago a Demo Câmbio');
    expect(view.getByText('Pague con una tarjeta de débito internacional')).toBeTruthy();
  });

  it('says so when there is no link to pay', () => {
    vi.stubGlobal('location', new URL('https://shop.example/pay'));
    const { iframe } = renderPayment({ link: 'not-a-link' });
    expect(iframe).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('The payment link is missing.');
  });

  it('fires fx:payment-complete and fx:payment-failed from its own frame only, once each', () => {
    const { iframe, container } = renderPayment({ link: LINK });
    const complete = vi.fn();
    const failed = vi.fn();
    container.addEventListener('fx:payment-complete', (event) =>
      complete((event as CustomEvent).detail),
    );
    container.addEventListener('fx:payment-failed', (event) =>
      failed((event as CustomEvent).detail),
    );
    const source = iframe?.contentWindow;
    const failure = { source: 'fx-checkout', type: 'complete', outcome: 'error', code: '7051' };
    // Another origin, or another window: ignored.
    post(failure, 'https://evil.example', source);
    post(failure, PLATFORM, window);
    expect(failed).not.toHaveBeenCalled();
    post(failure, PLATFORM, source);
    post(failure, PLATFORM, source);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(failed).toHaveBeenCalledWith({ link: LINK, code: '7051' });
    post({ source: 'fx-checkout', type: 'complete', outcome: 'pending' }, PLATFORM, source);
    post(
      { source: 'fx-checkout', type: 'complete', outcome: 'success', status: 'RECEIVED_INBOUND' },
      PLATFORM,
      source,
    );
    expect(complete).toHaveBeenCalledWith({ link: LINK, status: 'RECEIVED_INBOUND' });
  });
});
