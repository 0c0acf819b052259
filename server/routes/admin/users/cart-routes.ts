import { z } from "@hono/zod-openapi";
import { cartDto, cartItemPayload } from "../../../../contract/cart.ts";
import { currentUser } from "../../../lib/auth.ts";
import { jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { clearCart, getCart, removeCartItem, updateCartItemQuantity } from "../../../modules/sales/index.ts";
import { withAudit } from "../../../lib/audit.ts";
import { adminRoute, jsonBody, pathId } from "../route.ts";
import { findUser } from "../../../modules/accounts/index.ts";

const tags = ["Admin: users"];
const params = z.object({ id: pathId });

const getRoute = adminRoute({
  method: "get",
  operationId: "getUserCart",
  path: "/admin/users/{id}/cart",
  tags,
  summary: "A user's cart, priced by the server",
  request: { params },
  responses: { 200: jsonEnvelope(cartDto) },
});

const updateRoute = adminRoute({
  method: "patch",
  operationId: "updateUserCartItem",
  path: "/admin/users/{id}/cart/items",
  tags,
  summary: "Set the quantity of a line (productId and selections find it)",
  request: { params, body: jsonBody(cartItemPayload) },
  responses: { 200: jsonEnvelope(cartDto) },
});

const removeRoute = adminRoute({
  method: "delete",
  operationId: "removeUserCartItem",
  path: "/admin/users/{id}/cart/items",
  tags,
  summary: "Remove a line (the item in the body says which)",
  request: { params, body: jsonBody(cartItemPayload.omit({ quantity: true })) },
  responses: { 200: jsonEnvelope(cartDto) },
});

const clearRoute = adminRoute({
  method: "delete",
  operationId: "clearUserCart",
  path: "/admin/users/{id}/cart",
  tags,
  summary: "Empty the user's cart",
  request: { params },
  responses: { 200: jsonEnvelope(cartDto) },
});

const entry = (action: string, userId: string, details: Record<string, unknown> = {}) => ({ action, entity: "cart", entityId: userId, details: { userId, ...details } });

export const adminUserCartRoutes = createRouter()
  .openapi(getRoute, async (c) => {
    const user = await findUser(c.var.deps.db, c.req.valid("param").id);
    return ok(c, await getCart(c.var.deps.db, user.id), "Cart fetched successfully");
  })
  .openapi(updateRoute, async (c) => {
    const user = await findUser(c.var.deps.db, c.req.valid("param").id);
    const item = c.req.valid("json");
    const cart = await withAudit(
      c.var.deps.db,
      currentUser(c).id,
      (tx) => updateCartItemQuantity(tx, user.id, item),
      () => entry("cart.item_updated", user.id, { productId: item.productId, quantity: item.quantity }),
    );
    return ok(c, cart, "Cart updated.");
  })
  .openapi(removeRoute, async (c) => {
    const user = await findUser(c.var.deps.db, c.req.valid("param").id);
    const item = c.req.valid("json");
    const cart = await withAudit(c.var.deps.db, currentUser(c).id, (tx) => removeCartItem(tx, user.id, item), () => entry("cart.item_removed", user.id, { productId: item.productId }));
    return ok(c, cart, "Item removed from cart.");
  })
  .openapi(clearRoute, async (c) => {
    const user = await findUser(c.var.deps.db, c.req.valid("param").id);
    const cart = await withAudit(c.var.deps.db, currentUser(c).id, (tx) => clearCart(tx, user.id), () => entry("cart.cleared", user.id));
    return ok(c, cart, "Cart cleared.");
  });
