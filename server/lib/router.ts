import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./deps.ts";
import { badRequest } from "./http-errors.ts";
import { MemoRouter } from "./memo-router.ts";
import { fieldErrors } from "./validation.ts";

/**
 * A feature router whose failed validations become 400s with `errors: { field: message }`. `memo`: for the API's
 * root router, the one that dispatches (memo-router.ts); feature routers only hand their routes to it.
 */
export function createRouter(opts: { memo?: boolean } = {}) {
  return new OpenAPIHono<AppEnv>({
    ...(opts.memo ? { router: new MemoRouter() } : {}),
    defaultHook: (result) => {
      if (!result.success) {
        throw badRequest("Invalid input", fieldErrors(result.error));
      }
    },
  });
}

export type ApiRouter = ReturnType<typeof createRouter>;
