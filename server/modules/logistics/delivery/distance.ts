import { type Point, milesBetween } from "../../../lib/geo/geo.ts";
import { lookupZip } from "../../../lib/geo/zip-lookup.ts";

/**
 * Trucks drive roads, not great circles: road miles = great-circle miles × this factor, rounded to whole miles
 * (docs/decisions/024: US road networks average about 1.2 times the straight line).
 */
export const ROAD_FACTOR = 1.2;

export const roadMiles = (a: Point, b: Point) => Math.round(milesBetween(a, b) * ROAD_FACTOR);

/** ZIP areas we can reach by road from the depots: not Alaska, Hawaii, the territories or military mail. */
const OFF_MAINLAND = new Set(["AK", "HI", "PR", "VI", "GU", "AS", "MP", "FM", "MH", "PW", "AA", "AE", "AP"]);

export type ZipPlace = Point & { zip: string; city: string; state: string; contiguous: boolean };

/** A 5-digit ZIP's place, or null when the ZIP data does not know it ("00000"). */
export async function locateZip(zip: string): Promise<ZipPlace | null> {
  if (!/^\d{5}$/.test(zip)) return null;
  const info = await lookupZip(zip);
  if (!info) return null;
  return { zip, city: info.city, state: info.state, latitude: info.latitude, longitude: info.longitude, contiguous: !OFF_MAINLAND.has(info.state) };
}

/** "Anchorage, AK" or the ZIP itself. */
export const placeLabel = (p: Pick<ZipPlace, "zip" | "city" | "state">) => (p.city ? `${p.city}, ${p.state}` : p.zip);
