/**
 * The inbound-payment widget (plain React: the portal renders it directly, the `fx-inbound-payment` element renders it
 * through preact/compat). For now it shows the correspondent's brand and a "coming soon" body.
 * @module
 */
import type { ReactNode } from 'react';
import { ComingSoon } from '../shared/ComingSoon';
import { WidgetFrame } from '../shared/WidgetFrame';
import type { WidgetProps } from '../shared/widget-props';

/** Props of {@link InboundPayment}. */
export type InboundPaymentProps = WidgetProps;

/** The inbound-payment widget for the correspondent `identifier`. */
export function InboundPayment(props: InboundPaymentProps): ReactNode {
  return (
    <WidgetFrame {...props} widget="inbound-payment" textKey="inboundPayment">
      {(_correspondent, t) => (
        <ComingSoon badge={t('comingSoon')} text={t('inboundPayment.comingSoon')} />
      )}
    </WidgetFrame>
  );
}
