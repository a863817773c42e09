/**
 * The correspondent store (spec platform §4 "Correspondent", §8 "Correspondent lookup"): loads
 * the tenant once and says whether it is ready, disabled, unknown or failed. Created per app or
 * widget instance, never at module level (design §8: module atoms are shared by every widget).
 * @module
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { Correspondent } from '../contracts/correspondent';
import type { ApiClient } from '../api/client';
import { NotFoundError } from '../api/errors';

/** Where the correspondent lookup stands. */
export type CorrespondentState =
  | { status: 'idle' }
  | { status: 'loading'; identifier: string }
  | { status: 'ready'; correspondent: Correspondent }
  | { status: 'disabled'; correspondent: Correspondent }
  | { status: 'not-found'; identifier: string }
  | { status: 'error'; error: unknown };

/** A correspondent store. */
export interface CorrespondentStore {
  /** The current state; subscribe to re-render. */
  $state: ReadableAtom<CorrespondentState>;
  /**
   * Loads `identifier` and resolves with the final state; never rejects. Failures are already
   * reported by the API client (spec §8), so the store only classifies them.
   */
  load(identifier: string): Promise<CorrespondentState>;
}

/** Classifies the outcome of a correspondent lookup. */
export function correspondentStateFrom(
  identifier: string,
  outcome: { correspondent: Correspondent } | { error: unknown },
): CorrespondentState {
  if ('correspondent' in outcome) {
    return outcome.correspondent.active
      ? { status: 'ready', correspondent: outcome.correspondent }
      : { status: 'disabled', correspondent: outcome.correspondent };
  }
  // Not found → the public page (spec §4); a 503 or anything else → an error state, the client
  // has already reported it.
  if (outcome.error instanceof NotFoundError) return { status: 'not-found', identifier };
  return { status: 'error', error: outcome.error };
}

/** Creates a correspondent store bound to an API client (only its correspondent calls are used). */
export function createCorrespondentStore(
  api: Pick<ApiClient, 'correspondents'>,
): CorrespondentStore {
  const $state = atom<CorrespondentState>({ status: 'idle' });
  // Only the latest load may write: a slow answer for an old identifier must not win.
  let generation = 0;

  async function load(identifier: string): Promise<CorrespondentState> {
    const current = ++generation;
    $state.set({ status: 'loading', identifier });
    let next: CorrespondentState;
    try {
      next = correspondentStateFrom(identifier, {
        correspondent: await api.correspondents.get(identifier),
      });
    } catch (error) {
      next = correspondentStateFrom(identifier, { error });
    }
    if (current === generation) $state.set(next);
    return next;
  }

  return { $state, load };
}
