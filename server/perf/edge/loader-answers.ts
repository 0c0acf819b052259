import type { createApp } from "../../app.ts";
import type { InProcessEnv } from "../../lib/observability/request-id.ts";
import { responseBytes } from "../response-bytes.ts";
import { SHARED_ANSWER_HEADER } from "../../lib/envelope.ts";
import type { SharedAnswers } from "./shared-answers.ts";

type Api = Pick<ReturnType<typeof createApp>, "request">;
const JSON_HEADERS = { "content-type": "application/json" };

/**
 * The page loaders' calls to the API, in process. An anonymous GET whose answer the API marks as the same for
 * everyone (a catalog or settings read, envelope.ts `okSerialized`) is kept as bytes in `answers`, with the public
 * cache's lifetime and generation, and asked again without running the API: every page's root loader reads the
 * site settings, and that one dispatch through the API was ~5 % of an uncached page's main-thread CPU (ADR 053).
 */
export function inProcessApi(api: Api, answers: SharedAnswers) {
  return async (path: string, init: RequestInit | undefined, env: InProcessEnv): Promise<Response> => {
    const apiPath = path.replace(/^\/v1/, "");
    if ((init?.method ?? "GET") !== "GET" || new Headers(init?.headers).has("authorization")) return api.request(apiPath, init, env);
    const hit = answers.find(path);
    if (hit) return new Response(hit.body as Uint8Array<ArrayBuffer>, { status: 200, headers: JSON_HEADERS });
    const keep = answers.keeper(path);
    const res = await api.request(apiPath, init, env);
    if (res.status !== 200 || !res.headers.has(SHARED_ANSWER_HEADER) || res.headers.has("content-encoding")) return res;
    const body = await responseBytes(res);
    keep({}, body, "");
    return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers: JSON_HEADERS });
  };
}
