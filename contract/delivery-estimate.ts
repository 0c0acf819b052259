import { z } from "zod";
import { zipCode } from "./leads.ts";

export const TRUCK_TYPES = ["crane", "tilt-bed", "flatbed"] as const;
export type TruckType = (typeof TRUCK_TYPES)[number];
export const TRUCK_LABELS: Record<TruckType, string> = { crane: "Crane truck", "tilt-bed": "Tilt-bed truck", flatbed: "Flatbed truck" };

/**
 * A delivery method as stored or typed ("Tilt-bed", "tilt bed", "TILTBED", "Flatbed truck") → the truck type it
 * names; null when it names none. Case, spaces, hyphens and a trailing "truck" do not matter.
 */
export function truckTypeOf(method: string | null | undefined): TruckType | null {
  const key = (method ?? "").toLowerCase().replace(/\btrucks?\b/g, "").replace(/[^a-z]/g, "");
  return TRUCK_TYPES.find((t) => t.replace("-", "") === key) ?? null;
}

export const deliveryEstimateQuery = z.object({ zip: zipCode });

export const deliveryEstimate = z.object({
  zip: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  /** The nearest depot, also when it is too far to serve. */
  depot: z.object({ name: z.string(), state: z.string(), region: z.string() }),
  /** Great-circle miles from the depot, rounded to whole miles. */
  miles: z.number().int(),
  maxMiles: z.number().int(),
  serviceable: z.boolean(),
  reason: z.string().nullable(),
  /** One price per truck type in dollars; empty when not serviceable. */
  rates: z.array(z.object({ truck: z.enum(TRUCK_TYPES), label: z.string(), price: z.number() })),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimate>;
