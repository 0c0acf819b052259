import { createRoute, z } from "@hono/zod-openapi";
import { resetRequestInput } from "../../../contract/auth.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { HttpError } from "../../lib/http-errors.ts";
import { createRouter } from "../../lib/router.ts";
import { mailBrand } from "../../lib/mail-kit/compose.ts";
import { getSiteSettings } from "../../modules/settings/index.ts";
import { clearLoginAccount, findResetTarget, INVALID_TOKEN, issueResetToken, mayMailReset, resetMail, resetPassword, resetPasswordBody, resetRules, throttle } from "../../modules/accounts/index.ts";

export const RESET_REQUESTED = "If an account exists for this email, password reset instructions have been sent.";

const requestRoute = createRoute({
  method: "post",
  operationId: "requestPasswordReset",
  path: "/user/password/reset-request",
  tags: ["Accounts"],
  summary: "E-mail a single-use reset link (valid 60 minutes); the same answer whether or not the address exists",
  description: "Refused (429) only after 20 requests from one address in an hour. At most 5 reset mails go to one account an hour; a request past that gets the same answer and no mail.",
  request: { body: { required: true, content: { "application/json": { schema: resetRequestInput } } } },
  responses: { 200: jsonEnvelope(z.null()), ...errorResponses(429) },
});

// The token goes in the body, never the path: a path lands in access logs, proxies and the browser's history
// (issue 45, finding 10; OWASP no-credentials-in-url).
const verifyRoute = createRoute({
  method: "post",
  operationId: "verifyResetToken",
  path: "/user/password/verify-token",
  tags: ["Accounts"],
  summary: "Check a reset token before showing the form",
  request: { body: { required: true, content: { "application/json": { schema: z.object({ token: z.string().min(1).max(512) }) } } } },
  responses: { 200: jsonEnvelope(z.null()) },
});

const resetRoute = createRoute({
  method: "post",
  operationId: "resetPassword",
  path: "/user/password/reset",
  tags: ["Accounts"],
  summary: "Set a new password with a reset token; ends every session of the user",
  request: { body: { required: true, content: { "application/json": { schema: resetPasswordBody } } } },
  responses: { 200: jsonEnvelope(z.null()) },
});

/**
 * Issues a token for an active account and mails its link; nothing for an unknown, blocked or archived one, nor
 * for an account that had its 5 mails this hour (its mailbox already holds a live link).
 */
async function sendResetLink(deps: AppDeps, email: string, now: Date) {
  if (!(await mayMailReset(deps.rateLimiter, email))) {
    deps.logger.info("[auth] reset mail not sent: this account had its mails for the hour");
    return;
  }
  const brand = mailBrand(await getSiteSettings(deps.db), deps.env.PUBLIC_URL);
  // The token and its mail commit together (outbox); SMTP is the mail job's business.
  await deps.db.transaction(async (tx) => {
    const issued = await issueResetToken(tx, email, now);
    if (issued) await deps.mailer.enqueue(tx, await resetMail({ to: issued.email, fullName: issued.fullName, token: issued.token, brand }));
  });
}

export const passwordRoutes = createRouter()
  .openapi(requestRoute, async (c) => {
    const { deps } = c.var;
    const { email } = c.req.valid("json");
    await throttle(c, resetRules(c));
    // Nothing that depends on the address runs before the answer (a lookup, a token insert, a mail took
    // 19 ms for a known address and 11 for an unknown one): the work, the per-account mail limit included,
    // starts once the answer is on its way.
    const now = deps.now();
    setImmediate(() => void sendResetLink(deps, email, now).catch((err) => deps.logger.error("[auth] reset mail failed", err)));
    return ok(c, null, RESET_REQUESTED);
  })
  .openapi(verifyRoute, async (c) => {
    const target = await findResetTarget(c.var.deps.db, c.req.valid("json").token, c.var.deps.now());
    if (!target) throw new HttpError("reset_token_invalid", INVALID_TOKEN);
    return ok(c, null, "Token is valid");
  })
  .openapi(resetRoute, async (c) => {
    const { deps } = c.var;
    const { token, newPassword } = c.req.valid("json");
    const { email } = await resetPassword(deps.db, token, newPassword, deps.now());
    // The owner just proved control of the mailbox: let them log in at once even after failed attempts.
    await clearLoginAccount(c, email);
    return ok(c, null, "Password reset successfully");
  });
