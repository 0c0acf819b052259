import { z } from "@hono/zod-openapi";
import { orderCancelInput, orderCancelResult } from "../../../../contract/order-edit.ts";
import { formatUsd } from "../../../../contract/money.ts";
import { currentUser } from "../../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { adminRoute, jsonBody, pathId } from "../route.ts";
import { cancelOrderByAdmin } from "../../../workflows/lifecycle/admin-cancel.ts";

const tags = ["Admin: orders"];
const params = z.object({ id: pathId });

const cancelRoute = adminRoute({
  method: "post",
  operationId: "cancelOrder",
  path: "/admin/orders/{id}/cancel",
  tags,
  summary: "Cancel an order before dispatch: stock back, the delivery slot free, money refunded or the invoice void",
  description:
    "docs/decisions/089. Placed, processing or confirmed orders only (409 `transition_not_allowed` otherwise, also for a second cancel). " +
    "Money held is refunded through its provider (a wire or check is recorded as given back), with a credit note; an unpaid invoice is void and its card page closed.",
  request: { params, body: jsonBody(orderCancelInput) },
  responses: { 200: jsonEnvelope(orderCancelResult), ...errorResponses(409, 502) },
});

/** The admin's changes of an order's contents before dispatch (docs/decisions/089). */
export const adminOrderEditRoutes = createRouter().openapi(cancelRoute, async (c) => {
  const result = await cancelOrderByAdmin(c.var.deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
  const money = result.refunded ? `; ${formatUsd(result.refunded)} refunded (credit note ${result.creditNoteNumber})` : "";
  return ok(c, result, `Order cancelled${money}.`);
});
