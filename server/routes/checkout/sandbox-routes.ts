import { randomBytes } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import { paymentsConfig, sandboxPayInput, sandboxPayResult, sandboxSessionDto } from "../../../contract/checkout.ts";
import { centsToDollars } from "../../../contract/money.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { HttpError, notFound, tooManyRequests } from "../../lib/http-errors.ts";
import { createRouter } from "../../lib/router.ts";
import { recordPaymentAttempt } from "../../modules/billing/index.ts";
import { SANDBOX_SIGNATURE_HEADER, type SandboxRow, getSandboxSession, markSandboxPaid } from "../../lib/payments/sandbox.ts";
import { checkSandboxCard } from "../../lib/payments/sandbox-cards.ts";
import { signPayload } from "../../lib/payments/signature.ts";
import { getSiteSettings } from "../../modules/settings/index.ts";
import { handleWebhook } from "../../workflows/payment-events.ts";

const sessionParam = z.object({ id: z.string().max(80, "must be a sandbox session id").regex(/^cs_sandbox_[A-Za-z0-9_-]{10,60}$/, "must be a sandbox session id") });

const configRoute = createRoute({
  method: "get",
  operationId: "getPaymentConfig",
  path: "/payments/config",
  tags: ["Payments"],
  summary: "The card payment provider checkout uses",
  responses: { 200: jsonEnvelope(paymentsConfig) },
});

const getRoute = createRoute({
  method: "get",
  operationId: "getSandboxSession",
  path: "/payments/sandbox/sessions/{id}",
  tags: ["Payments"],
  summary: "A sandbox hosted payment session (what the hosted page shows)",
  request: { params: sessionParam },
  responses: { 200: jsonEnvelope(sandboxSessionDto) },
});

const payRoute = createRoute({
  method: "post",
  operationId: "paySandboxSession",
  path: "/payments/sandbox/sessions/{id}/pay",
  tags: ["Payments"],
  summary: "Pay a sandbox session with a test card; delivers a signed checkout.session.completed event",
  request: { params: sessionParam, body: { content: { "application/json": { schema: sandboxPayInput } }, required: true } },
  responses: { 200: jsonEnvelope(sandboxPayResult), ...errorResponses(402, 409, 429) },
});

async function toDto(deps: AppDeps, row: SandboxRow) {
  const { siteName } = await getSiteSettings(deps.db);
  return {
    id: row.id,
    merchantName: siteName,
    status: row.status as "open" | "paid" | "expired",
    amount: centsToDollars(row.amountCents),
    currency: row.currency,
    items: row.lineItems.map((l) => ({ name: l.name, quantity: l.quantity, amount: centsToDollars(l.amountCents) })),
    customerEmail: row.customerEmail,
    cancelUrl: row.cancelUrl,
    successUrl: row.successUrl,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The event a real provider would POST to us, signed and handed to our own webhook handler in-process. */
async function deliverCompleted(deps: AppDeps, row: SandboxRow) {
  const now = deps.now();
  const body = JSON.stringify({
    id: `evt_sandbox_${randomBytes(12).toString("base64url")}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(now.getTime() / 1000),
    data: { object: { id: row.id, object: "checkout.session", payment_status: "paid", amount_total: row.amountCents, currency: row.currency, metadata: { orderId: row.orderId } } },
  });
  const signature = signPayload(deps.payments.sandboxSecret, body, Math.floor(now.getTime() / 1000));
  await handleWebhook(deps, "sandbox", body, (name) => (name.toLowerCase() === SANDBOX_SIGNATURE_HEADER ? signature : undefined)).catch((err) =>
    deps.logger.error(`[sandbox] webhook delivery for ${row.id} failed; the success page's confirm will fulfil`, err),
  );
}

export const sandboxPaymentRoutes = createRouter()
  .openapi(configRoute, (c) => ok(c, { provider: c.var.deps.payments.active }, "Payment configuration"))
  .openapi(getRoute, async (c) => {
    const row = await getSandboxSession(c.var.deps.db, c.req.valid("param").id, c.var.deps.now());
    if (!row) throw notFound("Payment session not found");
    return ok(c, await toDto(c.var.deps, row), "Payment session");
  })
  .openapi(payRoute, async (c) => {
    const deps = c.var.deps;
    const { id } = c.req.valid("param");
    const limit = await deps.rateLimiter.hit(`sandbox-pay:${id}`, 10, 60_000);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
    const row = await getSandboxSession(deps.db, id, deps.now());
    if (!row) throw notFound("Payment session not found");
    // A second click on Pay after success: no second charge, same way out.
    if (row.status === "paid") return ok(c, { redirectUrl: row.successUrl, sessionId: row.id }, "Payment already completed");
    if (row.status === "expired") throw new HttpError("payment_session_closed", "This payment session has expired. Return to the shop and check out again.");
    const card = checkSandboxCard(c.req.valid("json"), deps.now());
    if (!card.ok) throw new HttpError(card.code, card.message, { errors: card.errors });
    // Paid and noted as a payment attempt together: if we die before fulfilling, the reconcile job will.
    const paid = await deps.db.transaction(async (tx) => {
      const last4 = c.req.valid("json").cardNumber.replace(/\s+/g, "").slice(-4);
      const marked = await markSandboxPaid(tx, id, deps.now(), { last4 });
      if (marked) await recordPaymentAttempt(tx, "sandbox", id, deps.now());
      return marked;
    });
    if (!paid) {
      const again = await getSandboxSession(deps.db, id, deps.now());
      if (again?.status === "paid") return ok(c, { redirectUrl: again.successUrl, sessionId: again.id }, "Payment already completed");
      throw new HttpError("payment_session_closed", "This payment session is no longer open.");
    }
    await deliverCompleted(deps, paid);
    return ok(c, { redirectUrl: paid.successUrl, sessionId: paid.id }, "Payment successful");
  });
