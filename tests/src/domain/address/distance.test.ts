import { expect, test } from 'vitest';
import {
  distanceKm,
  greatCircleKm,
  orderByDistance,
} from '../../../../src/domain/address/distance';

const SAO_PAULO = { latitude: -23.5505, longitude: -46.6333 };
const RIO = { latitude: -22.9068, longitude: -43.1729 };
const BRASILIA = { latitude: -15.7939, longitude: -47.8828 };
const PORTO_ALEGRE = { latitude: -30.0346, longitude: -51.2177 };
const MANAUS = { latitude: -3.119, longitude: -60.0217 };

// Published great-circle distances between the city centres, to within 1 %.
test.each([
  ['São Paulo → Rio de Janeiro', SAO_PAULO, RIO, 361],
  ['São Paulo → Brasília', SAO_PAULO, BRASILIA, 873],
  ['Porto Alegre → Manaus', PORTO_ALEGRE, MANAUS, 3131],
])('%s is about %i km', (_route, from, to, km) => {
  expect(Math.abs(greatCircleKm(from, to) - km) / km).toBeLessThan(0.01);
});

test('one degree of longitude on the equator is 111.2 km', () => {
  expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBe(111.2);
});

test('is symmetric, and zero from a point to itself', () => {
  expect(greatCircleKm(RIO, SAO_PAULO)).toBeCloseTo(greatCircleKm(SAO_PAULO, RIO), 9);
  expect(distanceKm(RIO, RIO)).toBe(0);
});

test('half the circumference between antipodes', () => {
  expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
    Math.PI * 6371.0088,
    6,
  );
});

test('orders places nearest first, with their distance, keeping ties in their order', () => {
  const places = [
    { name: 'Manaus', ...MANAUS },
    { name: 'Rio A', ...RIO },
    { name: 'Brasília', ...BRASILIA },
    { name: 'Rio B', ...RIO },
  ];
  const ordered = orderByDistance(places, SAO_PAULO);
  expect(ordered.map((place) => place.name)).toEqual(['Rio A', 'Rio B', 'Brasília', 'Manaus']);
  expect(ordered[0]?.distanceKm).toBeCloseTo(360.7, 0);
  expect(places[0]?.name).toBe('Manaus');
});
