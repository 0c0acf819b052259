import { z } from "@hono/zod-openapi";
import { adminUserUpdate, archiveInput, blockInput, roleInput } from "../../../../contract/admin.ts";
import { userDto } from "../../../../contract/users.ts";
import { currentUser } from "../../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { adminRoute, jsonBody, pathId } from "../route.ts";
import { listUsers, sendPasswordResetFor, setUserFlag, setUserRole, throttleCodes, updateUser } from "../../../modules/accounts/index.ts";

const tags = ["Admin: users"];
const params = z.object({ id: pathId });
const userOut = jsonEnvelope(userDto);

const listRoute = adminRoute({
  method: "get",
  operationId: "listUsers",
  path: "/admin/users",
  tags,
  summary: "Users whose name, e-mail or username contains the search (at most 200, newest first)",
  request: { query: z.object({ search: z.string().max(200).optional() }) },
  responses: { 200: jsonEnvelope(z.array(userDto)) },
});

const updateRoute = adminRoute({
  method: "put",
  operationId: "updateUser",
  path: "/admin/users/{id}",
  tags,
  summary: "Edit a user's details under the account-change rules: no password (400 admin_password_forbidden), a new e-mail by confirmation link, another admin only with `twoFactorCode`",
  description:
    "A new e-mail takes effect when the link mailed to it is opened (the old address is told); an admin's own e-mail changes in PUT /admin/account. Every edit is audited and the owner is mailed what changed.",
  request: { params, body: jsonBody(adminUserUpdate) },
  responses: { 200: userOut, ...errorResponses(400, 403, 409) },
});

const passwordResetRoute = adminRoute({
  method: "post",
  operationId: "sendUserPasswordReset",
  path: "/admin/users/{id}/password-reset",
  tags,
  summary: "Mail the user a password reset link (admins never set passwords)",
  request: { params },
  responses: { 200: jsonEnvelope(z.object({ email: z.string() })), ...errorResponses(409) },
});

const blockRoute = adminRoute({
  method: "patch",
  operationId: "setUserBlocked",
  path: "/admin/users/{id}/block",
  tags,
  summary: "Block or unblock; blocking ends the user's sessions. Another admin only with `twoFactorCode`",
  request: { params, body: jsonBody(blockInput) },
  responses: { 200: userOut, ...errorResponses(403) },
});

const archiveRoute = adminRoute({
  method: "patch",
  operationId: "setUserArchived",
  path: "/admin/users/{id}/delete",
  tags,
  summary: "Archive or restore; archiving ends the user's sessions. Another admin only with `twoFactorCode`",
  request: { params, body: jsonBody(archiveInput) },
  responses: { 200: userOut, ...errorResponses(403) },
});

const roleRoute = adminRoute({
  method: "patch",
  operationId: "setUserRole",
  path: "/admin/users/{id}/role",
  tags,
  summary: "Change a user's role (customer, owner, sales, dispatch, accounts or driver); an owner's role is changed by nobody else (owner_protected)",
  request: { params, body: jsonBody(roleInput) },
  responses: { 200: userOut, ...errorResponses(403) },
});

export const adminUserRoutes = createRouter()
  .openapi(listRoute, async (c) => ok(c, await listUsers(c.var.deps.db, c.req.valid("query").search), "Users fetched successfully"))
  .openapi(updateRoute, async (c) => {
    const input = c.req.valid("json");
    // A two-factor code is a guess like any other: counted with the log-in second step's.
    if (input.twoFactorCode) await throttleCodes(c, currentUser(c).id);
    const { user, pendingEmail } = await updateUser(c.var.deps, currentUser(c), c.req.valid("param").id, input);
    return ok(c, user, pendingEmail ? `Saved. The e-mail changes when its owner opens the link we sent to ${pendingEmail}.` : "Profile updated successfully.");
  })
  .openapi(passwordResetRoute, async (c) => {
    const { email } = await sendPasswordResetFor(c.var.deps, currentUser(c), c.req.valid("param").id);
    return ok(c, { email }, `We sent a password reset link to ${email}.`);
  })
  .openapi(blockRoute, async (c) => {
    const { blocked, twoFactorCode } = c.req.valid("json");
    if (twoFactorCode) await throttleCodes(c, currentUser(c).id);
    const user = await setUserFlag(c.var.deps, currentUser(c), c.req.valid("param").id, "blocked", blocked, twoFactorCode);
    return ok(c, user, blocked ? "User blocked successfully." : "User unblocked successfully.");
  })
  .openapi(archiveRoute, async (c) => {
    const { deleted, twoFactorCode } = c.req.valid("json");
    if (twoFactorCode) await throttleCodes(c, currentUser(c).id);
    const user = await setUserFlag(c.var.deps, currentUser(c), c.req.valid("param").id, "archived", deleted, twoFactorCode);
    return ok(c, user, deleted ? "User archived successfully." : "User restored successfully.");
  })
  .openapi(roleRoute, async (c) => {
    const { role } = c.req.valid("json");
    return ok(c, await setUserRole(c.var.deps, currentUser(c), c.req.valid("param").id, role), "Role updated successfully.");
  }
  );
