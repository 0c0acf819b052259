import { z } from "@hono/zod-openapi";
import { userDto } from "../../../../contract/users.ts";
import { currentUser } from "../../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { notFound, tooManyRequests } from "../../../lib/http-errors.ts";
import { createRouter } from "../../../lib/router.ts";
import { getUser, mailEmailChange, updateProfile } from "../../../modules/accounts/index.ts";
import { adminRoute, jsonBody } from "../route.ts";

const accountInput = z.object({
  full_name: z.string().trim().min(1, "Enter the name other admins see").max(100, "Display name is too long"),
  email: z.string().trim().toLowerCase().max(254, "Email is too long").email("Enter a valid email address"),
  currentPassword: z.string().max(1024).optional(),
});

const putRoute = adminRoute({
  method: "put",
  operationId: "updateAdminAccount",
  path: "/admin/account",
  tags: ["Admin: settings"],
  summary: "The signed-in admin's display name and e-mail; a new e-mail needs the current password and is confirmed by a link mailed to it",
  description: "Same rules and the same confirmation flow as PUT /user/profile (the old address is told); username and phone are kept.",
  request: { body: jsonBody(accountInput) },
  responses: { 200: jsonEnvelope(userDto), ...errorResponses(400, 409, 429) },
});

const PASSWORD_TRIES = 10;
const PASSWORD_WINDOW_MS = 15 * 60 * 1000;

export const adminAccountRoutes = createRouter().openapi(putRoute, async (c) => {
  const { db, now, rateLimiter } = c.var.deps;
  const user = currentUser(c);
  const input = c.req.valid("json");
  // The same counter as the profile form: the current-password check is a password oracle for a session holder.
  if (input.currentPassword) {
    const hit = await rateLimiter.hit(`profile-password:${user.id}`, PASSWORD_TRIES, PASSWORD_WINDOW_MS);
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
  }
  const me = await getUser(db, user.id);
  if (!me) throw notFound("User not found");
  const profile = { full_name: input.full_name, email: input.email, user_name: me.user_name, phone: me.phone, newPassword: undefined, currentPassword: input.currentPassword };
  const result = await updateProfile(db, user, profile, now(), (tx, change) => mailEmailChange(c.var.deps, tx, change));
  if (result.pendingEmail) return ok(c, result.user, `We sent a confirmation link to ${result.pendingEmail.newEmail}. Your e-mail changes when you open it.`);
  return ok(c, result.user, "Your details are saved.");
});
