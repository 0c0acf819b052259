import { z } from "zod";
import { zipCode } from "./leads.ts";

export const TRUCK_TYPES = ["crane", "tilt-bed", "flatbed"] as const;
export type TruckType = (typeof TRUCK_TYPES)[number];
export const TRUCK_LABELS: Record<TruckType, string> = { crane: "Crane truck", "tilt-bed": "Tilt-bed truck", flatbed: "Flatbed truck" };

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
