import { z } from "@hono/zod-openapi";
import { paymentMethodOut as paymentMethodDto, paymentMethodUpdateInput } from "../../../../db/validation/payment-methods.ts";
import { currentUser } from "../../../lib/auth.ts";
import { jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { deletePaymentMethod, findUser, listPaymentMethods, setDefaultPaymentMethod, updatePaymentMethod } from "../../../modules/accounts/index.ts";
import { withAudit } from "../../../lib/audit.ts";
import { adminRoute, jsonBody, pathId } from "../route.ts";

const tags = ["Admin: users"];
const one = z.object({ id: pathId, pmId: pathId });

const listRoute = adminRoute({
  method: "get",
  operationId: "listUserPaymentMethods",
  path: "/admin/users/{id}/payment-methods",
  tags,
  summary: "A user's saved cards, default first",
  request: { params: z.object({ id: pathId }) },
  responses: { 200: jsonEnvelope(z.array(paymentMethodDto)) },
});

const defaultRoute = adminRoute({
  method: "patch",
  operationId: "setUserDefaultPaymentMethod",
  path: "/admin/users/{id}/payment-methods/{pmId}/default",
  tags,
  summary: "Make a card the user's default",
  request: { params: one },
  responses: { 200: jsonEnvelope(paymentMethodDto) },
});

const deleteRoute = adminRoute({
  method: "delete",
  operationId: "deleteUserPaymentMethod",
  path: "/admin/users/{id}/payment-methods/{pmId}",
  tags,
  summary: "Remove a saved card",
  request: { params: one },
  responses: { 200: jsonEnvelope(z.object({ id: z.string() })) },
});

const updateRoute = adminRoute({
  method: "put",
  operationId: "updateUserPaymentMethod",
  path: "/admin/users/{id}/payment-methods/{pmId}",
  tags,
  summary: "Edit holder, expiry, billing address and default flag",
  request: { params: one, body: jsonBody(paymentMethodUpdateInput) },
  responses: { 200: jsonEnvelope(paymentMethodDto) },
});

const entry = (action: string, userId: string, pmId: string) => ({ action, entity: "payment_method", entityId: pmId, details: { userId } });

export const adminUserPaymentMethodRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const user = await findUser(c.var.deps.db, c.req.valid("param").id);
    return ok(c, await listPaymentMethods(c.var.deps.db, user.id), "Payment methods fetched successfully");
  })
  .openapi(defaultRoute, async (c) => {
    const { id, pmId } = c.req.valid("param");
    const user = await findUser(c.var.deps.db, id);
    const pm = await withAudit(c.var.deps.db, currentUser(c).id, (tx) => setDefaultPaymentMethod(tx, user.id, pmId), () => entry("payment_method.default_set", user.id, pmId));
    return ok(c, pm, "Default payment method updated.");
  })
  .openapi(deleteRoute, async (c) => {
    const { id, pmId } = c.req.valid("param");
    const user = await findUser(c.var.deps.db, id);
    await withAudit(c.var.deps.db, currentUser(c).id, (tx) => deletePaymentMethod(tx, user.id, pmId), () => entry("payment_method.deleted", user.id, pmId));
    return ok(c, { id: pmId }, "Payment method removed.");
  })
  .openapi(updateRoute, async (c) => {
    const { id, pmId } = c.req.valid("param");
    const user = await findUser(c.var.deps.db, id);
    const input = c.req.valid("json");
    const pm = await withAudit(
      c.var.deps.db,
      currentUser(c).id,
      (tx) => updatePaymentMethod(tx, user.id, pmId, input, c.var.deps.now()),
      () => entry("payment_method.updated", user.id, pmId),
    );
    return ok(c, pm, "Payment method updated.");
  });
