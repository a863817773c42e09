/**
 * Subscribes a component to a nanostores atom. Written against React's
 * `useSyncExternalStore`, which preact/compat also provides, so the same hook runs in the portal
 * (React) and in the bundles (preact/compat through the `react` alias).
 * @module
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/** Returns the atom's current value and re-renders when it changes. */
export function useStore<T>($store: ReadableAtom<T>): T {
  // `listen` (not `subscribe`): useSyncExternalStore reads the first value through getSnapshot.
  const subscribe = useCallback((onChange: () => void) => $store.listen(onChange), [$store]);
  const getSnapshot = useCallback(() => $store.get(), [$store]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
