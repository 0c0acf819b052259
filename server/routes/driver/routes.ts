import { z } from "@hono/zod-openapi";
import { driverDrops as driverDropsDto, etaWindow, failInput } from "../../../contract/dispatch.ts";
import { MAX_IMAGE_BYTES } from "../../lib/images.ts";
import { currentUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { pathId } from "../../lib/ids.ts";
import { driverDrops, driverOfUser, markEnRoute } from "../../modules/logistics/index.ts";
import { MAX_PROOF_PHOTOS, deliverDrop } from "../../workflows/dispatch/delivered.ts";
import { failDrop } from "../../workflows/dispatch/failed.ts";
import { driverRoute } from "./guard.ts";

const params = z.object({ orderId: pathId });

const deliveredForm = z
  .looseObject({
    receivedBy: z.string().max(200).optional().openapi({ description: "Who received the container" }),
    photos: z.any().optional().openapi({ type: "array", maxItems: MAX_PROOF_PHOTOS, items: { type: "string", format: "binary", maxLength: MAX_IMAGE_BYTES } }),
    signature: z.any().optional().openapi({ type: "string", format: "binary", maxLength: MAX_IMAGE_BYTES, description: "The receiver's signature drawn on the screen (PNG)" }),
  })
  .openapi("DeliveredForm");

const dropsRoute = driverRoute({
  method: "get", operationId: "listDriverDrops", path: "/driver/drops",
  summary: "The signed-in driver's open drops from today on (today's first, in route order) and today's finished ones",
  responses: { 200: jsonEnvelope(driverDropsDto), ...errorResponses(403) },
});

const enRouteRoute = driverRoute({
  method: "post", operationId: "setDropEnRoute", path: "/driver/drops/{orderId}/en-route",
  summary: "On my way: the order goes out for delivery and the customer is mailed an arrival window",
  request: { params },
  responses: { 200: jsonEnvelope(etaWindow), ...errorResponses(403, 404, 409) },
});

const deliveredRoute = driverRoute({
  method: "post", operationId: "recordDropDelivered", path: "/driver/drops/{orderId}/delivered",
  summary: "Delivered with proof (multipart: photos, receivedBy, signature): the order is delivered, rentals start, the customer gets the photos",
  request: { params, body: { required: true, content: { "multipart/form-data": { schema: deliveredForm } } } },
  responses: { 200: jsonEnvelope(z.object({ orderId: z.string(), rentalsStarted: z.number() })), ...errorResponses(400, 403, 404, 409, 413, 415) },
});

const failedRoute = driverRoute({
  method: "post", operationId: "recordDropFailed", path: "/driver/drops/{orderId}/failed",
  summary: "Could not deliver, with a reason; a site that did not match the customer's checklist adds the dry-run fee to the invoice",
  request: { params, body: { required: true, content: { "application/json": { schema: failInput } } } },
  responses: { 200: jsonEnvelope(z.object({ dryRunFee: z.number().nullable() })), ...errorResponses(400, 403, 404, 409) },
});

const files = (v: unknown): File[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((f): f is File => f instanceof File && f.size > 0);

export const driverRoutes = createRouter()
  .openapi(dropsRoute, async (c) => ok(c, await driverDrops(c.var.deps, currentUser(c).id), "Drops fetched successfully"))
  .openapi(enRouteRoute, async (c) => {
    const driver = await driverOfUser(c.var.deps.db, currentUser(c).id);
    return ok(c, await markEnRoute(c.var.deps, driver, c.req.valid("param").orderId), "On your way: the customer has been e-mailed.");
  })
  .openapi(deliveredRoute, async (c) => {
    const form = c.req.valid("form") as Record<string, unknown>;
    const photos = files(form.photos ?? form["photos[]"]);
    const [signature] = files(form.signature);
    const done = await deliverDrop(c.var.deps, currentUser(c).id, c.req.valid("param").orderId, { photos, receivedBy: typeof form.receivedBy === "string" ? form.receivedBy : "", signature: signature ?? null });
    return ok(c, done, "Delivered: the customer has been e-mailed the photos.");
  })
  .openapi(failedRoute, async (c) => {
    const { dryRunFeeCents } = await failDrop(c.var.deps, currentUser(c).id, c.req.valid("param").orderId, c.req.valid("json"));
    return ok(c, { dryRunFee: dryRunFeeCents === null ? null : dryRunFeeCents / 100 }, dryRunFeeCents ? "Recorded; the dry-run fee was added to the invoice." : "Recorded; dispatch will rebook the drop.");
  });
