import { type SQL, and, eq, inArray, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DispatchDrop, FailReason } from "../../../../contract/dispatch.ts";
import { centsToDollars } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { depots, drivers, drops, orderItems, orders, trucks, users } from "../../../../db/schema/index.ts";
import { placedOrder } from "../../orders/index.ts";
import { notFound } from "../../../lib/http-errors.ts";
import { locateZip } from "../delivery/distance.ts";
import { nearestNeighbourOrder } from "./route-order.ts";

const driverUsers = alias(users, "driver_users");

export type DropRow = Awaited<ReturnType<typeof selectDropRows>>[number];

/** Booked, placed, not cancelled orders matching `where`, with their customer, depot and drop (when assigned). */
export function selectDropRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ order: orders, customer: { name: users.fullName, email: users.email, phone: users.phone }, depot: depots, drop: drops, driverName: driverUsers.fullName, truck: trucks })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(depots, eq(depots.id, orders.deliveryDepotId))
    .leftJoin(drops, eq(drops.orderId, orders.id))
    .leftJoin(drivers, eq(drivers.id, drops.driverId))
    .leftJoin(driverUsers, eq(driverUsers.id, drivers.userId))
    .leftJoin(trucks, eq(trucks.id, drops.truckId))
    .where(and(ne(orders.status, "cancelled"), placedOrder, where));
}

/**
 * The rows as the board, the run sheet and the driver's page show them, in nearest-neighbour order from the depot
 * (`stop` counts from 1). An assignment made for another day (the drop was rescheduled since) is not shown: the
 * drop needs assigning again.
 */
export async function toDispatchDrops(db: DbOrTx, rows: DropRow[]): Promise<DispatchDrop[]> {
  if (!rows.length) return [];
  const items = await db
    .select({ orderId: orderItems.orderId, name: orderItems.name, dimension: orderItems.dimension, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, rows.map((r) => r.order.id)));
  const points = new Map(await Promise.all(rows.map(async (r) => [r.order.id, await locateZip(r.order.shippingAddress.postalCode)] as const)));
  const start = { latitude: rows[0].depot.latitude, longitude: rows[0].depot.longitude };
  const ordered = nearestNeighbourOrder(start, rows, (r) => points.get(r.order.id) ?? null);
  return ordered.map(({ item: r, legMiles }, i) => {
    const a = r.order.shippingAddress;
    const current = r.drop && (r.drop.day === r.order.deliveryDate || r.drop.outcome) ? r.drop : null;
    return {
      orderId: r.order.id,
      stop: i + 1,
      day: r.order.deliveryDate ?? "",
      status: r.order.status,
      customer: { name: r.customer.name, email: r.customer.email, phone: a.phone || r.customer.phone },
      address: { street: a.street, city: a.city, state: a.state, postalCode: a.postalCode },
      legMiles,
      truck: r.order.deliveryTruck,
      trucks: r.order.deliveryTrucks ?? 1,
      doorFacing: r.order.doorFacing,
      groundSurface: r.order.groundSurface,
      clearanceConfirmed: r.order.clearanceConfirmed,
      siteNotes: r.order.siteNotes,
      units: items.filter((it) => it.orderId === r.order.id).map(({ name, dimension, quantity }) => ({ name, dimension, quantity })),
      assignment: current && r.truck ? { driverId: current.driverId, driverName: r.driverName ?? "", truckId: current.truckId, plate: r.truck.plate, truckType: r.truck.type } : null,
      proof: current ? proofOf(current) : null,
    };
  });
}

function proofOf(d: typeof drops.$inferSelect): DispatchDrop["proof"] {
  return {
    outcome: (d.outcome as "delivered" | "failed" | null) ?? null,
    enRouteAt: d.enRouteAt?.toISOString() ?? null,
    finishedAt: d.finishedAt?.toISOString() ?? null,
    receivedBy: d.receivedBy,
    signatureUrl: d.signatureUrl,
    photos: d.photos.map((p) => p.url),
    failReason: (d.failReason as FailReason | null) ?? null,
    failNote: d.failNote,
    dryRunFee: d.dryRunCents === null ? null : centsToDollars(d.dryRunCents),
  };
}

/** One order's drop (assignment and proof), or null before dispatch assigned it: the admin's order page (ADR 085). */
export async function dropOfOrder(db: DbOrTx, orderId: string): Promise<DispatchDrop | null> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound("Order not found");
  const rows = await selectDropRows(db, eq(drops.orderId, orderId));
  const [drop] = await toDispatchDrops(db, rows.filter((r) => r.drop));
  return drop ?? null;
}
