/**
 * The device id a card payment carries for the provider's anti-fraud (spec operations §3.19,
 * §7.4 deviceId; issue 18): a random id this browser keeps in local storage (a fresh one per page
 * when storage is blocked). Never derived from the card.
 * @module
 */
import { browserStorage } from '../../app/browser-storage';

const DEVICE_ID_KEY = 'fx:deviceId';

/** This browser's device id, created on first use. */
export function cardDeviceId(): string {
  const storage = browserStorage('localStorage');
  try {
    const known = storage?.getItem(DEVICE_ID_KEY);
    if (known) return known;
  } catch {
    // Blocked storage: a fresh id below.
  }
  const id = crypto.randomUUID();
  try {
    storage?.setItem(DEVICE_ID_KEY, id);
  } catch {
    // Blocked storage: the id serves this payment.
  }
  return id;
}
