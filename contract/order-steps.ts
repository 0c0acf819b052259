import type { ORDER_STATUSES } from "./orders.ts";

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The order state machine's moves of `orders.status` (docs/decisions/074): forward along placed → confirmed →
 * out for delivery → delivered, and cancelled from anywhere before delivery. Delivered and cancelled are final.
 * Payment states follow the ledger, not this table. Shared: the server enforces it, the admin's order page offers
 * only these steps.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["processing", "confirmed", "shipped", "cancelled"],
  processing: ["confirmed", "shipped", "cancelled"],
  confirmed: ["processing", "shipped", "cancelled"],
  shipped: ["delivered", "cancelled"],
  delivered: [],
  cancelled: [],
};

/** The admin's button for each step. */
export const ORDER_STEP_LABELS: Record<OrderStatus, string> = {
  pending: "Back to placed",
  processing: "Mark processing",
  confirmed: "Confirm",
  shipped: "Mark out for delivery",
  delivered: "Mark delivered",
  cancelled: "Cancel order",
};
