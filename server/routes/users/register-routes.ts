import { createRoute, z } from "@hono/zod-openapi";
import { clientAddress } from "../../lib/client-address.ts";
import { currentUser, readOptionalUser, requireUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { tooManyRequests } from "../../lib/http-errors.ts";
import { createRouter } from "../../lib/router.ts";
import { registerBody, registerRules, registerUser, resendVerification, throttle, verifyEmail } from "../../modules/accounts/index.ts";

export const REGISTERED = "Registration successful! Please log in.";

const registerRoute = createRoute({
  method: "post",
  operationId: "registerUser",
  path: "/user/register",
  tags: ["Accounts"],
  summary: "Create a customer account (never an admin) and mail the link that confirms its e-mail; the client then logs in",
  description:
    "The answer is the same whether or not the address already has an account (that account's owner is told by mail instead), so registration does not reveal accounts. A taken username is still 409 `user_name_taken`.",
  request: { body: { required: true, content: { "application/json": { schema: registerBody } } } },
  responses: { 201: jsonEnvelope(z.object({ email: z.string() }), "Account created (or the address's owner told)"), ...errorResponses(409, 429) },
});

const verifyRoute = createRoute({
  method: "post",
  operationId: "verifyEmail",
  path: "/user/email/verify",
  tags: ["Accounts"],
  summary: "Confirm the account's e-mail with the token of a mailed link (registration's, or an offer's while signed in as its address)",
  middleware: [readOptionalUser] as const,
  request: { body: { required: true, content: { "application/json": { schema: z.object({ token: z.string().min(1).max(512) }) } } } },
  responses: { 200: jsonEnvelope(z.object({ email: z.string() })), ...errorResponses(400, 429) },
});

const resendRoute = createRoute({
  method: "post",
  operationId: "sendEmailVerification",
  path: "/user/email/verify/resend",
  tags: ["Accounts"],
  summary: "Mail a new confirmation link to the signed-in account's e-mail (older links stop working)",
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  responses: { 200: jsonEnvelope(z.object({ email: z.string(), sent: z.boolean() })), ...errorResponses(429) },
});

const RESENDS_PER_HOUR = 5;
const VERIFY_TRIES_PER_HOUR = 30;

export const registerRoutes = createRouter()
  .openapi(registerRoute, async (c) => {
    await throttle(c, registerRules(c));
    const data = await registerUser(c.var.deps, c.req.valid("json"), c.var.deps.now());
    return ok(c, data, REGISTERED, 201);
  })
  .openapi(verifyRoute, async (c) => {
    const { deps } = c.var;
    const hit = await deps.rateLimiter.hit(`verify-email:${c.var.user?.id ?? clientAddress(c)}`, VERIFY_TRIES_PER_HOUR, 3_600_000);
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
    const data = await verifyEmail(deps.db, c.req.valid("json").token, c.var.user ?? null, deps.now());
    return ok(c, data, "Thank you: your e-mail address is confirmed.");
  })
  .openapi(resendRoute, async (c) => {
    const { deps } = c.var;
    const user = currentUser(c);
    const hit = await deps.rateLimiter.hit(`verify-email-resend:${user.id}`, RESENDS_PER_HOUR, 3_600_000);
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
    const data = await resendVerification(deps, user.id, deps.now());
    return ok(c, data, data.sent ? `We sent a new confirmation link to ${data.email}.` : "Your e-mail address is already confirmed.");
  });
