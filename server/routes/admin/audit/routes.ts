import { z } from "@hono/zod-openapi";
import { auditEntryDto, auditQuery } from "../../../../contract/admin.ts";
import { jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { adminRoute } from "../route.ts";
import { listAudit } from "../../../lib/audit.ts";

const listRoute = adminRoute({
  method: "get",
  operationId: "listAuditEntries",
  path: "/admin/audit",
  tags: ["Admin: settings"],
  summary: "Admin changes, newest first: who did what to which record, and when; filtered by who, what, object and days",
  request: { query: auditQuery },
  responses: { 200: jsonEnvelope(z.array(auditEntryDto)) },
});

export const adminAuditRoutes = createRouter().openapi(listRoute, async (c) =>
  ok(c, await listAudit(c.var.deps.db, c.req.valid("query")), "Audit log fetched successfully"),
);
