import { type ClientResponse, hc } from "hono/client";
import type { ApiApp } from "../../contract/api-app";
import { type ApiFetch, ApiError, reportApiError } from "./api";

/**
 * Hono's typed client over the whole /v1 API (docs/decisions/018): paths, params, queries, bodies and answers are
 * checked against the routes' own schemas. `call(client.x.$get(...))` gives the answer's `data` or throws ApiError.
 */
export function createTypedApi(fetcher: ApiFetch, getToken: () => string | null = () => null) {
  return hc<ApiApp>("/v1", {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      headers.set("Accept", "application/json");
      let path = String(input);
      if (headers.has(KEEP_INDEX)) {
        headers.delete(KEEP_INDEX);
        path = path.replace(/(\?|$)/, "/index$1");
      }
      const token = getToken();
      if (token) headers.set("Authorization", `Bearer ${token}`);
      const res = await fetcher(path, { ...init, headers });
      // A stored token the server refused logs the browser out (app/lib/auth-errors.ts), as the old client did.
      if (token && res.status === 401) void res.clone().json().then((j: { message?: string; code?: ApiError["code"] }) => reportApiError(new ApiError(401, j.message ?? "", {}, j.code ?? "network"), true), () => {});
      return res;
    },
  });
}

export type TypedApi = ReturnType<typeof createTypedApi>;

const KEEP_INDEX = "x-boxyard-keep-index";
/**
 * hono/client drops a trailing "/index" from every URL it builds (it reads `.index` as the folder itself), so a route
 * whose path ends in /index is called with these options to get it back: `client.products.index.$get(undefined, keepIndex)`.
 */
export const keepIndex = { headers: { [KEEP_INDEX]: "1" } };

type SuccessCode = 200 | 201 | 202 | 204;
/** The `data` of a call's success answer(s), as the route's response schema declares it. */
export type DataOf<R> = R extends ClientResponse<infer T, infer S, "json"> ? (S extends SuccessCode ? (T extends { data: infer D } ? D : never) : never) : never;

/** Awaits a typed call: its `data` on success; otherwise an ApiError carrying the envelope's `code` and field errors. */
export async function call<R extends ClientResponse<unknown, number, "json">>(request: Promise<R>): Promise<DataOf<R>> {
  return (await callWithMessage(request)).data;
}

/** Like `call`, with the envelope's `message` too, for the writes whose answer text the page shows as it is. */
export async function callWithMessage<R extends ClientResponse<unknown, number, "json">>(request: Promise<R>): Promise<{ data: DataOf<R>; message: string }> {
  const res = (await request) as unknown as Response;
  let json: { success?: boolean; message?: string; code?: ApiError["code"]; errors?: Record<string, string>; data?: unknown } | null = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  if (!res.ok || !json || json.success === false) {
    throw new ApiError(res.status, json?.message || `Request failed: ${res.status}`, json?.errors ?? {}, json?.code ?? "network");
  }
  return { data: json.data as DataOf<R>, message: json.message ?? "" };
}
