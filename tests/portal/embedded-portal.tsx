/**
 * The whole portal route tree as the session harness draws it (real services and session over a
 * routed fake API), inside an `EmbedProvider`: what `<fx-checkout>`'s frame shows when an embed
 * is given, the plain portal otherwise. The bridge's messages to the parent are recorded.
 * @module
 */
import { vi } from 'vitest';
import type { AuthUser } from '../../src/contracts/auth';
import type { Locale } from '../../src/i18n/index';
import type { Embed } from '../../portal/app/embed';
import { renderPortal, type Routes } from './session/session-harness';

/**
 * The whole portal at `url` as the session harness's `renderPortal` draws it, inside `<fx-checkout>`'s
 * frame when `embed` is given, the plain portal otherwise; `posted` records what the page posts
 * to its host.
 */
export function renderPortalIn(
  embed: Embed | undefined,
  url: string,
  options: { user?: AuthUser; routes?: Routes; locale?: Locale } = {},
) {
  // The bridge posts to the parent (the top window here, its own parent): keep it quiet.
  const posted = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
  const view = renderPortal(url, { ...options, ...(embed ? { embed } : {}) });
  return { ...view, posted };
}
