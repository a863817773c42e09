/**
 * The customer's device id for the card provider's anti-fraud (spec operations §7.4 deviceId;
 * issue 18): a random id made once and kept in localStorage. Where storage is blocked, an id
 * for this page's life.
 * @module
 */

/** localStorage key of the device id. */
export const DEVICE_ID_KEY = 'fx.deviceId';

let memoryId: string | undefined;

/** The device id, made on first use. */
export function deviceId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeLocal(),
): string {
  try {
    const stored = storage?.getItem(DEVICE_ID_KEY);
    if (stored) return stored;
  } catch {
    // Blocked storage: the in-memory id below.
  }
  const id = memoryId ?? crypto.randomUUID();
  memoryId = id;
  try {
    storage?.setItem(DEVICE_ID_KEY, id);
  } catch {
    // Not kept across visits.
  }
  return id;
}

function safeLocal(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
