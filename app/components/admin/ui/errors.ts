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

/** "city is required" → "City is required.": a field message read as a sentence (issue 18). */
export function asSentence(message: string): string {
  const m = message.trim();
  if (!m) return m;
  const capital = m.charAt(0).toUpperCase() + m.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

/** Field errors of a 400/409 answer as sentences, keyed like the request body ("shippingAddress.city"). */
export const fieldErrorsOf = (err: unknown): Record<string, string> =>
  err instanceof ApiError ? Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, asSentence(v)])) : {};

/** The errors without those of the fields just edited: a message about a value the admin has changed no longer applies. */
export function withoutEdited(errors: Record<string, string>, edited: string[]): Record<string, string> {
  const gone = (key: string) => edited.some((f) => key === f || key.startsWith(`${f}.`) || key.endsWith(`.${f}`));
  return Object.keys(errors).some(gone) ? Object.fromEntries(Object.entries(errors).filter(([k]) => !gone(k))) : errors;
}
