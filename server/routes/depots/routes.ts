import { createRoute, z } from "@hono/zod-openapi";
import { adminDepot, depotInput, publicDepot } from "../../../db/validation/depots.ts";
import { currentUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { adminRoute, jsonBody, pathId, uuidOr404 } from "../admin/route.ts";
import { createDepot, listAdminDepots, listPublicDepots, updateDepot } from "../../modules/yard/index.ts";

const listRoute = createRoute({
  operationId: "listDepots",
  method: "get",
  path: "/depots",
  tags: ["Catalog"],
  summary: "The depots boxes ship from, west to east (closed ones included, with open: false)",
  responses: { 200: jsonEnvelope(z.array(publicDepot)) },
});

const tags = ["Admin: depots"];
const adminListRoute = adminRoute({ operationId: "listAdminDepots", method: "get", path: "/admin/depots", tags, summary: "Every depot with opening days and truck capacity", responses: { 200: jsonEnvelope(z.array(adminDepot)) } });
const createRouteDef = adminRoute({
  operationId: "createDepot",
  method: "post",
  path: "/admin/depots",
  tags,
  summary: "Add a depot (coordinates from its ZIP)",
  request: { body: jsonBody(depotInput) },
  responses: { 201: jsonEnvelope(adminDepot), ...errorResponses(400, 409) },
});
const updateRouteDef = adminRoute({
  operationId: "updateDepot",
  method: "put",
  path: "/admin/depots/{id}",
  tags,
  summary: "Edit a depot; open: false closes it (its stock is no longer sold)",
  request: { params: z.object({ id: pathId }), body: jsonBody(depotInput) },
  responses: { 200: jsonEnvelope(adminDepot), ...errorResponses(400, 404) },
});

export const depotRoutes = createRouter()
  .openapi(listRoute, async (c) => ok(c, await c.var.deps.publicCache.wrap("depots", () => listPublicDepots(c.var.deps.db)), "Depots fetched successfully"))
  .openapi(adminListRoute, async (c) => ok(c, await listAdminDepots(c.var.deps.db), "Depots fetched successfully"))
  .openapi(createRouteDef, async (c) => {
    const depot = await createDepot(c.var.deps, currentUser(c).id, c.req.valid("json"));
    c.var.deps.publicCache.clear();
    return ok(c, depot, "Depot added.", 201);
  })
  .openapi(updateRouteDef, async (c) => {
    const id = uuidOr404(c.req.valid("param").id, "Depot not found");
    const depot = await updateDepot(c.var.deps, currentUser(c).id, id, c.req.valid("json"));
    c.var.deps.publicCache.clear();
    return ok(c, depot, depot.open ? "Depot saved." : "Depot closed.");
  });
