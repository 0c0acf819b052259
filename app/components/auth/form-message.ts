import { ApiError } from "../../lib/api";

export type FormMessage = { tone: "success" | "error"; text: string };

/** SPEC section 8: the server's message, else "An error occurred" (also when the network is down). */
export function errorMessage(err: unknown, fallback = "An error occurred"): FormMessage {
  return { tone: "error", text: err instanceof ApiError && err.message && !/^Request failed/.test(err.message) ? err.message : fallback };
}

/** Field errors of a 400/409 answer, keyed like the request body. */
export const fieldErrors = (err: unknown): Record<string, string> => (err instanceof ApiError ? err.errors : {});
