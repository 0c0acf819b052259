import { eq } from "drizzle-orm";
import type { OrderDto } from "../../../../contract/orders.ts";
import { orders } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { HttpError, badRequest, notFound } from "../../../lib/http-errors.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { uuidOr404 } from "../../../lib/ids.ts";
import { alignBalanceDueDate, toOrderDtos } from "../../orders/index.ts";
import { rescheduleDateProblem } from "./available-date.ts";
import { enqueueBookingMail } from "./booking-mail.ts";
import { lockDeliverySlot } from "./slots.ts";
import { rescheduledMail } from "./mails.ts";

type Deps = Pick<AppDeps, "db" | "now" | "mailer" | "env">;

/**
 * Moves an order's delivery to another day the depot can serve. The new date, its audit entry and the customer's
 * mail commit together (outbox); the order row is locked so two admins cannot both take a depot's last truck.
 * The reminder follows the date: it was sent for the old date (orders.deliveryReminderSentFor), so the new one
 * gets its own.
 */
export async function rescheduleDelivery(deps: Deps, actorId: string, id: string, deliveryDate: string): Promise<OrderDto> {
  const orderId = uuidOr404(id, "Order not found");
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!current) throw notFound("Order not found");
    if (!current.deliveryDepotId || !current.deliveryTruck) throw new HttpError("conflict", "This order has no booked delivery to move");
    if (current.status === "cancelled" || current.status === "delivered") throw new HttpError("conflict", `A ${current.status} order cannot be rescheduled`);
    if (current.deliveryDate === deliveryDate) throw badRequest("Invalid delivery date", { deliveryDate: "The delivery is already on this date" });
    await lockDeliverySlot(tx, current.deliveryDepotId, deliveryDate);
    const problem = await rescheduleDateProblem(tx, current, deliveryDate, deps.now());
    if (problem) throw badRequest("That delivery date is not available", { deliveryDate: problem });
    const [moved] = await tx.update(orders).set({ deliveryDate, updatedAt: deps.now() }).where(eq(orders.id, orderId)).returning();
    await alignBalanceDueDate(tx, orderId);
    await recordAudit(tx, {
      actorId,
      action: "order.rescheduled",
      entity: "order",
      entityId: orderId,
      details: { from: { deliveryDate: current.deliveryDate }, to: { deliveryDate } },
    });
    await enqueueBookingMail(deps, tx, moved, (m) => rescheduledMail({ ...m, previousDate: current.deliveryDate }));
    return moved;
  });
  const [dto] = await toOrderDtos(deps.db, [row], { withUser: true });
  return dto;
}
