import { z } from "@hono/zod-openapi";
import { builderOptionDto, updateBuilderOptionInput } from "../../../contract/builder.ts";
import { currentUser } from "../../lib/auth.ts";
import { jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { adminRoute, jsonBody, pathId } from "../admin/route.ts";
import { listAllOptions, updateBuilderOption } from "../../modules/builder/index.ts";

const tags = ["Admin: builder"];

const listRoute = adminRoute({
  method: "get",
  operationId: "listAdminBuilderOptions",
  path: "/admin/builder/options",
  tags,
  summary: "Every builder option, inactive ones too",
  responses: { 200: jsonEnvelope(z.array(builderOptionDto)) },
});

const updateRoute = adminRoute({
  method: "put",
  operationId: "updateBuilderOption",
  path: "/admin/builder/options/{code}",
  tags,
  summary: "Change an option's label, price (dollars), lead time or whether it is offered",
  request: { params: z.object({ code: pathId }), body: jsonBody(updateBuilderOptionInput) },
  responses: { 200: jsonEnvelope(builderOptionDto) },
});

export const adminBuilderRoutes = createRouter()
  .openapi(listRoute, async (c) => ok(c, await listAllOptions(c.var.deps.db), "Builder options"))
  .openapi(updateRoute, async (c) => {
    const saved = await updateBuilderOption(c.var.deps.db, currentUser(c).id, c.req.valid("param").code, c.req.valid("json"));
    return ok(c, saved, "Option saved");
  });
