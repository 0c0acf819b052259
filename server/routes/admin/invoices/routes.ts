import { z } from "@hono/zod-openapi";
import { invoiceUpdate } from "../../../../contract/admin.ts";
import { adminInvoicePage, adminListQuery } from "../../../../contract/admin-lists.ts";
import { INVOICE_STATUSES, invoiceDto } from "../../../../contract/orders.ts";
import { currentUser } from "../../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { adminRoute, jsonBody, pathId } from "../route.ts";
import { pageRequested } from "../../../lib/paging.ts";
import { invoicePdf, listAllInvoices, pageOfInvoices, sendInvoice, setInvoiceStatus } from "../../../modules/billing/index.ts";
import { updateInvoice } from "../../../workflows/edit-invoice.ts";

const tags = ["Admin: invoices"];
const params = z.object({ id: pathId });

const listRoute = adminRoute({
  method: "get",
  operationId: "listAllInvoices",
  path: "/admin/invoices",
  tags,
  request: { query: adminListQuery },
  summary: "Invoices, newest first, with the customer; `search` matches number, status, order id, user id, name or e-mail",
  description:
    "Without `page` and `limit`: the newest 1,000 (or those matching `search`) as a plain list. With either: one page as `{ invoices, pagination }`; " +
    "the total is counted up to 10,000 (`totalCapped` says there are more) and pages past the 10,000th row are refused (400).",
  responses: { 200: jsonEnvelope(z.union([z.array(invoiceDto), adminInvoicePage])) },
});

const statusRoute = adminRoute({
  method: "patch",
  operationId: "setInvoiceStatus",
  path: "/admin/invoices/{id}/{status}",
  tags,
  summary: "Set an invoice's status (draft, sent, paid, overdue, cancelled)",
  request: { params: z.object({ id: pathId, status: z.enum(INVOICE_STATUSES) }) },
  responses: { 200: jsonEnvelope(invoiceDto) },
});

const updateRoute = adminRoute({
  method: "put",
  operationId: "updateInvoice",
  path: "/admin/invoices/{id}",
  tags,
  summary: "Save the invoice edit form; the server computes the total",
  request: { params, body: jsonBody(invoiceUpdate) },
  responses: { 200: jsonEnvelope(invoiceDto) },
});

const pdfRoute = adminRoute({
  method: "get",
  operationId: "getAdminInvoicePdf",
  path: "/admin/invoices/{id}/pdf",
  tags,
  summary: "Download an invoice as a PDF",
  request: { params },
  responses: {
    200: { description: "The invoice as a PDF", content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } } },
  },
});

const sendRoute = adminRoute({
  method: "post",
  operationId: "sendInvoice",
  path: "/admin/invoices/{id}/send",
  tags,
  summary: "E-mail the invoice PDF to the customer",
  request: { params },
  responses: { 200: jsonEnvelope(z.object({ invoice: invoiceDto, to: z.string(), delivery: z.string() })), ...errorResponses(502) },
});

export const adminInvoiceRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const paged = pageRequested(query);
    const search = query.search || undefined;
    return ok(c, paged ? await pageOfInvoices(c.var.deps.db, search, paged) : await listAllInvoices(c.var.deps.db, search), "Invoices fetched successfully");
  })
  .openapi(statusRoute, async (c) => {
    const { id, status } = c.req.valid("param");
    return ok(c, await setInvoiceStatus(c.var.deps, currentUser(c).id, id, status), "Invoice status updated.");
  })
  .openapi(updateRoute, async (c) =>
    ok(c, await updateInvoice(c.var.deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), "Invoice updated successfully."),
  )
  .openapi(pdfRoute, async (c) => {
    const { pdf, fileName } = await invoicePdf(c.var.deps.db, c.req.valid("param").id);
    return c.body(new Uint8Array(pdf), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    });
  })
  .openapi(sendRoute, async (c) => {
    const result = await sendInvoice(c.var.deps, currentUser(c).id, c.req.valid("param").id);
    return ok(c, result, `Invoice sent to ${result.to}.`);
  });
