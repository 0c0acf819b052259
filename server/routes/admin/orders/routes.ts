import { z } from "@hono/zod-openapi";
import { adminListQuery, adminOrderPage } from "../../../../contract/admin-lists.ts";
import { orderStatusPatch, orderUpdate, refundInput, refundResult } from "../../../../contract/admin.ts";
import { formatUsd } from "../../../../contract/money.ts";
import { adminOrderDetailDto, orderNoteDto, orderNoteInput } from "../../../../contract/admin-orders.ts";
import { orderDto } from "../../../../contract/orders.ts";
import { currentUser } from "../../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { adminRoute, jsonBody, pathId } from "../route.ts";
import { addOrderNote, getAdminOrderDetail, listAllOrders, listNotesOfOrder, pageOfOrders } from "../../../modules/orders/index.ts";
import { creditNotePdf, refundOrder } from "../../../workflows/refund/refund.ts";
import { changeOrderByAdmin } from "../../../workflows/lifecycle/admin-change.ts";
import { pageRequested } from "../../../lib/paging.ts";

const tags = ["Admin: orders"];
const params = z.object({ id: pathId });

const listRoute = adminRoute({
  method: "get",
  operationId: "listAllOrders",
  path: "/admin/orders",
  tags,
  request: { query: adminListQuery },
  summary: "Orders, newest first, with the customer's name and e-mail; `search` matches id, user id, status, name or e-mail",
  description:
    "Without `page` and `limit`: the newest 1,000 (or those matching `search`) as a plain list. With either: one page as `{ orders, pagination }`; " +
    "the total is counted up to 10,000 (`totalCapped` says there are more) and pages past the 10,000th row are refused (400).",
  responses: { 200: jsonEnvelope(z.union([z.array(orderDto), adminOrderPage])) },
});

const patchRoute = adminRoute({
  method: "patch",
  operationId: "setOrderStatus",
  path: "/admin/order/{id}",
  tags,
  summary: "Set an order's status, payment status or delivery day; a status change e-mails the customer",
  description:
    "Each change is a step of the order's state machine (docs/decisions/074): a move the table does not allow answers 409 `transition_not_allowed`; " +
    "a new `deliveryDate` is booked under the day's lock (409 `delivery_day_full` when its trucks are taken); cancelling an unpaid order closes its card page.",
  request: { params, body: jsonBody(orderStatusPatch) },
  responses: { 200: jsonEnvelope(orderDto), ...errorResponses(409) },
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

const refundRoute = adminRoute({
  method: "post",
  operationId: "createOrderRefund",
  path: "/admin/orders/{id}/refund",
  tags,
  summary: "Refund an order fully or partly through its payment provider, with a credit note mailed to the customer",
  description: "Never more than was paid (400); payment status becomes `partially_refunded` or `refunded`; `restock` returns the sold units to their depot.",
  request: { params, body: jsonBody(refundInput) },
  responses: { 200: jsonEnvelope(refundResult), ...errorResponses(409, 502) },
});

const creditNoteRoute = adminRoute({
  method: "get",
  operationId: "getCreditNotePdf",
  path: "/admin/credit-notes/{number}/pdf",
  tags,
  summary: "Download a refund's credit note as a PDF",
  request: { params: z.object({ number: z.string().regex(/^CN-[A-Za-z0-9-]+$/, "Not a credit note number").max(60) }) },
  responses: {
    200: { description: "The credit note as a PDF", content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } } },
  },
});

export const adminOrderRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const paged = pageRequested(query);
    const search = query.search || undefined;
    return ok(c, paged ? await pageOfOrders(c.var.deps.db, search, paged) : await listAllOrders(c.var.deps, search), "Orders fetched successfully");
  })
  .openapi(detailRoute, async (c) => ok(c, await getAdminOrderDetail(c.var.deps.db, c.req.valid("param").id), "Order fetched successfully"))
  .openapi(listNotesRoute, async (c) => ok(c, await listNotesOfOrder(c.var.deps.db, c.req.valid("param").id), "Notes fetched successfully"))
  .openapi(addNoteRoute, async (c) => {
    const note = await addOrderNote(c.var.deps.db, currentUser(c).id, c.req.valid("param").id, c.req.valid("json").body, c.var.deps.now());
    return ok(c, note, "Note added.", 201);
  })
  .openapi(patchRoute, async (c) => {
    const order = await changeOrderByAdmin(c.var.deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
    return ok(c, order, "Order status updated successfully.");
  })
  .openapi(refundRoute, async (c) => {
    const result = await refundOrder(c.var.deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
    return ok(c, result, `Refunded ${formatUsd(result.amount)}; credit note ${result.creditNoteNumber} mailed to the customer.`);
  })
  .openapi(creditNoteRoute, async (c) => {
    const { pdf, fileName } = await creditNotePdf(c.var.deps.db, c.req.valid("param").number);
    return c.body(new Uint8Array(pdf), 200, { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${fileName}"`, "Cache-Control": "private, no-store" });
  })
  .openapi(updateRoute, async (c) => {
    const order = await changeOrderByAdmin(c.var.deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
    return ok(c, order, "Order updated successfully.");
  });
