/**
 * Defines `<fx-checkout>`: the Checkout component in a shadow root. This module is the widget's chunk
 * entry; its loader script (`/widgets/checkout.js`) imports it.
 * @module
 */
import { Checkout } from '../checkout/Checkout';
import { checkoutStyles } from '../checkout/styles';
import { baseStyles } from '../shared/base-styles';
import { defineFxElement } from './fx-element';

/** The tag of the checkout element. */
export const FX_CHECKOUT_TAG = 'fx-checkout';

defineFxElement({
  tag: FX_CHECKOUT_TAG,
  widget: 'checkout',
  component: Checkout,
  css: baseStyles + checkoutStyles,
});
