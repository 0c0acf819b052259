import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./deps.ts";
import { badRequest } from "./http-errors.ts";
import { fieldErrors } from "./validation.ts";

/** A feature router whose failed validations become 400s with `errors: { field: message }`. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw badRequest("Invalid input", fieldErrors(result.error));
      }
    },
  });
}

export type ApiRouter = ReturnType<typeof createRouter>;
