import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { DashboardSummary, QuickStats } from "../../../../contract/admin.ts";
import { centsToDollars } from "../../../../contract/money.ts";
import { INVOICE_STATUSES, ORDER_STATUSES } from "../../../../contract/orders.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { invoices, orders, products, users, visits } from "../../../../db/schema/index.ts";
import { placedOrder } from "../../orders/index.ts";
import { ledgerEntries } from "./revenue.ts";
import { type Span, monthSpans, percentChange, startOfUtcDay } from "./periods.ts";

/** Invoices still waiting for money: not paid and not cancelled. */
export const PENDING_INVOICE_STATUSES = ["draft", "sent", "overdue"] as const;

const within = (column: PgColumn | SQL, span: Span) =>
  sql`(${column} >= ${span.from.toISOString()}::timestamptz and ${column} < ${span.to.toISOString()}::timestamptz)`;

/**
 * An all-time figure (rows matching `total`), and the rows matching `inSpan` this month so far and in the
 * same span of last month, by `column`: one read of the table gives all three.
 */
function figure(name: string, f: { total: SQL; inSpan: SQL; column: PgColumn | SQL; value?: SQL }, spans: ReturnType<typeof monthSpans>) {
  const value = f.value ?? sql`count(*)`;
  const as = (part: string) => sql.raw(`"${name}_${part}"`);
  return sql`coalesce(${value} filter (where ${f.total}), 0)::text as ${as("total")},
    coalesce(${value} filter (where ${f.inSpan} and ${within(f.column, spans.current)}), 0)::text as ${as("current")},
    coalesce(${value} filter (where ${f.inSpan} and ${within(f.column, spans.previous)}), 0)::text as ${as("previous")}`;
}

type Figure = "users" | "orders" | "revenue" | "products" | "visitors" | "invoices";
type FigureRow = Record<`${Figure}_${"total" | "current" | "previous"}`, string>;

/**
 * The six dashboard figures, counted from the database (an empty shop shows zeros). One statement reads each
 * table once (issue 22: eighteen separate counts took seconds on 100,000 orders under load).
 */
export async function dashboardSummary(db: DbOrTx, now: Date): Promise<DashboardSummary> {
  const spans = monthSpans(now);
  // Visits are read from the start of last month's span only (the rest counts in none of the three); an open
  // or abandoned checkout is an attempt, not an order: neither it nor its invoice counts. Revenue is the ledger's
  // (issue 43): what was taken, when it was taken, less refunds, rental deposits left out.
  const pending = sql.join(PENDING_INVOICE_STATUSES.map((s) => sql`${s}`), sql`, `);
  const all = sql`true`;
  const result = (await db.execute(sql`
    select * from
      (select ${figure("users", { total: sql`${users.deletedAt} is null`, inSpan: all, column: users.createdAt }, spans)} from ${users}) u,
      (select ${figure("orders", { total: placedOrder, inSpan: placedOrder, column: orders.createdAt }, spans)} from ${orders}) o,
      (select ${figure("revenue", { total: all, inSpan: all, column: sql`at`, value: sql`sum(cents)` }, spans)} from (${ledgerEntries}) ledger) r,
      (select ${figure("products", { total: sql`${products.hiddenAt} is null`, inSpan: all, column: products.createdAt }, spans)} from ${products}) p,
      (select ${figure("visitors", { total: sql`${visits.createdAt} >= ${startOfUtcDay(now).toISOString()}::timestamptz`, inSpan: all, column: visits.createdAt }, spans)}
       from ${visits} where ${visits.createdAt} >= ${spans.previous.from.toISOString()}::timestamptz) v,
      (select ${figure("invoices", { total: all, inSpan: all, column: invoices.issueDate }, spans)}
       from ${invoices} join ${orders} on ${orders.id} = ${invoices.orderId} where ${invoices.status} in (${pending}) and ${placedOrder}) i
  `)) as unknown as { rows: FigureRow[] };
  const row = result.rows[0];
  const read = (f: Figure) => ({ value: Number(row[`${f}_total`]), change: percentChange(Number(row[`${f}_current`]), Number(row[`${f}_previous`])) });
  const [u, o, r, p, v, i] = (["users", "orders", "revenue", "products", "visitors", "invoices"] as const).map(read);
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
  const result = (await db.execute(sql`
    select 'order' as kind, ${orders.status} as status, count(*)::int as n from ${orders} where ${placedOrder} group by ${orders.status}
    union all
    select 'invoice', ${invoices.status}, count(*)::int from ${invoices} join ${orders} on ${orders.id} = ${invoices.orderId}
    where ${placedOrder} group by ${invoices.status}
  `)) as unknown as { rows: { kind: "order" | "invoice"; status: string; n: number }[] };
  const tally = (statuses: readonly string[], kind: "order" | "invoice") => {
    const out: Record<string, number> = Object.fromEntries(statuses.map((s) => [s, 0]));
    for (const row of result.rows) if (row.kind === kind) out[row.status] = Number(row.n);
    return out;
  };
  return { orderCounts: tally(ORDER_STATUSES, "order"), invoiceCounts: tally(INVOICE_STATUSES, "invoice") };
}
