/**
 * The quote countdown (spec operations §2.3 "Quote expiry", ui-guide "countdowns"): shown every
 * second, announced to screen readers only at the one-minute milestone.
 * @module
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { WidgetTranslate } from '../../shared/use-widget-i18n';

/** Props of {@link QuoteTimer}. */
export interface QuoteTimerProps {
  /** When the quotation expires, ISO 8601. */
  expiresAt: string;
  /** Translation. */
  t: WidgetTranslate;
}

/** `m:ss` of a number of seconds. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The countdown line. */
export function QuoteTimer({ expiresAt, t }: QuoteTimerProps): ReactNode {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const handle = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(handle);
  }, [expiresAt]);
  const seconds = (Date.parse(expiresAt) - now) / 1000;
  return (
    <p className="fx-timer" part="timer">
      <span aria-hidden="true">{t('simulator.validFor', { time: clockText(seconds) })}</span>
      <span className="fx-visually-hidden" aria-live="polite">
        {seconds > 0 && seconds <= 60 ? t('simulator.oneMinuteLeft') : ''}
      </span>
    </p>
  );
}
