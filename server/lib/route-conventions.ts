import type { OpenAPIHono, RouteConfig } from "@hono/zod-openapi";
import type { AppEnv } from "./deps.ts";
import { errorResponses } from "./envelope.ts";

const VERB_NOUN = /^(get|list|restore|create|accept|decline|add|update|set|delete|remove|clear|confirm|cancel|pay|receive|record|register|log|request|verify|reset|subscribe|unsubscribe|export|estimate|send|retry|import|save|price|end|extend|reschedule|run)[A-Z][A-Za-z]*$/;

/**
 * What client generators need from every documented route, applied in one place instead of on each route
 * (docs/decisions/019): a unique verb-noun operationId (a route without one stops the app), `security: []` on
 * public routes, and the error answers every route of its kind can give, with the one error schema: 400 (any
 * input, even a stray NUL in the query), 401/403 behind a guard, 404 with a path id, 413 with a body. A route
 * lists the rest itself (402, 409, 415, 429, 502).
 */
export function applyRouteConventions(api: OpenAPIHono<AppEnv>) {
  const ids = new Set<string>();
  for (const def of api.openAPIRegistry.definitions) {
    if (def.type !== "route") continue;
    const route = def.route as RouteConfig;
    const id = route.operationId ?? "";
    if (!VERB_NOUN.test(id) || ids.has(id)) throw new Error(`${route.method.toUpperCase()} ${route.path}: needs a unique verb-noun operationId, has "${id}"`);
    ids.add(id);
    // OpenAPIHono keeps a route's middleware out of the registry, so guarded routes declare bearer security
    // themselves (authorization.test.ts checks that exactly those answer 401 without a token).
    const guarded = Boolean(route.security?.length);
    const statuses = [400, ...(guarded ? [401, 403] : []), ...(route.path.includes("{") ? [404] : []), ...(route.request?.body ? [413] : [])];
    Object.assign(route, { security: guarded ? [{ bearer: [] }] : [], responses: { ...errorResponses(...statuses), ...route.responses } });
  }
}
