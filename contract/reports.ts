import { z } from "zod";

/** A report's range: two calendar days, both included, read in the shop's time zone (ADR 087). */
export const reportRangeQuery = z
  .object({
    from: z.iso.date({ error: "Use a date like 2026-01-31" }),
    to: z.iso.date({ error: "Use a date like 2026-12-31" }),
  })
  .refine((q) => q.from <= q.to, { message: "The start must be on or before the end", path: ["from"] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 3 * 366 * 86_400_000, { message: "Choose at most three years", path: ["to"] });

export const SALES_GROUPINGS = ["month", "depot", "category"] as const;
export const salesReportQuery = z.object({
  from: z.iso.date({ error: "Use a date like 2026-01-31" }),
  to: z.iso.date({ error: "Use a date like 2026-12-31" }),
  by: z.enum(SALES_GROUPINGS, { error: "Group by month, depot or category" }).default("month"),
});

/** How a column's numbers read: cents as dollars, counts, miles, basis points as a percentage, or text. */
export const REPORT_COLUMN_KINDS = ["text", "cents", "count", "miles", "bps"] as const;
export const reportColumn = z.object({ key: z.string(), label: z.string(), kind: z.enum(REPORT_COLUMN_KINDS) });
export type ReportColumn = z.infer<typeof reportColumn>;

/**
 * One report as the admin page shows it: the rows are the data (the table beside the chart, and the CSV); the chart
 * is the same rows drawn by echarts, as SVG rendered on the server plus the option the browser takes it over with.
 */
export const reportDto = z.object({
  title: z.string(),
  from: z.string(),
  to: z.string(),
  columns: z.array(reportColumn),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  /** Whole-range figures (summed or averaged over every row's records, not over the rows). */
  totals: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  chart: z.object({ svg: z.string(), option: z.record(z.string(), z.unknown()), width: z.number(), height: z.number() }),
});
export type ReportDto = z.infer<typeof reportDto>;
