import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { orderItems } from "../../../../db/schema/index.ts";
import type { DateQuery } from "../delivery/dates.ts";

/**
 * A placed order's custom builds, as a date query's `build`: ready their lead time (the slowest line's) after the
 * day the order was placed, dropped the business day after (docs/decisions/074). Undefined for an order with no
 * build. Moving a drop (reschedule, a late payment's new day) asks it, so no road skips the build's lead time.
 */
export async function buildOf(db: DbOrTx, order: { id: string; createdAt: Date }): Promise<DateQuery["build"]> {
  const [row] = await db
    .select({ lead: sql<number | null>`max((${orderItems.designSnapshot} ->> 'leadTimeDays')::int)` })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  return row?.lead === null || row?.lead === undefined ? undefined : { placedAt: order.createdAt, businessDays: Number(row.lead) + 1 };
}
