import { eq } from "drizzle-orm";
import type { Db } from "../../../db/connect.ts";
import { orders } from "../../../db/schema/index.ts";
import { insertOrder } from "../admin/test-fixtures.ts";
import type { BookingColumns } from "../invoice-pdf/fixtures.ts";

/**
 * A paid order with a booked delivery, written directly: the checkout that books one is tested on its own.
 * `status`/`paymentStatus` override the placed, confirmed default.
 */
export async function insertBookedOrder(db: Db, userId: string, booking: BookingColumns, opts: { status?: string; paymentStatus?: string } = {}) {
  const { order, invoice } = await insertOrder(db, userId, { status: opts.status ?? "confirmed", paymentStatus: opts.paymentStatus ?? "paid", paidAt: new Date() });
  const [booked] = await db.update(orders).set(booking).where(eq(orders.id, order.id)).returning();
  return { order: booked, invoice };
}
