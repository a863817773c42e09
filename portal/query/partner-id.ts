/**
 * The partner (indicator) id from the `partnerId` query parameter (spec platform §2.2): read on
 * any page, capitalised, and stored for the operations that send it.
 * @module
 */

/** sessionStorage key of the partner id. */
export const PARTNER_ID_STORAGE_KEY = 'partnerId';

/** The partner id capitalised (first letter upper case, the rest kept); `undefined` when blank. */
export function capitalisePartnerId(raw: string | null | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** The minimal storage the function needs (sessionStorage in the browser, a fake in tests). */
export type KeyValueStorage = Pick<Storage, 'setItem'>;

/**
 * Stores the `partnerId` of `search` (capitalised) in `storage`; returns what it stored, or
 * `undefined` when the query has none (an earlier stored id is then kept).
 */
export function storePartnerIdFromQuery(
  search: URLSearchParams,
  storage: KeyValueStorage,
): string | undefined {
  const partnerId = capitalisePartnerId(search.get('partnerId'));
  if (partnerId !== undefined) {
    try {
      storage.setItem(PARTNER_ID_STORAGE_KEY, partnerId);
    } catch {
      // Storage can be unavailable (private mode, quota); the id is a nicety, not a blocker.
    }
  }
  return partnerId;
}

/**
 * The partner id the simulator carries to the checkout: the query's own (capitalised) first,
 * because RootLayout stores it in an effect that runs after its children's first render, else
 * the one stored in `storage` earlier in the session; `undefined` when neither has one.
 */
export function currentPartnerId(
  search: URLSearchParams,
  storage: Pick<Storage, 'getItem'> | undefined,
): string | undefined {
  const fromQuery = capitalisePartnerId(search.get('partnerId'));
  if (fromQuery !== undefined) return fromQuery;
  try {
    return capitalisePartnerId(storage?.getItem(PARTNER_ID_STORAGE_KEY));
  } catch {
    // Blocked storage: no stored id, the operation simply goes without one.
    return undefined;
  }
}
