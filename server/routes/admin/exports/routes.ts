import { z } from "@hono/zod-openapi";
import { adminSearchQuery } from "../../../../contract/admin.ts";
import { csvHeaders } from "../../../lib/csv.ts";
import { createRouter } from "../../../lib/router.ts";
import { adminRoute } from "../route.ts";
import { customersCsv, ordersCsv } from "../../../modules/reporting/index.ts";

const csvFile = { 200: { description: "CSV file (RFC 4180; cells that start with = + - @ are prefixed with ' so spreadsheets show them as text)", content: { "text/csv": { schema: z.string() } } } };

const ordersRoute = adminRoute({
  method: "get",
  operationId: "exportOrders",
  path: "/admin/orders/export.csv",
  tags: ["Admin: orders"],
  summary: "Every order matching `search` (as the Orders list matches it) as CSV, newest first",
  request: { query: adminSearchQuery },
  responses: csvFile,
});

const customersRoute = adminRoute({
  method: "get",
  operationId: "exportCustomers",
  path: "/admin/users/export.csv",
  tags: ["Admin: users"],
  summary: "Every account matching `search` (name, e-mail or username) as CSV, with its status: active, blocked or archived",
  request: { query: adminSearchQuery },
  responses: csvFile,
});

/** Mounted before the routers with `{id}` paths, so "export.csv" is never read as an id. */
export const adminExportRoutes = createRouter()
  .openapi(ordersRoute, async (c) => c.body(await ordersCsv(c.var.deps.db, c.req.valid("query").search || undefined), 200, csvHeaders("orders", c.var.deps.now())))
  .openapi(customersRoute, async (c) => c.body(await customersCsv(c.var.deps.db, c.req.valid("query").search || undefined), 200, csvHeaders("customers", c.var.deps.now())));
