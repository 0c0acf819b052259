import { createRoute, z } from "@hono/zod-openapi";
import { NEWSLETTER_CHECK_INBOX } from "../../../contract/newsletter-text.ts";
import { newsletterSignupInput, newsletterSubscription, newsletterTokenInput } from "../../../db/validation/newsletter.ts";
import { clientAddress } from "../../lib/client-address.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { tooManyRequests } from "../../lib/http-errors.ts";
import { createRouter } from "../../lib/router.ts";
import { adminNewsletterRoutes } from "./admin-routes.ts";
import { confirm, subscribe, unsubscribe } from "../../modules/leads/index.ts";

export const SIGNUP_LIMIT = 10;
export const SIGNUP_WINDOW_MS = 15 * 60 * 1000;

const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { "application/json": { schema } } });

const signupRoute = createRoute({
  method: "post",
  operationId: "subscribeNewsletter",
  path: "/newsletter",
  tags: ["Leads"],
  summary: "Sign up for the newsletter (double opt-in: a confirmation link is e-mailed)",
  description: "Answers the same whether the address is new, pending or already confirmed. Throttled per client address.",
  request: { body: body(newsletterSignupInput) },
  responses: { 200: jsonEnvelope(z.object({ email: z.string() })), ...errorResponses(429) },
});

const confirmRoute = createRoute({
  method: "post",
  operationId: "confirmNewsletter",
  path: "/newsletter/confirm",
  tags: ["Leads"],
  summary: "Confirm a subscription with the token from the e-mailed link",
  request: { body: body(newsletterTokenInput) },
  responses: { 200: jsonEnvelope(newsletterSubscription) },
});

const unsubscribeRoute = createRoute({
  method: "post",
  operationId: "unsubscribeNewsletter",
  path: "/newsletter/unsubscribe",
  tags: ["Leads"],
  summary: "Unsubscribe with the token from any newsletter e-mail",
  request: { body: body(newsletterTokenInput) },
  responses: { 200: jsonEnvelope(newsletterSubscription) },
});

const publicNewsletterRoutes = createRouter()
  .openapi(signupRoute, async (c) => {
    const { email } = c.req.valid("json");
    const hit = await c.var.deps.rateLimiter.hit(`newsletter:${clientAddress(c)}`, SIGNUP_LIMIT, SIGNUP_WINDOW_MS);
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
    await subscribe(c.var.deps, email);
    return ok(c, { email }, NEWSLETTER_CHECK_INBOX);
  })
  .openapi(confirmRoute, async (c) => ok(c, await confirm(c.var.deps, c.req.valid("json").token), "Your subscription is confirmed. Welcome aboard!"))
  .openapi(unsubscribeRoute, async (c) => ok(c, await unsubscribe(c.var.deps, c.req.valid("json").token), "You have been unsubscribed. You will not receive any more newsletter e-mails."));

/** Sign-up, confirm, unsubscribe, and the admin CSV export. */
export const newsletterRoutes = createRouter().route("/", publicNewsletterRoutes).route("/", adminNewsletterRoutes);
