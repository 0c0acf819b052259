import { type SQL, and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { InvoiceDto, OrderDto } from "../../../contract/orders.ts";
import type { DbOrTx } from "../../../db/connect.ts";
import { depots, invoices, orderItems, orders, payments, refunds, users } from "../../../db/schema/index.ts";
import { type DepotSummary, type InvoiceRow, type OrderItemRow, type OrderRow, type UserSummary, type CreditNoteSummary, toDeliveryBooking, toInvoiceDto, toOrderDto } from "./serialize.ts";

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
 * Order rows → DTOs with their lines and invoice id, in three queries whatever the count.
 * `withUser` adds {name, email} (admin lists).
 */
export async function toOrderDtos(db: DbOrTx, rows: OrderRow[], opts: { withUser?: boolean } = {}): Promise<OrderDto[]> {
  const ids = rows.map((o) => o.id);
  const [items, invs, people, paid, refunded, yards] = await Promise.all([
    itemsByOrder(db, ids),
    ids.length ? db.select({ id: invoices.id, orderId: invoices.orderId, totalCents: invoices.totalCents }).from(invoices).where(inArray(invoices.orderId, ids)) : [],
    opts.withUser ? usersById(db, rows.map((o) => o.userId)) : new Map<string, UserSummary>(),
    centsByOrder(db, payments, ids, eq(payments.status, "succeeded")),
    refundsByOrder(db, ids),
    depotsById(db, rows.map((o) => o.deliveryDepotId)),
  ]);
  const invoiceOf = new Map(invs.map((i) => [i.orderId, i]));
  return rows.map((o) => {
    const inv = invoiceOf.get(o.id);
    const notes = refunded.get(o.id) ?? [];
    const money = { paidCents: paid.get(o.id) ?? 0, refundedCents: notes.reduce((n, r) => n + r.cents, 0), invoiceTotalCents: inv?.totalCents ?? null, creditNotes: notes };
    return toOrderDto(o, items.get(o.id) ?? [], inv?.id ?? null, money, people.get(o.userId), o.deliveryDepotId ? yards.get(o.deliveryDepotId) : null);
  });
}

/**
 * The refunds of each order as credit notes (one number may cover refunds of several payments), oldest first,
 * in one query: their sum is what was given back.
 */
async function refundsByOrder(db: DbOrTx, orderIds: string[]) {
  const map = new Map<string, CreditNoteSummary[]>();
  if (!orderIds.length) return map;
  const rows = await db
    .select({ orderId: refunds.orderId, number: refunds.creditNoteNumber, cents: sql<string>`sum(${refunds.amountCents})::text`, createdAt: sql<Date>`min(${refunds.createdAt})`.mapWith(refunds.createdAt) })
    .from(refunds)
    .where(inArray(refunds.orderId, orderIds))
    .groupBy(refunds.orderId, refunds.creditNoteNumber)
    .orderBy(sql`min(${refunds.createdAt})`, refunds.creditNoteNumber);
  for (const r of rows) map.set(r.orderId, [...(map.get(r.orderId) ?? []), { number: r.number, cents: Number(r.cents), createdAt: r.createdAt }]);
  return map;
}

/** Sum of amount_cents per order in `payments`, one query. */
async function centsByOrder(db: DbOrTx, table: typeof payments, orderIds: string[], where?: SQL) {
  const map = new Map<string, number>();
  if (!orderIds.length) return map;
  const rows = await db
    .select({ orderId: table.orderId, cents: sql<string>`sum(${table.amountCents})::text` })
    .from(table)
    .where(and(inArray(table.orderId, orderIds), where))
    .groupBy(table.orderId);
  for (const r of rows) map.set(r.orderId, Number(r.cents));
  return map;
}

/** Invoice rows → DTOs with their order's lines, shipping address and customer. */
export async function toInvoiceDtos(db: DbOrTx, rows: InvoiceRow[]): Promise<InvoiceDto[]> {
  const orderIds = rows.map((i) => i.orderId);
  const [items, people, orderRows] = await Promise.all([
    itemsByOrder(db, orderIds),
    usersById(db, rows.map((i) => i.userId)),
    orderIds.length ? db.select().from(orders).where(inArray(orders.id, orderIds)) : [],
  ]);
  const orderOf = new Map(orderRows.map((o) => [o.id, o]));
  const yards = await depotsById(db, orderRows.map((o) => o.deliveryDepotId));
  return rows.map((inv) => {
    const order = orderOf.get(inv.orderId);
    const who = people.get(inv.userId) ?? { name: "", email: "" };
    const delivery = order ? toDeliveryBooking(order, order.deliveryDepotId ? yards.get(order.deliveryDepotId) : null) : null;
    return toInvoiceDto(inv, items.get(inv.orderId) ?? [], who, order?.shippingAddress ?? null, order?.paidAt ?? null, delivery);
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
