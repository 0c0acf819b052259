import { createRoute, z } from "@hono/zod-openapi";
import { savedCardList, savedCardPayInput, savedCardPayResult } from "../../../contract/saved-cards.ts";
import { currentUser, requireUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { tooManyRequests } from "../../lib/http-errors.ts";
import { createRouter } from "../../lib/router.ts";
import { listSavedCards, removeSavedCard } from "../../modules/billing/index.ts";
import { payWithSavedCard } from "../../workflows/checkout/pay-saved-card.ts";

/** The cards payment providers keep for the customer, and paying an open page with one (docs/decisions/082). */
const secured = { security: [{ bearer: [] as string[] }], middleware: requireUser };
const providerQuery = z.object({ provider: z.enum(["sandbox", "stripe"]).optional() });

const listRoute = createRoute({
  ...secured,
  tags: ["Payment methods"],
  method: "get",
  operationId: "listSavedCards",
  path: "/user/saved-cards",
  summary: "Cards a payment provider keeps for the customer (a rental's card), with the rentals billed on each",
  request: { query: providerQuery },
  responses: { 200: jsonEnvelope(savedCardList) },
});

const removeRoute = createRoute({
  ...secured,
  tags: ["Payment methods"],
  method: "delete",
  operationId: "removeSavedCard",
  path: "/user/saved-cards/{id}",
  summary: "Forget a kept card: detached at the provider; rentals billed on it then have no card on file",
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: { 200: jsonEnvelope(z.object({ rentalsWithoutCard: z.number().int() })), ...errorResponses(404, 502) },
});

const payRoute = createRoute({
  ...secured,
  tags: ["Checkout"],
  method: "post",
  operationId: "payWithSavedCard",
  path: "/user/checkout/{provider}/saved-card",
  summary: "Pay the customer's own open payment page with a card the provider keeps for them",
  description: "402 card_declined leaves the page open for a new card; 409 payment_session_closed when the page is paid or closed.",
  request: { params: z.object({ provider: z.enum(["sandbox", "stripe"]) }), body: { content: { "application/json": { schema: savedCardPayInput } }, required: true } },
  responses: { 200: jsonEnvelope(savedCardPayResult), ...errorResponses(402, 404, 409, 429, 502) },
});

export const savedCardRoutes = createRouter()
  .openapi(listRoute, async (c) => ok(c, await listSavedCards(c.var.deps.db, currentUser(c).id, c.req.valid("query").provider), "Saved cards fetched successfully"))
  .openapi(removeRoute, async (c) => ok(c, await removeSavedCard(c.var.deps, currentUser(c).id, c.req.valid("param").id), "Saved card removed"))
  .openapi(payRoute, async (c) => {
    const userId = currentUser(c).id;
    const limit = await c.var.deps.rateLimiter.hit(`saved-card-pay:${userId}`, 10, 60_000);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
    const r = await payWithSavedCard(c.var.deps, userId, c.req.valid("param").provider, c.req.valid("json"));
    return ok(c, { orderId: r.orderId, invoiceId: r.invoiceId, invoiceNumber: r.invoiceNumber, paymentStatus: r.paymentStatus, redirectUrl: r.redirectUrl }, "Payment successful");
  });
