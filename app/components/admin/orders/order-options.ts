import { MANUAL_PAYMENT_STATUSES } from "../../../../contract/orders";

/** The admin list offers these (SPEC section 4); an order's current status is always offered too. */
export const ADMIN_ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;
export const statusOptions = (current: string) => (ADMIN_ORDER_STATUSES as readonly string[]).includes(current) ? [...ADMIN_ORDER_STATUSES] : [current, ...ADMIN_ORDER_STATUSES];
/** Refunded and deposit states come only from the provider (a refund, a payment): shown, never offered. */
export const paymentStatusOptions = (current: string) => (MANUAL_PAYMENT_STATUSES as readonly string[]).includes(current) ? [...MANUAL_PAYMENT_STATUSES] : [current, ...MANUAL_PAYMENT_STATUSES];

const label = (s: string) => (s.charAt(0).toUpperCase() + s.slice(1)).replaceAll("_", " ");
export const optionLabel = label;
