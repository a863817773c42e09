/**
 * Paper-money delivery rules (spec operations §1 "Paper money", §2.4 deliveryMethod, §3.24,
 * §5.5, §9.1, §9.3): the three delivery kinds, who may receive the notes, and which kind costs
 * the delivery fee. Pure functions over integer BRL cents.
 * @module
 */

/** How the notes reach the customer (spec operations §3.24). */
export const DELIVERY_METHODS = ['shipment', 'shop', 'withdrawal'] as const;
/** A delivery kind: home delivery, pickup at an agent's shop, or ATM withdrawal. */
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Whether a value is a delivery kind. */
export function isDeliveryMethod(value: unknown): value is DeliveryMethod {
  return typeof value === 'string' && (DELIVERY_METHODS as readonly string[]).includes(value);
}

/**
 * Above this total (BRL cents) the purchaser must be the one who receives the notes (spec
 * operations §5.5, §9.1: "Paper money above R$ 10,000.00"). Exactly R$ 10,000.00 is not above.
 */
export const OWN_RECEIPT_THRESHOLD_BRL_CENTS = 1_000_000;

/**
 * Whether someone other than the purchaser may receive an operation of this total (BRL cents,
 * everything included): only up to R$ 10,000.00.
 * @example mayHaveOtherReceiver(1_000_000) // true  (R$ 10.000,00)
 * @example mayHaveOtherReceiver(1_000_001) // false (R$ 10.000,01)
 */
export function mayHaveOtherReceiver(totalBrlCents: number): boolean {
  return totalBrlCents <= OWN_RECEIPT_THRESHOLD_BRL_CENTS;
}

/**
 * The delivery fee of a kind (BRL cents): the correspondent's shipment fee for home delivery;
 * pickup at a shop and ATM withdrawal are free (spec §9.3: "0 when delivery is free").
 * @example deliveryFeeFor('shipment', 2990) // 2990
 * @example deliveryFeeFor('shop', 2990)     // 0
 */
export function deliveryFeeFor(method: DeliveryMethod, shipmentFeeBrlCents: number): number {
  if (!Number.isSafeInteger(shipmentFeeBrlCents) || shipmentFeeBrlCents < 0) {
    throw new RangeError('the shipment fee must be a non-negative integer of cents');
  }
  return method === 'shipment' ? shipmentFeeBrlCents : 0;
}
