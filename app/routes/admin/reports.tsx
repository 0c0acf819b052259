import { defaultReportRange } from "../../components/admin/reports/default-range";
import { ReportRangeForm } from "../../components/admin/reports/report-range-form";
import { ReportSection } from "../../components/admin/reports/report-section";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { PageHeader } from "../../components/admin/ui/page-header";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { ApiError } from "../../lib/api";
import { client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/reports";

export const meta = () => adminMeta("Reports");

type By = "month" | "depot" | "category";

/** The range and grouping come from the URL; a range the server refuses shows its field errors and no reports. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const fallback = defaultReportRange(new Date());
  const range = { from: params.get("from") || fallback.from, to: params.get("to") || fallback.to };
  const by = (params.get("by") || "month") as By;
  try {
    const [sales, rentals, delivery] = await Promise.all([
      call(client.admin.reports.sales.$get({ query: { ...range, by } })),
      call(client.admin.reports.rentals.$get({ query: range })),
      call(client.admin.reports.delivery.$get({ query: range })),
    ]);
    return { range, by, reports: { sales, rentals, delivery }, errors: {} as Record<string, string> };
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== "validation_failed") throw err;
    return { range, by, reports: null, errors: err.errors };
  }
}

export const ErrorBoundary = () => <AdminRouteError title="Reports" />;

/** /admin/reports — sales, rentals and delivery over a chosen range: a chart, its table and a CSV of each. */
export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { range, by, reports, errors } = loaderData;
  return (
    <>
      <PageHeader title="Reports" description="Sales, rentals and delivery over any range; every figure summed from the orders in whole cents." />
      <ReportRangeForm from={range.from} to={range.to} by={by} errors={errors} />
      {reports && (
        <div className="space-y-6">
          <ReportSection id="sales" report={reports.sales} csvName={`sales-by-${by}`}
            note={by === "category" ? "Goods sold, each line under its product's first category." : "Paid, part-paid and net-30 orders by the day they were placed; cancelled ones left out."}
            csv={() => client.admin.reports["sales.csv"].$get({ query: { ...range, by } })} />
          <ReportSection id="rentals" report={reports.rentals} csvName="rentals"
            note="Units on rent and their monthly rent on each month's last day; utilisation against the rental stock in the yards today."
            csv={() => client.admin.reports["rentals.csv"].$get({ query: range })} />
          <ReportSection id="delivery" report={reports.delivery} csvName="delivery"
            note="Booked drops: average road miles from the depot and average delivery charge."
            csv={() => client.admin.reports["delivery.csv"].$get({ query: range })} />
        </div>
      )}
    </>
  );
}
