export const DEPOT_REGIONS = ["West Coast", "Mid West", "East Coast"] as const;
export const DEPOT_WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export const DEPOT_TRUCK_TYPES = ["crane", "tilt-bed", "flatbed"] as const;

/** The schemas are built from the depots table (server/features/depots/schema.ts, docs/decisions/030). */
export type { AdminDepot, DepotInput, PublicDepot } from "../server/features/depots/schema.ts";
