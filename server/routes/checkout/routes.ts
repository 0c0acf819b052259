import { createRoute, z } from "@hono/zod-openapi";
import { cancelInput, cancelResult, checkoutSessionResult, confirmInput, confirmResult, invoicePaymentPage } from "../../../contract/checkout.ts";
import { currentUser, requireUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { cancelCheckout } from "../../workflows/checkout/cancel.ts";
import { fulfilCheckoutSession } from "../../workflows/checkout/fulfil.ts";
import { openCheckoutSession } from "../../workflows/checkout/open-session.ts";
import { openInvoicePayment } from "../../workflows/checkout/payment-page.ts";

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });
const secured = { tags: ["Checkout"], security: [{ bearer: [] }], middleware: [requireUser] };
const providerParam = z.object({ provider: z.enum(["sandbox", "stripe"]) });

const sessionRoute = createRoute({
  ...secured,
  method: "post",
  operationId: "createCheckoutSession",
  path: "/user/checkout/{provider}/session",
  summary: "Create the order and invoice from the cart and open the provider's hosted payment page",
  description: "The body (the client's copy of the cart) is ignored: the server prices the stored cart. Message 'address required' when no shipping address is saved.",
  request: { params: providerParam },
  responses: { 200: jsonEnvelope(checkoutSessionResult), ...errorResponses(502) },
});

const confirmRoute = createRoute({
  ...secured,
  method: "post",
  operationId: "confirmCheckout",
  path: "/user/checkout/{provider}/confirm",
  summary: "Confirm a paid session: the order becomes confirmed and paid (once, however often called)",
  request: { params: providerParam, body: json(confirmInput) },
  responses: { 200: jsonEnvelope(confirmResult) },
});

const cancelRoute = createRoute({
  ...secured,
  method: "post",
  operationId: "cancelCheckout",
  path: "/user/checkout/cancel",
  summary: "Cancel an unpaid order and its invoice; the cart stays as it was",
  request: { body: json(cancelInput) },
  responses: { 200: jsonEnvelope(cancelResult), ...errorResponses(404) },
});

const payInvoiceRoute = createRoute({
  ...secured,
  method: "post",
  operationId: "payInvoice",
  path: "/user/invoices/{id}/pay",
  summary: "Open a hosted payment page for what the invoice asks now (its total, a deposit or the balance)",
  description: "An open page for the same amount is reused; a page for another amount (the invoice was edited) is closed first.",
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: { 200: jsonEnvelope(invoicePaymentPage), ...errorResponses(409, 502) },
});

export const checkoutRoutes = createRouter()
  .openapi(sessionRoute, async (c) => {
    const data = await openCheckoutSession(c.var.deps, currentUser(c).id, c.req.valid("param").provider);
    return ok(c, data, "Checkout session created");
  })
  .openapi(confirmRoute, async (c) => {
    const { provider } = c.req.valid("param");
    const r = await fulfilCheckoutSession(c.var.deps, provider, c.req.valid("json").sessionId, { userId: currentUser(c).id });
    return ok(c, { orderId: r.orderId, invoiceId: r.invoiceId, invoiceNumber: r.invoiceNumber, paymentStatus: r.paymentStatus }, "Payment confirmed");
  })
  .openapi(payInvoiceRoute, async (c) => {
    const data = await openInvoicePayment(c.var.deps, currentUser(c).id, c.req.valid("param").id);
    return ok(c, data, "Payment page opened");
  })
  .openapi(cancelRoute, async (c) => {
    const data = await cancelCheckout(c.var.deps, currentUser(c).id, c.req.valid("json").invoiceId);
    return ok(c, data, "Payment cancelled");
  });
