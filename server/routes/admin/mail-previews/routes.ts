import { z } from "@hono/zod-openapi";
import { mailPreviewDto, mailTemplateDto } from "../../../../contract/mail-previews.ts";
import { errorResponses, jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { listMailTemplates, previewMail } from "../../../workflows/mail-previews/preview.ts";
import { adminRoute } from "../route.ts";

const listRoute = adminRoute({
  method: "get",
  operationId: "listMailPreviews",
  path: "/admin/mail-previews",
  tags: ["Admin: settings"],
  summary: "Every mail the shop sends, each previewed with sample data",
  responses: { 200: jsonEnvelope(z.array(mailTemplateDto)) },
});

const oneRoute = adminRoute({
  method: "get",
  operationId: "getMailPreview",
  path: "/admin/mail-previews/{template}",
  tags: ["Admin: settings"],
  summary: "One mail rendered with sample data and the shop's settings: subject, HTML and text parts",
  request: { params: z.object({ template: z.string().min(1).max(60) }) },
  responses: { 200: jsonEnvelope(mailPreviewDto), ...errorResponses(404) },
});

export const adminMailPreviewRoutes = createRouter()
  .openapi(listRoute, async (c) => ok(c, await listMailTemplates(c.var.deps), "Mail templates fetched successfully"))
  .openapi(oneRoute, async (c) => ok(c, await previewMail(c.var.deps, c.req.valid("param").template), "Mail preview rendered"));
