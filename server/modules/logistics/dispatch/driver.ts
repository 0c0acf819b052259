import { and, asc, desc, eq, gte, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { DriverDrops } from "../../../../contract/dispatch.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { depots, drivers, drops, orders, trucks, users } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { forbidden, notFound } from "../../../lib/http-errors.ts";
import { uuidOr404 } from "../../../lib/ids.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { localToday } from "../delivery/calendar.ts";
import { selectDropRows, toDispatchDrops } from "./drop-rows.ts";

export type DriverRow = typeof drivers.$inferSelect & { name: string; email: string };

/** The driver record of the signed-in account: 403 not_a_driver until dispatch has linked one (ADR 085). */
export async function driverOfUser(db: DbOrTx, userId: string): Promise<DriverRow> {
  const [row] = await db.select({ driver: drivers, name: users.fullName, email: users.email }).from(drivers).innerJoin(users, eq(users.id, drivers.userId)).where(eq(drivers.userId, userId));
  if (!row) throw forbidden("This account is not linked to a driver yet: ask dispatch.", "not_a_driver");
  return { ...row.driver, name: row.name, email: row.email };
}

/**
 * The driver's page (GET /driver/drops): every open drop assigned to them from today on (today's first, each day in
 * route order from the depot), and the ones they finished today (a drop made early included).
 */
export async function driverDrops(deps: Pick<AppDeps, "db" | "now">, userId: string): Promise<DriverDrops> {
  const driver = await driverOfUser(deps.db, userId);
  const { timeZone } = await getSiteSettings(deps.db);
  const today = localToday(deps.now(), timeZone);
  const rows = await selectDropRows(deps.db, and(eq(drops.driverId, driver.id), or(and(isNull(drops.outcome), gte(drops.day, today)), and(isNotNull(drops.outcome), sql`(${drops.finishedAt} at time zone ${timeZone})::date = ${today}`))));
  const current = rows.filter((r) => r.drop && (r.drop.outcome || r.drop.day === r.order.deliveryDate));
  const days = [...new Set(current.map((r) => r.drop!.day))].sort();
  const list = (await Promise.all(days.map((day) => toDispatchDrops(deps.db, current.filter((r) => r.drop!.day === day))))).flat();
  const [depot] = await deps.db.select({ city: depots.city, state: depots.state }).from(depots).where(eq(depots.id, driver.depotId));
  return { driver: { name: driver.name, depot: `${depot.city}, ${depot.state}` }, today, drops: list };
}

/**
 * In the caller's transaction: the order locked FOR UPDATE and its open drop, which must be this driver's (404
 * not_found otherwise, whoever's it is: a driver learns nothing of other drivers' drops).
 */
export async function lockDriverDrop(tx: DbOrTx, driver: DriverRow, id: string) {
  const orderId = uuidOr404(id, "Drop not found");
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  const [row] = order ? await tx.select({ drop: drops, truck: trucks }).from(drops).innerJoin(trucks, eq(trucks.id, drops.truckId)).where(and(eq(drops.orderId, orderId), eq(drops.driverId, driver.id))) : [];
  if (!order || !row || row.drop.outcome || row.drop.day !== order.deliveryDate || order.status === "cancelled") {
    throw notFound("This drop is not on your run (or it is finished).");
  }
  return { order, drop: row.drop, truck: row.truck };
}

/** The drop the driver finished last today (its ZIP is where they leave from next), else null: from the depot. */
export async function lastFinishedToday(tx: DbOrTx, driverId: string, day: string) {
  const [row] = await tx
    .select({ postalCode: orders.shippingAddress })
    .from(drops)
    .innerJoin(orders, eq(orders.id, drops.orderId))
    .where(and(eq(drops.driverId, driverId), eq(drops.day, day), isNotNull(drops.finishedAt)))
    .orderBy(desc(drops.finishedAt), asc(drops.orderId))
    .limit(1);
  return row?.postalCode.postalCode ?? null;
}

/** The proof of a delivered drop, in the caller's transaction (the order is delivered by the lifecycle beside it). */
export async function recordDelivered(tx: DbOrTx, orderId: string, proof: { receivedBy: string; signatureUrl: string; photos: { url: string; keys: string[] }[]; now: Date }) {
  await tx.update(drops).set({ outcome: "delivered", finishedAt: proof.now, receivedBy: proof.receivedBy, signatureUrl: proof.signatureUrl, photos: proof.photos }).where(eq(drops.orderId, orderId));
}

/** A drop that could not be made: the reason and the dry-run fee charged (null when none), in the caller's transaction. */
export async function recordFailed(tx: DbOrTx, orderId: string, failure: { reason: string; note: string | null; dryRunCents: number | null; now: Date }) {
  await tx.update(drops).set({ outcome: "failed", finishedAt: failure.now, failReason: failure.reason, failNote: failure.note, dryRunCents: failure.dryRunCents }).where(eq(drops.orderId, orderId));
}
