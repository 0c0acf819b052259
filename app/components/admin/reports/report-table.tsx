import { formatUsd } from "../../../../contract/money";
import type { ReportColumn, ReportDto } from "../../../../contract/reports";

type Cell = string | number | null | undefined;

/** A figure as the table and the CSV both read it: cents in dollars, basis points as a percentage. */
export function formatFigure(c: ReportColumn, v: Cell): string {
  if (v === null || v === undefined) return "—";
  if (c.kind === "cents") return formatUsd(Number(v) / 100);
  if (c.kind === "bps") return `${(Number(v) / 100).toFixed(1)} %`;
  if (c.kind === "miles") return `${Number(v).toLocaleString("en-US")} mi`;
  if (c.kind === "count") return Number(v).toLocaleString("en-US");
  return String(v);
}

/** The report's data: one row per month, depot or category, and the range's totals in the footer. */
export function ReportTable({ report, caption }: { report: ReportDto; caption: string }) {
  const [first, ...rest] = report.columns;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <th scope="col" className="py-2 pr-3">{first.label}</th>
            {rest.map((c) => <th key={c.key} scope="col" className="py-2 pl-3 text-right">{c.label}</th>)}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row, i) => (
            <tr key={`${row.label}-${i}`} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-3 text-left font-medium whitespace-nowrap text-slate-800">{formatFigure(first, row[first.key])}</th>
              {rest.map((c) => <td key={c.key} className="py-2 pl-3 text-right tabular-nums">{formatFigure(c, row[c.key])}</td>)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold text-slate-900">
            <th scope="row" className="py-2 pr-3 text-left">Total</th>
            {rest.map((c) => <td key={c.key} className="py-2 pl-3 text-right tabular-nums">{formatFigure(c, report.totals[c.key])}</td>)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
