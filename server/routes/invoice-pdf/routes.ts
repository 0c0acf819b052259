import { createRoute, z } from "@hono/zod-openapi";
import { currentUser, requireUser } from "../../lib/auth.ts";
import { notFound } from "../../lib/http-errors.ts";
import { createRouter } from "../../lib/router.ts";
import { getSiteSettings } from "../../modules/settings/index.ts";
import { findInvoiceForUser, pdfFileName, renderInvoicePdf } from "../../modules/billing/index.ts";

const pdfRoute = createRoute({
  method: "get",
  operationId: "getInvoicePdf",
  path: "/user/invoices/{id}/pdf",
  tags: ["Orders"],
  summary: "Download one of the customer's invoices as a PDF",
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: {
    200: { description: "The invoice as a PDF", content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } } },
  },
});

export const invoicePdfRoutes = createRouter().openapi(pdfRoute, async (c) => {
  const { db } = c.var.deps;
  const invoice = await findInvoiceForUser(db, currentUser(c).id, c.req.valid("param").id);
  if (!invoice) throw notFound("Invoice not found");
  const pdf = await renderInvoicePdf(invoice, await getSiteSettings(db));
  return c.body(new Uint8Array(pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${pdfFileName(invoice)}"`,
    "Cache-Control": "private, no-store",
  });
});
