/**
 * A live countdown to a deadline (spec operations §2.5 "QR code with a timer", §2.7 "Time
 * remaining to make the payment"; expiries in `src/domain/operations/expiries.ts`): re-renders
 * every second until the deadline passes, then stops ticking.
 * @module
 */
import { useEffect, useState } from 'react';
import { countdown, type Countdown } from '../../../src/domain/operations/expiries';

/**
 * The countdown to `expiresAt` (ISO 8601), ticking every second; `undefined` when there is no
 * deadline. `offsetMs` is the server clock minus the local clock, when the caller knows it.
 */
export function useCountdown(
  expiresAt: string | null | undefined,
  offsetMs = 0,
): Countdown | undefined {
  const deadline = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  const valid = Number.isFinite(deadline);
  const [now, setNow] = useState(() => Date.now());
  const value = valid ? countdown(deadline, now + offsetMs) : undefined;
  const running = value !== undefined && !value.expired;

  useEffect(() => {
    setNow(Date.now());
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, deadline]);

  return value;
}
