import { createRoute, z } from "@hono/zod-openapi";
import { loginCodeInput, loginResult } from "../../../contract/auth.ts";
import { isStaffRole } from "../../../contract/staff-roles.ts";
import { recoveryCodesDto, twoFactorCodeInput, twoFactorEnrolment, twoFactorStatus } from "../../../contract/two-factor.ts";
import { currentUser, requireUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { forbidden } from "../../lib/http-errors.ts";
import { createRouter } from "../../lib/router.ts";
import { clearCodeCounts, completeSecondStep, confirmEnrolment, disableTwoFactor, getTwoFactorStatus, openSession, rememberDevice, startEnrolment, throttleCodes, ticketOwner } from "../../modules/accounts/index.ts";

const tags = ["Two-factor sign-in"];
const json = <T extends z.ZodType>(schema: T) => ({ required: true, content: { "application/json": { schema } } });

const statusRoute = createRoute({
  method: "get",
  operationId: "getTwoFactorStatus",
  path: "/user/two-factor",
  tags,
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  summary: "Whether the signed-in admin uses two-factor sign-in, and whether the store requires it",
  responses: { 200: jsonEnvelope(twoFactorStatus), ...errorResponses(403) },
});

const enrolRoute = createRoute({
  method: "post",
  operationId: "createTwoFactorEnrolment",
  path: "/user/two-factor/enrolment",
  tags,
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  summary: "Admins: a new authenticator secret with its QR code (shown this once; confirm with a code)",
  responses: { 200: jsonEnvelope(twoFactorEnrolment), ...errorResponses(403, 409) },
});

const confirmRoute = createRoute({
  method: "post",
  operationId: "confirmTwoFactorEnrolment",
  path: "/user/two-factor/enrolment/confirm",
  tags,
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  summary: "Turn two-factor on with a code from the new authenticator; answers 10 recovery codes, once",
  request: { body: json(twoFactorCodeInput) },
  responses: { 200: jsonEnvelope(recoveryCodesDto), ...errorResponses(400, 403, 409, 429) },
});

const disableRoute = createRoute({
  method: "post",
  operationId: "removeTwoFactor",
  path: "/user/two-factor/disable",
  tags,
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  summary: "Turn two-factor off with a fresh authenticator or recovery code (refused while the store requires it)",
  request: { body: json(twoFactorCodeInput) },
  responses: { 200: jsonEnvelope(z.null()), ...errorResponses(400, 403, 409, 429) },
});

const secondStepRoute = createRoute({
  method: "post",
  operationId: "verifyLoginCode",
  path: "/user/login/two-factor",
  tags,
  summary: "Second log-in step: the ticket from POST /user/login and an authenticator or recovery code; answers the session",
  description: "Wrong codes are refused (401 two_factor_code_invalid) and throttled per account and address, with a ceiling per account that a device which signed in before is not held by; each code and each recovery code works once.",
  request: { body: json(loginCodeInput) },
  responses: { 200: jsonEnvelope(loginResult), ...errorResponses(401, 403, 429) },
});

const adminsOnly = (role: string) => {
  if (!isStaffRole(role)) throw forbidden("Two-factor sign-in is for admin accounts.");
};

export const twoFactorRoutes = createRouter()
  .openapi(statusRoute, async (c) => {
    adminsOnly(currentUser(c).role);
    return ok(c, await getTwoFactorStatus(c.var.deps.db, currentUser(c).id), "Two-factor status");
  })
  .openapi(enrolRoute, async (c) => {
    const user = currentUser(c);
    adminsOnly(user.role);
    return ok(c, await startEnrolment(c.var.deps, user, c.var.deps.now()), "Scan the QR code, then enter the code your app shows.");
  })
  .openapi(confirmRoute, async (c) => {
    const user = currentUser(c);
    adminsOnly(user.role);
    await throttleCodes(c, user.id);
    const recoveryCodes = await confirmEnrolment(c.var.deps, user.id, c.req.valid("json").code, c.var.deps.now());
    await clearCodeCounts(c, user.id);
    return ok(c, { recoveryCodes }, "Two-factor sign-in is on.");
  })
  .openapi(disableRoute, async (c) => {
    const user = currentUser(c);
    adminsOnly(user.role);
    await throttleCodes(c, user.id);
    await disableTwoFactor(c.var.deps, user.id, c.req.valid("json").code, c.var.deps.now());
    await clearCodeCounts(c, user.id);
    return ok(c, null, "Two-factor sign-in is off.");
  })
  .openapi(secondStepRoute, async (c) => {
    const { db, now } = c.var.deps;
    const { ticket, code } = c.req.valid("json");
    const userId = await ticketOwner(db, ticket, now());
    await throttleCodes(c, userId);
    const done = await completeSecondStep(c.var.deps, ticket, code, now());
    await clearCodeCounts(c, userId);
    const session = await openSession(db, done.userId, now());
    await rememberDevice(c, done.userId);
    return ok(c, session, done.method === "recovery" ? "Login successful! That recovery code is now used up." : "Login successful!");
  });
