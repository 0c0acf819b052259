import { createRoute, z } from "@hono/zod-openapi";
import { loginInput, loginResult } from "../../../contract/auth.ts";
import { userDto } from "../../../contract/users.ts";
import { currentUser, requireUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { unauthorized } from "../../lib/http-errors.ts";
import { createRouter } from "../../lib/router.ts";
import { revokeSession } from "../../lib/sessions.ts";
import { getUser, logIn } from "./service.ts";
import { clearLoginAccount, loginRules, throttle } from "./throttle.ts";

const loginRoute = createRoute({
  method: "post",
  operationId: "logIn",
  path: "/user/login",
  tags: ["Accounts"],
  summary: "Log in with e-mail and password; answers a bearer token (30 days) and the user",
  description: "Wrong e-mail, wrong password and archived account all give the same 401 in the same time. A blocked account gets 403.",
  request: { body: { required: true, content: { "application/json": { schema: loginInput } } } },
  responses: { 200: jsonEnvelope(loginResult), ...errorResponses(401, 403, 429) },
});

const logoutRoute = createRoute({
  method: "post",
  operationId: "logOut",
  path: "/user/logout",
  tags: ["Accounts"],
  summary: "Revoke the bearer token of this request",
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  responses: { 200: jsonEnvelope(z.null()) },
});

const meRoute = createRoute({
  method: "get",
  operationId: "getCurrentUser",
  path: "/user/me",
  tags: ["Accounts"],
  summary: "The user of the bearer token",
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  responses: { 200: jsonEnvelope(userDto) },
});

export const sessionRoutes = createRouter()
  .openapi(loginRoute, async (c) => {
    const { email, password } = c.req.valid("json");
    await throttle(c, loginRules(c, email));
    const result = await logIn(c.var.deps.db, email, password, c.var.deps.now());
    await clearLoginAccount(c, email);
    return ok(c, result, "Login successful!");
  })
  .openapi(logoutRoute, async (c) => {
    const { deps } = c.var;
    await revokeSession(deps.db, currentUser(c).sessionId, deps.now());
    return ok(c, null, "Logged out successfully");
  })
  .openapi(meRoute, async (c) => {
    const user = await getUser(c.var.deps.db, currentUser(c).id);
    if (!user) throw unauthorized("Invalid or expired token", "token_expired");
    return ok(c, user, "User fetched successfully");
  });
