import { createRoute, z } from "@hono/zod-openapi";
import { userDto } from "../../../contract/users.ts";
import { currentUser, requireUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { tooManyRequests } from "../../lib/http-errors.ts";
import { createRouter } from "../../lib/router.ts";
import { confirmEmailChange, mailEmailChange, profileBody, updateProfile } from "../../modules/accounts/index.ts";

const updateRoute = createRoute({
  method: "put",
  operationId: "updateProfile",
  path: "/user/profile",
  tags: ["Profile"],
  summary: "Update the customer's own details; a new password or e-mail needs the current password",
  description: "A new password ends the other sessions. A new e-mail takes effect only when the link mailed to it is followed (POST /user/email/confirm); the old address is told.",
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  request: { body: { content: { "application/json": { schema: profileBody } }, required: true } },
  responses: { 200: jsonEnvelope(userDto), ...errorResponses(409, 429) },
});

const confirmEmailRoute = createRoute({
  operationId: "confirmEmailChange",
  method: "post",
  path: "/user/email/confirm",
  tags: ["Profile"],
  summary: "Confirm a new e-mail with the token of the link mailed to it (single use, 24 hours)",
  request: { body: { required: true, content: { "application/json": { schema: z.object({ token: z.string().min(1).max(512) }) } } } },
  responses: { 200: jsonEnvelope(z.object({ email: z.string() })), ...errorResponses(400, 409) },
});

const PASSWORD_TRIES = 10;
const PASSWORD_WINDOW_MS = 15 * 60 * 1000;

export const profileRoutes = createRouter().openapi(updateRoute, async (c) => {
  const { db, now, rateLimiter } = c.var.deps;
  const user = currentUser(c);
  const input = c.req.valid("json");
  // The current-password check is a password oracle for whoever holds a session: throttle it.
  if (input.newPassword || input.currentPassword) {
    const hit = await rateLimiter.hit(`profile-password:${user.id}`, PASSWORD_TRIES, PASSWORD_WINDOW_MS);
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
  }
  const result = await updateProfile(db, user, input, now(), (tx, change) => mailEmailChange(c.var.deps, tx, change));
  if (result.pendingEmail) {
    return ok(c, result.user, `We sent a confirmation link to ${result.pendingEmail.newEmail}. Your e-mail changes when you open it.`);
  }
  return ok(c, result.user, result.passwordChanged ? "Profile and password updated" : "Profile updated successfully");
})
  .openapi(confirmEmailRoute, async (c) => {
    const { deps } = c.var;
    const { email } = await confirmEmailChange(deps.db, c.req.valid("json").token, deps.now());
    return ok(c, { email }, "Your e-mail address has been changed.");
  });
