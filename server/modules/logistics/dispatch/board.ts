import { and, eq } from "drizzle-orm";
import type { DispatchBoard } from "../../../../contract/dispatch.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { depots, drops, orders } from "../../../../db/schema/index.ts";
import { notFound } from "../../../lib/http-errors.ts";
import { toDispatchDrops, selectDropRows } from "./drop-rows.ts";
import { dropsOnDay } from "./load.ts";
import { driverRows, listTrucks } from "./resources.ts";

/** One depot's day (GET /admin/dispatch): its drops in route order, and its drivers and trucks with the drops each has. */
export async function dispatchBoard(db: DbOrTx, depotId: string, date: string): Promise<DispatchBoard> {
  const [depot] = await db.select().from(depots).where(eq(depots.id, depotId));
  if (!depot) throw notFound("Depot not found");
  const rows = await selectDropRows(db, and(eq(orders.deliveryDepotId, depotId), eq(orders.deliveryDate, date)));
  const [driverList, truckList] = await Promise.all([driverRows(db, depotId), listTrucks(db, depotId)]);
  return {
    depot: { id: depot.id, name: depot.name, city: depot.city, state: depot.state },
    date,
    drops: await toDispatchDrops(db, rows),
    drivers: await Promise.all(driverList.map(async (d) => ({ ...d, booked: await dropsOnDay(db, drops.driverId, d.id, date) }))),
    trucks: await Promise.all(truckList.map(async (t) => ({ ...t, booked: await dropsOnDay(db, drops.truckId, t.id, date) }))),
  };
}

/** One driver's drops of a depot's day, in their own route order: the run sheet. */
export async function driverRun(db: DbOrTx, depotId: string, date: string, driverId: string) {
  const rows = await selectDropRows(db, and(eq(orders.deliveryDepotId, depotId), eq(orders.deliveryDate, date), eq(drops.driverId, driverId), eq(drops.day, date)));
  return toDispatchDrops(db, rows);
}
