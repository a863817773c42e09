/**
 * The correspondent's colours as the custom properties of a widget root.
 * @module
 */
import type { CSSProperties } from 'react';
import type { Correspondent } from '../../src/contracts/correspondent';
import { themeCssVariables, themeFromCorrespondent } from '../../src/domain/theme';

/**
 * `--fx-primary-default`, `--fx-secondary-default`, … for the root element's `style`.
 *
 * The suffix is the override rule of `baseStyles`: rules read
 * `var(--fx-primary, var(--fx-primary-default))`, so a `--fx-primary` the host sets on the
 * element or an ancestor wins over the correspondent's colour. Only our `--fx-*` names are
 * used: a host page's own `--primary` must not repaint the widget. React and preact set these
 * through `style.setProperty`, which a strict CSP allows (no `style` attribute is parsed).
 */
export function themeStyle(correspondent: Correspondent | null | undefined): CSSProperties {
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(
    themeCssVariables(themeFromCorrespondent(correspondent)),
  )) {
    if (name.startsWith('--fx-')) style[`${name}-default`] = value;
  }
  return style as CSSProperties;
}
