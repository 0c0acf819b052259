import { z } from "@hono/zod-openapi";
import { deliveriesQuery, deliverySchedule as scheduleDto, rescheduleInput } from "../../../contract/deliveries.ts";
import { orderDto } from "../../../contract/orders.ts";
import { currentUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { badRequest } from "../../lib/http-errors.ts";
import { createRouter } from "../../lib/router.ts";
import { adminRoute, jsonBody, pathId } from "../admin/route.ts";
import { deliverySchedule, depotExists } from "../../modules/logistics/index.ts";
import { changeOrderByAdmin } from "../../workflows/lifecycle/admin-change.ts";

const tags = ["Admin: deliveries"];

const listRoute = adminRoute({
  method: "get",
  operationId: "listDeliveries",
  path: "/admin/deliveries",
  tags,
  summary: "Booked deliveries by day and depot (default the next 14 days), with trucks booked per type against capacity",
  request: { query: deliveriesQuery },
  responses: { 200: jsonEnvelope(scheduleDto) },
});

const rescheduleRoute = adminRoute({
  method: "post",
  operationId: "rescheduleOrder",
  path: "/admin/orders/{id}/reschedule",
  tags,
  summary: "Move an order's delivery to another day its depot can serve; the customer is e-mailed and the change audited",
  request: { params: z.object({ id: pathId }), body: jsonBody(rescheduleInput) },
  responses: { 200: jsonEnvelope(orderDto), ...errorResponses(409) },
});

export const deliveryAdminRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const q = c.req.valid("query");
    if (q.depotId && !(await depotExists(c.var.deps.db, q.depotId))) throw badRequest("Invalid depot", { depotId: "Unknown depot" });
    return ok(c, await deliverySchedule(c.var.deps, q), "Deliveries fetched successfully");
  })
  .openapi(rescheduleRoute, async (c) => {
    const order = await changeOrderByAdmin(c.var.deps, currentUser(c).id, c.req.valid("param").id, { deliveryDate: c.req.valid("json").deliveryDate });
    return ok(c, order, "Delivery rescheduled; the customer has been e-mailed.");
  });
