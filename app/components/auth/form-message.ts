import { ApiError } from "../../lib/api";

export type FormMessage = { tone: "success" | "error"; text: string };

/** SPEC section 8: the server's message, else "An error occurred" (also when the network is down). */
export function errorMessage(err: unknown, fallback = "An error occurred"): FormMessage {
  if (!(err instanceof ApiError) || !err.message || /^Request failed/.test(err.message)) return { tone: "error", text: fallback };
  // The API's generic validation message says little; the field errors under each input say the rest.
  if (err.message === "Invalid input" && Object.keys(err.errors).length) return { tone: "error", text: "Please correct the fields marked below." };
  return { tone: "error", text: err.message };
}

/** Field errors of a 400/409 answer, keyed like the request body. */
export const fieldErrors = (err: unknown): Record<string, string> => (err instanceof ApiError ? err.errors : {});
