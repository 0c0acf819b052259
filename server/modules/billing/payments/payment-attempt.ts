import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { orders } from "../../../../db/schema/index.ts";

/**
 * Notes that money may have moved for this pending session (the customer paid, came back, or the
 * provider wrote to us). Written before fulfilment is tried, so a crash in between leaves a trace the
 * payment-reconcile job follows. The first attempt's time is kept.
 */
export async function recordPaymentAttempt(db: DbOrTx, provider: string, sessionId: string, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ paymentAttemptedAt: sql`coalesce(${orders.paymentAttemptedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(orders.provider, provider), eq(orders.providerSessionId, sessionId), eq(orders.paymentStatus, "pending")));
}
