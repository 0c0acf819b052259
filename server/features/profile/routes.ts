import { createRoute } from "@hono/zod-openapi";
import { userDto } from "../../../contract/users.ts";
import { currentUser, requireUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { tooManyRequests } from "../../lib/http-errors.ts";
import { createRouter } from "../../lib/router.ts";
import { profileBody } from "./schema.ts";
import { updateProfile } from "./service.ts";

const updateRoute = createRoute({
  method: "put",
  operationId: "updateProfile",
  path: "/user/profile",
  tags: ["Profile"],
  summary: "Update the customer's own details; a new password needs the current one and ends the other sessions",
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  request: { body: { content: { "application/json": { schema: profileBody } }, required: true } },
  responses: { 200: jsonEnvelope(userDto), ...errorResponses(409, 429) },
});

const PASSWORD_TRIES = 10;
const PASSWORD_WINDOW_MS = 15 * 60 * 1000;

export const profileRoutes = createRouter().openapi(updateRoute, async (c) => {
  const { db, now, rateLimiter } = c.var.deps;
  const user = currentUser(c);
  const input = c.req.valid("json");
  // The current-password check is a password oracle for whoever holds a session: throttle it.
  if (input.newPassword) {
    const hit = await rateLimiter.hit(`profile-password:${user.id}`, PASSWORD_TRIES, PASSWORD_WINDOW_MS);
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
  }
  const result = await updateProfile(db, user, input, now());
  return ok(c, result.user, result.passwordChanged ? "Profile and password updated" : "Profile updated successfully");
});
