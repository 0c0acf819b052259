/**
 * The type of the whole /v1 API, for Hono's typed client in the browser half: `hc<ApiApp>(…)` (docs/decisions/018).
 * Type-only, erased at build: nothing of server/ reaches the browser bundle, and app/ still imports only contract/.
 */
export type { ApiApp } from "../server/app.ts";
