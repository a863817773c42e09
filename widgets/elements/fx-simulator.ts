/**
 * Defines `<fx-simulator>`: the Simulator component in a shadow root. This module is the widget's chunk
 * entry; its loader script (`/widgets/simulator.js`) imports it.
 * @module
 */
import { Simulator } from '../simulator/Simulator';
import { simulatorStyles } from '../simulator/styles';
import { baseStyles } from '../shared/base-styles';
import { defineFxElement } from './fx-element';

/** The tag of the simulator element. */
export const FX_SIMULATOR_TAG = 'fx-simulator';

defineFxElement({
  tag: FX_SIMULATOR_TAG,
  widget: 'simulator',
  component: Simulator,
  css: baseStyles + simulatorStyles,
});
