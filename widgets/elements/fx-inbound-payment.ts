/**
 * Defines `<fx-inbound-payment>`: the InboundPayment component in a shadow root. This module is the widget's chunk
 * entry; its loader script (`/widgets/inbound-payment.js`) imports it.
 * @module
 */
import { InboundPayment } from '../inbound-payment/InboundPayment';
import { inboundPaymentStyles } from '../inbound-payment/styles';
import { baseStyles } from '../shared/base-styles';
import { defineFxElement } from './fx-element';

/** The tag of the inbound-payment element. */
export const FX_INBOUND_PAYMENT_TAG = 'fx-inbound-payment';

defineFxElement({
  tag: FX_INBOUND_PAYMENT_TAG,
  widget: 'inbound-payment',
  component: InboundPayment,
  css: baseStyles + inboundPaymentStyles,
});
