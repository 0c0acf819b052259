import { createRoute, z } from "@hono/zod-openapi";
import { loginAnswer, loginInput } from "../../../contract/auth.ts";
import { userDto } from "../../../contract/users.ts";
import { currentUser, requireUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { unauthorized } from "../../lib/http-errors.ts";
import { createRouter } from "../../lib/router.ts";
import { revokeSession } from "../../lib/sessions.ts";
import { checkCredentials, getUser, loginSucceeded, openSession, rememberDevice, secondStepFor, setupRequiredFor, throttleLogin } from "../../modules/accounts/index.ts";

const loginRoute = createRoute({
  method: "post",
  operationId: "logIn",
  path: "/user/login",
  tags: ["Accounts"],
  summary: "Log in with e-mail and password; answers a bearer token (30 days) and the user, or a second-step ticket",
  description:
    "Wrong e-mail, wrong password and archived account all give the same 401 in the same time. A blocked account gets 403. An admin with two-factor sign-in gets `secondStep.ticket` instead of a session: send it with a code to POST /user/login/two-factor within 5 minutes. An admin the store requires to use two-factor who has not set it up gets a session with `twoFactorSetupRequired: true`, good for enrolment only. Attempts are limited per address, per account and address, and (wrong passwords) per account across addresses: 429 with Retry-After. A complete sign-in sets the `bx_known_device` cookie (Path=/v1/user); a browser sending it back is not held by the per-account limit.",
  request: { body: { required: true, content: { "application/json": { schema: loginInput } } } },
  responses: { 200: jsonEnvelope(loginAnswer), ...errorResponses(401, 403, 429) },
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
    await throttleLogin(c, email);
    const { db, now } = c.var.deps;
    const user = await checkCredentials(db, email, password);
    await loginSucceeded(c, email);
    const secondStep = await secondStepFor(db, user, now());
    if (secondStep) return ok(c, { secondStep }, "Enter the code from your authenticator app.");
    const session = await openSession(db, user.id, now());
    await rememberDevice(c, user.id);
    if (await setupRequiredFor(db, user)) return ok(c, { ...session, twoFactorSetupRequired: true }, "Login successful! Set up two-factor sign-in to continue.");
    return ok(c, session, "Login successful!");
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
