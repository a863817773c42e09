/**
 * Great-circle distance between two points of the Earth's surface, for ordering a
 * correspondent's agents by how far they are from the customer (issue 17; spec operations §7.1
 * "the agents list, always ordered by location").
 *
 * The haversine formula on a sphere of the mean Earth radius, 6,371.0088 km (IUGG); on the
 * ellipsoid the error is under 0.5 %, far below what ordering agents needs. Distances are
 * answered in km rounded half-up to one decimal, so two agents a few metres apart tie and keep
 * their previous order (the sort is stable). Worked examples in
 * `tests/src/domain/address/distance.test.ts`: São Paulo → Rio de Janeiro ≈ 361 km,
 * São Paulo → Brasília ≈ 873 km, Porto Alegre → Manaus ≈ 3,131 km.
 * @module
 */

/** A point: decimal degrees, south and west negative. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius, km (IUGG R1). */
export const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between `from` and `to`, unrounded. */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  // min(1, …): rounding can push h a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The distance in km rounded half-up to one decimal (display and tie-breaking). */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  return Math.round(greatCircleKm(from, to) * 10) / 10;
}

/**
 * `places` nearest first, each with its `distanceKm` from `origin`; equal distances keep their
 * given order. The input is not changed.
 */
export function orderByDistance<T extends Coordinates>(
  places: readonly T[],
  origin: Coordinates,
): (T & { distanceKm: number })[] {
  return places
    .map((place) => ({ ...place, distanceKm: distanceKm(origin, place) }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}
