/**
 * The detail's 'Operation information' card (spec operations §2.7 "an information panel",
 * §3.22): labelled rows, only those with a value; amounts in tabular figures, the total set off.
 * With `breakdown`, the rate paid and what it is made of (the simulator's breakdown, issue 19)
 * follows the `lead` rows. Shared by every kind's detail, each choosing its rows.
 * @module
 */
import type { RateFigures } from '../../../src/domain/pricing/rate-breakdown';
import { useLocale } from '../../app/locale';
import { PortalRateBreakdown } from './PortalRateBreakdown';
import '../../styles/operations.css';

/** One labelled line: `key` is a catalogue key, or a key under `operations.detail`. */
export type InfoRow = { key: string; value: string | null; money?: boolean; total?: boolean };

/** Props of {@link InformationList}. */
export interface InformationListProps {
  /** The rows after the breakdown (all of them without one). */
  rows: readonly InfoRow[];
  /** The rows before the breakdown (the amount). */
  lead?: readonly InfoRow[];
  /** The stored quote's figures. */
  breakdown?: RateFigures;
  /** Inbound: the breakdown's total is what the customer receives. */
  receives?: boolean;
  /** Paper money: the delivery fee row even when free. */
  deliveryFee?: boolean;
}

/** The information card with the rows that have a value. */
export function InformationList({
  rows,
  lead = [],
  breakdown,
  receives,
  deliveryFee,
}: InformationListProps) {
  const { t } = useLocale();
  const label = (key: string) => t(key.includes('.') ? key : `operations.detail.${key}`);
  const list = (items: readonly InfoRow[]) => (
    <dl className="info-list">
      {items
        .filter((row) => row.value)
        .map((row) => (
          <div
            key={row.key}
            className={row.total ? 'info-list__row info-list__row--total' : 'info-list__row'}
          >
            <dt>{label(row.key)}</dt>
            <dd className={row.money ? 'money' : undefined}>{row.value}</dd>
          </div>
        ))}
    </dl>
  );
  return (
    <section className="card" aria-labelledby="operation-info-title" data-testid="operation-info">
      <h2 id="operation-info-title" className="card__title">
        {t('operations.detail.information')}
      </h2>
      {lead.length > 0 ? list(lead) : null}
      {breakdown ? (
        <PortalRateBreakdown
          figures={breakdown}
          receives={receives ?? false}
          deliveryFee={deliveryFee ?? false}
        />
      ) : null}
      {list(rows)}
    </section>
  );
}
