import { eq } from "drizzle-orm";
import type { OrderUpdate } from "../../../contract/admin.ts";
import { MANUAL_PAYMENT_STATUSES, type OrderDto } from "../../../contract/orders.ts";
import type { DbOrTx } from "../../../db/connect.ts";
import { orders } from "../../../db/schema/index.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { badRequest, notFound } from "../../lib/http-errors.ts";
import { uuidOr404 } from "../../lib/ids.ts";
import { rescheduleOrder } from "../../modules/logistics/index.ts";
import { type LifecycleDeps, type Move, type OrderRow, deliverOrder, moveOrderStatus, scheduleOrder, shipOrder, toOrderDtos } from "../../modules/orders/index.ts";
import { convertReservationToSale } from "../../modules/yard/index.ts";
import { cancelOrder, closeCardPageBeforeCancel } from "./cancel-order.ts";

export type AdminOrderChange = Partial<Pick<OrderUpdate, "status" | "paymentStatus" | "trackingNumber" | "shippingAddress">> & { deliveryDate?: string };

type Status = OrderRow["status"];
type Step = (deps: LifecycleDeps, tx: DbOrTx, m: Move) => Promise<OrderRow>;

/** The named step for each status the admin can pick (docs/decisions/074); none writes the status but through the table. */
const STEPS: Record<string, Step> = {
  pending: (deps, tx, m) => moveOrderStatus(deps, tx, m, "pending"),
  processing: (deps, tx, m) => scheduleOrder(deps, tx, m, "processing"),
  confirmed: (deps, tx, m) => scheduleOrder(deps, tx, m, "confirmed"),
  shipped: shipOrder,
  delivered: deliverOrder,
  cancelled: cancelOrder,
};

/**
 * The admin's order edits (PATCH /admin/order/{id}, the edit form's PUT, Reschedule) in one transaction with the
 * order locked: the plain fields first (tracking number, ship-to, a payment status set by hand), then a new day
 * through `rescheduleOrder`, then the status through its named step, which writes one audit entry for the whole
 * save and mails the customer. A cancel closes the order's card page at the provider before the transaction.
 */
export async function changeOrderByAdmin(deps: AppDeps, actorId: string, id: string, change: AdminOrderChange): Promise<OrderDto> {
  const orderId = uuidOr404(id, "Order not found");
  if (change.status === "cancelled") {
    const [found] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
    if (!found) throw notFound("Order not found");
    await closeCardPageBeforeCancel(deps, found);
  }
  const after = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!before) throw notFound("Order not found");
    const edited = await applyFields(deps, tx, before, change);
    let row = edited.row;
    if (change.deliveryDate) row = await rescheduleOrder(deps, tx, { actorId, order: row }, change.deliveryDate);
    if (change.status && change.status !== before.status) return STEPS[change.status as Status](deps, tx, { actorId, order: row, before, alsoChanged: edited.changed });
    if (edited.changed.length) {
      const details = { changed: edited.changed, from: { status: before.status, paymentStatus: before.paymentStatus }, to: { status: row.status, paymentStatus: row.paymentStatus } };
      await recordAudit(tx, { actorId, action: "order.updated", entity: "order", entityId: orderId, details });
    }
    return row;
  });
  const [dto] = await toOrderDtos(deps.db, [after], { withUser: true });
  return dto;
}

/**
 * Tracking number, ship-to and a payment status set by hand: refunded, partly refunded and deposit paid follow
 * money through the ledger, never a dropdown (ADR 028). Marked paid by hand sells the held units.
 */
async function applyFields(deps: LifecycleDeps, tx: DbOrTx, current: OrderRow, change: AdminOrderChange): Promise<{ row: OrderRow; changed: string[] }> {
  if (change.paymentStatus && change.paymentStatus !== current.paymentStatus && !(MANUAL_PAYMENT_STATUSES as readonly string[]).includes(change.paymentStatus)) {
    throw badRequest("This payment status cannot be set by hand", { paymentStatus: "Use Refund to give money back; payments set the other states themselves" });
  }
  const now = deps.now();
  const paidNow = change.paymentStatus === "paid" && current.paymentStatus !== "paid";
  const set = {
    ...(change.paymentStatus ? { paymentStatus: change.paymentStatus } : {}),
    ...(change.trackingNumber !== undefined ? { trackingNumber: change.trackingNumber || null } : {}),
    ...(change.shippingAddress ? { shippingAddress: change.shippingAddress } : {}),
    ...(paidNow ? { paidAt: now } : {}),
  };
  if (!Object.keys(set).length) return { row: current, changed: [] };
  const [row] = await tx.update(orders).set({ ...set, updatedAt: now }).where(eq(orders.id, current.id)).returning();
  if (paidNow) await convertReservationToSale(tx, current.id, now);
  const changed: string[] = (["paymentStatus", "trackingNumber"] as const).filter((k) => current[k] !== row[k]);
  if (JSON.stringify(current.shippingAddress) !== JSON.stringify(row.shippingAddress)) changed.push("shippingAddress");
  return { row, changed };
}
