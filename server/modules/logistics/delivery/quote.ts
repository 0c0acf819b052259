import { and, asc, eq, isNull } from "drizzle-orm";
import { type DeliveryQuote, type DeliveryRates, TRUCK_LABELS, type TruckType, truckTypeOf } from "../../../../contract/delivery.ts";
import { centsToDollars } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { deliveryOptions, productConditions, productDimensions, products } from "../../../../db/schema/index.ts";
import { HttpError, badRequest } from "../../../lib/http-errors.ts";
import { availableDeliveryDates, earliestDates, leadBusinessDays } from "./dates.ts";
import { type ZipPlace, locateZip, placeLabel, roadMiles } from "./distance.ts";
import { type RoutePlan, planRoute } from "./long-haul.ts";
import { getDeliveryRates } from "./rates.ts";
import { containerLengthFt } from "./rules.ts";
import { type DepotRow, type ShippingDepot, depotRef, nearestOpenDepot } from "./shipping-depot.ts";
import { stockOrigin } from "./stock-origin.ts";

/** A Canadian postal code or any other that mixes letters and digits: clearly not a US ZIP. */
const FOREIGN_POSTAL = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d][A-Za-z\d -]{2,9}$/;

/**
 * 400 on `zip` for a ZIP that is malformed or unknown; 422 `out_of_area` off the mainland (Alaska, Hawaii, Puerto
 * Rico, the territories) and for a postal code of another country, so the page can offer the quote form.
 */
export async function servedPlace(zip: string, field = "zip"): Promise<ZipPlace> {
  const typed = zip.trim().replace(/^(\d{5})-\d{4}$/, "$1");
  if (!/^\d{5}$/.test(typed)) {
    if (FOREIGN_POSTAL.test(typed)) throw outOfArea(`We deliver within the 48 contiguous US states, and "${typed}" is not a US ZIP code. Request a quote and our team will look for a way.`, field);
    throw badRequest("Invalid ZIP code", { [field]: "Enter a 5-digit ZIP code" });
  }
  const place = await locateZip(typed);
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
async function variantOf(db: DbOrTx, q: Omit<QuoteInput, "now">) {
  // Three reads at once (each is cheap; a quote is asked on every ZIP typed and every size picked).
  const [[product], rows, options] = await Promise.all([
    db.select().from(products).where(and(eq(products.id, q.productId), isNull(products.hiddenAt))).limit(1),
    db
      .select({ dimension: productDimensions, condition: productConditions })
      .from(productDimensions)
      .leftJoin(productConditions, eq(productConditions.dimensionId, productDimensions.id))
      .where(eq(productDimensions.productId, q.productId))
      .orderBy(asc(productDimensions.position), asc(productConditions.position)),
    db.select().from(deliveryOptions).where(eq(deliveryOptions.productId, q.productId)).orderBy(asc(deliveryOptions.position)),
  ]);
  if (!product) throw badRequest("Unknown product", { productId: "No such product" });
  const dims = [...new Map(rows.map((r) => [r.dimension.id, r.dimension])).values()];
  const dimension = q.dimension ? dims.find((d) => d.dimension.toLowerCase() === q.dimension?.trim().toLowerCase()) : dims[0];
  if (q.dimension && !dimension) throw badRequest("Unknown dimension", { dimension: `"${q.dimension}" is not a dimension of this product` });
  const conds = rows.flatMap((r) => (r.condition && r.dimension.id === dimension?.id ? [r.condition] : []));
  const condition = q.condition ? conds.find((c) => c.condition.toLowerCase() === q.condition?.trim().toLowerCase()) : conds[0];
  if (q.condition && !condition) throw badRequest("Unknown condition", { condition: `"${q.condition}" is not a condition of this dimension` });
  const methods = options.map((o) => truckTypeOf(o.method)).filter((m): m is TruckType => m !== null);
  const sizeFt = dimension ? (containerLengthFt(dimension.sizeFt) ?? containerLengthFt(dimension.dimension)) : null;
  return { product, dimension: dimension?.dimension ?? null, condition: condition?.condition ?? null, variant: { productId: product.id, dimensionId: dimension?.id ?? null, conditionId: condition?.id ?? null }, sizeFt, methods };
}

/** 409 `out_of_stock`: no open depot has a unit (not a question of distance, so not `out_of_area`). */
export const soldOutEverywhere = (name: string) =>
  new HttpError("out_of_stock", `${name} is sold out at every depot. Request a quote and we will tell you when more arrive.`, { errors: { quantity: "Sold out" } });

/** 409 `quantity_unavailable`: in stock, but fewer units than asked over all depots. */
export const fewerThanAsked = (name: string, available: number) =>
  new HttpError("quantity_unavailable", `Only ${available} of ${name} in stock across our depots; lower the quantity or request a quote for more.`, { errors: { quantity: `Only ${available} available` } });

/**
 * GET /v1/delivery/quote: each method the product allows, priced by the cheapest route from the depot that holds
 * the units (local truck, long-haul carrier, or a transfer then the local drop), with the earliest date. A part
 * quoted alone is a parcel (the flat rate).
 */
export async function quoteDelivery(db: DbOrTx, q: QuoteInput): Promise<DeliveryQuote> {
  const place = await servedPlace(q.zip);
  const v = await variantOf(db, q);
  const rates = await getDeliveryRates(db);
  if (v.sizeFt === null) return parcelQuote(db, rates, place, v.methods, q.now);
  const sizeFt = v.sizeFt;
  const { found, plans } = await routePlans(db, rates, { ...v, sizeFt }, q.quantity, place);
  // One read of each drop depot's calendar for all its truck types.
  const dates = new Map<(typeof plans)[number], string | null>();
  for (const depotId of new Set(plans.map((p) => p.plan.dropDepot.id))) {
    const here = plans.filter((p) => p.plan.dropDepot.id === depotId);
    const days = await earliestDates(db, { depotId, from: q.now, wants: here.map((p) => ({ truck: p.method, trucks: p.plan.trucks, leadBusinessDays: p.plan.leadBusinessDays })) });
    here.forEach((p, i) => dates.set(p, days[i]));
  }
  const options: DeliveryQuote["options"] = plans.flatMap((p) => {
    const earliestDate = dates.get(p);
    return earliestDate ? [{ method: p.method, price: centsToDollars(p.plan.cents), trucks: p.plan.trucks, earliestDate, route: p.plan.kind, routeNote: p.plan.note }] : [];
  });
  const unavailable = v.methods.filter((m) => !options.some((o) => o.method === m)).map((method) => ({
    method,
    reason: plans.some((p) => p.method === method) ? "No free delivery day in the next weeks: call us to arrange one" : `A ${TRUCK_LABELS[method].toLowerCase()} cannot carry a ${sizeFt} ft container`,
  }));
  if (!options.length) throw outOfArea("None of this product's trucks can make this delivery. Request a quote and our team will look for a way.");
  return { depot: depotRef(found.origin), distanceMiles: roadMiles(place, found.origin), options, parcel: false, unavailable };
}

type Variant = Awaited<ReturnType<typeof variantOf>>;

/** Each of the variant's truck types' cheapest route from the depot holding the units; refuses sold out and too few. */
async function routePlans(db: DbOrTx, rates: DeliveryRates, v: Variant & { sizeFt: number }, quantity: number, place: ZipPlace) {
  const found = await stockOrigin(db, v.variant, quantity, place);
  const name = [v.product.name, v.dimension, v.condition].filter(Boolean).join(", ");
  if (found.kind === "sold-out") throw soldOutEverywhere(name);
  if (found.kind === "too-few") throw fewerThanAsked(name, found.available);
  const origin = found.origin;
  const plans = v.methods.flatMap((method) => {
    const plan = planRoute(rates, { method, sizeFt: v.sizeFt, quantity }, place, origin, found.open, found.alsoFrom);
    return plan ? [{ method, plan }] : [];
  });
  return { found: { origin }, plans };
}

/**
 * The cheapest drop for a container line sold outside the cart (an accepted offer): truck type, trucks, the depot
 * whose day is booked and the lead time, transit included; null for a part or when no truck can make it.
 */
export async function cheapestDrop(db: DbOrTx, q: Omit<QuoteInput, "now">): Promise<{ method: TruckType; plan: RoutePlan<DepotRow> } | null> {
  const place = await servedPlace(q.zip);
  const v = await variantOf(db, q);
  if (v.sizeFt === null) return null;
  const { plans } = await routePlans(db, await getDeliveryRates(db), { ...v, sizeFt: v.sizeFt }, q.quantity, place);
  return plans.length ? plans.reduce((a, b) => (b.plan.cents < a.plan.cents ? b : a)) : null;
}

/** Parts alone: one parcel from the nearest open depot, at the flat rate. */
async function parcelQuote(db: DbOrTx, rates: DeliveryRates, place: ZipPlace, methods: TruckType[], now: Date): Promise<DeliveryQuote> {
  const from = await nearestOpenDepot(db, place);
  if (!from) throw outOfArea("No depot is open to ship this right now. Request a quote and our team will arrange it.");
  const options: DeliveryQuote["options"] = [];
  for (const method of methods) {
    const [earliestDate] = await availableDeliveryDates(db, { depotId: from.depot.id, truck: method, trucks: 1, from: now, leadBusinessDays: leadBusinessDays(from.miles, true), count: 1 });
    if (earliestDate) options.push({ method, price: centsToDollars(rates.parcelCents), trucks: 0, earliestDate, route: "local", routeNote: `ships as a parcel from ${from.depot.city}, ${from.depot.state}` });
  }
  return { depot: depotRef(from.depot), distanceMiles: from.miles, options, parcel: true };
}
