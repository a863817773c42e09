import { expect, test } from 'vitest';
import {
  expectedDeliveryDate,
  saoPauloDate,
} from '../../../../src/domain/paper-money/delivery-window';

// São Paulo is UTC−3 all year (no daylight saving since 2019).
test.each([
  ['2026-11-24T13:00:00Z', '2026-11-26', 'Tuesday → Thursday'],
  ['2026-11-26T15:00:00Z', '2026-11-30', 'Thursday → Monday, over the weekend'],
  ['2026-11-28T02:30:00Z', '2026-12-01', 'Friday 23:30 in São Paulo, already Saturday in UTC'],
  ['2026-11-28T12:00:00Z', '2026-12-01', 'Saturday → Tuesday'],
  ['2026-11-18T12:00:00Z', '2026-11-23', 'Wednesday → Monday, over Consciência Negra (Fri 20)'],
  ['2026-02-13T12:00:00Z', '2026-02-19', 'Friday before Carnival → Thursday'],
  ['2026-04-01T12:00:00Z', '2026-04-06', 'Wednesday → Monday, over Good Friday (Thu 2, Mon 6)'],
  ['2026-06-03T12:00:00Z', '2026-06-08', 'Wednesday before Corpus Christi → Monday'],
  ['2026-12-24T12:00:00Z', '2026-12-29', 'Christmas Eve → Tuesday'],
  ['2027-02-05T12:00:00Z', '2027-02-11', 'Friday before Carnival 2027 → Thursday'],
  ['2027-03-25T12:00:00Z', '2027-03-30', 'Thursday before Good Friday 2027 → Tuesday'],
  ['2027-05-26T12:00:00Z', '2027-05-31', 'Wednesday before Corpus Christi 2027 → Monday'],
  ['2026-12-31T12:00:00Z', '2027-01-05', 'New Year’s Eve → Tuesday, over New Year (Mon 4, Tue 5)'],
])('paid at %s: delivered by %s (%s)', (paidAt, expected) => {
  expect(expectedDeliveryDate(new Date(paidAt))).toBe(expected);
});

test('the payment day is the São Paulo date of the instant', () => {
  expect(saoPauloDate(new Date('2026-11-28T02:59:59Z'))).toBe('2026-11-27');
  expect(saoPauloDate(new Date('2026-11-28T03:00:00Z'))).toBe('2026-11-28');
});
