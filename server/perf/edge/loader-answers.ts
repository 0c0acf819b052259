import type { createApp } from "../../app.ts";
import type { InProcessEnv } from "../../lib/observability/request-id.ts";

type Api = Pick<ReturnType<typeof createApp>, "request">;

/**
 * The page loaders' calls to the API, in process, under the page's request id. It once kept the answers marked
 * the same for everyone (ADR 053); measured on and off it gained nothing on the uncached-pages row (ADR 075), so
 * every call runs the API.
 */
export function inProcessApi(api: Api) {
  return (path: string, init: RequestInit | undefined, env: InProcessEnv): Promise<Response> => Promise.resolve(api.request(path.replace(/^\/v1/, ""), init, env));
}
