/**
 * The token store behind "stay signed in" (spec platform §2.3 Login: on by default): one store
 * that keeps the tokens either in a persistent place (the auth cookie) or in a temporary one
 * (sessionStorage, gone with the tab), switched at sign-in.
 * @module
 */
import type { TokenStore } from './token-store';

/** A {@link TokenStore} that can switch between a persistent and a temporary place. */
export interface RememberedTokenStore extends TokenStore {
  /** Chooses where the next tokens go; moves tokens already stored to the new place. */
  setRemember(remember: boolean): void;
  /** Whether the tokens live in the persistent place. */
  isRemembered(): boolean;
}

/** Creates a remembered token store over a persistent and a temporary store. */
export function createRememberedTokenStore(places: {
  persistent: TokenStore;
  temporary: TokenStore;
}): RememberedTokenStore {
  const { persistent, temporary } = places;
  // Where the tokens found at start live decides the mode; no tokens → remembered (the default).
  let remember = temporary.get() === undefined;
  const current = () => (remember ? persistent : temporary);

  return {
    get: () => current().get(),
    set: (tokens) => current().set(tokens),
    clear() {
      persistent.clear();
      temporary.clear();
    },
    setRemember(next) {
      if (next === remember) return;
      const tokens = current().get();
      current().clear();
      remember = next;
      if (tokens) current().set(tokens);
    },
    isRemembered: () => remember,
  };
}
