/**
 * The detail's 'Operation information' card (spec operations §2.7 "an information panel",
 * §3.22): labelled rows, only those with a value; amounts in tabular figures, the total set off.
 * Shared by every kind's detail, each choosing its rows.
 * @module
 */
import { useLocale } from '../../app/locale';
import '../../styles/operations.css';

/** One labelled line: `key` is a catalogue key, or a key under `operations.detail`. */
export type InfoRow = { key: string; value: string | null; money?: boolean; total?: boolean };

/** The information card with the rows that have a value. */
export function InformationList({ rows }: { rows: readonly InfoRow[] }) {
  const { t } = useLocale();
  const label = (key: string) => t(key.includes('.') ? key : `operations.detail.${key}`);
  return (
    <section className="card" aria-labelledby="operation-info-title">
      <h2 id="operation-info-title" className="card__title">
        {t('operations.detail.information')}
      </h2>
      <dl className="info-list" data-testid="operation-info">
        {rows
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
    </section>
  );
}
