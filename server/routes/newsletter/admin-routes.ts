import { z } from "@hono/zod-openapi";
import { csvHeaders, toCsv } from "../../lib/csv.ts";
import { createRouter } from "../../lib/router.ts";
import { adminRoute } from "../admin/route.ts";
import { NEWSLETTER_STATUSES, subscribersForExport } from "../../modules/leads/index.ts";

const exportRoute = adminRoute({
  method: "get",
  operationId: "exportNewsletterSubscribers",
  path: "/admin/newsletter/export.csv",
  summary: "Newsletter subscribers as CSV (email, status, signed_up_at, confirmed_at, unsubscribed_at): all of them, or those of `status`",
  request: { query: z.object({ status: z.enum(NEWSLETTER_STATUSES).optional() }) },
  responses: { 200: { description: "CSV file", content: { "text/csv": { schema: z.string() } } } },
});

const iso = (d: Date | null) => d?.toISOString() ?? "";

export const adminNewsletterRoutes = createRouter().openapi(exportRoute, async (c) => {
  const rows = await subscribersForExport(c.var.deps, c.req.valid("query").status);
  const csv = toCsv(
    ["email", "status", "signed_up_at", "confirmed_at", "unsubscribed_at"],
    rows.map((r) => [r.email, r.status, iso(r.createdAt), iso(r.confirmedAt), iso(r.unsubscribedAt)]),
  );
  return c.body(csv, 200, csvHeaders("newsletter-subscribers", c.var.deps.now()));
});
