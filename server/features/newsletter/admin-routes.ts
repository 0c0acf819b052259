import { z } from "@hono/zod-openapi";
import { createRouter } from "../../lib/router.ts";
import { adminRoute } from "../admin/route.ts";
import { toCsv } from "./csv.ts";
import { confirmedSubscribers } from "./service.ts";

const exportRoute = adminRoute({
  method: "get",
  operationId: "exportNewsletterSubscribers",
  path: "/admin/newsletter/export.csv",
  summary: "Confirmed newsletter subscribers as CSV (email, confirmed_at, signed_up_at)",
  responses: { 200: { description: "CSV file", content: { "text/csv": { schema: z.string() } } } },
});

export const adminNewsletterRoutes = createRouter().openapi(exportRoute, async (c) => {
  const rows = await confirmedSubscribers(c.var.deps);
  const csv = toCsv(
    ["email", "confirmed_at", "signed_up_at"],
    rows.map((r) => [r.email, r.confirmedAt?.toISOString() ?? "", r.createdAt.toISOString()]),
  );
  const day = c.var.deps.now().toISOString().slice(0, 10);
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
    "Cache-Control": "no-store",
  });
});
