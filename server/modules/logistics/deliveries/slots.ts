import { and, eq } from "drizzle-orm";
import type { TruckType } from "../../../../contract/delivery.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { deliverySlots, orders } from "../../../../db/schema/index.ts";
import { HttpError } from "../../../lib/http-errors.ts";
import { alignBalanceDueDate } from "../../orders/index.ts";
import { type DateQuery, availableDeliveryDates, deliveryDateVerdict, leadBusinessDays } from "../delivery/dates.ts";

/**
 * Locks the depot-day slot row (made on first use) until the caller's transaction ends. Every booking of that
 * day takes this lock before counting the day's trucks, so the count and the booking are one step: two
 * checkouts cannot both see the last truck free (docs/decisions/074, issue 43 defect 9).
 */
export async function lockDeliverySlot(tx: DbOrTx, depotId: string, day: string): Promise<void> {
  await tx.insert(deliverySlots).values({ depotId, day }).onConflictDoNothing();
  await tx.select({ day: deliverySlots.day }).from(deliverySlots).where(and(eq(deliverySlots.depotId, depotId), eq(deliverySlots.day, day))).for("update");
}

/**
 * Books `date` at the depot inside the caller's transaction: locks the slot, then checks the day again with every
 * committed booking counted. Throws 409 delivery_day_full when the day filled meanwhile, 400 for any other reason
 * the date cannot be served; the caller writes the order's booking before committing.
 */
export async function claimDeliverySlot(tx: DbOrTx, q: DateQuery & { date: string }): Promise<void> {
  await lockDeliverySlot(tx, q.depotId, q.date);
  const verdict = await deliveryDateVerdict(tx, q);
  if (!verdict) return;
  throw new HttpError(verdict.full ? "delivery_day_full" : "validation_failed", verdict.message, { errors: { deliveryDate: verdict.message } });
}

type BookedOrder = Pick<typeof orders.$inferSelect, "id" | "createdAt" | "deliveryLeadDays" | "deliveryDepotId" | "deliveryDate" | "deliveryTruck" | "deliveryTrucks" | "deliveryMiles">;

/**
 * A payment that arrives for an order whose page had expired (or that was cancelled meanwhile) revives it, and its
 * day may have filled since. Under the day's lock the drop keeps its day when a truck is still free there, else it
 * moves to the first free day after it (found by the model test of issue 43), or from today when that day has passed. Returns the day kept or the new one; null
 * when no day is free within the horizon (the admin books it by hand).
 */
export async function keepOrMoveDrop(tx: DbOrTx, order: BookedOrder, now: Date): Promise<string | null> {
  if (!order.deliveryDepotId || !order.deliveryDate || !order.deliveryTruck) return null;
  const q = { depotId: order.deliveryDepotId, truck: order.deliveryTruck as TruckType, trucks: order.deliveryTrucks ?? 1, from: now, leadBusinessDays: leadBusinessDays(order.deliveryMiles ?? 0, true), ignoreOrderId: order.id, leadFrom: order.deliveryLeadDays ? { at: order.createdAt, businessDays: order.deliveryLeadDays } : undefined };
  await lockDeliverySlot(tx, q.depotId, order.deliveryDate);
  // Kept when it is still ahead (a day already past is not: found by the model test), open, and a truck is free.
  if (!(await deliveryDateVerdict(tx, { ...q, leadBusinessDays: 0, date: order.deliveryDate }))) return order.deliveryDate;
  // The customer planned for that day: a later one suits them better than an earlier one (a day already past: from now).
  const days = (await availableDeliveryDates(tx, { ...q, count: 30 })).filter((d) => d > (order.deliveryDate as string));
  const fallback = days.length ? [] : await availableDeliveryDates(tx, { ...q, count: 5 });
  for (const date of [...days.slice(0, 5), ...fallback]) {
    try {
      await claimDeliverySlot(tx, { ...q, date });
      await tx.update(orders).set({ deliveryDate: date, updatedAt: now }).where(eq(orders.id, order.id));
      await alignBalanceDueDate(tx, order.id);
      return date;
    } catch (err) {
      if (!(err instanceof HttpError && err.code === "delivery_day_full")) throw err;
    }
  }
  await tx.update(orders).set({ deliveryDate: null, updatedAt: now }).where(eq(orders.id, order.id));
  await alignBalanceDueDate(tx, order.id);
  return null;
}
