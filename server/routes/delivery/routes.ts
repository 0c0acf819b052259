import { createRoute, z } from "@hono/zod-openapi";
import { cartDto } from "../../../contract/cart.ts";
import { cartDeliveryInput, deliveryQuote, deliveryQuoteQuery } from "../../../contract/delivery.ts";
import { currentUser, requireUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { listCartDeliveryDates, setCartDelivery } from "../../modules/sales/index.ts";
import { quoteDelivery } from "../../modules/logistics/index.ts";

const secured = { tags: ["Cart"], security: [{ bearer: [] }], middleware: [requireUser] };

const quoteRoute = createRoute({
  method: "get",
  operationId: "getDeliveryQuote",
  path: "/delivery/quote",
  tags: ["Delivery"],
  summary: "Delivery of a product variant to a ZIP: each allowed truck's price from the depot that would ship, with the earliest date",
  description: "400 with field errors for a malformed or unknown ZIP; 422 `out_of_area` outside the 48 contiguous states or beyond the trucks' reach.",
  request: { query: deliveryQuoteQuery },
  responses: { 200: jsonEnvelope(deliveryQuote), ...errorResponses(422) },
});

const setRoute = createRoute({
  ...secured,
  method: "put",
  operationId: "setCartDelivery",
  path: "/user/cart/delivery",
  summary: "Choose the ship-to address, delivery date and site conditions; answers the cart priced for them",
  request: { body: { content: { "application/json": { schema: cartDeliveryInput } }, required: true } },
  responses: { 200: jsonEnvelope(cartDto), ...errorResponses(422) },
});

const datesRoute = createRoute({
  ...secured,
  method: "get",
  operationId: "listCartDeliveryDates",
  path: "/user/cart/delivery-dates",
  summary: "The next 30 days the cart's drop can be booked (the depot open, its trucks not full)",
  responses: { 200: jsonEnvelope(z.array(z.string())) },
});

export const deliveryRoutes = createRouter()
  .openapi(quoteRoute, async (c) => {
    const q = c.req.valid("query");
    const quote = await quoteDelivery(c.var.deps.db, { ...q, now: c.var.deps.now() });
    return ok(c, quote, "Delivery quote");
  })
  .openapi(setRoute, async (c) => ok(c, await setCartDelivery(c.var.deps, currentUser(c).id, c.req.valid("json")), "Delivery saved"))
  .openapi(datesRoute, async (c) => ok(c, await listCartDeliveryDates(c.var.deps, currentUser(c).id), "Available delivery dates"));

