/**
 * An operation's events, oldest first, the last being the current status (spec operations §2.7
 * "An events/status timeline"; ui-guide "status badge and timeline"). Shared by every kind's
 * detail; a kind whose labels depend on more than the status passes its own `labelOf`.
 * @module
 */
import type { OperationStatus } from '../../../src/domain/operations/operation-status';
import { operationStatusLabelKey } from '../../../src/domain/operations/operation-status';
import { useLocale } from '../../app/locale';
import { formatDateTime } from './format';
import '../../styles/operations.css';

/** One event of the timeline. */
export interface TimelineEvent<S extends OperationStatus = OperationStatus> {
  status: S;
  at: string;
}

/** Props of {@link OperationTimeline}. */
export interface OperationTimelineProps<S extends OperationStatus> {
  events: readonly TimelineEvent<S>[];
  /** The label of a status; its common label by default. */
  labelOf?: (status: S) => string;
}

/** The 'Progress' card. */
export function OperationTimeline<S extends OperationStatus>(props: OperationTimelineProps<S>) {
  const { t, locale } = useLocale();
  const labelOf = props.labelOf ?? ((status: S) => t(`common:${operationStatusLabelKey(status)}`));
  const { events } = props;
  return (
    <section className="card" aria-labelledby="operation-timeline-title">
      <h2 id="operation-timeline-title" className="card__title">
        {t('operations.detail.timeline')}
      </h2>
      <ol className="timeline" data-testid="timeline">
        {events.map((event, index) => {
          const current = index === events.length - 1;
          return (
            <li
              key={`${event.status}-${event.at}`}
              className={current ? 'timeline__item timeline__item--current' : 'timeline__item'}
              aria-current={current ? 'step' : undefined}
            >
              <span className="timeline__status">{labelOf(event.status)}</span>
              <time className="timeline__time" dateTime={event.at}>
                {formatDateTime(event.at, locale)}
              </time>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
