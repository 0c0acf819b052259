import { ApiError } from "../../../lib/api";

/**
 * The text of a red admin banner (SPEC section 8): the message of an answer the server sent, else the fallback.
 * Only shown: code that must tell failures apart reads `err.code` (contract/error-codes.ts), never this text.
 */
export function errorText(err: unknown, fallback = "An unexpected error occurred."): string {
  return err instanceof ApiError && err.code !== "network" && err.message ? err.message : fallback;
}

/** "city is required" → "City is required.": a field message read as a sentence (issue 18). */
export function asSentence(message: string): string {
  const m = message.trim();
  if (!m) return m;
  const capital = m.charAt(0).toUpperCase() + m.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

/** Field errors as sentences, keyed like the request body ("shippingAddress.city"). */
export const sentences = (errors: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, asSentence(v)]));

/** Field errors of a 400/409 answer as sentences. */
export const fieldErrorsOf = (err: unknown): Record<string, string> => (err instanceof ApiError ? sentences(err.errors) : {});

/** The errors without those of the fields just edited: a message about a value the admin has changed no longer applies. */
export function withoutEdited(errors: Record<string, string>, edited: string[]): Record<string, string> {
  const gone = (key: string) => edited.some((f) => key === f || key.startsWith(`${f}.`) || key.endsWith(`.${f}`));
  return Object.keys(errors).some(gone) ? Object.fromEntries(Object.entries(errors).filter(([k]) => !gone(k))) : errors;
}
