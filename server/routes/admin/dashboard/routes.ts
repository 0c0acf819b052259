import { dashboardSummary as summarySchema, quickStats as quickStatsSchema } from "../../../../contract/admin.ts";
import { jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { adminRoute } from "../route.ts";
import { dashboardSummary, quickStats } from "../../../modules/reporting/index.ts";

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
  // Kept a few seconds and cleared by every write request (figures-cache.ts, docs/decisions/042).
  .openapi(summaryRoute, async (c) => {
    const { db, now, adminFigures } = c.var.deps;
    return ok(c, await adminFigures.wrap("dashboard", () => dashboardSummary(db, now())), "Dashboard fetched successfully");
  })
  .openapi(quickStatsRoute, async (c) => ok(c, await c.var.deps.adminFigures.wrap("quick-stats", () => quickStats(c.var.deps.db)), "Quick stats fetched successfully"));
