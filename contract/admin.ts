import { z } from "zod";
import { INVOICE_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES, shippingAddressDto } from "./orders.ts";
import { registerInput } from "./auth.ts";
import { calendarDay } from "./deliveries.ts";
import { ASSIGNABLE_ROLES } from "./staff-roles.ts";

export { ADMIN_PAGE_SIZE } from "./admin-lists.ts";
/** Optional search of the admin order and invoice CSV exports, matched as their lists match it. */
export const adminSearchQuery = z.object({ search: z.string().trim().max(200).optional() });

export const auditEntryDto = z.object({
  id: z.number(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntryDto = z.infer<typeof auditEntryDto>;

/** Percentage change of this month so far against the same span of the previous month; null without a base. */
const change = z.number().nullable();

export const dashboardSummary = z.object({
  totalUsers: z.number(),
  totalOrders: z.number(),
  totalRevenue: z.number(),
  totalProducts: z.number(),
  pendingInvoices: z.number(),
  totalVisitorsToday: z.number(),
  changes: z.object({ users: change, orders: change, revenue: change, products: change, visitors: change, invoices: change }),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const quickStats = z.object({
  orderCounts: z.record(z.string(), z.number()),
  invoiceCounts: z.record(z.string(), z.number()),
});
export type QuickStats = z.infer<typeof quickStats>;

const trimmed = (label: string, max: number) => z.string().trim().min(1, `${label} is required`).max(max);

/**
 * PUT /admin/users/{id}: the registration rules, except that a phone may stay empty (the seeded admin has
 * none). Admins never set a password (ADR 070): a non-empty `password` is refused with `admin_password_forbidden`
 * (the field stays in the schema so that the refusal is explicit, not a silently dropped key). Changing another
 * admin needs the acting admin's `twoFactorCode`.
 */
export const adminUserUpdate = registerInput.omit({ password: true, phone: true }).extend({
  phone: z
    .string()
    .trim()
    .max(30, "Phone number is too long")
    .regex(/^[0-9+()\-.\s]*$/, "Use digits, spaces and + ( ) - only")
    .default(""),
  password: z.string().max(1024).optional().transform((p) => p || undefined),
  twoFactorCode: z.string().trim().max(32).optional(),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdate>;

/** Blocking, archiving or demoting another admin needs the acting admin's code again (ADR 070). */
const reenteredCode = z.string().trim().max(32).optional();
export const blockInput = z.object({ blocked: z.boolean(), twoFactorCode: reenteredCode });
export const archiveInput = z.object({ deleted: z.boolean(), twoFactorCode: reenteredCode });
export const roleInput = z.object({ role: z.enum(ASSIGNABLE_ROLES, { error: "Choose one of the roles listed" }) });

/** PATCH /admin/order/{id}: a status, a payment status or a new delivery day (each a step of docs/decisions/074). */
export const orderStatusPatch = z
  .object({ status: z.enum(ORDER_STATUSES).optional(), paymentStatus: z.enum(PAYMENT_STATUSES).optional(), deliveryDate: calendarDay("Choose a delivery date (YYYY-MM-DD)").optional() })
  .refine((v) => v.status !== undefined || v.paymentStatus !== undefined || v.deliveryDate !== undefined, { message: "Send status, paymentStatus or deliveryDate", path: ["status"] });

/** POST /admin/orders/{id}/refund: dollars; `restock` puts the sold units back on hand at their depot. */
export const refundInput = z.object({
  amount: z.number({ error: "Enter the amount to refund" }).positive("Enter an amount above $0.00").max(100_000_000),
  reason: z.string().trim().min(3, "Say why (the customer reads it)").max(500),
  restock: z.boolean().default(false),
});
export type RefundInput = z.infer<typeof refundInput>;
export const refundResult = z.object({
  orderId: z.string(),
  creditNoteNumber: z.string(),
  amount: z.number(),
  paymentStatus: z.string(),
  amountPaid: z.number(),
  amountRefunded: z.number(),
  restocked: z.number(),
});

/** PUT /admin/orders/{id}: what the order edit modal saves. */
export const orderUpdate = z.object({
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  trackingNumber: z.string().trim().max(100).nullish(),
  shippingAddress: shippingAddressDto.extend({
    street: trimmed("Street", 200),
    city: trimmed("City", 100),
    state: trimmed("State", 100),
    postalCode: trimmed("Postal code", 20),
    country: trimmed("Country", 100),
    phone: z.string().trim().max(30).nullish(),
  }),
});
export type OrderUpdate = z.infer<typeof orderUpdate>;

const money = (label: string) => z.number({ error: `${label} must be a number` }).min(0, `${label} cannot be negative`).max(100_000_000);

/** PUT /admin/invoices/{id}: amounts in dollars; the server computes the total. */
export const invoiceUpdate = z.object({
  subtotal: money("Subtotal"),
  tax: money("Tax"),
  shipping: money("Shipping"),
  discount: money("Discount").default(0),
  notes: z.string().trim().max(2000).nullish(),
  terms: z.string().trim().max(2000).nullish(),
  dueDate: z.iso.date("Use a date like 2026-12-31").or(z.iso.datetime().max(40)),
  status: z.enum(INVOICE_STATUSES),
});
export type InvoiceUpdate = z.infer<typeof invoiceUpdate>;

export const AUDIT_DEFAULT_LIMIT = 20;

/** GET /admin/audit: who (name or e-mail contains), what (action starts with), which object, when; `before` pages by id. */
export const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(AUDIT_DEFAULT_LIMIT),
  actor: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
  entity: z.string().trim().max(50).optional(),
  entityId: z.string().trim().max(100).optional(),
  from: calendarDay("Enter the first day as YYYY-MM-DD").optional(),
  to: calendarDay("Enter the last day as YYYY-MM-DD").optional(),
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
