/** A depot's fixed choices; the depots table's zod schemas read them (db/validation/depots.ts), so they sit apart from the types below them. */
export const DEPOT_REGIONS = ["West Coast", "Mid West", "East Coast"] as const;
export const DEPOT_WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export const DEPOT_TRUCK_TYPES = ["crane", "tilt-bed", "flatbed"] as const;
