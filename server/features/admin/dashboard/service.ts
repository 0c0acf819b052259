import { type SQL, and, count, gte, inArray, isNull, sql, sum } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { DashboardSummary, QuickStats } from "../../../../contract/admin.ts";
import { centsToDollars } from "../../../../contract/money.ts";
import { INVOICE_STATUSES, ORDER_STATUSES } from "../../../../contract/orders.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { invoices, orders, products, users, visits } from "../../../../db/schema/index.ts";
import { placedOrder } from "../../orders/service.ts";
import { type Span, monthSpans, percentChange, startOfUtcDay } from "./periods.ts";

/** Invoices still waiting for money: not paid and not cancelled. */
export const PENDING_INVOICE_STATUSES = ["draft", "sent", "overdue"] as const;

const within = (column: PgColumn | SQL, span: Span) =>
  sql`(${column} >= ${span.from.toISOString()}::timestamptz and ${column} < ${span.to.toISOString()}::timestamptz)`;

/** The invoice belongs to a placed (paid) order, not to a checkout attempt. */
const ofPlacedOrder = sql`${invoices.orderId} in (select ${orders.id} from ${orders} where ${placedOrder})`;

type Counter = (where?: SQL) => Promise<number>;

const counter = (db: DbOrTx, table: typeof users | typeof orders | typeof products | typeof visits | typeof invoices): Counter => async (where) => {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
};

async function paidRevenueCents(db: DbOrTx, where?: SQL): Promise<number> {
  const [row] = await db.select({ cents: sum(orders.totalCents) }).from(orders).where(and(sql`${orders.paymentStatus} = 'paid'`, where));
  return Number(row?.cents ?? 0);
}

/** A figure now, and its change this month so far against the same span of last month. */
async function withChange(total: Promise<number>, inSpan: (s: Span) => Promise<number>, spans: ReturnType<typeof monthSpans>) {
  const [value, current, previous] = await Promise.all([total, inSpan(spans.current), inSpan(spans.previous)]);
  return { value, change: percentChange(current, previous) };
}

/** The six dashboard figures, counted from the database (an empty shop shows zeros). */
export async function dashboardSummary(db: DbOrTx, now: Date): Promise<DashboardSummary> {
  const spans = monthSpans(now);
  const countUsers = counter(db, users);
  const countOrders = counter(db, orders);
  const countProducts = counter(db, products);
  const countVisits = counter(db, visits);
  const countInvoices = counter(db, invoices);
  // An open or abandoned checkout is an attempt, not an order: neither it nor its invoice counts.
  const pending = and(inArray(invoices.status, [...PENDING_INVOICE_STATUSES]), ofPlacedOrder);
  const paidAt = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;

  const [u, o, r, p, v, i] = await Promise.all([
    withChange(countUsers(isNull(users.deletedAt)), (s) => countUsers(within(users.createdAt, s)), spans),
    withChange(countOrders(placedOrder), (s) => countOrders(and(placedOrder, within(orders.createdAt, s))), spans),
    withChange(paidRevenueCents(db), (s) => paidRevenueCents(db, within(paidAt, s)), spans),
    withChange(countProducts(isNull(products.hiddenAt)), (s) => countProducts(within(products.createdAt, s)), spans),
    withChange(countVisits(gte(visits.createdAt, startOfUtcDay(now))), (s) => countVisits(within(visits.createdAt, s)), spans),
    withChange(countInvoices(pending), (s) => countInvoices(and(pending, within(invoices.issueDate, s))), spans),
  ]);
  return {
    totalUsers: u.value,
    totalOrders: o.value,
    totalRevenue: centsToDollars(r.value),
    totalProducts: p.value,
    totalVisitorsToday: v.value,
    pendingInvoices: i.value,
    changes: { users: u.change, orders: o.change, revenue: r.change, products: p.change, visitors: v.change, invoices: i.change },
  };
}

/** How many placed orders and their invoices are in each status; every known status is present, zero or not. */
export async function quickStats(db: DbOrTx): Promise<QuickStats> {
  const [orderRows, invoiceRows] = await Promise.all([
    db.select({ status: orders.status, n: count() }).from(orders).where(placedOrder).groupBy(orders.status),
    db.select({ status: invoices.status, n: count() }).from(invoices).where(ofPlacedOrder).groupBy(invoices.status),
  ]);
  const tally = (statuses: readonly string[], rows: { status: string; n: number }[]) => {
    const out: Record<string, number> = Object.fromEntries(statuses.map((s) => [s, 0]));
    for (const row of rows) out[row.status] = Number(row.n);
    return out;
  };
  return { orderCounts: tally(ORDER_STATUSES, orderRows), invoiceCounts: tally(INVOICE_STATUSES, invoiceRows) };
}
