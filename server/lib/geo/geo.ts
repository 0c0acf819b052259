/** Mean Earth radius in statute miles. */
const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

export type Point = { latitude: number; longitude: number };

/** Great-circle distance (haversine) in miles. */
export function milesBetween(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The nearest of `places` to `point`, with its distance. */
export function nearest<T extends Point>(point: Point, places: readonly T[]): { place: T; miles: number } {
  let best = { place: places[0], miles: milesBetween(point, places[0]) };
  for (const place of places.slice(1)) {
    const miles = milesBetween(point, place);
    if (miles < best.miles) best = { place, miles };
  }
  return best;
}
