import { useState } from "react";
import type { ClientResponse } from "hono/client";
import { ApiError } from "./api";
import { type DataOf, call } from "./typed-api";

/** What a route's clientAction answers a `useFetcher` with: the notice to show and, on failure, the field errors. */
export type ActionResult = { ok: true; text: string } | { ok: false; text: string; errors: Record<string, string> };

/** Runs one API write for a clientAction; the loaders revalidate afterwards, so no list is patched by hand. */
export async function attempt<T>(write: () => Promise<T>, done: string | ((result: T) => string), fallback = "Something went wrong"): Promise<ActionResult> {
  try {
    const result = await write();
    return { ok: true, text: typeof done === "string" ? done : done(result) };
  } catch (err) {
    console.error("[action] failed", err);
    if (err instanceof ApiError) return { ok: false, text: err.message || fallback, errors: err.errors };
    return { ok: false, text: fallback, errors: {} };
  }
}

/** The JSON a `fetcher.submit(..., { encType: "application/json" })` sent. */
export const actionInput = <T>(request: Request) => request.json() as Promise<T>;

/**
 * A GET for a clientLoader: the data, or the ApiError the route's ErrorBoundary shows.
 * Pass a typed call (`load(client.user.orders.$get())`): its answer is typed by the route's schema.
 */
export function load<R extends ClientResponse<unknown, number, "json">>(request: Promise<R>): Promise<DataOf<R>> {
  return call(request);
}

/** Calls `onSuccess` once per successful answer (closing the form that was sent), while rendering, not in an effect. */
export function useOnSuccess(result: ActionResult | undefined, onSuccess: () => void) {
  const [seen, setSeen] = useState(result);
  if (result === seen) return;
  setSeen(result);
  if (result?.ok) onSuccess();
}

export const submitJson = { method: "post", encType: "application/json" } as const;
