import { and, eq, inArray, sql } from "drizzle-orm";
import { centsToDollars } from "../../../contract/money.ts";
import type { OrderCancelInput, OrderCancelResult } from "../../../contract/order-edit.ts";
import type { DbOrTx } from "../../../db/connect.ts";
import { orders, stockReservations } from "../../../db/schema/index.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { notFound } from "../../lib/http-errors.ts";
import { uuidOr404 } from "../../lib/ids.ts";
import { type OrderRow, assertBeforeDispatch, orderLedger, toOrderDtos } from "../../modules/orders/index.ts";
import { refundLockedOrder } from "../refund/refund.ts";
import { cancelOrder, closeCardPageBeforeCancel } from "./cancel-order.ts";

/** Units the order holds or bought: what a cancel puts back on the shelf. */
async function unitsOf(tx: DbOrTx, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<string>`coalesce(sum(${stockReservations.quantity}), 0)::text` })
    .from(stockReservations)
    .where(and(eq(stockReservations.orderId, orderId), inArray(stockReservations.status, ["held", "sold"])));
  return Number(row.n);
}

/**
 * POST /admin/orders/{id}/cancel (docs/decisions/089): an order not yet on the road is cancelled in one transaction
 * with the order locked. Money still held is refunded through the refund path (a card through its provider, a
 * wire or check recorded as given back by hand, each on a credit note), which cancels the drop and puts the units
 * back; an unpaid order goes through `cancelOrder` (hold released, sold units returned, open invoice void). Either
 * way the order stops counting on its depot-day (cancelled orders are not counted), the customer is mailed and
 * the reason is audited. A second cancel is 409 transition_not_allowed. Open card pages are closed first.
 */
export async function cancelOrderByAdmin(deps: AppDeps, actorId: string, id: string, input: OrderCancelInput): Promise<OrderCancelResult> {
  const orderId = uuidOr404(id, "Order not found");
  const [found] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!found) throw notFound("Order not found");
  assertBeforeDispatch(found, "cancelled");
  await closeCardPageBeforeCancel(deps, found, true);
  const result = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    assertBeforeDispatch(order, "cancelled");
    const unitsBack = await unitsOf(tx, orderId);
    const money = await orderLedger(tx, orderId);
    const left = money.paidCents - money.refundedCents;
    let creditNoteNumber: string | null = null;
    if (left > 0) {
      const refund = await refundLockedOrder(deps, tx, actorId, order, left, { amount: centsToDollars(left), reason: input.reason, restock: true });
      creditNoteNumber = refund.creditNoteNumber;
    } else await cancelOrder(deps, tx, { actorId, order });
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
    const details = { reason: input.reason, refunded: centsToDollars(Math.max(left, 0)), creditNoteNumber, unitsBack, from: { status: order.status } };
    await recordAudit(tx, { actorId, action: "order.cancelled", entity: "order", entityId: orderId, details });
    return { row: row as OrderRow, refunded: centsToDollars(Math.max(left, 0)), creditNoteNumber, unitsBack };
  });
  const [order] = await toOrderDtos(deps.db, [result.row], { withUser: true });
  return { order, refunded: result.refunded, creditNoteNumber: result.creditNoteNumber, unitsBack: result.unitsBack };
}
