import { z } from "@hono/zod-openapi";
import { orderCancelInput, orderCancelResult, orderLinesEdit } from "../../../../contract/order-edit.ts";
import { orderDto } from "../../../../contract/orders.ts";
import { paymentLinkDto } from "../../../../contract/receivables.ts";
import { formatUsd } from "../../../../contract/money.ts";
import { currentUser } from "../../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { adminRoute, jsonBody, pathId } from "../route.ts";
import { cancelOrderByAdmin } from "../../../workflows/lifecycle/admin-cancel.ts";
import { editOrderLinesByAdmin } from "../../../workflows/lifecycle/admin-edit-lines.ts";

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

const linesRoute = adminRoute({
  method: "patch",
  operationId: "updateOrderLines",
  path: "/admin/orders/{id}/lines",
  tags,
  summary: "Change an order's lines, quantities, ship-to or day before dispatch; the server re-prices it",
  description:
    "docs/decisions/089. The whole new list of lines, priced as checkout prices a cart (delivery, the ship-to state's tax); units re-held, the drop kept or moved " +
    "under the day's lock (409 `delivery_day_full`). More than was paid is owed on the invoice (`owed`, with `paymentLink`); less is refunded (`refunded`).",
  request: { params, body: jsonBody(orderLinesEdit) },
  responses: { 200: jsonEnvelope(z.object({ order: orderDto, owed: z.number(), refunded: z.number(), paymentLink: paymentLinkDto.nullable() })), ...errorResponses(409, 422, 502) },
});

/** The admin's changes of an order's contents before dispatch (docs/decisions/089). */
export const adminOrderEditRoutes = createRouter()
  .openapi(cancelRoute, async (c) => {
    const result = await cancelOrderByAdmin(c.var.deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
    const money = result.refunded ? `; ${formatUsd(result.refunded)} refunded (credit note ${result.creditNoteNumber})` : "";
    return ok(c, result, `Order cancelled${money}.`);
  })
  .openapi(linesRoute, async (c) => {
    const result = await editOrderLinesByAdmin(c.var.deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
    const money = result.owed ? `; ${formatUsd(result.owed)} owed` : result.refunded ? `; ${formatUsd(result.refunded)} refunded` : "";
    return ok(c, result, `Order changed${money}.`);
  });
