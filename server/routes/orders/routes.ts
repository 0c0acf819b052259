import { createRoute, z } from "@hono/zod-openapi";
import { invoiceDto, orderDto } from "../../../contract/orders.ts";
import { currentUser, requireUser } from "../../lib/auth.ts";
import { jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { creditNotePdf } from "../../workflows/refund/refund.ts";
import { listOrdersForUser } from "../../modules/orders/index.ts";
import { listCustomerInvoices } from "../../modules/billing/index.ts";

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

const creditNoteRoute = createRoute({
  method: "get",
  operationId: "getOwnCreditNotePdf",
  path: "/user/credit-notes/{number}/pdf",
  tags: ["Orders"],
  summary: "Download the credit note of a refund on one of the customer's orders, as a PDF (another customer's: 404)",
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  request: { params: z.object({ number: z.string().regex(/^CN-[A-Za-z0-9-]+$/, "Not a credit note number").max(60) }) },
  responses: {
    200: { description: "The credit note as a PDF", content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } } },
  },
});

export const orderRoutes = createRouter()
  .openapi(ordersRoute, async (c) => ok(c, await listOrdersForUser(c.var.deps.db, currentUser(c).id), "Orders fetched successfully"))
  .openapi(invoicesRoute, async (c) => ok(c, await listCustomerInvoices(c.var.deps.db, currentUser(c).id), "Invoices fetched successfully"))
  .openapi(creditNoteRoute, async (c) => {
    const { pdf, fileName } = await creditNotePdf(c.var.deps.db, c.req.valid("param").number, currentUser(c).id);
    return c.body(new Uint8Array(pdf), 200, { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${fileName}"`, "Cache-Control": "private, no-store" });
  });
