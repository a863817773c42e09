/**
 * The embedded pages' protocol: how `<fx-checkout>` (and `<fx-inbound-payment>`, whose frame
 * shows the payer page `{platform}/{identifier}/inbound-payment-link/{link}`) on a
 * correspondent's site and the platform's page inside its frame talk (`window.postMessage`).
 *
 * The element opens `{platform}/{identifier}/app/checkout/remittance/outbound?fx-embed={host
 * origin}&lang=…` in an iframe. The page, seeing {@link EMBED_PARAM}, hides the portal's top bar
 * and footer, keeps its session in the frame only, and posts {@link EmbedMessage}s to the host
 * origin it was given (and to no other); the element accepts only messages from its own frame
 * and the platform's origin. The customer's session tokens never reach the host page's scripts.
 * @module
 */

/** Query parameter that opens a portal page in embedded mode; its value is the host's origin. */
export const EMBED_PARAM = 'fx-embed';

/** Query parameter carrying the host's language choice into the frame. */
export const EMBED_LANG_PARAM = 'lang';

/** Marks every message of the protocol (pages may receive other `message` events). */
export const EMBED_SOURCE = 'fx-checkout';

/** How an operation the embedded checkout created ended up. */
export type EmbedOutcome = 'success' | 'pending' | 'error';

/** A message from the embedded page to its host. */
export type EmbedMessage =
  /** The page is up (the correspondent loaded): the element drops its skeleton. */
  | { source: typeof EMBED_SOURCE; type: 'ready' }
  /** The page's content height in CSS pixels: the element sizes its frame to it. */
  | { source: typeof EMBED_SOURCE; type: 'resize'; height: number }
  /** The page changed screen: the element brings its top into view. */
  | { source: typeof EMBED_SOURCE; type: 'navigate'; path: string }
  /**
   * The checkout or the payer page ended on an outcome page; the operation when one was created;
   * on the payer page a failure's §8.5 `code` (`7051`, `fc0003`…).
   */
  | {
      source: typeof EMBED_SOURCE;
      type: 'complete';
      outcome: EmbedOutcome;
      operationId?: number;
      status?: string;
      code?: string;
    };

/** The largest frame height accepted (a runaway page must not make the host page endless). */
export const MAX_EMBED_HEIGHT = 20_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The message `data` carries, or `undefined` when it is not one of ours or is malformed (the
 * host checks the sender too; this only checks the shape).
 */
export function parseEmbedMessage(data: unknown): EmbedMessage | undefined {
  if (!isRecord(data) || data.source !== EMBED_SOURCE) return undefined;
  switch (data.type) {
    case 'ready':
      return { source: EMBED_SOURCE, type: 'ready' };
    case 'resize': {
      const height = data.height;
      if (typeof height !== 'number' || !Number.isFinite(height) || height < 0) return undefined;
      return {
        source: EMBED_SOURCE,
        type: 'resize',
        height: Math.min(Math.ceil(height), MAX_EMBED_HEIGHT),
      };
    }
    case 'navigate':
      return typeof data.path === 'string' && data.path.startsWith('/')
        ? { source: EMBED_SOURCE, type: 'navigate', path: data.path.slice(0, 2048) }
        : undefined;
    case 'complete': {
      const outcome = data.outcome;
      if (outcome !== 'success' && outcome !== 'pending' && outcome !== 'error') return undefined;
      const message: EmbedMessage = { source: EMBED_SOURCE, type: 'complete', outcome };
      if (
        typeof data.operationId === 'number' &&
        Number.isSafeInteger(data.operationId) &&
        data.operationId > 0
      ) {
        message.operationId = data.operationId;
      }
      if (typeof data.status === 'string' && /^[A-Z_]{1,64}$/.test(data.status)) {
        message.status = data.status;
      }
      if (typeof data.code === 'string' && /^[A-Za-z0-9]{1,16}$/.test(data.code)) {
        message.code = data.code;
      }
      return message;
    }
    default:
      return undefined;
  }
}

/**
 * The host origin an {@link EMBED_PARAM} value names: an http(s) origin, normalised
 * (`https://shop.example`), else `undefined` (a path, a `javascript:` URL, anything else).
 */
export function embedHostOrigin(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return url.origin;
}
