import { and, eq, isNotNull, isNull, ne } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { invoices, orders } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { releaseReservation } from "../../yard/index.ts";

/**
 * Cancels an unpaid order, its invoice and its stock hold, in the caller's transaction. Only while the order
 * is still pending: a payment that landed first wins. Returns whether it was cancelled.
 */
export async function cancelUnpaidOrder(tx: DbOrTx, orderId: string, now: Date): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({ status: "cancelled", paymentStatus: "failed", updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, "pending")))
    .returning({ id: orders.id });
  if (!order) return false;
  await tx.update(invoices).set({ status: "cancelled", updatedAt: now }).where(and(eq(invoices.orderId, orderId), ne(invoices.status, "paid")));
  await releaseReservation(tx, orderId, now);
  return true;
}

/**
 * A new checkout supersedes the customer's earlier unpaid cart checkouts: their hosted pages are expired at
 * the provider (as an invoice edit closes its page, ADR 028) and those orders cancelled, so a stale page can
 * never charge a second time or an old amount. A page the provider already calls paid is left to fulfilment.
 * Offer orders and invoice pages (session amount set) are separate agreements and are not touched.
 */
export async function closeEarlierCheckouts(deps: AppDeps, tx: DbOrTx, userId: string): Promise<number> {
  const earlier = await tx
    .select({ id: orders.id, provider: orders.provider, sessionId: orders.providerSessionId })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, "pending"),
        eq(orders.paymentStatus, "pending"),
        isNull(orders.offerId),
        isNull(orders.sessionAmountCents),
        isNotNull(orders.providerSessionId),
      ),
    )
    .for("update");
  let closed = 0;
  for (const o of earlier) {
    const provider = o.provider ? deps.payments.get(o.provider) : null;
    if (provider && o.sessionId) {
      const state = await provider.retrieveSession(o.sessionId, tx);
      if (state?.status === "paid") continue;
      if (state?.status === "open") await provider.expireSession(o.sessionId, tx);
    }
    if (await cancelUnpaidOrder(tx, o.id, deps.now())) closed += 1;
  }
  return closed;
}
