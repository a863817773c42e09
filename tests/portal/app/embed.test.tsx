// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  detectEmbed,
  EMBED_STORAGE_KEY,
  EmbedBridge,
  EmbedProvider,
  isFramed,
  postToHost,
  useEmbed,
  type Embed,
} from '../../../portal/app/embed';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A sessionStorage stand-in that records what was written. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

/** A storage the browser refuses (third-party frame with storage blocked). */
const blockedStorage = {
  getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

const HOST = 'https://shop.example';
const withParam = `?simulator=remittance&fx-embed=${encodeURIComponent(HOST)}&lang=en-US`;

describe('detectEmbed', () => {
  it('is the plain portal when the page is not framed, even with the parameter', () => {
    const storage = memoryStorage({ [EMBED_STORAGE_KEY]: HOST });
    expect(detectEmbed(withParam, false, storage)).toBeUndefined();
    expect(storage.items.get(EMBED_STORAGE_KEY)).toBe(HOST);
  });

  it("is embedded for the parameter's origin when framed, and remembers it", () => {
    const storage = memoryStorage();
    expect(detectEmbed(withParam, true, storage)).toEqual({ hostOrigin: HOST });
    expect(storage.items.get(EMBED_STORAGE_KEY)).toBe(HOST);
  });

  it('normalises the parameter to an origin', () => {
    const storage = memoryStorage();
    const search = `?fx-embed=${encodeURIComponent('https://Shop.example/cart?x=1')}`;
    expect(detectEmbed(search, true, storage)).toEqual({ hostOrigin: HOST });
    expect(storage.items.get(EMBED_STORAGE_KEY)).toBe(HOST);
  });

  it('stays embedded after a reload inside the frame (the remembered origin)', () => {
    const storage = memoryStorage({ [EMBED_STORAGE_KEY]: HOST });
    expect(detectEmbed('?quotationId=42', true, storage)).toEqual({ hostOrigin: HOST });
  });

  it('prefers the parameter to a remembered origin, and remembers the new one', () => {
    const storage = memoryStorage({ [EMBED_STORAGE_KEY]: 'https://old.example' });
    expect(detectEmbed(withParam, true, storage)).toEqual({ hostOrigin: HOST });
    expect(storage.items.get(EMBED_STORAGE_KEY)).toBe(HOST);
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a path', '/shop'],
    ['garbage', 'not an origin'],
    ['an empty value', ''],
  ])('refuses %s as the parameter and writes nothing', (_, value) => {
    const storage = memoryStorage();
    expect(detectEmbed(`?fx-embed=${encodeURIComponent(value)}`, true, storage)).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });

  it('falls back to the remembered origin when the parameter is bad', () => {
    const storage = memoryStorage({ [EMBED_STORAGE_KEY]: HOST });
    expect(detectEmbed('?fx-embed=javascript%3Aalert(1)', true, storage)).toEqual({
      hostOrigin: HOST,
    });
  });

  it('refuses a remembered value that is not an origin', () => {
    const storage = memoryStorage({ [EMBED_STORAGE_KEY]: 'javascript:alert(1)' });
    expect(detectEmbed('', true, storage)).toBeUndefined();
  });

  it('is embedded from the parameter without storage, or with storage the browser blocks', () => {
    expect(detectEmbed(withParam, true, undefined)).toEqual({ hostOrigin: HOST });
    expect(detectEmbed(withParam, true, blockedStorage)).toEqual({ hostOrigin: HOST });
    expect(detectEmbed('', true, blockedStorage)).toBeUndefined();
    expect(detectEmbed('', true, undefined)).toBeUndefined();
  });
});

describe('isFramed', () => {
  it('is false for the top window', () => {
    expect(isFramed(window)).toBe(false);
  });

  it("is true for a frame's window", () => {
    const frame = document.createElement('iframe');
    frame.srcdoc = '<p>inside</p>';
    document.body.append(frame);
    const inner = frame.contentWindow;
    if (!inner) throw new Error('happy-dom gave the frame no window');
    expect(isFramed(inner)).toBe(true);
  });

  it('is true when the browser refuses to show the top window (a cross-origin parent)', () => {
    const crossOrigin: Window = Object.create(window, {
      top: {
        get() {
          throw new DOMException('Blocked a frame from accessing a cross-origin frame.');
        },
      },
    });
    expect(isFramed(crossOrigin)).toBe(true);
  });
});

describe('postToHost', () => {
  it('marks the message as the protocol and posts it to the host origin only', () => {
    const calls: unknown[][] = [];
    const parent: Pick<Window, 'postMessage'> = {
      postMessage(message: unknown, targetOrigin?: unknown) {
        calls.push([message, targetOrigin]);
      },
    };
    postToHost({ hostOrigin: HOST }, { type: 'resize', height: 640 }, parent);
    postToHost(
      { hostOrigin: HOST },
      { type: 'complete', outcome: 'success', operationId: 7, status: 'AWAITING_PAYMENT' },
      parent,
    );
    expect(calls).toEqual([
      [{ source: 'fx-checkout', type: 'resize', height: 640 }, HOST],
      [
        {
          source: 'fx-checkout',
          type: 'complete',
          outcome: 'success',
          operationId: 7,
          status: 'AWAITING_PAYMENT',
        },
        HOST,
      ],
    ]);
  });

  it('does nothing without a parent', () => {
    expect(() => postToHost({ hostOrigin: HOST }, { type: 'ready' }, null)).not.toThrow();
  });
});

function ShowEmbed() {
  const embed = useEmbed();
  return <p data-testid="embed">{embed ? embed.hostOrigin : 'plain'}</p>;
}

/** The bridge in a routed page, with `embed`; the parent's postMessage recorded. */
function renderBridge(embed: Embed | undefined) {
  // The top window is its own parent here: record what would reach the host.
  const posted = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <EmbedBridge />
            <ShowEmbed />
          </>
        ),
      },
    ],
    { initialEntries: ['/demo/app/checkout/remittance/outbound'] },
  );
  const view = render(
    <EmbedProvider value={embed}>
      <RouterProvider router={router} />
    </EmbedProvider>,
  );
  const messages = () => posted.mock.calls.map(([message]) => message as { type: string });
  return { ...view, router, posted, messages };
}

describe('EmbedProvider and EmbedBridge', () => {
  it('gives the pages the embedding', () => {
    const { getByTestId } = renderBridge({ hostOrigin: HOST });
    expect(getByTestId('embed').textContent).toBe(HOST);
  });

  it('tells the host the page is up, its height and its screen, to the host origin only', () => {
    const { posted, messages } = renderBridge({ hostOrigin: HOST });
    expect(messages().map((message) => message.type)).toEqual(['ready', 'resize', 'navigate']);
    expect(new Set(posted.mock.calls.map((call) => call[1]))).toEqual(new Set([HOST]));
    expect(posted.mock.calls[0]?.[0]).toEqual({ source: 'fx-checkout', type: 'ready' });
    const resize = posted.mock.calls[1]?.[0] as { height: unknown };
    expect(typeof resize.height).toBe('number');
    expect(posted.mock.calls[2]?.[0]).toEqual({
      source: 'fx-checkout',
      type: 'navigate',
      path: '/demo/app/checkout/remittance/outbound',
    });
  });

  it('tells the host each time the page changes screen', async () => {
    const { router, posted, messages } = renderBridge({ hostOrigin: HOST });
    posted.mockClear();
    await act(async () => {
      await router.navigate('/demo/login');
    });
    expect(messages()).toEqual([{ source: 'fx-checkout', type: 'navigate', path: '/demo/login' }]);
    expect(posted.mock.calls[0]?.[1]).toBe(HOST);
  });

  it('posts nothing in the plain portal', async () => {
    const { router, posted, getByTestId } = renderBridge(undefined);
    expect(getByTestId('embed').textContent).toBe('plain');
    await act(async () => {
      await router.navigate('/demo/login');
    });
    expect(posted).not.toHaveBeenCalled();
  });
});
