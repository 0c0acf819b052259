import { ApiError } from "../../lib/api";

export type FormMessage = { tone: "success" | "error"; text: string };

/** SPEC section 8: the server's message, else "An error occurred" (also when the network is down). */
export function errorMessage(err: unknown, fallback = "An error occurred"): FormMessage {
  // "internal": a crash or an answer without the envelope (proxy, network); its text helps nobody.
  if (!(err instanceof ApiError) || err.code === "internal" || !err.message) return { tone: "error", text: fallback };
  // A validation answer's own message is generic; the field errors under each input say the rest.
  if (err.code === "validation_failed" && Object.keys(err.errors).length) return { tone: "error", text: "Please correct the fields marked below." };
  return { tone: "error", text: err.message };
}

/** Field errors of a 400/409 answer, keyed like the request body. */
export const fieldErrors = (err: unknown): Record<string, string> => (err instanceof ApiError ? err.errors : {});
