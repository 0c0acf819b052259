import { sql } from "drizzle-orm";
import type { ReportColumn } from "../../../../contract/reports.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { categories, depots, orderItems, orders, productCategories } from "../../../../db/schema/index.ts";
import { type ReportRange, int, monthSeries, rowsOf } from "./range.ts";

/**
 * What counts as a sale (ADR 087): an order not cancelled that was paid (wholly, on deposit, or later refunded) or
 * is on net terms, dated by the day it was placed. Refunds are not taken off here: the dashboard's ledger does that.
 */
export const isSale = sql`${orders.status} <> 'cancelled' and (${orders.paymentStatus} not in ('pending', 'failed') or ${orders.paymentMethod} = 'net30')`;
const inRange = (r: ReportRange) => sql`${orders.createdAt} >= ${r.start} and ${orders.createdAt} < ${r.end}`;

export const SALES_COLUMNS: ReportColumn[] = [
  { key: "label", label: "", kind: "text" },
  { key: "orders", label: "Orders", kind: "count" },
  { key: "goodsCents", label: "Goods", kind: "cents" },
  { key: "deliveryCents", label: "Delivery", kind: "cents" },
  { key: "taxCents", label: "Tax", kind: "cents" },
  { key: "totalCents", label: "Total", kind: "cents" },
];

export type SalesRow = { label: string; orders: number; goodsCents: number; deliveryCents: number; taxCents: number; totalCents: number };
type Raw = { label: string | null; orders: unknown; goods: unknown; delivery: unknown; tax: unknown; total: unknown };
const toRow = (r: Raw, fallback: string): SalesRow => ({ label: r.label ?? fallback, orders: int(r.orders), goodsCents: int(r.goods), deliveryCents: int(r.delivery), taxCents: int(r.tax), totalCents: int(r.total) });

const sums = sql`count(o.id) as orders, coalesce(sum(o.subtotal_cents), 0) as goods, coalesce(sum(o.shipping_cents), 0) as delivery, coalesce(sum(o.tax_cents), 0) as tax, coalesce(sum(o.total_cents), 0) as total`;
const sales = (r: ReportRange) => sql`select * from ${orders} where ${isSale} and ${inRange(r)}`;

/** Sales per month of the range, every month listed. */
export async function salesByMonth(db: DbOrTx, r: ReportRange): Promise<SalesRow[]> {
  const rows = await rowsOf<Raw>(db, sql`
    select m.month as label, ${sums} from (${monthSeries(r)}) m
    left join (${sales(r)}) o on to_char(o.created_at at time zone ${r.tz}, 'YYYY-MM') = m.month
    group by m.month order by m.month`);
  return rows.map((x) => toRow(x, ""));
}

/** Sales per depot the order's drop leaves from; orders with no booked drop last ("No depot booked"). */
export async function salesByDepot(db: DbOrTx, r: ReportRange): Promise<SalesRow[]> {
  const rows = await rowsOf<Raw>(db, sql`
    select d.name as label, ${sums} from (${sales(r)}) o left join ${depots} d on d.id = o.delivery_depot_id
    group by d.id, d.name order by d.name nulls last`);
  return rows.map((x) => toRow(x, "No depot booked"));
}

/**
 * Goods sold per category: each line's price × quantity under its product's first category (by the shop's order),
 * so every cent is counted once; offer lines with no product are "Custom work". Delivery and tax are per order,
 * not per line, so this grouping shows goods only (orders: how many orders had such a line).
 */
export async function salesByCategory(db: DbOrTx, r: ReportRange): Promise<SalesRow[]> {
  const rows = await rowsOf<Raw>(db, sql`
    select c.name as label, count(distinct o.id) as orders, coalesce(sum(i.unit_price_cents * i.quantity), 0) as goods, 0 as delivery, 0 as tax,
      coalesce(sum(i.unit_price_cents * i.quantity), 0) as total
    from (${sales(r)}) o join ${orderItems} i on i.order_id = o.id
    left join lateral (
      select cat.name, cat.position from ${productCategories} pc join ${categories} cat on cat.slug = pc.category_slug
      where pc.product_id = i.product_id order by cat.position, cat.slug limit 1
    ) c on true
    group by c.name, c.position order by c.position nulls last, c.name`);
  return rows.map((x) => toRow(x, "Custom work"));
}

/** The whole range's sums, straight from the orders (not from the rows). */
export async function salesTotals(db: DbOrTx, r: ReportRange): Promise<SalesRow> {
  const [row] = await rowsOf<Raw>(db, sql`select 'Total' as label, ${sums} from (${sales(r)}) o`);
  return toRow(row!, "Total");
}
