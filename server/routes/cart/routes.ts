import { createRoute, z } from "@hono/zod-openapi";
import { addToCartPayload, cartDto, cartItemPayload } from "../../../contract/cart.ts";
import { currentUser, requireUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { addCartItem, addCustomBuildToCart, getCart, removeCartItem, updateCartItemQuantity } from "../../modules/sales/index.ts";

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });
const secured = { tags: ["Cart"], security: [{ bearer: [] }], middleware: [requireUser] };
const removal = cartItemPayload.omit({ quantity: true });

const getRoute = createRoute({
  ...secured,
  method: "get",
  operationId: "getCart",
  path: "/user/cart",
  summary: "The customer's cart, priced by the server",
  responses: { 200: jsonEnvelope(cartDto) },
});

const addRoute = createRoute({
  ...secured,
  method: "post",
  operationId: "addCartItem",
  path: "/user/cart",
  summary: "Add a line (prices in the payload are ignored; the same line adds up, at most 999)",
  description: "Either a catalog product with its selections, or `{ designId }`: a saved builder design as a custom-build line, priced from the design on every read.",
  request: { body: json(addToCartPayload) },
  responses: { 200: jsonEnvelope(cartDto) },
});

const updateRoute = createRoute({
  ...secured,
  method: "put",
  operationId: "updateCartItem",
  path: "/user/cart/update",
  summary: "Set the quantity of a line (the whole item with its new quantity)",
  request: { body: json(cartItemPayload) },
  responses: { 200: jsonEnvelope(cartDto), ...errorResponses(404) },
});

const removeRoute = createRoute({
  ...secured,
  method: "delete",
  operationId: "removeCartItem",
  path: "/user/cart/{productId}",
  summary: "Remove a line (the item in the body says which of the product's lines)",
  request: { params: z.object({ productId: z.string().uuid("must be a product id") }), body: json(removal.partial({ productId: true })) },
  responses: { 200: jsonEnvelope(cartDto) },
});

export const cartRoutes = createRouter()
  .openapi(getRoute, async (c) => ok(c, await getCart(c.var.deps.db, currentUser(c).id, c.var.deps.now()), "Cart fetched successfully"))
  .openapi(addRoute, async (c) => {
    const body = c.req.valid("json");
    const { db } = c.var.deps;
    const userId = currentUser(c).id;
    const cart = body.designId
      ? await addCustomBuildToCart(db, userId, { ...body, designId: body.designId })
      : await addCartItem(db, userId, { ...body, productId: body.productId ?? "" });
    return ok(c, cart, "Item added to cart");
  })
  .openapi(updateRoute, async (c) => {
    const cart = await updateCartItemQuantity(c.var.deps.db, currentUser(c).id, c.req.valid("json"));
    return ok(c, cart, "Cart updated");
  })
  .openapi(removeRoute, async (c) => {
    const { productId } = c.req.valid("param");
    const cart = await removeCartItem(c.var.deps.db, currentUser(c).id, { ...c.req.valid("json"), productId });
    return ok(c, cart, "Item removed from cart");
  });
