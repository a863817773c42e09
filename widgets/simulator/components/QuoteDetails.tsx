/**
 * The rate line, the 'More Details' disclosure and the loyalty line (spec operations §2.3, §9.3,
 * §9.4): the disclosure is the shared {@link RateBreakdown} (the customer's rate, the commercial
 * reference rate, spread, IOF and IR with their percentages, fees, VET, total; issue 19), loaded
 * in its own chunk.
 * @module
 */
import { Suspense, lazy, useState, type ReactNode } from 'react';
import type { Correspondent } from '../../../src/contracts/correspondent';
import type { Quotation } from '../../../src/contracts/quotations';
import { POINTS_DECIMALS, pointsBenefit } from '../../../src/domain/loyalty/points';
import type { WidgetTranslate } from '../../shared/use-widget-i18n';
import { minorToDecimalString } from '../../../src/domain/money/money';
import { formatWholeCount, formatWire, wholeCount } from '../format';

/** Props of {@link QuoteDetails}. */
export interface QuoteDetailsProps {
  /** The quotation shown. */
  quotation: Quotation;
  /** Whether the customer receives the total (inbound) rather than pays it. */
  receives: boolean;
  /** The correspondent, for its loyalty switches (spec operations §6.4). */
  correspondent: Pick<Correspondent, 'activeSmiles' | 'isLiveloActive'>;
  /** Locale for the numbers. */
  locale: string;
  /** Translation. */
  t: WidgetTranslate;
}

// Loaded apart: the simulator bundle is at its 40 KB budget (issue 19, item 2).
const RateBreakdown = lazy(() =>
  import('../../shared/RateBreakdown').then((module) => ({ default: module.RateBreakdown })),
);

/** The rate line, the disclosure and the loyalty line of a quotation. */
export function QuoteDetails({
  quotation,
  receives,
  correspondent,
  locale,
  t,
}: QuoteDetailsProps): ReactNode {
  // Loyalty (spec operations §9.4): miles of the default DIAMOND tier, points from the USD offer.
  // Points are computed with 4 decimals, but people earn whole points: the line shows them
  // rounded down and the exact value stays in `data-points`.
  const offerUsd = quotation.currency.offerUSD;
  const points = pointsBenefit(Math.floor((offerUsd.value * 100) / offerUsd.divisor));
  // A benefit of less than one whole unit is not offered: no "até 0 ponto".
  const earned = (active: boolean | undefined, key: string, scaled: number, decimals = 0) => {
    const count = wholeCount(scaled, decimals);
    return (
      active && count > 0 && t(key, { count, value: formatWholeCount(scaled, locale, decimals) })
    );
  };
  const loyalty = [
    earned(correspondent.activeSmiles, 'simulator.miles', quotation.miles.bonus),
    earned(correspondent.isLiveloActive, 'simulator.points', points, POINTS_DECIMALS),
  ].filter((line): line is string => typeof line === 'string');

  // The breakdown's chunk is fetched when the customer opens More Details, not with the page.
  const [open, setOpen] = useState(false);

  return (
    <>
      <p className="fx-rate" part="rate">
        {t('simulator.rate', {
          currency: quotation.currency.code,
          rate: formatWire(quotation.currency.offer, locale, 4),
        })}
      </p>
      <details className="fx-details" part="details">
        {/* A click on the summary is also what Enter and Space on it send. */}
        <summary className="fx-summary" onClick={() => setOpen(true)}>
          {t('simulator.moreDetails')}
        </summary>
        {open && (
          <Suspense fallback={null}>
            <RateBreakdown figures={quotation} receives={receives} locale={locale} t={t} />
          </Suspense>
        )}
      </details>
      {loyalty.length > 0 && (
        <p
          className="fx-loyalty"
          part="loyalty"
          data-points={
            correspondent.isLiveloActive ? minorToDecimalString(points, POINTS_DECIMALS) : undefined
          }
        >
          {loyalty.join(' · ')}
        </p>
      )}
    </>
  );
}
