/**
 * The checkout widget (plain React: the portal renders it directly, the `fx-checkout` element renders it
 * through preact/compat). For now it shows the correspondent's brand and a "coming soon" body.
 * @module
 */
import type { ReactNode } from 'react';
import { ComingSoon } from '../shared/ComingSoon';
import { WidgetFrame } from '../shared/WidgetFrame';
import type { WidgetProps } from '../shared/widget-props';

/** Props of {@link Checkout}. */
export type CheckoutProps = WidgetProps;

/** The checkout widget for the correspondent `identifier`. */
export function Checkout(props: CheckoutProps): ReactNode {
  return (
    <WidgetFrame {...props} widget="checkout" textKey="checkout">
      {(_correspondent, t) => (
        <ComingSoon badge={t('comingSoon')} text={t('checkout.comingSoon')} />
      )}
    </WidgetFrame>
  );
}
