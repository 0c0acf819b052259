import { eq } from "drizzle-orm";
import type { AssignmentInput, DispatchDrop } from "../../../../contract/dispatch.ts";
import { TRUCK_LABELS, type TruckType } from "../../../../contract/delivery.ts";
import { drivers, drops, orders, trucks } from "../../../../db/schema/index.ts";
import { recordAudit } from "../../../lib/audit.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { HttpError, badRequest, conflict, notFound } from "../../../lib/http-errors.ts";
import { uuidOr404 } from "../../../lib/ids.ts";
import { selectDropRows, toDispatchDrops } from "./drop-rows.ts";
import { dropsOnDay } from "./load.ts";

type Deps = Pick<AppDeps, "db" | "now">;

const PLACED = ["deposit_paid", "paid", "partially_refunded"];

/**
 * Gives a booked drop its driver and truck for the order's delivery day (PUT /admin/orders/{id}/assignment).
 * The truck must be of the type the drop was booked with and of its depot; the driver of that depot. The order,
 * then the driver, then the truck are locked FOR UPDATE (always in that order) before their day's drops are
 * counted, so two dispatchers giving the last run of a truck to two drops are measured one after the other and the
 * second answers 409 truck_day_full (or driver_day_full). Moving a drop to another driver or truck frees the old.
 */
export async function assignDrop(deps: Deps, actorId: string, id: string, input: AssignmentInput): Promise<DispatchDrop> {
  const orderId = uuidOr404(id, "Order not found");
  await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw notFound("Order not found");
    if (order.status === "cancelled" || order.status === "delivered") throw conflict(`A ${order.status} order has no drop to assign.`);
    if (!PLACED.includes(order.paymentStatus) && order.status === "pending") throw conflict("This order is not placed yet (no payment).");
    if (!order.deliveryDepotId || !order.deliveryDate || !order.deliveryTruck) throw conflict("This order has no booked delivery day: book or reschedule it first.");
    const day = order.deliveryDate;
    const [current] = await tx.select().from(drops).where(eq(drops.orderId, orderId));
    if (current?.outcome === "delivered") throw conflict("This drop is delivered already.");
    const [driver] = await tx.select().from(drivers).where(eq(drivers.id, input.driverId)).for("update");
    if (!driver) throw badRequest("Unknown driver", { driverId: "Choose one of the depot's drivers" });
    if (driver.depotId !== order.deliveryDepotId) throw badRequest("Driver of another depot", { driverId: "This driver works from another depot" });
    const [truck] = await tx.select().from(trucks).where(eq(trucks.id, input.truckId)).for("update");
    if (!truck) throw badRequest("Unknown truck", { truckId: "Choose one of the depot's trucks" });
    const needed = TRUCK_LABELS[order.deliveryTruck as TruckType] ?? order.deliveryTruck;
    if (truck.depotId !== order.deliveryDepotId) throw new HttpError("truck_type_mismatch", "This truck is at another depot.", { errors: { truckId: "Choose a truck of the drop's depot" } });
    if (truck.type !== order.deliveryTruck) throw new HttpError("truck_type_mismatch", `This drop needs a ${needed}.`, { errors: { truckId: `The drop needs a ${needed}; ${truck.plate} is a ${TRUCK_LABELS[truck.type as TruckType]}` } });
    if ((await dropsOnDay(tx, drops.driverId, driver.id, day, orderId)) >= driver.dropsPerDay) {
      throw new HttpError("driver_day_full", `The driver already has ${driver.dropsPerDay} drops that day.`, { errors: { driverId: `Already ${driver.dropsPerDay} drops that day` } });
    }
    if ((await dropsOnDay(tx, drops.truckId, truck.id, day, orderId)) >= truck.dropsPerDay) {
      throw new HttpError("truck_day_full", `${truck.plate} already makes ${truck.dropsPerDay} drops that day.`, { errors: { truckId: `Already ${truck.dropsPerDay} drops that day` } });
    }
    const values = { driverId: driver.id, truckId: truck.id, day, assignedAt: deps.now(), enRouteAt: null, outcome: null, finishedAt: null, failReason: null, failNote: null, dryRunCents: null };
    await tx.insert(drops).values({ orderId, ...values }).onConflictDoUpdate({ target: drops.orderId, set: values });
    await recordAudit(tx, {
      actorId, action: "order.assigned", entity: "order", entityId: orderId,
      details: { day, driverId: driver.id, truckId: truck.id, plate: truck.plate, ...(current ? { from: { driverId: current.driverId, truckId: current.truckId, day: current.day } } : {}) },
    });
  });
  const [drop] = await toDispatchDrops(deps.db, await selectDropRows(deps.db, eq(orders.id, orderId)));
  return drop;
}
