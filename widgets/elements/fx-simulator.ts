/**
 * Defines `<fx-simulator>`: the Simulator component in a shadow root. This module is the widget's chunk
 * entry; its loader script (`/widgets/simulator.js`) imports it.
 * @module
 */
import { Simulator } from '../simulator/Simulator';
import { simulatorStyles } from '../simulator/styles';
import { baseStyles } from '../shared/base-styles';
import { defineFxElement } from './fx-element';

// Not exported: an entry without exports lets the lazy 'More Details' chunk import from it with
// no facade chunk in between (Rollup's preserveEntrySignatures; issue 19, item 2).
/** The tag of the simulator element. */
const FX_SIMULATOR_TAG = 'fx-simulator';

defineFxElement({
  tag: FX_SIMULATOR_TAG,
  widget: 'simulator',
  component: Simulator,
  css: baseStyles + simulatorStyles,
});
