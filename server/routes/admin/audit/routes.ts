import { z } from "@hono/zod-openapi";
import { AUDIT_DEFAULT_LIMIT, auditEntryDto } from "../../../../contract/admin.ts";
import { jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { adminRoute } from "../route.ts";
import { listAudit } from "../../../lib/audit.ts";

const listRoute = adminRoute({
  method: "get",
  operationId: "listAuditEntries",
  path: "/admin/audit",
  tags: ["Admin: settings"],
  summary: "The latest admin changes: who did what to which record, and when",
  request: { query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(AUDIT_DEFAULT_LIMIT) }) },
  responses: { 200: jsonEnvelope(z.array(auditEntryDto)) },
});

export const adminAuditRoutes = createRouter().openapi(listRoute, async (c) =>
  ok(c, await listAudit(c.var.deps.db, c.req.valid("query").limit), "Audit log fetched successfully"),
);
