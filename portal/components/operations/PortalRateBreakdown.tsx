/**
 * The simulator's rate breakdown in the portal's language (issue 19, items 2 and 3): the
 * checkout summaries, the success pages and the operation details render the very component the
 * simulator's 'More Details' does, so every screen names the same figures the same way.
 * @module
 */
import { useCallback } from 'react';
import type { RateFigures } from '../../../src/domain/pricing/rate-breakdown';
import { RateBreakdown } from '../../../widgets/shared/RateBreakdown';
import { useLocale } from '../../app/locale';
import '../../styles/operations.css';

/** Props of {@link PortalRateBreakdown}. */
export interface PortalRateBreakdownProps {
  /** The quotation, or the snapshot the operation stored. */
  figures: RateFigures;
  /** Inbound: the total is what the customer receives. */
  receives?: boolean;
  /** Paper money: the delivery fee row even when free. */
  deliveryFee?: boolean;
  /** Without the total row: the checkout summaries show the total in large type below. */
  withoutTotal?: boolean;
}

/** The breakdown list, labelled from the `widgets` catalogue. */
export function PortalRateBreakdown({
  figures,
  receives = false,
  deliveryFee = false,
  withoutTotal = false,
}: PortalRateBreakdownProps) {
  const { t, locale } = useLocale();
  const widgetT = useCallback(
    (key: string, values?: Record<string, string | number>) => t(`widgets:${key}`, values),
    [t],
  );
  return (
    <div data-testid="rate-breakdown">
      <RateBreakdown
        figures={figures}
        receives={receives}
        locale={locale}
        t={widgetT}
        className="rate-breakdown"
        deliveryFee={deliveryFee}
        withoutTotal={withoutTotal}
      />
    </div>
  );
}
