import type { ReportDto } from "../../../../contract/reports";
import { Card } from "../ui/page-header";
import { CsvExportButton } from "../ui/csv-export-button";
import { ReportChart } from "./report-chart";
import { ReportTable } from "./report-table";

type Props = { id: string; report: ReportDto; note: string; csvName: string; csv: () => Promise<Response> };

/** One report: its chart beside its table (the table is the data), and the same rows as a CSV download. */
export function ReportSection({ id, report, note, csvName, csv }: Props) {
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={`${id}-title`}>
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">{report.title}</h2>
            <p className="mt-1 text-sm text-slate-600">{note}</p>
          </div>
          <CsvExportButton label="Download CSV" fallbackName={`${csvName}.csv`} request={csv} />
        </div>
        <div className="grid gap-6 2xl:grid-cols-2">
          <ReportChart chart={report.chart} label={id} />
          <ReportTable report={report} caption={`${report.title}, ${report.from} to ${report.to}`} />
        </div>
      </section>
    </Card>
  );
}
