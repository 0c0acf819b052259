import { createRoute } from "@hono/zod-openapi";
import { clientAddress } from "../../lib/client-address.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { tooManyRequests } from "../../lib/http-errors.ts";
import { createRouter } from "../../lib/router.ts";
import { visitBody, visitRecorded } from "../../../db/validation/visits.ts";
import { recordVisit } from "../../modules/leads/index.ts";

/** Generous: a person clicking around never reaches it, a script hammering the counter does. */
const VISITS_PER_MINUTE = 60;

const recordRoute = createRoute({
  method: "post",
  operationId: "recordVisit",
  path: "/visits",
  tags: ["Site"],
  summary: "Record a page visit (the admin's 'Visitors Today' counts them)",
  request: { body: { required: true, content: { "application/json": { schema: visitBody } } } },
  responses: { 201: jsonEnvelope(visitRecorded, "Recorded"), ...errorResponses(429) },
});

export const visitRoutes = createRouter().openapi(recordRoute, async (c) => {
  const { deps } = c.var;
  const limit = await deps.rateLimiter.hit(`visits:${clientAddress(c)}`, VISITS_PER_MINUTE, 60_000);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  await recordVisit(deps.db, c.req.valid("json").path, deps.now());
  return ok(c, { recorded: true }, "Visit recorded", 201);
});
