import { deliveryRates } from "../../../contract/delivery.ts";
import { currentUser } from "../../lib/auth.ts";
import { jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { recordAudit } from "../../lib/audit.ts";
import { adminRoute, jsonBody } from "../admin/route.ts";
import { getDeliveryRates, saveDeliveryRates } from "../../modules/logistics/index.ts";

const tags = ["Admin: settings"];

const getRoute = adminRoute({
  method: "get",
  operationId: "getDeliveryRates",
  path: "/admin/delivery-rates",
  tags,
  summary: "Delivery rates per truck type, the parcel rate and the dry-run fee (cents)",
  responses: { 200: jsonEnvelope(deliveryRates) },
});

const putRoute = adminRoute({
  method: "put",
  operationId: "updateDeliveryRates",
  path: "/admin/delivery-rates",
  tags,
  summary: "Replace the delivery rates (all fields); quotes, carts and checkout use them at once",
  request: { body: jsonBody(deliveryRates) },
  responses: { 200: jsonEnvelope(deliveryRates) },
});

export const adminDeliveryRateRoutes = createRouter()
  .openapi(getRoute, async (c) => ok(c, await getDeliveryRates(c.var.deps.db), "Delivery rates"))
  .openapi(putRoute, async (c) => {
    const next = c.req.valid("json");
    const saved = await c.var.deps.db.transaction(async (tx) => {
      const before = await getDeliveryRates(tx);
      await saveDeliveryRates(tx, next, c.var.deps.now());
      await recordAudit(tx, { actorId: currentUser(c).id, action: "delivery-rates.updated", entity: "settings", entityId: "delivery-rates", details: { from: before, to: next } });
      return next;
    });
    // Product pages show "from" prices read from the rates.
    c.var.deps.publicCache.clear();
    return ok(c, saved, "Delivery rates saved.");
  });
