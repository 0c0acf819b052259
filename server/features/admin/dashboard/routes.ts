import { dashboardSummary as summarySchema, quickStats as quickStatsSchema } from "../../../../contract/admin.ts";
import { jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { adminRoute } from "../route.ts";
import { dashboardSummary, quickStats } from "./service.ts";

const tags = ["Admin: dashboard"];

const summaryRoute = adminRoute({
  method: "get",
  operationId: "getDashboard",
  path: "/admin/dashboard",
  tags,
  summary: "The six figures with their change this month so far against the same span of last month (null without a base)",
  responses: { 200: jsonEnvelope(summarySchema) },
});

const quickStatsRoute = adminRoute({
  method: "get",
  operationId: "getQuickStats",
  path: "/admin/dashboard/quick-stats",
  tags,
  summary: "Orders and invoices per status",
  responses: { 200: jsonEnvelope(quickStatsSchema) },
});

export const adminDashboardRoutes = createRouter()
  .openapi(summaryRoute, async (c) => ok(c, await dashboardSummary(c.var.deps.db, c.var.deps.now()), "Dashboard fetched successfully"))
  .openapi(quickStatsRoute, async (c) => ok(c, await quickStats(c.var.deps.db), "Quick stats fetched successfully"));
