import { eq } from "drizzle-orm";
import type { TruckType } from "../../../../contract/delivery.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { orders } from "../../../../db/schema/index.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { HttpError, badRequest } from "../../../lib/http-errors.ts";
import { type LifecycleDeps, type Move, type OrderRow, alignBalanceDueDate } from "../../orders/index.ts";
import { type DateQuery, deliveryDateVerdict, leadBusinessDays } from "../delivery/dates.ts";
import { enqueueBookingMail } from "./booking-mail.ts";
import { rescheduledMail } from "./mails.ts";
import { lockDeliverySlot } from "./slots.ts";

/**
 * The rules a booked order's new day is held to: the in-stock lead from today, and the order's own lead (a custom
 * build's, a transfer's or a long haul's transit) counted from the day it was placed; the depot's open days, the
 * holiday calendar, the horizon, and a truck of the booked type still free that day, not counting this order.
 */
export function bookedOrderQuery(order: OrderRow, date: string, now: Date): DateQuery & { date: string } {
  return {
    depotId: order.deliveryDepotId!,
    truck: (order.deliveryTruck ?? "flatbed") as TruckType,
    trucks: order.deliveryTrucks ?? 1,
    from: now,
    leadBusinessDays: leadBusinessDays(order.deliveryMiles ?? 0, true),
    leadFrom: order.deliveryLeadDays ? { at: order.createdAt, businessDays: order.deliveryLeadDays } : undefined,
    ignoreOrderId: order.id,
    date,
  };
}

/**
 * Moves a booked order's drop to `date` (docs/decisions/074), in the caller's transaction with the order locked:
 * the new day's slot is locked before its trucks are counted, so two reschedules onto a depot's last truck are
 * measured one after the other and the second answers 409 delivery_day_full. A delivered or cancelled order
 * answers 409 transition_not_allowed; a day the rules refuse (holiday, before the lead time) 400 on deliveryDate.
 * The new date, its audit entry and the customer's mail commit together; the reminder follows the new date. An
 * order with a depot and truck but no day yet (a late payment found none free) is booked the same way.
 */
export async function rescheduleOrder(deps: LifecycleDeps, tx: DbOrTx, m: Move, date: string): Promise<OrderRow> {
  const current = m.order;
  if (current.status === "cancelled" || current.status === "delivered") {
    const message = `A ${current.status} order cannot be rescheduled.`;
    throw new HttpError("transition_not_allowed", message, { errors: { deliveryDate: message } });
  }
  if (!current.deliveryDepotId || !current.deliveryTruck) throw new HttpError("conflict", "This order has no booked delivery to move");
  if (current.deliveryDate === date) throw badRequest("Invalid delivery date", { deliveryDate: "The delivery is already on this date" });
  const q = bookedOrderQuery(current, date, deps.now());
  await lockDeliverySlot(tx, q.depotId, date);
  const verdict = await deliveryDateVerdict(tx, q);
  if (verdict?.full) throw new HttpError("delivery_day_full", verdict.message, { errors: { deliveryDate: verdict.message } });
  if (verdict) throw badRequest("That delivery date is not available", { deliveryDate: verdict.message });
  const [moved] = await tx.update(orders).set({ deliveryDate: date, updatedAt: deps.now() }).where(eq(orders.id, current.id)).returning();
  await alignBalanceDueDate(tx, current.id);
  await recordAudit(tx, { actorId: m.actorId, action: "order.rescheduled", entity: "order", entityId: current.id, details: { from: { deliveryDate: current.deliveryDate }, to: { deliveryDate: date } } });
  await enqueueBookingMail(deps, tx, moved, (mail) => rescheduledMail({ ...mail, previousDate: current.deliveryDate }));
  return moved;
}

