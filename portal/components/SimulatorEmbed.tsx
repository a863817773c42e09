/**
 * The simulator widget inside the portal: its React component rendered directly into a shadow
 * root (react-shadow), so portal and widget styles stay apart exactly as on a host page
 * (design §8). Styles go in through `adoptedStyleSheets`, which a strict CSP allows.
 * @module
 */
import root from 'react-shadow';
import type { Correspondent } from '../../src/contracts/correspondent';
import { baseStyles } from '../../widgets/shared/base-styles';
import { simulatorStyles } from '../../widgets/simulator/styles';
import { Simulator } from '../../widgets/simulator/Simulator';
import { useLocale } from '../app/locale';

// react-shadow types its proxy as an index signature, so `root.div` reads as possibly undefined.
const ShadowDiv = root.div;
if (!ShadowDiv) throw new Error('react-shadow did not provide root.div');
const Shadow = ShadowDiv;

let sheets: CSSStyleSheet[] | undefined;

/**
 * The widget's constructed style sheets, built once and shared by every embed (a sheet can be
 * adopted by many roots; react-shadow compares the array by identity, so it must be stable).
 */
function simulatorSheets(): CSSStyleSheet[] {
  if (!sheets) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(baseStyles + simulatorStyles);
    sheets = [sheet];
  }
  return sheets;
}

/** Whether this browser has constructable style sheets (all current ones do). */
function canAdoptSheets(): boolean {
  return typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;
}

/** The simulator of `correspondent`, isolated in a shadow root. */
export function SimulatorEmbed(props: { correspondent: Correspondent }) {
  const { locale } = useLocale();
  const { correspondent } = props;
  const widget = (
    <Simulator
      identifier={correspondent.identifier}
      correspondent={correspondent}
      locale={locale}
    />
  );
  return canAdoptSheets() ? (
    <Shadow className="simulator-host" styleSheets={simulatorSheets()}>
      {widget}
    </Shadow>
  ) : (
    // Fallback without constructable sheets (old engines, some test DOMs): a <style> element.
    <Shadow className="simulator-host">
      <style>{baseStyles + simulatorStyles}</style>
      {widget}
    </Shadow>
  );
}
