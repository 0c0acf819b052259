import { createRoute, z } from "@hono/zod-openapi";
import { invoiceDto, orderDto } from "../../../contract/orders.ts";
import { currentUser, requireUser } from "../../lib/auth.ts";
import { jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { listInvoicesForUser, listOrdersForUser } from "./service.ts";

const ordersRoute = createRoute({
  method: "get",
  operationId: "listOrders",
  path: "/user/orders",
  tags: ["Orders"],
  summary: "The customer's orders, newest first",
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  responses: { 200: jsonEnvelope(z.array(orderDto)) },
});

const invoicesRoute = createRoute({
  method: "get",
  operationId: "listInvoices",
  path: "/user/invoices",
  tags: ["Orders"],
  summary: "The customer's invoices, newest first",
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  responses: { 200: jsonEnvelope(z.array(invoiceDto)) },
});

export const orderRoutes = createRouter()
  .openapi(ordersRoute, async (c) => ok(c, await listOrdersForUser(c.var.deps.db, currentUser(c).id), "Orders fetched successfully"))
  .openapi(invoicesRoute, async (c) => ok(c, await listInvoicesForUser(c.var.deps.db, currentUser(c).id), "Invoices fetched successfully"));
