import { createRoute, z } from "@hono/zod-openapi";
import { userDto } from "../../../contract/users.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { registerBody, registerRules, registerUser, throttle } from "../../modules/accounts/index.ts";

export const REGISTERED = "Registration successful! Please log in.";

const registerRoute = createRoute({
  method: "post",
  operationId: "registerUser",
  path: "/user/register",
  tags: ["Accounts"],
  summary: "Create a customer account (never an admin); the client then logs in",
  request: { body: { required: true, content: { "application/json": { schema: registerBody } } } },
  responses: { 201: jsonEnvelope(z.object({ user: userDto }), "Account created"), ...errorResponses(409, 429) },
});

export const registerRoutes = createRouter().openapi(registerRoute, async (c) => {
  await throttle(c, registerRules(c));
  const user = await registerUser(c.var.deps.db, c.req.valid("json"), c.var.deps.now());
  return ok(c, { user }, REGISTERED, 201);
});
