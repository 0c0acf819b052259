import { ApiError } from "../../../lib/api";

/**
 * The text of a red admin banner (SPEC section 8): the server's message, else the error's own
 * errorMessage or message, else the fallback.
 */
export function errorText(err: unknown, fallback = "An unexpected error occurred."): string {
  if (err instanceof ApiError && err.message) return err.message;
  const e = err as { errorMessage?: unknown; message?: unknown } | null;
  if (e && typeof e.errorMessage === "string" && e.errorMessage) return e.errorMessage;
  if (e && typeof e.message === "string" && e.message) return e.message;
  return fallback;
}

/** Field errors of a 400/409 answer, keyed like the request body ("shippingAddress.city"). */
export const fieldErrorsOf = (err: unknown): Record<string, string> => (err instanceof ApiError ? err.errors : {});
