import { z } from "zod";
import { TRUCK_TYPES } from "./delivery-estimate.ts";

export { TRUCK_LABELS, TRUCK_TYPES, type TruckType, truckTypeOf } from "./delivery-estimate.ts";

const cents = (label: string, max: number) =>
  z.number({ error: `${label} must be a number` }).int(`${label} must be whole cents`).min(0, `${label} cannot be negative`).max(max, `${label} is too large`);
const whole = (label: string, min: number, max: number) =>
  z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`).min(min, `${label} must be at least ${min}`).max(max, `${label} must be at most ${max}`);

/**
 * One truck type's price and load (docs/decisions/024). A truck carries at most `maxUnits` containers whose
 * lengths add up to at most `maxLoadFt`: a tilt-bed one box up to 40ft, a flatbed two 20ft or one 40ft.
 */
export const truckRate = z.object({
  /** Covers the first `includedMiles` road miles from the depot. */
  baseCents: cents("Base fee", 10_000_000),
  includedMiles: whole("Included miles", 0, 1000),
  perMileCents: cents("Per-mile rate", 100_000),
  maxMiles: whole("Maximum distance", 1, 3000),
  maxUnits: whole("Containers per truck", 1, 4),
  maxLoadFt: whole("Longest load", 10, 60),
});
export type TruckRate = z.infer<typeof truckRate>;

/**
 * Beyond a local truck's reach (docs/decisions/073): a carrier's truck of the same type for the whole way, at a
 * rate per loaded mile with a minimum per truck; or a depot-to-depot transfer (our flatbeds, per truckload) then
 * the local drop. Whichever is cheaper; the transit days are added to the earliest date.
 */
export const longHaulRate = z.object({
  perMileCents: cents("Rate per loaded mile", 100_000),
  minimumCents: cents("Minimum per truck", 10_000_000),
});
export type LongHaulRate = z.infer<typeof longHaulRate>;

export const longHaulRates = z.object({
  crane: longHaulRate,
  "tilt-bed": longHaulRate,
  flatbed: longHaulRate,
  transfer: longHaulRate,
  /** Miles a carrier covers in one business day: transit days = ⌈miles ÷ this⌉. */
  milesPerDay: whole("Miles per transit day", 100, 1500),
});
export type LongHaulRates = z.infer<typeof longHaulRates>;

export const DEFAULT_LONG_HAUL: LongHaulRates = {
  crane: { perMileCents: 550, minimumCents: 150_000 },
  "tilt-bed": { perMileCents: 350, minimumCents: 95_000 },
  flatbed: { perMileCents: 300, minimumCents: 85_000 },
  transfer: { perMileCents: 225, minimumCents: 60_000 },
  milesPerDay: 500,
};

export const deliveryRates = z.object({
  crane: truckRate,
  "tilt-bed": truckRate,
  flatbed: truckRate,
  /** Parts and add-ons ordered without a container: one parcel per order. With a container they ride free. */
  parcelCents: cents("Parcel rate", 1_000_000),
  /** Charged when the truck arrives and cannot unload (site not as the checklist said). */
  dryRunCents: cents("Dry-run fee", 10_000_000),
  /** Rates saved before long-haul existed read with the defaults (migration 0024 adds them to the stored row too). */
  longHaul: longHaulRates.default(DEFAULT_LONG_HAUL),
});
export type DeliveryRates = z.infer<typeof deliveryRates>;

export const DEFAULT_DELIVERY_RATES: DeliveryRates = {
  crane: { baseCents: 65_000, includedMiles: 50, perMileCents: 650, maxMiles: 250, maxUnits: 1, maxLoadFt: 45 },
  "tilt-bed": { baseCents: 29_500, includedMiles: 50, perMileCents: 450, maxMiles: 250, maxUnits: 1, maxLoadFt: 40 },
  flatbed: { baseCents: 37_500, includedMiles: 50, perMileCents: 500, maxMiles: 250, maxUnits: 2, maxLoadFt: 40 },
  parcelCents: 9_500,
  dryRunCents: 25_000,
  longHaul: DEFAULT_LONG_HAUL,
};

/** GET /v1/delivery/quote. The variant is named by its labels, as the cart payload names it. */
export const deliveryQuoteQuery = z.object({
  productId: z.string().uuid("must be a product id"),
  dimension: z.string().max(100).optional(),
  condition: z.string().max(100).optional(),
  quantity: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").max(999, "must be at most 999").default(1),
  /** Checked by the server (servedPlace): a postal code of another country is 422 `out_of_area`, not a typo (400). */
  zip: z.string({ error: "Enter a 5-digit ZIP code" }).trim().min(1, "Enter a 5-digit ZIP code").max(12, "Enter a 5-digit ZIP code"),
});

export const deliveryQuote = z.object({
  depot: z.object({ id: z.string(), city: z.string(), state: z.string() }),
  /** Road miles (great-circle × the road factor), whole miles. */
  distanceMiles: z.number().int(),
  /** Each method the product allows that can reach the ZIP: price for the whole quantity, in dollars. */
  options: z.array(
    z.object({
      method: z.enum(TRUCK_TYPES),
      price: z.number(),
      trucks: z.number().int(),
      earliestDate: z.string(),
      /** How it gets there: our local truck, a long-haul carrier, or a transfer to a nearer depot then our truck. */
      route: z.enum(["local", "long-haul", "transfer"]),
      /** The route in words: "ships from Atlanta, GA by long-haul flatbed, 731 miles, 4–6 business days". */
      routeNote: z.string(),
    }),
  ),
  /** True for parts that ship as a parcel (no truck). */
  parcel: z.boolean(),
  /** The product's other methods and why they are not offered ("A tilt-bed truck cannot carry a 45 ft container"). */
  unavailable: z.array(z.object({ method: z.enum(TRUCK_TYPES), reason: z.string() })).optional(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuote>;

export const DOOR_FACINGS = ["cab", "away"] as const;
export const GROUND_SURFACES = ["concrete", "gravel", "dirt"] as const;
export const DOOR_FACING_LABELS = { cab: "Doors towards the truck cab", away: "Doors away from the cab" } as const;
export const GROUND_LABELS = { concrete: "Concrete or asphalt", gravel: "Gravel", dirt: "Dirt or grass" } as const;

/** PUT /v1/user/cart/delivery: where, when and how the drop happens. */
export const cartDeliveryInput = z.object({
  addressId: z.string({ error: "Choose a shipping address" }).uuid("Choose one of your shipping addresses"),
  deliveryDate: z.string({ error: "Choose a delivery date" }).max(10, "Choose a date as YYYY-MM-DD").regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date as YYYY-MM-DD").nullish(),
  doorFacing: z.enum(DOOR_FACINGS, { error: "Choose towards the cab or away from it" }).nullish(),
  groundSurface: z.enum(GROUND_SURFACES, { error: "Choose concrete, gravel or dirt" }).nullish(),
  clearanceConfirmed: z.boolean().optional(),
  siteNotes: z.string().trim().max(500, "Keep site notes under 500 characters").nullish(),
});
export type CartDeliveryInput = z.infer<typeof cartDeliveryInput>;
