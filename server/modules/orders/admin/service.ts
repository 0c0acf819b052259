import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { OrderUpdate } from "../../../../contract/admin.ts";
import type { AdminOrderPage } from "../../../../contract/admin-lists.ts";
import { MANUAL_PAYMENT_STATUSES, ORDER_STATUSES, type OrderDto } from "../../../../contract/orders.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { invoices, orders, users } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { badRequest, notFound } from "../../../lib/http-errors.ts";
import { containsPattern } from "../../../lib/like.ts";
import { toOrderDtos } from "../service.ts";
import { customersMatching, inList, statusesContaining, uuidContains } from "../../../lib/admin-search.ts";
import { type PageRequest, countUpToCap, pageKeys, pageOfIds, paginationOf } from "../../../lib/paging.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { convertReservationToSale, releaseReservation } from "../../yard/index.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { uuidOr404 } from "../../../lib/ids.ts";
import { orderStatusMail } from "./mails.ts";
import { orderLedger } from "../lifecycle/ledger.ts";
import { assertCancellable, assertOrderTransition } from "../lifecycle/transitions.ts";

type Deps = Pick<AppDeps, "db" | "now" | "mailer" | "env" | "logger">;
/**
 * The admin list is searched and paged in the browser (SPEC section 9); this bounds what it receives.
 * A search is also sent to the server, so an order older than the newest 1,000 can still be found.
 */
export const ADMIN_ORDER_LIMIT = 1000;

/** Orders, newest first, with the customer's name and e-mail; with a search, those matching it as the browser does. */
export async function listAllOrders(deps: Pick<AppDeps, "db">, search?: string): Promise<OrderDto[]> {
  const rows = await newestOrders(deps.db, search).limit(ADMIN_ORDER_LIMIT);
  return toOrderDtos(deps.db, rows, { withUser: true });
}

/** One page of the same list, with its pagination (the screen's server-side paging, docs/decisions/042). */
export async function pageOfOrders(db: DbOrTx, search: string | undefined, p: PageRequest): Promise<AdminOrderPage> {
  const list = { table: orders, id: orders.id, order: sql`${orders.createdAt} desc, ${orders.id} desc` };
  const inListOrder = [desc(orders.createdAt), desc(orders.id)];
  if (!search) {
    // The page's rows in the statement that finds them (pageKeys), the capped count beside it.
    const [rows, count] = await Promise.all([db.select().from(orders).where(sql`${orders.id} in (${pageKeys(list, p)})`).orderBy(...inListOrder), countUpToCap(db, orders)]);
    return { orders: await toOrderDtos(db, rows, { withUser: true }), pagination: paginationOf(p, count) };
  }
  const page = await pageOfIds(db, list, orderMatches(search), p);
  const rows = page.ids.length ? await db.select().from(orders).where(inArray(orders.id, page.ids)).orderBy(...inListOrder) : [];
  return { orders: await toOrderDtos(db, rows, { withUser: true }), pagination: paginationOf(p, page) };
}

// Newest first from orders_created_idx (created_at, id), read backwards.
const newestOrders = (db: DbOrTx, search?: string) =>
  db.select().from(orders).where(search ? orderMatches(search) : undefined).orderBy(desc(orders.createdAt), desc(orders.id)).$dynamic();

/**
 * Id, user id, status, customer name or e-mail contains the term: the browser's own match (app/routes/admin/orders.tsx).
 * Written as a union of index lookups (trigram indexes on the ids, names and e-mails) rather than one OR over
 * every order, which read all 100,000 rows and looked the customer up for each (issue 22). The statuses are a
 * fixed list (a check constraint), so the ones containing the term are picked here.
 */
export function orderMatches(search: string) {
  const like = containsPattern(search);
  return sql`${orders.id} in (
    select o.id from ${orders} o where ${uuidContains(sql`o.id`, search, like)}
    union all select o.id from ${orders} o where o.user_id in (${customersMatching(search, like)})
    union all select o.id from ${orders} o where ${inList(sql`o.status`, statusesContaining(ORDER_STATUSES, search))})`;
}

type OrderChange = Partial<Pick<OrderUpdate, "status" | "paymentStatus" | "trackingNumber" | "shippingAddress">>;

/**
 * Applies an admin change to an order with its audit entry, then e-mails the customer when the status
 * changed. The mail goes after the commit: a customer is never told about a change that was rolled back.
 */
export async function changeOrder(deps: Deps, actorId: string, id: string, change: OrderChange): Promise<OrderDto> {
  const orderId = uuidOr404(id, "Order not found");
  const now = deps.now();
  const { after } = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!current) throw notFound("Order not found");
    // Refunded, partly refunded and deposit paid follow money through the provider, never a dropdown (ADR 028).
    if (change.paymentStatus && change.paymentStatus !== current.paymentStatus && !(MANUAL_PAYMENT_STATUSES as readonly string[]).includes(change.paymentStatus)) {
      throw badRequest("This payment status cannot be set by hand", { paymentStatus: "Use Refund to give money back; payments set the other states themselves" });
    }
    // A deposit order is not shipped or delivered before its balance is in (ADR 028).
    if ((change.status === "shipped" || change.status === "delivered") && current.status !== change.status && current.paymentStatus === "deposit_paid") {
      throw badRequest("The balance is not paid yet", { status: "The balance must be paid before the delivery goes ahead" });
    }
    // The state machine (docs/decisions/074): no move out of delivered or cancelled, none backwards from the road.
    if (change.status && change.status !== current.status) {
      if (change.status === "cancelled") {
        const money = await orderLedger(tx, orderId);
        assertCancellable(current, money.paidCents, money.refundedCents);
      } else assertOrderTransition(current.status, change.status);
    }
    const paidNow = change.paymentStatus === "paid" && current.paymentStatus !== "paid";
    const [row] = await tx
      .update(orders)
      .set({
        ...(change.status ? { status: change.status } : {}),
        ...(change.paymentStatus ? { paymentStatus: change.paymentStatus } : {}),
        ...(change.trackingNumber !== undefined ? { trackingNumber: change.trackingNumber || null } : {}),
        ...(change.shippingAddress ? { shippingAddress: change.shippingAddress } : {}),
        ...(paidNow ? { paidAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(orders.id, orderId))
      .returning();
    // Stock follows the order: marked paid by hand sells the held units, cancelled gives them back.
    if (paidNow) await convertReservationToSale(tx, orderId, now);
    // Cancelled: the held units go back, the slot is free (cancelled orders are not counted) and the invoice is void.
    if (row.status === "cancelled" && current.status !== "cancelled") {
      await releaseReservation(tx, orderId, now);
      await tx.update(invoices).set({ status: "cancelled", updatedAt: now }).where(and(eq(invoices.orderId, orderId), inArray(invoices.status, ["draft", "sent", "overdue"])));
    }
    const changed: string[] = (["status", "paymentStatus", "trackingNumber"] as const).filter((k) => current[k] !== row[k]);
    if (JSON.stringify(current.shippingAddress) !== JSON.stringify(row.shippingAddress)) changed.push("shippingAddress");
    await recordAudit(tx, {
      actorId,
      action: "order.updated",
      entity: "order",
      entityId: orderId,
      details: { changed, from: { status: current.status, paymentStatus: current.paymentStatus }, to: { status: row.status, paymentStatus: row.paymentStatus } },
    });
    // The status mail commits with the status change (outbox): never one without the other.
    if (current.status !== row.status) await notifyCustomer(deps, tx, row);
    return { before: current, after: row };
  });
  const [dto] = await toOrderDtos(deps.db, [after], { withUser: true });
  return dto;
}

async function notifyCustomer(deps: Deps, tx: DbOrTx, order: typeof orders.$inferSelect) {
  const [customer] = await tx.select({ email: users.email, name: users.fullName }).from(users).where(eq(users.id, order.userId));
  if (!customer) return;
  const settings = await getSiteSettings(tx);
  await deps.mailer.enqueue(
    tx,
    orderStatusMail({ to: customer.email, name: customer.name, orderId: order.id, status: order.status, trackingNumber: order.trackingNumber, settings, publicUrl: deps.env.PUBLIC_URL }),
  );
}
