/**
 * A `mm:ss` countdown that screen readers hear at its milestones only (ui-guide "live regions
 * for … countdown milestones (not every second)"): 10, 5 and 1 minutes left.
 * @module
 */
import { useEffect, useRef, useState } from 'react';
import { formatCountdown, type Countdown } from '../../../src/domain/operations/expiries';
import { useLocale } from '../../app/locale';

/** Minutes left at which the countdown is announced. */
export const COUNTDOWN_MILESTONES = [10, 5, 1];

/** The minute milestone a countdown is in (9:59 counts as 10), if it is one. */
export function milestoneOf(value: Countdown): number | undefined {
  const minute = value.minutes + (value.seconds === 0 ? 0 : 1);
  return COUNTDOWN_MILESTONES.find((milestone) => milestone === minute);
}

/** The countdown's digits, with a polite announcement at each milestone. */
export function LiveCountdown(props: { value: Countdown; testId: string }) {
  const { t } = useLocale();
  const [announced, setAnnounced] = useState('');
  const last = useRef<number | undefined>(undefined);
  const text = formatCountdown(props.value);
  const milestone = props.value.expired ? undefined : milestoneOf(props.value);

  useEffect(() => {
    if (milestone !== undefined && last.current !== milestone) {
      last.current = milestone;
      setAnnounced(t('operations.payment.minutesLeft', { count: milestone }));
    }
  }, [milestone, t]);

  return (
    <>
      <span className="countdown" data-testid={props.testId}>
        {text}
      </span>
      <span className="visually-hidden" role="status">
        {announced}
      </span>
    </>
  );
}
