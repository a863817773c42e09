/**
 * Loads a widget's correspondent through a store owned by this component instance (design §8:
 * a module-level store would be shared by every widget on the page).
 * @module
 */
import { useEffect, useMemo, useRef } from 'react';
import { atom } from 'nanostores';
import type { Correspondent } from '../../src/contracts/correspondent';
import {
  correspondentStateFrom,
  createCorrespondentStore,
  type CorrespondentState,
} from '../../src/stores/correspondent-store';
import type { Locale } from '../../src/i18n/locale';
import { useStore } from './use-store';
import { createWidgetApi } from './widget-api';

/** Where the API lives when nothing else is said: same origin, `/api` (portal and examples). */
export const DEFAULT_API_BASE_URL = '/api';

/** Inputs of {@link useCorrespondent}. */
export interface UseCorrespondentOptions {
  /** The correspondent identifier to load. */
  identifier: string;
  /** A correspondent already loaded by the caller (the portal): no request is made. */
  correspondent?: Correspondent;
  /** Base URL of the API including `/api`. */
  apiBaseURL?: string;
  /** Sent as `Accept-Language`. */
  locale: Locale;
}

/** The correspondent state of one widget instance and a way to load it again. */
export interface UseCorrespondentResult {
  /** The lookup state. */
  state: CorrespondentState;
  /** Loads again (the error state's "try again"). */
  reload: () => void;
}

/** Loads the correspondent (or takes the given one) and follows its state. */
export function useCorrespondent(options: UseCorrespondentOptions): UseCorrespondentResult {
  const { identifier, correspondent, locale } = options;
  const apiBaseURL = options.apiBaseURL ?? DEFAULT_API_BASE_URL;
  const trimmed = identifier.trim();
  // Read by the client on every request, so a locale change needs no new client.
  const localeRef = useRef(locale);
  localeRef.current = locale;

  const source = useMemo(() => {
    if (correspondent) {
      // The caller already holds it: classify it exactly as the store would.
      return { $state: atom(correspondentStateFrom(trimmed, { correspondent })), load: null };
    }
    const store = createCorrespondentStore(
      createWidgetApi({ baseURL: apiBaseURL, getLocale: () => localeRef.current }),
    );
    return { $state: store.$state, load: store.load };
  }, [correspondent, apiBaseURL, trimmed]);

  useEffect(() => {
    if (source.load && trimmed) void source.load(trimmed);
  }, [source, trimmed]);

  const state = useStore(source.$state);
  return {
    // No identifier at all can never be found: say so instead of loading forever.
    state: !trimmed && !correspondent ? { status: 'not-found', identifier: '' } : state,
    reload: () => {
      if (source.load && trimmed) void source.load(trimmed);
    },
  };
}
