import { and, eq, isNotNull, isNull, ne, notExists } from "drizzle-orm";
import { invoices, orders, payments } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { releaseReservation } from "../../yard/index.ts";

/**
 * A session that expired or whose delayed payment failed: its order is cancelled with payment
 * "failed" and its invoice cancelled. Only while the session is still the order's current one (a
 * reused order may have moved to a fresh page) and never once paid. The cart is left as it was.
 */
export async function markSessionUnpaid(deps: AppDeps, provider: string, sessionId: string, reason: "expired" | "failed"): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: "cancelled", paymentStatus: "failed", updatedAt: now })
      .where(and(eq(orders.provider, provider), eq(orders.providerSessionId, sessionId), eq(orders.paymentStatus, "pending"), isNull(orders.sessionAmountCents)))
      .returning({ id: orders.id });
    if (!order) {
      // A page opened to pay an invoice (ADR 028) expired: the order is still owed, only the page goes.
      const [unlinked] = await tx
        .update(orders)
        .set({ providerSessionId: null, checkoutExpiresAt: null, sessionAmountCents: null, updatedAt: now })
        .where(
          and(
            eq(orders.provider, provider),
            eq(orders.providerSessionId, sessionId),
            isNotNull(orders.sessionAmountCents),
            // A page paid with a kept card is closed after it is paid (ADR 082): its success page must still find it.
            notExists(tx.select({ id: payments.id }).from(payments).where(and(eq(payments.provider, provider), eq(payments.sessionId, sessionId)))),
          ),
        )
        .returning({ id: orders.id, offerId: orders.offerId, paymentStatus: orders.paymentStatus });
      // An accepted offer's first page lapsed unpaid: its units go back (accepting again holds them anew).
      if (unlinked?.offerId && unlinked.paymentStatus === "pending") await releaseReservation(tx, unlinked.id, now);
      return false;
    }
    await tx.update(invoices).set({ status: "cancelled", updatedAt: now }).where(and(eq(invoices.orderId, order.id), ne(invoices.status, "paid")));
    await releaseReservation(tx, order.id, now);
    deps.logger.info(`[checkout] order ${order.id} cancelled: session ${sessionId} ${reason}`);
    return true;
  });
}
