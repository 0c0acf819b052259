import { and, eq } from "drizzle-orm";
import type { CartDto } from "../../../../contract/cart.ts";
import type { CartDeliveryInput } from "../../../../contract/delivery.ts";
import { addresses, carts } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { badRequest } from "../../../lib/http-errors.ts";
import { getCart, lockCart } from "../cart/service.ts";
import { availableDeliveryDates, deliveryDateProblem } from "../../logistics/index.ts";
import { priceCart } from "./price-cart.ts";

type Deps = Pick<AppDeps, "db" | "now">;

/**
 * PUT /v1/user/cart/delivery: the ship-to, the day and the site checklist, in one locked write. The address must
 * be one of the customer's shipping addresses; one we cannot serve is still the one picked (never the old one kept
 * silently): the cart answers `deliveryProblemCode: "out_of_area"` with its sentence and checkout refuses it with
 * 422 until another is picked (issue 43, defect 11). The day must be bookable for the drop the cart now needs (its
 * depot, truck and number of trucks), else 400 naming `deliveryDate` and saying why.
 */
export async function setCartDelivery(deps: Deps, userId: string, input: CartDeliveryInput): Promise<CartDto> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const cart = await lockCart(tx, userId);
    const [address] = await tx.select().from(addresses).where(and(eq(addresses.id, input.addressId), eq(addresses.userId, userId), eq(addresses.type, "shipping"))).limit(1);
    if (!address) throw badRequest("Unknown address", { addressId: "Choose one of your shipping addresses" });
    const site = { doorFacing: input.doorFacing ?? null, groundSurface: input.groundSurface ?? null, clearanceConfirmed: input.clearanceConfirmed ?? false, siteNotes: input.siteNotes || null };
    // Answers carried over from the last order stay marked as such until one of them changes.
    const untouched = site.doorFacing === cart.doorFacing && site.groundSurface === cart.groundSurface && site.clearanceConfirmed === cart.clearanceConfirmed && site.siteNotes === cart.siteNotes;
    await tx
      .update(carts)
      .set({ shipToAddressId: address.id, deliveryDate: null, ...site, siteFromLastOrder: cart.siteFromLastOrder && untouched, updatedAt: now })
      .where(eq(carts.id, cart.id));
    if (!input.deliveryDate) return;
    const { booking } = await priceCart(tx, userId, now);
    if (!booking) return; // parts only: a parcel, no day to book
    const problem = await deliveryDateProblem(tx, { depotId: booking.depot.id, truck: booking.truck, trucks: booking.trucks, from: now, leadBusinessDays: booking.leadBusinessDays, ignoreUserId: userId, date: input.deliveryDate });
    if (problem) throw badRequest("That delivery date is not available", { deliveryDate: problem });
    await tx.update(carts).set({ deliveryDate: input.deliveryDate }).where(eq(carts.id, cart.id));
  });
  return getCart(deps.db, userId, now);
}

/** GET /v1/user/cart/delivery-dates: the next 30 bookable days for the drop the cart needs ([] for parcels). */
export async function listCartDeliveryDates(deps: Deps, userId: string): Promise<string[]> {
  const now = deps.now();
  const { booking } = await priceCart(deps.db, userId, now);
  if (!booking) return [];
  return availableDeliveryDates(deps.db, { depotId: booking.depot.id, truck: booking.truck, trucks: booking.trucks, from: now, leadBusinessDays: booking.leadBusinessDays, ignoreUserId: userId, count: 30 });
}
