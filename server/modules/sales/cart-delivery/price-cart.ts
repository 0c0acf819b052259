import { and, eq } from "drizzle-orm";
import { TRUCK_LABELS, type TruckType, truckTypeOf } from "../../../../contract/delivery.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { addresses, carts } from "../../../../db/schema/index.ts";
import { type CartTotals, type PricedLine, cartTotals, loadCartLines } from "../cart/lines.ts";
import { type AddressRow, shippingAddressFor, taxRateFor } from "../cart/shipping-address.ts";
import { deliveryDateProblem } from "../../logistics/index.ts";
import { shipToArea } from "./ship-to-area.ts";
import { type RentalCheckoutTerms, rentalCheckoutTerms, withRentalExtras } from "../rentals/checkout-terms.ts";
import { getDeliveryRates } from "../../logistics/index.ts";
import { type LineDelivery, priceDelivery } from "../../logistics/index.ts";
import { type DepotRow, type LineRoute, type RouteKind, routeLine } from "../../logistics/index.ts";

/** The drop checkout books: the main depot and truck type, and how many of those trucks that day. */
export type CartBooking = { depot: DepotRow; truck: TruckType; trucks: number; miles: number; leadBusinessDays: number; route: RouteKind; routeNote: string };
/** `siteFromLastOrder`: the answers are the ones the last paid order left in the cart, not yet touched since. */
export type SiteConditions = { doorFacing: string | null; groundSurface: string | null; clearanceConfirmed: boolean; siteNotes: string | null; siteFromLastOrder: boolean };

export type PricedCart = {
  lines: PricedLine[];
  /** Per line: how it ships ("1 truck from Miami, FL", "Free with your container") or why it cannot. */
  lineDelivery: Map<string, { note: string; problem: string | null }>;
  /** What checkout charges: goods, delivery, tax, and the rental lines' deposits and first waivers (untaxed). */
  totals: CartTotals;
  /** The rental lines' terms (docs/decisions/029); `extraCents` of them is in `totals`. */
  rental: RentalCheckoutTerms;
  shipTo: AddressRow | null;
  taxState: string | null;
  /** The ship-to state's sales-tax rate (basis points): the rental breakdown's tax is worked out with it. */
  taxBps: number;
  /** The buyer's exemption certificate that waived the tax (then taxBps is 0): checkout keeps it on the order. */
  taxExemptCertificate: string | null;
  booking: CartBooking | null;
  /** The chosen day, when it can still be booked; otherwise null and `dateProblem` says why. */
  deliveryDate: string | null;
  dateProblem: string | null;
  site: SiteConditions;
  /** The whole address cannot be served (unknown ZIP, off the mainland, abroad): checkout answers 422 `out_of_area`. */
  areaProblem: string | null;
  dryRunCents: number;
};

/** The ship-to the customer picked in the cart, else their default shipping address. */
async function shipToOf(db: DbOrTx, userId: string, chosenId: string | null): Promise<AddressRow | null> {
  if (chosenId) {
    const [row] = await db.select().from(addresses).where(and(eq(addresses.id, chosenId), eq(addresses.userId, userId), eq(addresses.type, "shipping"))).limit(1);
    if (row) return row;
  }
  return shippingAddressFor(db, userId);
}

/** The line's delivery in words: how it ships, or (with `problem`) the one reason it cannot, never "free" before an address. */
function lineDeliveryOf(d: LineDelivery, route: LineRoute | undefined, method: string | null): { note: string; problem: string | null } {
  if (d.kind === "parcel") return { note: d.cents ? "Parcel delivery" : "In the same parcel", problem: null };
  if (d.kind === "free-with-container") return { note: "Ships free with your container", problem: null };
  if (d.kind === "truck" && route?.kind === "route") {
    const { plan } = route;
    return { note: `${plan.trucks} truck${plan.trucks > 1 ? "s" : ""} · ${plan.note.charAt(0).toUpperCase()}${plan.note.slice(1)}`, problem: null };
  }
  // Sold out and "only N left" are the stock line's to say (stockIssue); delivery is priced once the quantity is there.
  if (route?.kind === "sold-out") return { note: "Sold out at every depot: nothing to deliver", problem: null };
  if (route?.kind === "too-few") return { note: `Lower the quantity to ${route.available} to price delivery`, problem: null };
  const truck = truckTypeOf(method);
  if (route?.kind === "cannot-carry" && truck) return { note: "No delivery price", problem: `A ${TRUCK_LABELS[truck].toLowerCase()} cannot carry this container; choose another delivery method.` };
  return { note: "No delivery price", problem: "Choose a delivery method for this container." };
}

/**
 * THE price of a cart (docs/decisions/024, 073): the cart page, the delivery PUT and checkout all call this, so the
 * total shown is the total charged. Delivery per line by the cheapest route from the depot holding it to the chosen
 * address (local, long-haul or transfer), tax by that address's state, and the booking checkout writes on the order.
 */
export async function priceCart(db: DbOrTx, userId: string, now: Date): Promise<PricedCart> {
  const [[cart], all] = await Promise.all([db.select().from(carts).where(eq(carts.userId, userId)).limit(1), loadCartLines(db, userId, { withArchived: true })]);
  const shipTo = await shipToOf(db, userId, cart?.shipToAddressId ?? null);
  const priced = await priceLines(db, userId, all, shipTo, now);
  const site: SiteConditions = { doorFacing: cart?.doorFacing ?? null, groundSurface: cart?.groundSurface ?? null, clearanceConfirmed: cart?.clearanceConfirmed ?? false, siteNotes: cart?.siteNotes ?? null, siteFromLastOrder: false };
  site.siteFromLastOrder = Boolean(cart?.siteFromLastOrder) && (site.doorFacing !== null || site.groundSurface !== null || site.clearanceConfirmed || site.siteNotes !== null);
  const { booking } = priced;
  let deliveryDate: string | null = null;
  let dateProblem: string | null = null;
  if (booking && cart?.deliveryDate) {
    dateProblem = await deliveryDateProblem(db, { depotId: booking.depot.id, truck: booking.truck, trucks: booking.trucks, from: now, leadBusinessDays: booking.leadBusinessDays, ignoreUserId: userId, date: cart.deliveryDate });
    deliveryDate = dateProblem ? null : cart.deliveryDate;
  }
  return { ...priced, shipTo, deliveryDate, dateProblem, site };
}

export type PricedLines = Omit<PricedCart, "shipTo" | "deliveryDate" | "dateProblem" | "site">;

/**
 * Prices lines to a ship-to: the cart's (above) and an admin's edit of an order's lines (docs/decisions/089), so an
 * edited order is priced as its checkout was.
 */
export async function priceLines(db: DbOrTx, userId: string, all: PricedLine[], shipTo: AddressRow | null, now: Date): Promise<PricedLines> {
  const rates = await getDeliveryRates(db);
  // A product the admin withdrew stays in the cart, shown as no longer available: never priced or delivered.
  const lines = all.filter((l) => !l.archived);
  const gone = all.filter((l) => l.archived).map((l) => ({ ...l, deliveryCents: 0, totalCents: 0 }));
  const { place, problem: areaProblem } = await shipToArea(shipTo);
  const rate = await taxRateFor(db, userId, shipTo, now);
  const served = place && !areaProblem ? place : null;

  const routes = new Map<string, LineRoute>();
  if (served) {
    for (const l of lines) {
      if (l.sizeFt !== null) routes.set(l.id, await routeLine(db, rates, { ...l, method: l.deliveryMethod, sizeFt: l.sizeFt }, served, userId));
    }
  }
  const parcels = priceDelivery(rates, lines.map((l) => ({ method: null, sizeFt: l.sizeFt, quantity: l.quantity, miles: null })));
  const priced = lines.map((l, i): LineDelivery => {
    if (l.sizeFt === null) return parcels[i];
    const r = routes.get(l.id);
    return r?.kind === "route" ? { kind: "truck", cents: r.plan.cents, trucks: r.plan.trucks } : { kind: "out-of-area", reason: r?.kind === "cannot-carry" ? "cannot-carry" : "too-far" };
  });
  const lineDelivery = new Map<string, { note: string; problem: string | null }>();
  const out = lines.map((l, i) => {
    const d = priced[i];
    const cents = served && d.kind !== "out-of-area" ? d.cents : 0;
    lineDelivery.set(l.id, served ? lineDeliveryOf(d, routes.get(l.id), l.deliveryMethod) : { note: "Add an address to price delivery", problem: null });
    return { ...l, deliveryCents: cents, totalCents: l.unitCents * l.quantity + cents };
  });

  const booking = bookingOf(lines, routes);
  // Rental deposits and waivers are due today too: in the total here, so the cart shows what checkout charges.
  const rental = await rentalCheckoutTerms(db, out);
  const totals = withRentalExtras(cartTotals(out, rate.bps), rental);
  return { lines: [...out, ...gone], lineDelivery, totals, rental, taxState: rate.state, taxBps: rate.bps, taxExemptCertificate: rate.exemptCertificate, booking, areaProblem, dryRunCents: rates.dryRunCents };
}

/** The line needing the most trucks names the drop's depot and truck; lines with the same depot and truck add theirs. */
function bookingOf(lines: PricedLine[], routes: Map<string, LineRoute>): CartBooking | null {
  const trucked = lines.flatMap((l) => {
    const r = routes.get(l.id);
    const truck = truckTypeOf(l.deliveryMethod);
    return r?.kind === "route" && truck ? [{ truck, plan: r.plan }] : [];
  });
  if (!trucked.length) return null;
  const main = trucked.reduce((a, b) => (b.plan.trucks > a.plan.trucks ? b : a));
  const same = trucked.filter((t) => t.truck === main.truck && t.plan.dropDepot.id === main.plan.dropDepot.id);
  return {
    depot: main.plan.dropDepot,
    truck: main.truck,
    trucks: same.reduce((n, t) => n + t.plan.trucks, 0),
    miles: main.plan.dropMiles,
    // A custom build is dropped at the earliest the business day after it is ready (issue 43 defect 6, on main).
    leadBusinessDays: Math.max(...trucked.map((t) => t.plan.leadBusinessDays), ...lines.map((l) => (l.design ? l.design.leadTimeDays + 1 : 0))),
    route: main.plan.kind,
    routeNote: main.plan.note,
  };
}
