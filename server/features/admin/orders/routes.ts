import { z } from "@hono/zod-openapi";
import { adminListQuery, orderStatusPatch, orderUpdate } from "../../../../contract/admin.ts";
import { adminOrderDetailDto, orderNoteDto, orderNoteInput } from "../../../../contract/admin-orders.ts";
import { orderDto } from "../../../../contract/orders.ts";
import { currentUser } from "../../../lib/auth.ts";
import { jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { adminRoute, jsonBody, pathId } from "../route.ts";
import { getAdminOrderDetail } from "./detail.ts";
import { addOrderNote, listNotesOfOrder } from "./notes.ts";
import { changeOrder, listAllOrders } from "./service.ts";

const tags = ["Admin: orders"];
const params = z.object({ id: pathId });

const listRoute = adminRoute({
  method: "get",
  operationId: "listAllOrders",
  path: "/admin/orders",
  tags,
  request: { query: adminListQuery },
  summary: "Orders, newest first (at most 1,000), with the customer's name and e-mail; `search` matches id, user id, status, name or e-mail",
  responses: { 200: jsonEnvelope(z.array(orderDto)) },
});

const patchRoute = adminRoute({
  method: "patch",
  operationId: "setOrderStatus",
  path: "/admin/order/{id}",
  tags,
  summary: "Set an order's status or payment status; a status change e-mails the customer",
  request: { params, body: jsonBody(orderStatusPatch) },
  responses: { 200: jsonEnvelope(orderDto) },
});

const updateRoute = adminRoute({
  method: "put",
  operationId: "updateOrder",
  path: "/admin/orders/{id}",
  tags,
  summary: "Save the order edit form: statuses, tracking number, shipping address",
  request: { params, body: jsonBody(orderUpdate) },
  responses: { 200: jsonEnvelope(orderDto) },
});

const detailRoute = adminRoute({
  method: "get",
  operationId: "getAdminOrder",
  path: "/admin/orders/{id}",
  tags,
  summary: "One order for the admin's order page: lines, customer, ship-to, delivery booking, payments, invoice, timeline (audit log) and internal notes",
  request: { params },
  responses: { 200: jsonEnvelope(adminOrderDetailDto) },
});

const listNotesRoute = adminRoute({
  method: "get",
  operationId: "listOrderNotes",
  path: "/admin/orders/{id}/notes",
  tags,
  summary: "An order's internal notes (admins only, never shown to the customer), oldest first",
  request: { params },
  responses: { 200: jsonEnvelope(z.array(orderNoteDto)) },
});

const addNoteRoute = adminRoute({
  method: "post",
  operationId: "addOrderNote",
  path: "/admin/orders/{id}/notes",
  tags,
  summary: "Add an internal note to an order; the author and time are recorded",
  request: { params, body: jsonBody(orderNoteInput) },
  responses: { 201: jsonEnvelope(orderNoteDto) },
});

export const adminOrderRoutes = createRouter()
  .openapi(listRoute, async (c) => ok(c, await listAllOrders(c.var.deps, c.req.valid("query").search || undefined), "Orders fetched successfully"))
  .openapi(detailRoute, async (c) => ok(c, await getAdminOrderDetail(c.var.deps.db, c.req.valid("param").id), "Order fetched successfully"))
  .openapi(listNotesRoute, async (c) => ok(c, await listNotesOfOrder(c.var.deps.db, c.req.valid("param").id), "Notes fetched successfully"))
  .openapi(addNoteRoute, async (c) => {
    const note = await addOrderNote(c.var.deps.db, currentUser(c).id, c.req.valid("param").id, c.req.valid("json").body, c.var.deps.now());
    return ok(c, note, "Note added.", 201);
  })
  .openapi(patchRoute, async (c) => {
    const order = await changeOrder(c.var.deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
    return ok(c, order, "Order status updated successfully.");
  })
  .openapi(updateRoute, async (c) => {
    const order = await changeOrder(c.var.deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
    return ok(c, order, "Order updated successfully.");
  });
