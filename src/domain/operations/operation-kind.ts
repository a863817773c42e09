/**
 * The operation kinds of the product (spec operations §1 "Operation kinds"): the product type
 * enumeration `paper-money`, `remittance-outbound`, `remittance-inbound`, `moneygram`.
 * @module
 */

/** Every operation kind, in the spec's order. */
export const OPERATION_KINDS = [
  'paper-money',
  'remittance-outbound',
  'remittance-inbound',
  'moneygram',
] as const;

/**
 * An operation kind: buying banknotes, sending money abroad, receiving money from abroad, or
 * sending through the international money-transfer network.
 */
export type OperationKind = (typeof OPERATION_KINDS)[number];

/** Whether a value is one of the operation kinds. */
export function isOperationKind(value: unknown): value is OperationKind {
  return typeof value === 'string' && (OPERATION_KINDS as readonly string[]).includes(value);
}
