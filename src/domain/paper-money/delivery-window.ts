/**
 * When paper money arrives (spec operations §9.7): "up to 2 business days after payment
 * confirmation". The day of confirmation is the São Paulo calendar date of the instant (the
 * operation desk's clock, whatever the server's zone), and it never counts itself: notes paid on
 * a Friday at 23:30 in São Paulo (02:30 UTC on Saturday) arrive by Tuesday, as do notes paid on
 * Saturday. Weekends and national holidays are skipped (`src/domain/calendar/brazilian-holidays`).
 * The alternative schedule of §9.7 (confirmed by 15h, else the next Monday) is not modelled: no
 * correspondent setting selects it yet.
 * @module
 */
import { addBusinessDays } from '../calendar/brazilian-holidays';

/** Business days between payment confirmation and the latest delivery day. */
export const DELIVERY_BUSINESS_DAYS = 2;

// Built once; formatting with a time zone is the costly part of Intl.
const SAO_PAULO_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The São Paulo calendar date (`YYYY-MM-DD`) of an instant. */
export function saoPauloDate(instant: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return SAO_PAULO_DATE.format(instant);
}

/**
 * The day (YYYY-MM-DD) by which the notes of an operation paid at `paidAt` are delivered: two
 * business days after the São Paulo date of payment.
 */
export function expectedDeliveryDate(paidAt: Date): string {
  return addBusinessDays(saoPauloDate(paidAt), DELIVERY_BUSINESS_DAYS);
}
