import { z } from "@hono/zod-openapi";
import { currentUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { adminRoute, jsonBody, pathId } from "../admin/route.ts";
import { setUserTerms } from "../../modules/billing/index.ts";
import { recordManualPayment } from "../../workflows/record-payment.ts";

const params = z.object({ id: pathId });
const termsInput = z.object({ creditLimit: z.number().min(0).max(100_000_000).nullable() });
const paymentInput = z.object({
  amount: z.number({ error: "Enter the amount paid in" }).positive("Enter an amount above $0.00").max(100_000_000),
  method: z.enum(["bank_transfer", "check", "cash"]),
  reference: z.string().trim().min(1, "Enter the transfer or check reference").max(80),
});

const termsRoute = adminRoute({
  method: "put",
  operationId: "setUserTerms",
  path: "/admin/users/{id}/terms",
  tags: ["Admin: users"],
  summary: "Approve a customer for net-30 terms with a credit limit (dollars), or withdraw it (null)",
  request: { params, body: jsonBody(termsInput) },
  responses: { 200: jsonEnvelope(z.object({ userId: z.string(), creditLimit: z.number().nullable() })) },
});

const paymentRoute = adminRoute({
  method: "post",
  operationId: "recordInvoicePayment",
  path: "/admin/invoices/{id}/payments",
  tags: ["Admin: invoices"],
  summary: "Record a bank transfer or check received against an invoice (never more than is owed)",
  request: { params, body: jsonBody(paymentInput) },
  responses: { 200: jsonEnvelope(z.object({ invoiceId: z.string(), amount: z.number(), owed: z.number(), status: z.string() })), ...errorResponses(409) },
});

export const adminTermsRoutes = createRouter()
  .openapi(termsRoute, async (c) => ok(c, await setUserTerms(c.var.deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json").creditLimit), "Payment terms saved."))
  .openapi(paymentRoute, async (c) => ok(c, await recordManualPayment(c.var.deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), "Payment recorded."));
