import { z } from "zod";

export const DEPOT_REGIONS = ["West Coast", "Mid West", "East Coast"] as const;
export const DEPOT_WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export const DEPOT_TRUCK_TYPES = ["crane", "tilt-bed", "flatbed"] as const;

/** GET /v1/depots: the public face of a depot (the names are part of the API contract). */
export const publicDepot = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  lat: z.number(),
  lng: z.number(),
  open: z.boolean(),
});
export type PublicDepot = z.infer<typeof publicDepot>;

export const truckCapacity = z.object({
  crane: z.number().int("must be a whole number").min(0, "cannot be negative").max(100, "must be at most 100"),
  "tilt-bed": z.number().int("must be a whole number").min(0, "cannot be negative").max(100, "must be at most 100"),
  flatbed: z.number().int("must be a whole number").min(0, "cannot be negative").max(100, "must be at most 100"),
});

export const adminDepot = publicDepot.extend({
  code: z.string(),
  region: z.string(),
  openDays: z.array(z.string()),
  truckCapacity,
});
export type AdminDepot = z.infer<typeof adminDepot>;

/** Add or edit a depot; coordinates come from the ZIP, never from the client. */
export const depotInput = z.object({
  name: z.string().trim().min(1, "Name is required").max(100),
  city: z.string().trim().min(1, "City is required").max(100),
  state: z.string().trim().regex(/^[A-Za-z]{2}$/, "Use the two-letter state code").transform((s) => s.toUpperCase()),
  zip: z.string().trim().regex(/^\d{5}$/, "Enter a 5-digit ZIP code"),
  region: z.enum(DEPOT_REGIONS, { error: `Choose one of: ${DEPOT_REGIONS.join(", ")}` }),
  openDays: z.array(z.enum(DEPOT_WEEKDAYS, { error: "Unknown weekday" })).min(1, "Open at least one day").max(7),
  truckCapacity,
  open: z.boolean().default(true),
});
export type DepotInput = z.infer<typeof depotInput>;
