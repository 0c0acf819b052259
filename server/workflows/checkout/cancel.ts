import { and, eq, ne } from "drizzle-orm";
import { invoices, orders } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { HttpError, notFound } from "../../lib/http-errors.ts";
import { releaseReservation } from "../../modules/yard/index.ts";
import { fulfilCheckoutSession } from "./fulfil.ts";

const ALREADY_PAID = "This order is already paid and cannot be cancelled";

/**
 * The customer came back through the cancel link: the unpaid order and its invoice are cancelled and
 * the hosted page is expired so it cannot be paid later. The cart is left as it was. If the provider
 * says the session was paid after all, the payment is fulfilled instead and the cancel refused.
 */
export async function cancelCheckout(deps: AppDeps, userId: string, invoiceId: string) {
  const [row] = await deps.db
    .select({ order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  if (!row) throw notFound("Invoice not found");
  const { order } = row;
  if (order.paymentStatus === "paid") throw new HttpError("already_paid", ALREADY_PAID);
  const done = { orderId: order.id, invoiceId, status: "cancelled" };
  if (order.status === "cancelled") return done;

  const provider = order.provider ? deps.payments.get(order.provider) : null;
  if (provider && order.providerSessionId) {
    const state = await provider.retrieveSession(order.providerSessionId, deps.db);
    if (state?.status === "paid") {
      await fulfilCheckoutSession(deps, provider.name, order.providerSessionId);
      throw new HttpError("already_paid", ALREADY_PAID);
    }
    await provider.expireSession(order.providerSessionId, deps.db);
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(orders)
      .set({ status: "cancelled", updatedAt: now })
      .where(and(eq(orders.id, order.id), ne(orders.paymentStatus, "paid")))
      .returning({ id: orders.id });
    if (!cancelled) throw new HttpError("already_paid", ALREADY_PAID);
    await releaseReservation(tx, order.id, now);
    await tx.update(invoices).set({ status: "cancelled", updatedAt: now }).where(and(eq(invoices.id, invoiceId), ne(invoices.status, "paid")));
  });
  return done;
}
