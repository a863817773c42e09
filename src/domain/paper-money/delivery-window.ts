/**
 * When paper money arrives (spec operations §9.7): "up to 2 business days after payment
 * confirmation".
 * @module
 */

/**
 * The day (YYYY-MM-DD) by which the notes of an operation paid at `paidAt` are delivered: two
 * business days later (Saturdays and Sundays skipped).
 */
export function expectedDeliveryDate(paidAt: Date): string {
  const day = new Date(paidAt.getTime());
  let left = 2;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}
