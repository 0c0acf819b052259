import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { jsonAnswer, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";

const healthRoute = createRoute({
  method: "get",
  operationId: "getHealth",
  path: "/health",
  tags: ["System"],
  summary: "Liveness and database state",
  responses: {
    200: jsonEnvelope(z.object({ database: z.enum(["up", "down"]), latencyMs: z.number() })),
    503: jsonEnvelope(z.object({ database: z.enum(["up", "down"]), latencyMs: z.number() }), "Database unreachable"),
  },
});

export const healthRoutes = createRouter().openapi(healthRoute, async (c) => {
  const started = performance.now();
  try {
    await c.var.deps.db.execute(sql`select 1`);
    return ok(c, { database: "up" as const, latencyMs: Math.round(performance.now() - started) }, "OK");
  } catch {
    return jsonAnswer(c, { success: false, status: "error" as const, message: "Database unavailable", data: { database: "down" as const, latencyMs: 0 } }, 503);
  }
});

const pingRoute = createRoute({
  method: "get",
  operationId: "getPing",
  path: "/ping",
  tags: ["System"],
  summary: "Trivial liveness answer without touching the database (the benchmark's baseline)",
  responses: { 200: jsonEnvelope(z.object({ pong: z.boolean() })) },
});

export const pingRoutes = createRouter().openapi(pingRoute, (c) => ok(c, { pong: true }, "pong"));
