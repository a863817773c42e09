/**
 * The operation choice: a segmented control of the simulators this customer may use
 * (spec operations §2.3, §6.3–6.4).
 * @module
 */
import type { ReactNode } from 'react';
import type { SimulatorKind } from '../../../src/stores/simulator-kinds';
import type { WidgetTranslate } from '../../shared/use-widget-i18n';

/** Props of {@link OperationTabs}. */
export interface OperationTabsProps {
  /** The simulators offered, in order. */
  available: readonly SimulatorKind[];
  /** The selected one. */
  selected: SimulatorKind | undefined;
  /** Called with the simulator chosen. */
  onSelect: (kind: SimulatorKind) => void;
  /** Translation. */
  t: WidgetTranslate;
}

/** Buttons with `aria-pressed`; hidden when there is only one simulator to choose. */
export function OperationTabs({ available, selected, onSelect, t }: OperationTabsProps): ReactNode {
  if (available.length < 2) return null;
  return (
    <div
      className="fx-segmented"
      part="operations"
      role="group"
      aria-label={t('simulator.operations')}
    >
      {available.map((kind) => (
        <button
          key={kind}
          type="button"
          className="fx-segment"
          part="operation"
          aria-pressed={kind === selected}
          onClick={() => onSelect(kind)}
        >
          {t(`simulator.kind.${kind}`)}
        </button>
      ))}
    </div>
  );
}
