import { z } from "@hono/zod-openapi";
import { DEPOT_REGIONS, DEPOT_WEEKDAYS } from "../../contract/depot-options.ts";
import { depots } from "../schema/index.ts";
import { createInsertSchema, createSelectSchema } from "./table-schemas.ts";

const row = createSelectSchema(depots, { openDays: z.array(z.string()) });

/** GET /v1/depots: the public face of a depot; lat, lng and open are the API's names for the row's coordinates and closedAt. */
export const publicDepot = row.pick({ id: true, name: true, city: true, state: true, zip: true }).extend({ lat: z.number(), lng: z.number(), open: z.boolean() }).openapi("Depot");
export type PublicDepot = z.infer<typeof publicDepot>;

const trucks = z.number().int("must be a whole number").min(0, "cannot be negative").max(100, "must be at most 100");
export const truckCapacity = z.object({ crane: trucks, "tilt-bed": trucks, flatbed: trucks });

export const adminDepot = publicDepot.extend({ ...row.pick({ code: true, region: true, openDays: true }).shape, truckCapacity }).openapi("AdminDepot");
export type AdminDepot = z.infer<typeof adminDepot>;

/** Add or edit a depot; coordinates come from the ZIP, never from the client. */
export const depotInput = createInsertSchema(depots, {
  name: (s) => s.trim().min(1, "Name is required").max(100),
  city: (s) => s.trim().min(1, "City is required").max(100),
  state: (s) => s.max(2, "Use the two-letter state code").trim().regex(/^[A-Za-z]{2}$/, "Use the two-letter state code").transform((v) => v.toUpperCase()),
  zip: (s) => s.max(20, "Enter a 5-digit ZIP code").trim().regex(/^\d{5}$/, "Enter a 5-digit ZIP code"),
  region: z.enum(DEPOT_REGIONS, { error: `Choose one of: ${DEPOT_REGIONS.join(", ")}` }),
  openDays: z.array(z.enum(DEPOT_WEEKDAYS, { error: "Unknown weekday" })).min(1, "Open at least one day").max(7),
  truckCapacity,
})
  .pick({ name: true, city: true, state: true, zip: true, region: true, openDays: true, truckCapacity: true })
  .extend({ open: z.boolean().default(true) });
export type DepotInput = z.infer<typeof depotInput>;
