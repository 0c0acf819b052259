import { createRoute, z } from "@hono/zod-openapi";
import { jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { handleWebhook } from "../../workflows/payment-events.ts";

const webhookRoute = createRoute({
  method: "post",
  operationId: "receiveWebhook",
  path: "/webhooks/{provider}",
  tags: ["Payments"],
  summary: "Provider events (Stripe-Signature or Boxyard-Signature over the raw body)",
  request: { params: z.object({ provider: z.enum(["sandbox", "stripe"]) }) },
  responses: {
    200: jsonEnvelope(z.object({ eventId: z.string(), type: z.string(), result: z.string() })),
  },
});

export const webhookRoutes = createRouter().openapi(webhookRoute, async (c) => {
  // The signature covers the exact bytes sent: read the raw text, never a re-serialised JSON.
  const raw = await c.req.text();
  const outcome = await handleWebhook(c.var.deps, c.req.valid("param").provider, raw, (name) => c.req.header(name));
  return ok(c, outcome, "Webhook received");
});
