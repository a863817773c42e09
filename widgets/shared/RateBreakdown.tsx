/**
 * The rate the customer pays and what it is made of, as a list of figures (issue 19, items 2
 * and 3): the simulator's 'More Details', the checkout summaries, the success pages and the
 * operation details all render this, so the names and figures are the same everywhere.
 * @module
 */
import type { ReactNode } from 'react';
import { rateBreakdown, type RateFigures } from '../../src/domain/pricing/rate-breakdown';
import { formatPercent, formatWire } from '../simulator/format';
import type { WidgetTranslate } from './widget-i18n';

/** Props of {@link RateBreakdown}. */
export interface RateBreakdownProps {
  /** The quotation, or the snapshot an operation stored. */
  figures: RateFigures;
  /** Whether the customer receives the total (inbound) rather than pays it. */
  receives?: boolean;
  /** Locale for the numbers. */
  locale: string;
  /** Translation bound to the `widgets` namespace. */
  t: WidgetTranslate;
  /** Extra class of the list. */
  className?: string;
  /** Paper money: the delivery fee row even when free ('Free'). */
  deliveryFee?: boolean;
  /** Without the total row, for a page that shows the total in large type below (a summary). */
  withoutTotal?: boolean;
}

/** The breakdown as `<div data-row=key><dt/><dd/></div>` rows of a `<dl>`. */
export function RateBreakdown({
  figures,
  receives,
  locale,
  t,
  className,
  deliveryFee,
  withoutTotal,
}: RateBreakdownProps): ReactNode {
  return (
    <dl className={className ?? 'fx-rows'} data-breakdown="">
      {rateBreakdown(figures, { deliveryFee: deliveryFee ?? false })
        .filter((row) => !(withoutTotal && row.key === 'total'))
        .map(({ key, money, decimals, percentage }) => {
          const label = t(
            `simulator.breakdown.${key === 'total' && receives ? 'totalReceive' : key}`,
            percentage === undefined
              ? undefined
              : { percentage: formatPercent(percentage, locale) },
          );
          return (
            <div
              className="fx-row"
              key={key}
              data-row={key}
              data-total={key === 'total' ? '' : undefined}
            >
              <dt>{label}</dt>
              <dd>
                {!money
                  ? formatPercent(percentage ?? 0, locale)
                  : key === 'deliveryFee' && money.value === 0
                    ? t('simulator.breakdown.free')
                    : formatWire(money, locale, decimals)}
              </dd>
            </div>
          );
        })}
    </dl>
  );
}
