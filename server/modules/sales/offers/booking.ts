import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { TruckType } from "../../../../contract/delivery.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { type OfferLine, orderItems, orders, productImages } from "../../../../db/schema/index.ts";
import { HttpError } from "../../../lib/http-errors.ts";
import { availableDeliveryDates, cheapestDrop, claimDeliverySlot } from "../../logistics/index.ts";

type Trucked = { line: OfferLine; depotId: string; miles: number; truck: TruckType; trucks: number; leadBusinessDays: number };

/**
 * Each container line's drop as the shop's quote would send it (docs/decisions/073): its cheapest truck type and
 * route, the depot whose day is booked (the drop depot of a transfer) and the lead time with transit days.
 */
async function truckedLines(tx: DbOrTx, lines: OfferLine[], zip: string): Promise<Trucked[]> {
  const out: Trucked[] = [];
  for (const line of lines) {
    if (line.kind !== "catalog" || !line.productId) continue;
    const drop = await cheapestDrop(tx, { productId: line.productId, dimension: line.dimension ?? undefined, condition: line.condition ?? undefined, quantity: line.quantity, zip }).catch((err: unknown) => {
      // Off the mainland, sold out or no truck can make it: the offer's own delivery stands, the admin books the drop by hand.
      if (err instanceof HttpError) return null;
      throw err;
    });
    if (!drop) continue;
    const { plan } = drop;
    out.push({ line, depotId: plan.dropDepot.id, miles: plan.dropMiles, truck: drop.method, trucks: plan.trucks, leadBusinessDays: plan.leadBusinessDays });
  }
  return out;
}

/** The first day from `preferred` on (the offer's planned day) that the depot can serve, claimed under its slot lock. */
async function claimFirstDay(tx: DbOrTx, q: { depotId: string; truck: TruckType; trucks: number; leadBusinessDays: number; from: Date }, preferred: string | null): Promise<string | null> {
  const days = (await availableDeliveryDates(tx, { ...q, count: 120 })).filter((d) => !preferred || d >= preferred);
  for (const date of days.slice(0, 5)) {
    try {
      await claimDeliverySlot(tx, { ...q, date });
      return date;
    } catch (err) {
      // Filled by a parallel booking since the list was read: try the next day.
      if (!(err instanceof HttpError && err.code === "delivery_day_full")) throw err;
    }
  }
  return null;
}

/**
 * An order made from an offer is booked as a checkout is (issue 43 defect 1): its lines carry their pictures and
 * delivery method, and its container drop gets the shipping depot, the truck and the first day from the offer's
 * planned day on that respects the lead time, the depot's days and its capacity (under the depot-day lock).
 * An order that already has its drop (accepted again after an expired page) keeps it.
 */
export async function bookOfferOrder(tx: DbOrTx, input: { orderId: string; lines: OfferLine[]; zip: string | null; preferredDate: string | null; now: Date }): Promise<void> {
  await pictureLines(tx, input.orderId);
  const [order] = await tx.select({ depot: orders.deliveryDepotId }).from(orders).where(eq(orders.id, input.orderId));
  if (order.depot || !input.zip || !/^\d{5}$/.test(input.zip)) return;
  const trucked = await truckedLines(tx, input.lines, input.zip);
  for (const t of trucked) {
    await tx.update(orderItems).set({ deliveryMethod: t.truck }).where(and(eq(orderItems.orderId, input.orderId), eq(orderItems.productId, t.line.productId as string)));
  }
  if (!trucked.length) return;
  const main = trucked.reduce((a, b) => (b.trucks > a.trucks ? b : a));
  const trucks = trucked.filter((t) => t.truck === main.truck && t.depotId === main.depotId).reduce((n, t) => n + t.trucks, 0);
  const lead = Math.max(...trucked.map((t) => t.leadBusinessDays));
  const date = await claimFirstDay(tx, { depotId: main.depotId, truck: main.truck, trucks, leadBusinessDays: lead, from: input.now }, input.preferredDate);
  if (!date) return;
  await tx
    .update(orders)
    .set({ deliveryDate: date, deliveryDepotId: main.depotId, deliveryTruck: main.truck, deliveryTrucks: trucks, deliveryMiles: main.miles, deliveryLeadDays: lead, updatedAt: input.now })
    .where(eq(orders.id, input.orderId));
}

/** Each catalog line shows its product's first picture, as a cart line does. */
async function pictureLines(tx: DbOrTx, orderId: string): Promise<void> {
  const lines = await tx.select({ id: orderItems.id, productId: orderItems.productId }).from(orderItems).where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)));
  if (!lines.length) return;
  const pictures = await tx.select().from(productImages).where(inArray(productImages.productId, lines.map((l) => l.productId as string))).orderBy(asc(productImages.position));
  for (const l of lines) {
    const first = pictures.find((p) => p.productId === l.productId);
    if (first) await tx.update(orderItems).set({ image: first.url }).where(eq(orderItems.id, l.id));
  }
}
