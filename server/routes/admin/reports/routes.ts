import { z } from "@hono/zod-openapi";
import { reportDto, reportRangeQuery, salesReportQuery } from "../../../../contract/reports.ts";
import { csvHeaders } from "../../../lib/csv.ts";
import { errorResponses, jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { adminRoute } from "../route.ts";
import { deliveryReport, rentalsReport, reportCsv, salesReport } from "../../../modules/reporting/index.ts";

const tags = ["Admin: reports"];
const answer = { 200: jsonEnvelope(reportDto), ...errorResponses(400) };
const csvFile = { 200: { description: "The report's rows and totals as CSV (RFC 4180)", content: { "text/csv": { schema: z.string() } } }, ...errorResponses(400) };
const rangeNote = "`from` and `to` are calendar days, both included, in the shop's time zone; at most three years.";

// The sales query repeats the range's checks (a refined object cannot be extended): `from` after `to` is a 400.
const salesQuery = salesReportQuery.superRefine((q, ctx) => {
  const checked = reportRangeQuery.safeParse(q);
  if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
});

const salesRoute = adminRoute({ method: "get", operationId: "getSalesReport", path: "/admin/reports/sales", tags, summary: "Sales over a range by month, depot or category, summed in cents", description: rangeNote, request: { query: salesQuery }, responses: answer });
const salesCsvRoute = adminRoute({ method: "get", operationId: "exportSalesReport", path: "/admin/reports/sales.csv", tags, summary: "The sales report's rows as CSV", request: { query: salesQuery }, responses: csvFile });
const rentalsRoute = adminRoute({ method: "get", operationId: "getRentalsReport", path: "/admin/reports/rentals", tags, summary: "Rentals per month: units on rent, monthly recurring revenue, rent collected, utilisation", description: rangeNote, request: { query: reportRangeQuery }, responses: answer });
const rentalsCsvRoute = adminRoute({ method: "get", operationId: "exportRentalsReport", path: "/admin/reports/rentals.csv", tags, summary: "The rentals report's rows as CSV", request: { query: reportRangeQuery }, responses: csvFile });
const deliveryRoute = adminRoute({ method: "get", operationId: "getDeliveryReport", path: "/admin/reports/delivery", tags, summary: "Deliveries per month: count, average road miles, average delivery charge", description: rangeNote, request: { query: reportRangeQuery }, responses: answer });
const deliveryCsvRoute = adminRoute({ method: "get", operationId: "exportDeliveryReport", path: "/admin/reports/delivery.csv", tags, summary: "The delivery report's rows as CSV", request: { query: reportRangeQuery }, responses: csvFile });


export const adminReportRoutes = createRouter()
  .openapi(salesRoute, async (c) => ok(c, await salesReport(c.var.deps.db, c.req.valid("query")), "Sales report"))
  .openapi(salesCsvRoute, async (c) => {
    const q = c.req.valid("query");
    return c.body(reportCsv(await salesReport(c.var.deps.db, q)), 200, csvHeaders(`sales-by-${q.by}-${q.from}-to-${q.to}`, c.var.deps.now()));
  })
  .openapi(rentalsRoute, async (c) => ok(c, await rentalsReport(c.var.deps.db, c.req.valid("query")), "Rentals report"))
  .openapi(rentalsCsvRoute, async (c) => c.body(reportCsv(await rentalsReport(c.var.deps.db, c.req.valid("query"))), 200, csvHeaders("rentals", c.var.deps.now())))
  .openapi(deliveryRoute, async (c) => ok(c, await deliveryReport(c.var.deps.db, c.req.valid("query")), "Delivery report"))
  .openapi(deliveryCsvRoute, async (c) => c.body(reportCsv(await deliveryReport(c.var.deps.db, c.req.valid("query"))), 200, csvHeaders("delivery", c.var.deps.now())));
