/**
 * Loads an operation's detail and keeps it fresh (spec operations §2.7 "Detail"; issue 16, 17):
 * the first load, not-found and error states, the clock offset measured once from the answer's
 * `serverTime` (a refresh keeps it, so timers never jump), and a refresh every `interval(status)`
 * ms while the operation moves. A failed refresh keeps what is on screen.
 * @module
 */
import { useCallback, useEffect, useState } from 'react';
import { NotFoundError } from '../../../src/api/errors';

/** What the detail's call answered so far. */
export type DetailLoad<D> =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error' }
  | { state: 'ready'; detail: D; offsetMs: number };

/** Options of {@link useOperationDetail}. */
export interface OperationDetailOptions<D extends { status: string; serverTime: string }> {
  /** Loads the detail; `undefined` while the caller cannot ask yet (no document). */
  fetch: (() => Promise<D>) | undefined;
  /** Whether the id in the URL is one (else not found at once). */
  validId: boolean;
  /** How often to refresh an operation in a status, or `undefined` for never. */
  interval: (detail: D) => number | undefined;
  /** What makes the fetch another one (the document, kind and id). */
  key: string;
}

/** The detail's load state, the refresh interval in force and a manual refresh. */
export function useOperationDetail<D extends { status: string; serverTime: string }>(
  options: OperationDetailOptions<D>,
) {
  const [load, setLoad] = useState<DetailLoad<D>>({ state: 'loading' });
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((n) => n + 1), []);
  const { fetch, validId, key } = options;

  useEffect(() => {
    if (!fetch || !validId) {
      if (!validId) setLoad({ state: 'not-found' });
      return undefined;
    }
    let live = true;
    fetch().then(
      (detail) => {
        if (!live) return;
        const measured = Date.parse(detail.serverTime) - Date.now();
        setLoad((current) => ({
          state: 'ready',
          detail,
          offsetMs: current.state === 'ready' ? current.offsetMs : measured,
        }));
      },
      (failure: unknown) => {
        if (!live) return;
        setLoad((current) =>
          current.state === 'ready'
            ? current
            : { state: failure instanceof NotFoundError ? 'not-found' : 'error' },
        );
      },
    );
    return () => {
      live = false;
    };
    // `fetch` is rebuilt each render; `key` names what it fetches.
  }, [key, validId, tick, Boolean(fetch)]);

  const interval = load.state === 'ready' ? options.interval(load.detail) : undefined;
  useEffect(() => {
    if (interval === undefined) return undefined;
    const timer = setTimeout(refresh, interval);
    return () => clearTimeout(timer);
  }, [interval, refresh, load]);

  return { load, interval, refresh };
}
