/**
 * What the lifecycle of a paper-money purchase writes besides its status (spec operations §9.7;
 * issue 17): at payment, the day the notes are expected (shipment and shop: two business days,
 * `expectedDeliveryDate`); on reaching DELIVERED, an ATM withdrawal's code and until when it can
 * be used. Pure but for the code's randomness (`crypto.randomInt`, never `Math.random`: the code
 * releases the notes).
 * @module
 */
import { randomInt } from 'node:crypto';
import { expectedDeliveryDate } from '../../../src/domain/paper-money/delivery-window';
import { isDeliveryMethod, type DeliveryMethod } from '../../../src/domain/paper-money/delivery';
import type { RemittanceRow } from '../../db/schema';

/** How long a withdrawal code can be used after the notes are ready: 7 days. */
export const WITHDRAWAL_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

/** Digits of a withdrawal code. */
export const WITHDRAWAL_CODE_DIGITS = 8;

/** What a paper-money operation stores of its delivery (`remittances.delivery`). */
export interface StoredDelivery {
  type: DeliveryMethod;
  /** Home delivery: the address, one line, as it was at the purchase. */
  address: string | null;
  /** Shop pickup: the agent's id. */
  agentId: number | null;
  /** Someone other than the purchaser; null when the purchaser receives. */
  receiver: { name: string; document: string } | null;
}

/** The stored delivery of a row (null for a remittance or an unreadable value). */
export function storedDeliveryOf(row: Pick<RemittanceRow, 'delivery'>): StoredDelivery | null {
  const value: unknown = typeof row.delivery === 'string' ? JSON.parse(row.delivery) : row.delivery;
  if (value === null || typeof value !== 'object') return null;
  const delivery = value as StoredDelivery;
  return isDeliveryMethod(delivery.type) ? delivery : null;
}

/** A fresh withdrawal code: 8 decimal digits, uniformly random, leading zeros kept. */
export function newWithdrawalCode(): string {
  return String(randomInt(0, 10 ** WITHDRAWAL_CODE_DIGITS)).padStart(WITHDRAWAL_CODE_DIGITS, '0');
}

/**
 * The day the notes of a paper-money row paid at `paidAt` are expected: shipment and shop only
 * (an ATM withdrawal gets its code instead); undefined for anything else.
 */
export function expectedDeliveryOf(row: RemittanceRow, paidAt: Date): string | undefined {
  if (row.kind !== 'PAPER_MONEY') return undefined;
  const type = storedDeliveryOf(row)?.type;
  return type === 'shipment' || type === 'shop' ? expectedDeliveryDate(paidAt) : undefined;
}

/** An ATM withdrawal's code and validity on reaching DELIVERED at `at`; undefined otherwise. */
export function withdrawalOf(
  row: RemittanceRow,
  at: Date,
): { code: string; availableUntil: Date } | undefined {
  if (row.kind !== 'PAPER_MONEY' || storedDeliveryOf(row)?.type !== 'withdrawal') return undefined;
  return {
    code: newWithdrawalCode(),
    availableUntil: new Date(at.getTime() + WITHDRAWAL_VALIDITY_MS),
  };
}
