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

/**
 * The admin's cancel and line edit are for orders not yet on the road (docs/decisions/089): placed, processing or
 * confirmed. Out for delivery, delivered or cancelled answers 409 transition_not_allowed; after dispatch only
 * notes and refunds.
 */
export function assertBeforeDispatch(order: Pick<OrderRow, "status">, action: "cancelled" | "edited"): void {
  if (action === "cancelled") assertOrderTransition(order.status, "cancelled");
  if (order.status === "cancelled" || order.status === "shipped" || order.status === "delivered") {
    const message = `A ${LABEL[order.status]} order cannot be ${action}: after dispatch only notes and refunds.`;
    throw new HttpError("transition_not_allowed", message, { errors: { status: message } });
  }
}
