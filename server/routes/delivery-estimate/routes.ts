import { createRoute } from "@hono/zod-openapi";
import { deliveryEstimate, deliveryEstimateQuery } from "../../../contract/delivery-estimate.ts";
import { jsonEnvelope, ok } from "../../lib/envelope.ts";
import { badRequest } from "../../lib/http-errors.ts";
import { createRouter } from "../../lib/router.ts";
import { estimateDelivery } from "../../modules/logistics/index.ts";

const estimateRoute = createRoute({
  method: "get",
  operationId: "estimateDelivery",
  path: "/delivery/estimate",
  tags: ["Leads"],
  summary: "Delivery price by ZIP from the nearest depot, per truck type, or why the ZIP is outside the service area",
  request: { query: deliveryEstimateQuery },
  responses: { 200: jsonEnvelope(deliveryEstimate) },
});

export const deliveryEstimateRoutes = createRouter().openapi(estimateRoute, async (c) => {
  const { zip } = c.req.valid("query");
  const estimate = await estimateDelivery(c.var.deps.db, zip);
  if (!estimate) throw badRequest("Unknown ZIP code", { zip: "We could not find this ZIP code" });
  c.header("Cache-Control", "public, max-age=300");
  return ok(c, estimate, estimate.serviceable ? "Delivery estimate" : "Outside our delivery area");
});
