/**
 * The exchange simulator widget (plain React: the portal renders it directly, the `fx-simulator` element renders it
 * through preact/compat). For now it shows the correspondent's brand and a "coming soon" body.
 * @module
 */
import type { ReactNode } from 'react';
import { ComingSoon } from '../shared/ComingSoon';
import { WidgetFrame } from '../shared/WidgetFrame';
import type { WidgetProps } from '../shared/widget-props';

/** Props of {@link Simulator}. */
export type SimulatorProps = WidgetProps;

/** The exchange simulator widget for the correspondent `identifier`. */
export function Simulator(props: SimulatorProps): ReactNode {
  return (
    <WidgetFrame {...props} widget="simulator" textKey="simulator">
      {(_correspondent, t) => (
        <ComingSoon badge={t('comingSoon')} text={t('simulator.comingSoon')} />
      )}
    </WidgetFrame>
  );
}
