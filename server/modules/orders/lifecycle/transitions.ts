import { ORDER_TRANSITIONS, type OrderStatus } from "../../../../contract/order-steps.ts";
import type { orders } from "../../../../db/schema/index.ts";
import { HttpError } from "../../../lib/http-errors.ts";

type OrderRow = typeof orders.$inferSelect;

export { ORDER_TRANSITIONS };

const LABEL: Record<OrderStatus, string> = { pending: "placed", processing: "processing", confirmed: "confirmed", shipped: "out for delivery", delivered: "delivered", cancelled: "cancelled" };

export function canMoveOrder(from: string, to: string): boolean {
  return from === to || (ORDER_TRANSITIONS[from as OrderStatus] ?? []).includes(to as OrderStatus);
}

/** 409 transition_not_allowed unless the table allows `from` → `to` (staying put is always allowed). */
export function assertOrderTransition(from: string, to: string): void {
  if (canMoveOrder(from, to)) return;
  const message = `A ${LABEL[from as OrderStatus] ?? from} order cannot be ${to === "cancelled" ? "cancelled" : `moved to ${LABEL[to as OrderStatus] ?? to}`}.`;
  throw new HttpError("transition_not_allowed", message, { errors: { status: message } });
}

/**
 * Cancelling by hand gives back held units, frees the truck slot and voids the invoice; money already taken is
 * given back by a refund (a full refund cancels the order), never silently kept: refused until then.
 */
export function assertCancellable(order: OrderRow, paidCents: number, refundedCents: number): void {
  assertOrderTransition(order.status, "cancelled");
  if (paidCents > refundedCents) {
    const message = "Money was taken on this order: refund it in full (Refund) and the order is cancelled with its delivery.";
    throw new HttpError("transition_not_allowed", message, { errors: { status: message } });
  }
}
