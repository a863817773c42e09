/**
 * The rate line, the 'More Details' disclosure and the loyalty line (spec operations §2.3, §9.3,
 * §9.4): leveling rate, IOF with its percentage ('IOF + IR' for SERVICES), VET, bank fee,
 * discount and total; rates and VET with 4 decimals, fees with 2.
 * @module
 */
import type { ReactNode } from 'react';
import type { Correspondent } from '../../../src/contracts/correspondent';
import type { Quotation, WireMoneyObject } from '../../../src/contracts/quotations';
import { POINTS_DECIMALS, pointsBenefit } from '../../../src/domain/loyalty/points';
import type { WidgetTranslate } from '../../shared/use-widget-i18n';
import { minorToDecimalString } from '../../../src/domain/money/money';
import { formatPercent, formatWholeCount, formatWire, wholeCount } from '../format';

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

function sum(a: WireMoneyObject, b: WireMoneyObject | undefined): WireMoneyObject {
  return b ? { ...a, value: a.value + b.value } : a;
}

/** The rate line, the disclosure and the loyalty line of a quotation. */
export function QuoteDetails({
  quotation,
  receives,
  correspondent,
  locale,
  t,
}: QuoteDetailsProps): ReactNode {
  const { iof, ir, bankFee } = quotation.tax;
  const rate = (money: WireMoneyObject) => formatWire(money, locale, 4);
  const fee = (money: WireMoneyObject) => formatWire(money, locale, 2);
  const percentage = ir
    ? `${formatPercent(iof.percentage, locale)} + ${formatPercent(ir.percentage, locale)}`
    : formatPercent(iof.percentage, locale);
  const rows: [string, string][] = [
    [t('simulator.levelingRate'), rate(quotation.currency.levelingRate)],
    [t(ir ? 'simulator.iofIr' : 'simulator.iof', { percentage }), fee(sum(iof.total, ir?.total))],
    [t('simulator.vet'), rate(quotation.vet)],
    [t('simulator.bankFee'), fee(bankFee.total)],
  ];
  if (quotation.deliveryFee.total.value > 0) {
    rows.push([t('simulator.deliveryFee'), fee(quotation.deliveryFee.total)]);
  }
  rows.push([t('simulator.discount'), fee(quotation.discounts.coupon.total)]);
  // Loyalty (spec operations §9.4): miles of the default DIAMOND tier, points from the USD offer.
  // Points are computed with 4 decimals, but people earn whole points: the line shows them
  // rounded down and the exact value stays in `data-points`.
  const offerUsd = quotation.currency.offerUSD;
  const points = pointsBenefit(Math.floor((offerUsd.value * 100) / offerUsd.divisor));
  const whole = (scaled: number, decimals = 0) => ({
    count: wholeCount(scaled, decimals),
    value: formatWholeCount(scaled, locale, decimals),
  });
  const loyalty = [
    correspondent.activeSmiles && t('simulator.miles', whole(quotation.miles.bonus)),
    correspondent.isLiveloActive && t('simulator.points', whole(points, POINTS_DECIMALS)),
  ].filter((line): line is string => typeof line === 'string');

  return (
    <>
      <p className="fx-rate" part="rate">
        {t('simulator.rate', {
          currency: quotation.currency.code,
          rate: rate(quotation.currency.offer),
        })}
      </p>
      <details className="fx-details" part="details">
        <summary className="fx-summary">{t('simulator.moreDetails')}</summary>
        <dl className="fx-rows">
          {rows.map(([label, value]) => (
            <div className="fx-row" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className="fx-row" data-total="">
            <dt>{t(receives ? 'simulator.totalReceive' : 'simulator.total')}</dt>
            <dd>{fee(quotation.total.withTax)}</dd>
          </div>
        </dl>
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
