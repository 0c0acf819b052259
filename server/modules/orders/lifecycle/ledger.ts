import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { payments, refunds } from "../../../../db/schema/index.ts";

/** The order's money as the ledger has it (docs/decisions/074): taken (payments) and given back (refunds), in cents. */
export async function orderLedger(db: DbOrTx, orderId: string): Promise<{ paidCents: number; refundedCents: number }> {
  const [[paid], [refunded]] = await Promise.all([
    db.select({ n: sql<string>`coalesce(sum(${payments.amountCents}), 0)::text` }).from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, "succeeded"))),
    db.select({ n: sql<string>`coalesce(sum(${refunds.amountCents}), 0)::text` }).from(refunds).where(eq(refunds.orderId, orderId)),
  ]);
  return { paidCents: Number(paid.n), refundedCents: Number(refunded.n) };
}
