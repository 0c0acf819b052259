import { and, count, desc, gte, inArray, lt, sql, sum } from "drizzle-orm";
import { centsToDollars, formatUsd } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { type MailBrand, type MailContent, button, list, paragraph, rows } from "../../../lib/mail-kit/compose.ts";
import { orderItems, orders, quoteRequests, users } from "../../../../db/schema/index.ts";
import { placedOrder } from "../../orders/index.ts";
import { percentChange } from "../dashboard/periods.ts";
import type { ReportWeeks } from "./zoned-week.ts";

type Span = { from: Date; to: Date };
export type WeekFigures = {
  orders: number;
  revenueCents: number;
  newCustomers: number;
  quoteRequests: number;
  topProducts: { name: string; quantity: number; revenueCents: number }[];
};
export type WeeklyReport = { weeks: ReportWeeks; current: WeekFigures; previous: WeekFigures; openQuotes: number };

const OPEN_QUOTE_STATUSES = ["new", "contacted", "quoted"];
const paidAt = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;
const inSpan = (column: unknown, s: Span) => sql`${column} >= ${s.from.toISOString()}::timestamptz and ${column} < ${s.to.toISOString()}::timestamptz`;

async function figures(db: DbOrTx, span: Span): Promise<WeekFigures> {
  const [[o], [c], [q], top] = await Promise.all([
    db.select({ n: count(), cents: sum(orders.totalCents) }).from(orders).where(and(placedOrder, inSpan(paidAt, span))),
    db.select({ n: count() }).from(users).where(and(sql`${users.role} = 'user'`, gte(users.createdAt, span.from), lt(users.createdAt, span.to))),
    db.select({ n: count() }).from(quoteRequests).where(and(gte(quoteRequests.createdAt, span.from), lt(quoteRequests.createdAt, span.to))),
    db
      .select({ name: orderItems.name, quantity: sql<number>`sum(${orderItems.quantity})::int`, cents: sql<number>`sum(${orderItems.totalCents})::bigint` })
      .from(orderItems)
      .innerJoin(orders, sql`${orders.id} = ${orderItems.orderId}`)
      .where(and(placedOrder, inSpan(paidAt, span)))
      .groupBy(orderItems.name)
      .orderBy(desc(sql`sum(${orderItems.totalCents})`), orderItems.name)
      .limit(5),
  ]);
  return {
    orders: Number(o?.n ?? 0),
    revenueCents: Number(o?.cents ?? 0),
    newCustomers: Number(c?.n ?? 0),
    quoteRequests: Number(q?.n ?? 0),
    topProducts: top.map((t) => ({ name: t.name, quantity: Number(t.quantity), revenueCents: Number(t.cents) })),
  };
}

/** Last week's figures and the week before's, from placed (paid) orders only. */
export async function buildWeeklyReport(db: DbOrTx, weeks: ReportWeeks): Promise<WeeklyReport> {
  const [current, previous, [open]] = await Promise.all([
    figures(db, weeks.current),
    figures(db, weeks.previous),
    db.select({ n: count() }).from(quoteRequests).where(inArray(quoteRequests.status, OPEN_QUOTE_STATUSES)),
  ]);
  return { weeks, current, previous, openQuotes: Number(open?.n ?? 0) };
}

const change = (now: number, before: number) => {
  const pct = percentChange(now, before);
  return pct === null ? "no sales the week before" : `${pct > 0 ? "+" : ""}${pct}%`;
};
const day = (d: Date, tz: string) => d.toLocaleDateString("en-US", { timeZone: tz, month: "short", day: "numeric", year: "numeric" });

/** The mail every opted-in admin gets: one figure a line, each against the week before, in the shop's layout. */
export function renderWeeklyReport(report: WeeklyReport, opts: { brand: MailBrand; timeZone: string }): Omit<MailContent, "to"> {
  const { current: c, previous: p, weeks } = report;
  const { siteName } = opts.brand;
  const lastDay = new Date(weeks.current.to.getTime() - 1);
  const range = `${day(weeks.current.from, opts.timeZone)} – ${day(lastDay, opts.timeZone)}`;
  const row = (label: string, now: number, before: number, show: (n: number) => string = String): [string, string] =>
    [label, `${show(now)} (week before: ${show(before)}${before === 0 ? "" : `, ${change(now, before)}`})`];
  const money = (cents: number) => formatUsd(centsToDollars(cents));
  const top = c.topProducts.length ? c.topProducts.map((t, i) => `  ${i + 1}. ${t.name} — ${t.quantity} sold, ${money(t.revenueCents)}`) : ["  No sales this week."];
  return {
    subject: `${siteName} weekly report: ${range}`,
    heading: `Weekly report, ${range}`,
    brand: opts.brand,
    signOff: null,
    blocks: [
      paragraph(`${siteName} weekly report, ${range} (${opts.timeZone})`),
      rows([
        row("Orders", c.orders, p.orders),
        row("Revenue", c.revenueCents, p.revenueCents, money),
        row("New customers", c.newCustomers, p.newCustomers),
        row("Quote requests", c.quoteRequests, p.quoteRequests),
        ["Open quotes now", String(report.openQuotes)],
      ]),
      list(top, "Top products"),
      button("Dashboard", `${opts.brand.publicUrl.replace(/\/$/, "")}/admin`),
      paragraph("You get this mail because weekly reports are on in your admin Operations page."),
    ],
  };
}
