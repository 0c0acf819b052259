import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { payments } from "../../../../db/schema/index.ts";

/** Cents taken for an order (refunds are kept apart, in `refunds`). */
export async function paidCents(db: DbOrTx, orderId: string): Promise<number> {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(sum(${payments.amountCents}), 0)::text` })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "succeeded")));
  return Number(row.paid);
}

