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
