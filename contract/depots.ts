export { DEPOT_REGIONS, DEPOT_TRUCK_TYPES, DEPOT_WEEKDAYS } from "./depot-options.ts";

/** The schemas are built from the depots table (db/validation/depots.ts, docs/decisions/030). */
export type { AdminDepot, DepotInput, PublicDepot } from "../db/validation/depots.ts";
