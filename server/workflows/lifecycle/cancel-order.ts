import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/connect.ts";
import { invoices } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { HttpError } from "../../lib/http-errors.ts";
import { type LifecycleDeps, type Move, type OrderRow, assertCancellable, moveOrderStatus, orderLedger } from "../../modules/orders/index.ts";
import { releaseReservation, returnSoldUnits } from "../../modules/yard/index.ts";
import { fulfilCheckoutSession } from "../checkout/fulfil.ts";

/**
 * Before an unpaid order is cancelled its hosted card page is closed at the provider, so it cannot be paid
 * afterwards (a payment would revive the cancelled order). Done before the cancel's transaction: the provider is
 * no database. A page the provider says was paid meanwhile is fulfilled and the cancel refused (refund it instead).
 * Money already held refuses the cancel before the page is touched, so a refused cancel leaves the page open,
 * unless the cancel refunds it (`refundsMoney`, the admin's cancel: docs/decisions/089): a page paid meanwhile is
 * written to the ledger and refunded with the rest.
 */
export async function closeCardPageBeforeCancel(deps: AppDeps, order: OrderRow, refundsMoney = false): Promise<void> {
  if (order.status === "cancelled") return;
  const money = await orderLedger(deps.db, order.id);
  if (!refundsMoney) assertCancellable(order, money.paidCents, money.refundedCents);
  const provider = order.provider ? deps.payments.get(order.provider) : null;
  if (!provider || !order.providerSessionId) return;
  const state = await provider.retrieveSession(order.providerSessionId, deps.db);
  if (state?.status === "paid") {
    await fulfilCheckoutSession(deps, provider.name, order.providerSessionId);
    // The admin's cancel refunds what the ledger holds, this payment included now that it is written.
    if (refundsMoney) return;
    const message = "The customer paid this order meanwhile: refund it in full (Refund) and the order is cancelled with its delivery.";
    throw new HttpError("transition_not_allowed", message, { errors: { status: message } });
  }
  if (state?.status === "open") await provider.expireSession(order.providerSessionId, deps.db);
}

/**
 * → cancelled by hand (docs/decisions/074), in the caller's transaction with the order locked: the held units go
 * back (and units already sold to it, a net-30 order's: docs/decisions/089), the truck slot is free (cancelled orders are not counted), the open invoice is void, with the audit entry
 * and the customer's mail. Money held on the order refuses it (409 transition_not_allowed: refund it in full).
 */
export async function cancelOrder(deps: LifecycleDeps, tx: DbOrTx, m: Move): Promise<OrderRow> {
  const money = await orderLedger(tx, m.order.id);
  assertCancellable(m.order, money.paidCents, money.refundedCents);
  const row = await moveOrderStatus(deps, tx, m, "cancelled");
  if (m.order.status === "cancelled") return row;
  const now = deps.now();
  await releaseReservation(tx, row.id, now);
  await returnSoldUnits(tx, row.id, now);
  await tx.update(invoices).set({ status: "cancelled", updatedAt: now }).where(and(eq(invoices.orderId, row.id), inArray(invoices.status, ["draft", "sent", "overdue"])));
  return row;
}
