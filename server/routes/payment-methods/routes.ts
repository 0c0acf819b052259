import { createRoute, z } from "@hono/zod-openapi";
import { currentUser, requireUser } from "../../lib/auth.ts";
import { jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { createBody, paymentMethodIdParam, paymentMethodList, paymentMethodOut, updateBody } from "../../../db/validation/payment-methods.ts";
import { createPaymentMethod, deletePaymentMethod, listPaymentMethods, setDefaultPaymentMethod, updatePaymentMethod } from "../../modules/accounts/index.ts";

const common = { tags: ["Payment methods"], security: [{ bearer: [] as string[] }], middleware: requireUser };

const listRoute = createRoute({
  ...common,
  method: "get",
  operationId: "listPaymentMethods",
  path: "/user/payment-methods",
  summary: "The customer's saved cards (brand, holder, last four, expiry), default first",
  responses: { 200: jsonEnvelope(paymentMethodList) },
});

const addRoute = createRoute({
  ...common,
  method: "post",
  operationId: "createPaymentMethod",
  path: "/user/payment-methods",
  summary: "Save a card: no number, no CVV — only holder, brand, last four digits, expiry, billing address",
  request: { body: { content: { "application/json": { schema: createBody } }, required: true } },
  responses: { 201: jsonEnvelope(paymentMethodOut) },
});

const updateRoute = createRoute({
  ...common,
  method: "put",
  operationId: "updatePaymentMethod",
  path: "/user/payment-methods/{id}",
  summary: "Edit a saved card's holder, expiry, billing address or default flag",
  request: { params: paymentMethodIdParam, body: { content: { "application/json": { schema: updateBody } }, required: true } },
  responses: { 200: jsonEnvelope(paymentMethodOut) },
});

const deleteRoute = createRoute({
  ...common,
  method: "delete",
  operationId: "deletePaymentMethod",
  path: "/user/payment-methods/{id}",
  summary: "Remove a saved card",
  request: { params: paymentMethodIdParam },
  responses: { 200: jsonEnvelope(z.null()) },
});

const defaultRoute = createRoute({
  ...common,
  method: "patch",
  operationId: "setDefaultPaymentMethod",
  path: "/user/payment-methods/{id}/default",
  summary: "Make a saved card the default",
  request: { params: paymentMethodIdParam },
  responses: { 200: jsonEnvelope(paymentMethodOut) },
});

export const paymentMethodRoutes = createRouter()
  .openapi(listRoute, async (c) => ok(c, await listPaymentMethods(c.var.deps.db, currentUser(c).id), "Payment methods fetched successfully"))
  .openapi(addRoute, async (c) => {
    const { cardNumber: _n, number: _m, cvv: _c, cvc: _d, ...input } = c.req.valid("json");
    const method = await createPaymentMethod(c.var.deps.db, currentUser(c).id, input, c.var.deps.now());
    return ok(c, method, "Payment method added", 201);
  })
  .openapi(updateRoute, async (c) => {
    const { cardNumber: _n, number: _m, cvv: _c, cvc: _d, ...input } = c.req.valid("json");
    const method = await updatePaymentMethod(c.var.deps.db, currentUser(c).id, c.req.valid("param").id, input, c.var.deps.now());
    return ok(c, method, "Payment method updated");
  })
  .openapi(deleteRoute, async (c) => {
    await deletePaymentMethod(c.var.deps.db, currentUser(c).id, c.req.valid("param").id);
    return ok(c, null, "Payment method removed");
  })
  .openapi(defaultRoute, async (c) => {
    const method = await setDefaultPaymentMethod(c.var.deps.db, currentUser(c).id, c.req.valid("param").id);
    return ok(c, method, "Default payment method updated");
  });
