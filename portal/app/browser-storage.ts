/**
 * The browser's Web Storage, where it can be touched: `undefined` outside a browser and where
 * touching it throws (storage blocked by the user's settings or a sandboxed frame).
 * @module
 */

/** `localStorage` or `sessionStorage`, or `undefined` when it cannot be used. */
export function browserStorage(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof globalThis[name] === 'undefined' ? undefined : globalThis[name];
  } catch {
    return undefined;
  }
}
