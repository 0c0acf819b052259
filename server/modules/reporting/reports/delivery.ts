import { sql } from "drizzle-orm";
import type { ReportColumn } from "../../../../contract/reports.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { orders } from "../../../../db/schema/index.ts";
import { type ReportRange, int, monthSeries, rowsOf } from "./range.ts";
import { isSale } from "./sales.ts";

export const DELIVERY_COLUMNS: ReportColumn[] = [
  { key: "label", label: "Month", kind: "text" },
  { key: "deliveries", label: "Deliveries", kind: "count" },
  { key: "averageMiles", label: "Average distance", kind: "miles" },
  { key: "averageCostCents", label: "Average delivery cost", kind: "cents" },
  { key: "deliveryCents", label: "Delivery charged", kind: "cents" },
];

export type DeliveryRow = { label: string; deliveries: number; averageMiles: number; averageCostCents: number; deliveryCents: number };
type Raw = { label: string; deliveries: unknown; miles: unknown; cost: unknown; total: unknown };

// A delivery is a sale with a booked drop (its road miles are known), dated by the day the order was placed.
const booked = (r: ReportRange) =>
  sql`select * from ${orders} where ${isSale} and ${orders.deliveryMiles} is not null and ${orders.createdAt} >= ${r.start} and ${orders.createdAt} < ${r.end}`;
const figures = sql`count(o.id) as deliveries, coalesce(round(avg(o.delivery_miles)), 0) as miles, coalesce(round(avg(o.shipping_cents)), 0) as cost, coalesce(sum(o.shipping_cents), 0) as total`;
const toRow = (x: Raw): DeliveryRow => ({ label: x.label, deliveries: int(x.deliveries), averageMiles: int(x.miles), averageCostCents: int(x.cost), deliveryCents: int(x.total) });

/** Per month: booked drops, their average road miles and average delivery charge (rounded in SQL), and the sum. */
export async function deliveryByMonth(db: DbOrTx, r: ReportRange): Promise<DeliveryRow[]> {
  const rows = await rowsOf<Raw>(db, sql`
    select m.month as label, ${figures} from (${monthSeries(r)}) m
    left join (${booked(r)}) o on to_char(o.created_at at time zone ${r.tz}, 'YYYY-MM') = m.month
    group by m.month order by m.month`);
  return rows.map(toRow);
}

/** The range's averages over every drop (not an average of the months'). */
export async function deliveryTotals(db: DbOrTx, r: ReportRange): Promise<DeliveryRow> {
  const [row] = await rowsOf<Raw>(db, sql`select 'Total' as label, ${figures} from (${booked(r)}) o`);
  return toRow(row!);
}
