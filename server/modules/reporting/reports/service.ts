import type { ReportColumn, ReportDto } from "../../../../contract/reports.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { toCsv } from "../../../lib/csv.ts";
import { CHART_HEIGHT, CHART_WIDTH, type ChartSeries, chartOption, renderChartSvg } from "./chart.ts";
import { DELIVERY_COLUMNS, deliveryByMonth, deliveryTotals } from "./delivery.ts";
import { reportRange } from "./range.ts";
import { RENTAL_COLUMNS, rentalTotals, rentalsByMonth } from "./rentals.ts";
import { SALES_COLUMNS, type SalesRow, salesByCategory, salesByDepot, salesByMonth, salesTotals } from "./sales.ts";

type Row = Record<string, string | number | null>;
const GROUP_LABEL = { month: "Month", depot: "Depot", category: "Category" } as const;

function report(title: string, from: string, to: string, columns: ReportColumn[], rows: Row[], totals: Row, series: ChartSeries[]): ReportDto {
  const option = chartOption(rows, series);
  return { title, from, to, columns, rows, totals, chart: { svg: renderChartSvg(option), option, width: CHART_WIDTH, height: CHART_HEIGHT } };
}

/** Sales over the range by month, by depot or by category (goods only), with the range's totals. */
export async function salesReport(db: DbOrTx, q: { from: string; to: string; by: "month" | "depot" | "category" }): Promise<ReportDto> {
  const r = await reportRange(db, q.from, q.to);
  const rows = await (q.by === "month" ? salesByMonth : q.by === "depot" ? salesByDepot : salesByCategory)(db, r);
  const totals = q.by === "category" ? sumRows(rows) : await salesTotals(db, r);
  const columns = SALES_COLUMNS.map((c) => (c.key === "label" ? { ...c, label: GROUP_LABEL[q.by] } : c)).filter((c) => q.by !== "category" || !["deliveryCents", "taxCents", "totalCents"].includes(c.key));
  const series: ChartSeries[] = [{ name: q.by === "category" ? "Goods" : "Total", key: q.by === "category" ? "goodsCents" : "totalCents", type: "bar", dollars: true }];
  return report(`Sales by ${q.by}`, q.from, q.to, columns, rows, totals, series);
}

function sumRows(rows: SalesRow[]): Row {
  const add = (k: keyof Omit<SalesRow, "label">) => rows.reduce((n, x) => n + x[k], 0);
  // Orders may hold lines of several categories: the order count is not the sum of the rows' counts, so none.
  return { label: "Total", orders: null, goodsCents: add("goodsCents"), deliveryCents: add("deliveryCents"), taxCents: add("taxCents"), totalCents: add("totalCents") };
}

/** Rentals per month: units on rent, monthly recurring revenue, rent collected and utilisation. */
export async function rentalsReport(db: DbOrTx, q: { from: string; to: string }): Promise<ReportDto> {
  const rows = await rentalsByMonth(db, await reportRange(db, q.from, q.to));
  const series: ChartSeries[] = [
    { name: "MRR", key: "mrrCents", type: "bar", dollars: true },
    { name: "Utilisation", key: "utilisationBps", type: "line", percent: true, axis: 1 },
  ];
  return report("Rentals", q.from, q.to, RENTAL_COLUMNS, rows, rentalTotals(rows), series);
}

/** Deliveries per month: how many, average road miles and average charge. */
export async function deliveryReport(db: DbOrTx, q: { from: string; to: string }): Promise<ReportDto> {
  const r = await reportRange(db, q.from, q.to);
  const [rows, totals] = await Promise.all([deliveryByMonth(db, r), deliveryTotals(db, r)]);
  const series: ChartSeries[] = [
    { name: "Average cost", key: "averageCostCents", type: "bar", dollars: true },
    { name: "Average miles", key: "averageMiles", type: "line", axis: 1 },
  ];
  return report("Delivery", q.from, q.to, DELIVERY_COLUMNS, rows, totals, series);
}

/** The report's rows as CSV, the same figures as the table: cents as dollars with two decimals, bps as a percentage. */
export function reportCsv(r: ReportDto): string {
  const cell = (c: ReportColumn, v: string | number | null | undefined) =>
    v === null || v === undefined ? "" : c.kind === "cents" ? (Number(v) / 100).toFixed(2) : c.kind === "bps" ? (Number(v) / 100).toFixed(2) : String(v);
  const header = r.columns.map((c) => (c.kind === "cents" ? `${c.label} (USD)` : c.kind === "bps" ? `${c.label} (%)` : c.kind === "miles" ? `${c.label} (miles)` : c.label));
  return toCsv(header, [...r.rows, r.totals].map((row) => r.columns.map((c) => cell(c, row[c.key]))));
}
