import { and, asc, eq, isNull } from "drizzle-orm";
import { type DeliveryQuote, TRUCK_TYPES, type TruckType } from "../../../../contract/delivery.ts";
import { centsToDollars } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { deliveryOptions, productConditions, productDimensions, products } from "../../../../db/schema/index.ts";
import { HttpError, badRequest } from "../../../lib/http-errors.ts";
import { availableDeliveryDates, leadBusinessDays } from "./dates.ts";
import { type ZipPlace, locateZip, placeLabel } from "./distance.ts";
import { getDeliveryRates } from "./rates.ts";
import { containerLengthFt, priceDelivery } from "./rules.ts";
import { type ShippingDepot, depotRef, nearestOpenDepot, shippingDepot } from "./shipping-depot.ts";

/** 400 on `zip` for a ZIP the data does not know; 422 `out_of_area` off the mainland. */
export async function servedPlace(zip: string, field = "zip"): Promise<ZipPlace> {
  const place = await locateZip(zip);
  if (!place) throw badRequest("Unknown ZIP code", { [field]: "We could not find this ZIP code; check the 5 digits" });
  if (!place.contiguous) {
    throw outOfArea(`We deliver by truck within the 48 contiguous states, and ${placeLabel(place)} is outside them. Request a quote and our team will look for a way.`, field);
  }
  return place;
}

export const outOfArea = (message: string, field = "zip") => new HttpError("out_of_area", message, { errors: { [field]: message } });

export const tooFarMessage = (place: ZipPlace, from: ShippingDepot, maxMiles: number) =>
  `${placeLabel(place)} is about ${from.miles.toLocaleString("en-US")} road miles from our ${from.depot.city}, ${from.depot.state} depot; our trucks go up to ${maxMiles} miles. Request a quote and our team will look for a way.`;

type QuoteInput = { productId: string; dimension?: string; condition?: string; quantity: number; zip: string; now: Date };

/** The product and the variant the labels name; the first dimension and condition when none is named. */
async function variantOf(db: DbOrTx, q: QuoteInput) {
  const [product] = await db.select().from(products).where(and(eq(products.id, q.productId), isNull(products.hiddenAt))).limit(1);
  if (!product) throw badRequest("Unknown product", { productId: "No such product" });
  const dims = await db.select().from(productDimensions).where(eq(productDimensions.productId, product.id)).orderBy(asc(productDimensions.position));
  const dimension = q.dimension ? dims.find((d) => d.dimension.toLowerCase() === q.dimension?.trim().toLowerCase()) : dims[0];
  if (q.dimension && !dimension) throw badRequest("Unknown dimension", { dimension: `"${q.dimension}" is not a dimension of this product` });
  const conds = dimension ? await db.select().from(productConditions).where(eq(productConditions.dimensionId, dimension.id)).orderBy(asc(productConditions.position)) : [];
  const condition = q.condition ? conds.find((c) => c.condition.toLowerCase() === q.condition?.trim().toLowerCase()) : conds[0];
  if (q.condition && !condition) throw badRequest("Unknown condition", { condition: `"${q.condition}" is not a condition of this dimension` });
  const methods = (await db.select().from(deliveryOptions).where(eq(deliveryOptions.productId, product.id)).orderBy(asc(deliveryOptions.position)))
    .map((o) => o.method)
    .filter((m): m is TruckType => (TRUCK_TYPES as readonly string[]).includes(m));
  const sizeFt = dimension ? (containerLengthFt(dimension.sizeFt) ?? containerLengthFt(dimension.dimension)) : null;
  return { product, variant: { productId: product.id, dimensionId: dimension?.id ?? null, conditionId: condition?.id ?? null }, sizeFt, methods };
}

/**
 * GET /v1/delivery/quote: each method the product allows, priced from the depot that would ship, with the
 * earliest date. A part quoted alone is a parcel (the flat rate). Never a price beyond a truck's reach.
 */
export async function quoteDelivery(db: DbOrTx, q: QuoteInput): Promise<DeliveryQuote> {
  const place = await servedPlace(q.zip);
  const v = await variantOf(db, q);
  const [rates, from] = await Promise.all([getDeliveryRates(db), v.sizeFt === null ? nearestOpenDepot(db, place) : shippingDepot(db, v.variant, q.quantity, place)]);
  if (!from) throw outOfArea("No depot is open to ship this right now. Request a quote and our team will arrange it.");
  const lead = leadBusinessDays(from.miles, from.inStock);
  const options: DeliveryQuote["options"] = [];
  for (const method of v.methods) {
    const [priced] = priceDelivery(rates, [{ method, sizeFt: v.sizeFt, quantity: q.quantity, miles: from.miles }]);
    if (priced.kind === "out-of-area" || priced.kind === "free-with-container") continue;
    const trucks = priced.kind === "truck" ? priced.trucks : 0;
    const [earliestDate] = await availableDeliveryDates(db, { depotId: from.depot.id, truck: method, trucks: Math.max(trucks, 1), from: q.now, leadBusinessDays: lead, count: 1 });
    if (earliestDate) options.push({ method, price: centsToDollars(priced.cents), trucks, earliestDate });
  }
  if (!options.length && v.sizeFt !== null) {
    const reach = Math.max(...v.methods.map((m) => rates[m].maxMiles), 0);
    throw outOfArea(from.miles > reach ? tooFarMessage(place, from, reach) : "None of this product's trucks can make this delivery. Request a quote and our team will look for a way.");
  }
  return { depot: depotRef(from.depot), distanceMiles: from.miles, options, parcel: v.sizeFt === null };
}
