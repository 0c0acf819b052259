import { z } from "@hono/zod-openapi";
import { invoiceDto, orderDto } from "../../../../contract/orders.ts";
import { jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { listOrdersForUser } from "../../../modules/orders/index.ts";
import { listCustomerInvoices } from "../../../modules/billing/index.ts";
import { adminRoute, pathId } from "../route.ts";
import { findUser } from "../../../modules/accounts/index.ts";

const tags = ["Admin: users"];
const params = z.object({ id: pathId });

const ordersRoute = adminRoute({
  method: "get",
  operationId: "listUserOrders",
  path: "/admin/users/{id}/orders",
  tags,
  summary: "A user's orders, newest first",
  request: { params },
  responses: { 200: jsonEnvelope(z.array(orderDto)) },
});

const invoicesRoute = adminRoute({
  method: "get",
  operationId: "listUserInvoices",
  path: "/admin/users/{id}/invoices",
  tags,
  summary: "A user's invoices, newest first",
  request: { params },
  responses: { 200: jsonEnvelope(z.array(invoiceDto)) },
});

export const adminUserHistoryRoutes = createRouter()
  .openapi(ordersRoute, async (c) => {
    const user = await findUser(c.var.deps.db, c.req.valid("param").id);
    return ok(c, await listOrdersForUser(c.var.deps.db, user.id, { withAttempts: true }), "Orders fetched successfully");
  })
  .openapi(invoicesRoute, async (c) => {
    const user = await findUser(c.var.deps.db, c.req.valid("param").id);
    return ok(c, await listCustomerInvoices(c.var.deps.db, user.id), "Invoices fetched successfully");
  });
