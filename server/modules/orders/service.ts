import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { InvoiceDto, OrderDto } from "../../../contract/orders.ts";
import type { DbOrTx } from "../../../db/connect.ts";
import { depots, invoices, orderItems, orders, payments, refunds, users } from "../../../db/schema/index.ts";
import { type DepotSummary, type InvoiceRow, type OrderItemRow, type OrderRow, type UserSummary, toDeliveryBooking, toInvoiceDto, toOrderDto } from "./serialize.ts";
import { summariesByOrder } from "./order-summaries.ts";
import { rentalBreakdownsByOrder } from "./order-rental.ts";

async function itemsByOrder(db: DbOrTx, orderIds: string[]) {
  const map = new Map<string, OrderItemRow[]>();
  if (!orderIds.length) return map;
  const rows = await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
  for (const r of rows) map.set(r.orderId, [...(map.get(r.orderId) ?? []), r]);
  return map;
}

async function usersById(db: DbOrTx, userIds: string[]) {
  const map = new Map<string, UserSummary>();
  const ids = [...new Set(userIds)];
  if (!ids.length) return map;
  const rows = await db.select({ id: users.id, name: users.fullName, email: users.email }).from(users).where(inArray(users.id, ids));
  for (const r of rows) map.set(r.id, { name: r.name, email: r.email });
  return map;
}

/** The depots the orders' deliveries leave from, by id (city and state are what the customer sees). */
export async function depotsById(db: DbOrTx, ids: (string | null)[]) {
  const map = new Map<string, DepotSummary>();
  const wanted = [...new Set(ids.filter((i): i is string => Boolean(i)))];
  if (!wanted.length) return map;
  const rows = await db.select({ id: depots.id, name: depots.name, city: depots.city, state: depots.state }).from(depots).where(inArray(depots.id, wanted));
  for (const r of rows) map.set(r.id, r);
  return map;
}

/**
 * Order rows → DTOs with their lines, invoice, money and depot, in two queries whatever the count (lines, and
 * everything else in one: order-summaries.ts). `withUser` adds {name, email} (admin lists).
 */
export async function toOrderDtos(db: DbOrTx, rows: OrderRow[], opts: { withUser?: boolean } = {}): Promise<OrderDto[]> {
  const ids = rows.map((o) => o.id);
  const [items, summaries, rentals] = await Promise.all([itemsByOrder(db, ids), summariesByOrder(db, ids), rentalBreakdownsByOrder(db, rows)]);
  return rows.map((o) => {
    const s = summaries.get(o.id);
    const notes = s?.creditNotes ?? [];
    const money = { paidCents: s?.paidCents ?? 0, refundedCents: notes.reduce((n, r) => n + r.cents, 0), invoiceTotalCents: s?.invoiceTotalCents ?? null, creditNotes: notes };
    const dto = toOrderDto(o, items.get(o.id) ?? [], s?.invoiceId ?? null, money, opts.withUser ? s?.user : undefined, o.deliveryDepotId ? s?.depot : null);
    return { ...dto, rental: rentals.get(o.id) ?? null };
  });
}

/** The order's ledger (docs/decisions/074), read beside the order row: cents captured and cents given back. */
const ledgerPaid = sql<string>`(select coalesce(sum(p.amount_cents), 0) from ${payments} p where p.order_id = ${orders.id} and p.status = 'succeeded')::text`;
const ledgerRefunded = sql<string>`(select coalesce(sum(r.amount_cents), 0) from ${refunds} r where r.order_id = ${orders.id})::text`;

/**
 * Invoice rows → DTOs with their order's lines, shipping address, delivery, ledger and customer: two queries (lines, and
 * the order with its customer and depot in one; they were three, the depot's after the orders', ADR 045).
 */
export async function toInvoiceDtos(db: DbOrTx, rows: InvoiceRow[]): Promise<InvoiceDto[]> {
  const orderIds = rows.map((i) => i.orderId);
  const [items, who, orderRows] = await Promise.all([
    itemsByOrder(db, orderIds),
    usersById(db, rows.map((i) => i.userId)),
    orderIds.length
      ? db
          .select({ order: orders, depot: { id: depots.id, name: depots.name, city: depots.city, state: depots.state }, paid: ledgerPaid, refunded: ledgerRefunded })
          .from(orders)
          .leftJoin(depots, eq(depots.id, orders.deliveryDepotId))
          .where(inArray(orders.id, orderIds))
      : [],
  ]);
  const orderOf = new Map(orderRows.map((r) => [r.order.id, r]));
  return rows.map((inv) => {
    const found = orderOf.get(inv.orderId);
    const order = found?.order;
    const delivery = order ? toDeliveryBooking(order, order.deliveryDepotId ? found.depot : null) : null;
    const ledger = {
      paidCents: Number(found?.paid ?? 0),
      refundedCents: Number(found?.refunded ?? 0),
      balanceDueBy: order?.depositCents != null && order.deliveryDate ? new Date(`${order.deliveryDate}T00:00:00Z`) : null,
    };
    return toInvoiceDto(inv, items.get(inv.orderId) ?? [], who.get(inv.userId) ?? { name: "", email: "" }, order?.shippingAddress ?? null, order?.paidAt ?? null, delivery, ledger, order?.taxExemptCertificate ?? null);
  });
}

/**
 * An order the customer actually placed: paid (or paid and refunded), or one the shop is working on
 * (an admin moved it past "pending"). A checkout that was opened and never paid — order "pending", or
 * "cancelled" with payment "pending"/"failed" once it expired — is an attempt: listed in the admin's
 * Abandoned checkouts, counted nowhere as an order.
 */
export const placedOrder = sql`(${orders.paymentStatus} in ('deposit_paid', 'paid', 'partially_refunded', 'refunded') or ${orders.status} not in ('pending', 'cancelled'))`;
/** The opposite of placedOrder: a checkout attempt. */
export const checkoutAttempt = sql`not ${placedOrder}`;

/** A customer's placed orders, newest first; the admin's user page also sees the checkout attempts. */
export async function listOrdersForUser(db: DbOrTx, userId: string, opts: { withAttempts?: boolean } = {}): Promise<OrderDto[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), opts.withAttempts ? undefined : placedOrder))
    .orderBy(desc(orders.createdAt));
  return toOrderDtos(db, rows);
}

/** A customer's invoices, newest first. */
export async function listInvoicesForUser(db: DbOrTx, userId: string): Promise<InvoiceDto[]> {
  const rows = await db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.issueDate), desc(invoices.invoiceNumber));
  return toInvoiceDtos(db, rows);
}
