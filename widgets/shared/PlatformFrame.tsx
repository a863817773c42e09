/**
 * A platform page framed in a widget (the checkout, the payer page): the frame's lifecycle and
 * markup that the framing widgets share, so each keeps only what it does with the page.
 *
 * - Loading: a skeleton with a visually hidden status text until the page first speaks.
 * - Ready: the page posted an embed message (src/contracts/embed), accepted only from this frame
 *   and the platform's origin; its height follows the page's `resize` messages and a `navigate`
 *   brings the frame's top back into view.
 * - Refused: the frame loaded but stayed silent for the grace time — the platform refused to be
 *   framed here (server: `frame-ancestors`, an unregistered site) — and a message says so.
 * - Always a link that opens the page in a new tab.
 * @module
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { parseEmbedMessage, type EmbedMessage } from '../../src/contracts/embed';
import type { WidgetTranslate } from './use-widget-i18n';

/** Where a framed page is: waiting for it to speak, shown, or refused by the platform. */
export type FrameState = 'loading' | 'ready' | 'refused';

/** Props of {@link PlatformFrame}. */
export interface PlatformFrameProps {
  /** The wrapper's part (docs/embedding.md) and class prefix: `payer` → `fx-payer`. */
  part: string;
  /** The platform's origin: the only one whose messages are heard. */
  platform: string;
  /** The framed page's URL (embedded mode); a new one starts the lifecycle again. */
  src: string;
  /** The same page outside the frame, for the 'open in a new tab' link. */
  newTabUrl: string;
  /** The frame's `allow` attribute. */
  allow: string;
  /** How long after `load` a silent frame counts as refused. */
  graceMs: number;
  /**
   * The widget's text namespace (as `WidgetFrame`'s): its `frameTitle` (with the `name`),
   * `loading` (the hidden status), `refused` and `openInTab` texts.
   */
  textKey: string;
  /** The correspondent's name, in the frame's title. */
  name: string;
  /** The widget's translate, which holds the `textKey` texts. */
  t: WidgetTranslate;
  /** The frame element, for a widget that needs it outside its messages. */
  frameRef?: RefObject<HTMLIFrameElement | null>;
  /** Each message of the page, after the shared handling (readiness, height, scrolling). */
  onMessage?: (message: EmbedMessage, frame: HTMLIFrameElement) => void;
  /** Each change of state, as it happens. */
  onStateChange?: (state: FrameState) => void;
}

/** The element a widget's events are fired on: the custom element, else the frame's box. */
export function eventTarget(node: Element): EventTarget {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : (node.parentElement ?? node);
}

/** A platform page in a frame, with its loading, refused and new-tab states. */
export function PlatformFrame(props: PlatformFrameProps): ReactNode {
  const { part, platform, src, graceMs, textKey, t } = props;
  const ownFrame = useRef<HTMLIFrameElement>(null);
  const frame = props.frameRef ?? ownFrame;
  const [state, setState] = useState<FrameState>('loading');
  const [height, setHeight] = useState<number | undefined>(undefined);
  const readyRef = useRef(false);
  const graceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest callbacks, so a new handler does not re-subscribe to the window's messages.
  const latest = useRef(props);
  latest.current = props;

  const enter = (next: FrameState) => {
    setState(next);
    latest.current.onStateChange?.(next);
  };

  useEffect(() => {
    readyRef.current = false;
    enter('loading');
    return () => clearTimeout(graceTimer.current);
  }, [src]);

  // The page's messages: only from this frame, only from the platform.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const node = frame.current;
      if (!node || event.source !== node.contentWindow || event.origin !== platform) return;
      const message = parseEmbedMessage(event.data);
      if (!message) return;
      if (!readyRef.current) {
        readyRef.current = true;
        clearTimeout(graceTimer.current);
        enter('ready');
      }
      if (message.type === 'resize') setHeight(message.height);
      if (message.type === 'navigate' && node.getBoundingClientRect().top < 0) {
        node.scrollIntoView({ block: 'start' });
      }
      latest.current.onMessage?.(message, node);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [platform, frame]);

  // Loaded but silent: the platform refused to be framed here (an unregistered site).
  const onLoad = () => {
    clearTimeout(graceTimer.current);
    graceTimer.current = setTimeout(() => {
      if (!readyRef.current) enter('refused');
    }, graceMs);
  };

  return (
    <div className={`fx-${part}`} part={part} data-frame-state={state}>
      {state === 'loading' && (
        <div className={`fx-${part}__loading`} role="status">
          <span className="fx-visually-hidden">{t(`${textKey}.loading`)}</span>
          <div className="fx-skeleton" data-shape="block" aria-hidden="true" />
          <div className="fx-skeleton" data-shape="line" aria-hidden="true" />
          <div className="fx-skeleton" data-shape="block" aria-hidden="true" />
        </div>
      )}
      {state === 'refused' ? (
        <p className="fx-message" part="message" data-tone="danger" role="alert">
          {t(`${textKey}.refused`)}
        </p>
      ) : (
        <iframe
          ref={frame}
          className={`fx-${part}__frame`}
          part="frame"
          src={src}
          title={t(`${textKey}.frameTitle`, { name: props.name })}
          allow={props.allow}
          onLoad={onLoad}
          style={height === undefined ? undefined : { height: `${height}px` }}
        />
      )}
      <p className={`fx-${part}__alt`} part="alternative">
        <a href={props.newTabUrl} target="_blank" rel="noopener">
          {t(`${textKey}.openInTab`)}
        </a>
      </p>
    </div>
  );
}
