import { and, eq, isNotNull, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { drops, orders } from "../../../../db/schema/index.ts";

/**
 * The drops that take a driver's or a truck's day: assigned for that day and still booked on it, or already
 * driven (delivered or failed: the run was made). A drop moved to another day since no longer counts.
 */
export function countsOnDay(day: string) {
  return and(eq(drops.day, day), or(isNotNull(drops.outcome), and(eq(orders.deliveryDate, day), ne(orders.status, "cancelled"))));
}

/** How many drops `column` (a driver's or a truck's) has on `day`, leaving out `exceptOrderId` (the one being moved). */
export async function dropsOnDay(db: DbOrTx, column: typeof drops.driverId | typeof drops.truckId, id: string, day: string, exceptOrderId?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)::text` })
    .from(drops)
    .innerJoin(orders, eq(orders.id, drops.orderId))
    .where(and(eq(column, id), countsOnDay(day), exceptOrderId ? ne(drops.orderId, exceptOrderId) : undefined));
  return Number(row.n);
}
