/**
 * The portal in embedded mode: a page opened by `<fx-checkout>` inside its frame on a
 * correspondent's site (protocol in `src/contracts/embed`). Decided once at start-up:
 * - the page is framed and its URL names the host origin (`?fx-embed=https://shop.example`),
 *   or (a reload inside the frame) the frame's sessionStorage remembers it;
 * - the layouts then drop the top bar and footer, the session lives in the frame's
 *   sessionStorage only, and {@link EmbedBridge} tells the host the page's height, its screen
 *   changes and the checkout's outcome, posting to that origin and no other.
 * @module
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  EMBED_PARAM,
  EMBED_SOURCE,
  embedHostOrigin,
  type EmbedMessage,
} from '../../src/contracts/embed';

/** sessionStorage key of the host origin (a reload inside the frame stays embedded). */
export const EMBED_STORAGE_KEY = 'fx.embed';

/** Where an embedded page reports to. */
export interface Embed {
  /** The host page's origin, the only target of the page's messages. */
  hostOrigin: string;
}

/**
 * The embedding of this page: the URL's {@link EMBED_PARAM} (remembered), else the remembered
 * one; never when the page is not framed (a link opened in its own tab is the plain portal).
 */
export function detectEmbed(
  search: string,
  framed: boolean,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
): Embed | undefined {
  if (!framed) return undefined;
  const fromUrl = embedHostOrigin(new URLSearchParams(search).get(EMBED_PARAM));
  if (fromUrl) {
    try {
      storage?.setItem(EMBED_STORAGE_KEY, fromUrl);
    } catch {
      // Not remembered: only a reload inside the frame would lose the embedded mode.
    }
    return { hostOrigin: fromUrl };
  }
  let stored: string | null = null;
  try {
    stored = storage?.getItem(EMBED_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  const remembered = embedHostOrigin(stored);
  return remembered ? { hostOrigin: remembered } : undefined;
}

/** Whether this window is inside a frame (a cross-origin parent counts too). */
export function isFramed(win: Window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/** Distributes the message type over the union, so each variant keeps its own fields. */
type WithoutSource<T> = T extends unknown ? Omit<T, 'source'> : never;

/** Posts a protocol message to the host (and only to its origin). */
export function postToHost(
  embed: Embed,
  message: WithoutSource<EmbedMessage>,
  parent: Pick<Window, 'postMessage'> | null = typeof window === 'undefined' ? null : window.parent,
): void {
  parent?.postMessage({ source: EMBED_SOURCE, ...message }, embed.hostOrigin);
}

const EmbedContext = createContext<Embed | undefined>(undefined);

/** Provides the page's embedding (undefined: the plain portal). */
export function EmbedProvider(props: { value: Embed | undefined; children: ReactNode }) {
  return <EmbedContext.Provider value={props.value}>{props.children}</EmbedContext.Provider>;
}

/** The page's embedding, or undefined in the plain portal. */
export function useEmbed(): Embed | undefined {
  return useContext(EmbedContext);
}

/**
 * Tells the host of an embedded page that it is up, how tall it is (on every change) and when
 * it changes screen. Renders nothing; does nothing in the plain portal.
 */
export function EmbedBridge(): null {
  const embed = useEmbed();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!embed) return undefined;
    postToHost(embed, { type: 'ready' });
    const root = document.getElementById('app') ?? document.body;
    let last = -1;
    const report = () => {
      const height = Math.ceil(root.getBoundingClientRect().height);
      if (height !== last) {
        last = height;
        postToHost(embed, { type: 'resize', height });
      }
    };
    report();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(report);
    observer.observe(root);
    return () => observer.disconnect();
  }, [embed]);

  useEffect(() => {
    if (embed) postToHost(embed, { type: 'navigate', path: pathname });
  }, [embed, pathname]);

  return null;
}
