import { sql } from "drizzle-orm";
import type { ReportColumn } from "../../../../contract/reports.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { rentalAgreements, rentalInvoices, rentalPlans, stock } from "../../../../db/schema/index.ts";
import { type ReportRange, int, monthSeries, rowsOf } from "./range.ts";

export const RENTAL_COLUMNS: ReportColumn[] = [
  { key: "label", label: "Month", kind: "text" },
  { key: "unitsOnRent", label: "Units on rent", kind: "count" },
  { key: "mrrCents", label: "Monthly recurring revenue", kind: "cents" },
  { key: "collectedCents", label: "Rent collected", kind: "cents" },
  { key: "utilisationBps", label: "Utilisation", kind: "bps" },
];

export type RentalRow = { label: string; unitsOnRent: number; mrrCents: number; collectedCents: number; utilisationBps: number };

/**
 * Per month of the range (ADR 087): the units on rent on the month's last day (started, not yet ended), the rent
 * and waiver they bill a month (MRR), the monthly charges paid that month, and utilisation: units on rent ÷ (units on
 * rent + rental products' units on hand in the yards today; past stock is not kept, so today's stands in).
 */
export async function rentalsByMonth(db: DbOrTx, r: ReportRange): Promise<RentalRow[]> {
  const rows = await rowsOf<{ month: string; units: unknown; mrr: unknown; collected: unknown; idle: unknown }>(db, sql`
    with months as (${monthSeries(r)}),
    idle as (select coalesce(sum(s.on_hand), 0) as units from ${stock} s join ${rentalPlans} p on p.product_id = s.product_id)
    select m.month,
      (select count(*) from ${rentalAgreements} a where ${onRentAtMonthEnd(r)}) as units,
      (select coalesce(sum(a.rent_cents + a.waiver_cents), 0) from ${rentalAgreements} a where ${onRentAtMonthEnd(r)}) as mrr,
      (select coalesce(sum(i.amount_cents), 0) from ${rentalInvoices} i where i.status = 'paid' and i.paid_at >= ${r.start} and i.paid_at < ${r.end}
         and to_char(i.paid_at at time zone ${r.tz}, 'YYYY-MM') = m.month) as collected,
      (select units from idle) as idle
    from months m order by m.month`);
  return rows.map((x) => {
    const units = int(x.units);
    const fleet = units + int(x.idle);
    return { label: x.month, unitsOnRent: units, mrrCents: int(x.mrr), collectedCents: int(x.collected), utilisationBps: fleet ? Math.round((units * 10_000) / fleet) : 0 };
  });
}

/** An agreement `a` on rent on the last day of month `m.month` (and of the range). */
const onRentAtMonthEnd = (r: ReportRange) => {
  const last = sql`least((to_date(m.month, 'YYYY-MM') + interval '1 month' - interval '1 day')::date, ${r.to}::date)`;
  return sql`a.start_date <= ${last} and (a.ended_at is null or (a.ended_at at time zone ${r.tz})::date > ${last})`;
};

/** Whole-range figures: rent collected over the range; units and MRR as on the range's last day. */
export function rentalTotals(rows: RentalRow[]): RentalRow {
  const last = rows.at(-1);
  return { label: "Total", unitsOnRent: last?.unitsOnRent ?? 0, mrrCents: last?.mrrCents ?? 0, collectedCents: rows.reduce((n, x) => n + x.collectedCents, 0), utilisationBps: last?.utilisationBps ?? 0 };
}
